/**
 * Insight cards for /ai-insights: the biggest movers, the weakest high-importance driver, an
 * emerging negative theme and the competitor gap. Every figure comes from the analytics
 * services; each card links to the screen that shows the evidence.
 */
import type { ToolContext } from '../tool-types';
import { negativeThemes } from './answers-media';
import { weakDrivers } from './answers-drivers';
import { bandLabel, fmt, pct, periodLabel, signed } from './format';
import { analytics } from './tools';

export interface InsightCard {
  id: string;
  kind: 'mover' | 'weak_driver' | 'negative_theme' | 'competitor_gap';
  tone: 'positive' | 'negative' | 'neutral';
  title: string;
  /** One or two sentences, Markdown. */
  body: string;
  metric: { label: string; value: string };
  href: string;
  hrefLabel: string;
  source: string;
}

function movers(ctx: ToolContext): InsightCard[] {
  const s = analytics.summary(ctx);
  const rows = [...(s.overall ? [s.overall] : []), ...s.pulse, ...s.dimensions].filter(
    (row) => row.value !== null && row.change?.delta !== null && row.change?.delta !== undefined,
  );
  const sorted = [...rows].sort(
    (a, b) => Math.abs(b.change?.delta ?? 0) - Math.abs(a.change?.delta ?? 0),
  );
  const picks = [
    sorted.find((row) => (row.change?.delta ?? 0) > 0),
    sorted.find((row) => (row.change?.delta ?? 0) < 0),
  ].filter((row): row is NonNullable<typeof row> => Boolean(row));
  return picks.map((row) => {
    const delta = row.change?.delta ?? 0;
    const up = delta > 0;
    return {
      id: `mover-${row.key}`,
      kind: 'mover',
      tone: up ? 'positive' : 'negative',
      title: `${row.label} ${up ? 'rose' : 'fell'} ${fmt(Math.abs(delta))} points`,
      body: `**${row.label}** is ${fmt(row.value as number)} (${bandLabel(row.band)}) in ${periodLabel(s.period)}, ${up ? 'up' : 'down'} from ${fmt(row.change?.previous ?? 0)} in ${periodLabel(s.previousPeriod)}; the change is ${row.change?.significant ? 'significant at 95%' : 'not statistically significant'}.`,
      metric: { label: 'Change', value: signed(delta) },
      href: '/reputation-dashboard',
      hrefLabel: 'See the reputation dashboard',
      source: s.dataset?.name ?? '',
    };
  });
}

function weakDriver(ctx: ToolContext): InsightCard[] {
  const r = analytics.drivers(ctx);
  if (r.suppressed) return [];
  const weak = weakDrivers(r.drivers, r.performanceMid)[0];
  if (!weak) return [];
  return [
    {
      id: `driver-${weak.key}`,
      kind: 'weak_driver',
      tone: 'negative',
      title: `Improve ${weak.label}`,
      body: `**${weak.label}** explains ${pct(weak.share)} of the variance in reputation but performs at ${fmt(weak.performance)}${r.performanceMid !== null ? `, below the driver average of ${fmt(r.performanceMid)}` : ''}: the weakest high-importance driver.`,
      metric: { label: 'Importance', value: pct(weak.share) },
      href: '/reputation-drivers',
      hrefLabel: 'See the key drivers',
      source: r.dataset?.name ?? '',
    },
  ];
}

function negativeTheme(ctx: ToolContext): InsightCard[] {
  const themes = analytics.themes(ctx, {}, 'all', 12);
  const theme = negativeThemes(themes.themes)[0];
  if (!theme) return [];
  const rising = theme.trendDirection === 'up';
  return [
    {
      id: `theme-${theme.key}`,
      kind: 'negative_theme',
      tone: 'negative',
      title: `${rising ? 'Emerging' : 'Negative'} theme: ${theme.label}`,
      body: `**${theme.label}** appears in ${theme.volume} texts (${pct(theme.share)} of all) with net sentiment ${signed(theme.netSentiment)}${rising ? ', and it is rising' : ''}.`,
      metric: { label: 'Net sentiment', value: signed(theme.netSentiment) },
      href: '/themes',
      hrefLabel: 'See the themes',
      source: 'Survey comments and media texts',
    },
  ];
}

function competitorGap(ctx: ToolContext): InsightCard[] {
  const b = analytics.benchmark(ctx);
  const kpi = b.kpis.find((k) => k.key === 'overall') ?? b.kpis.find((k) => k.kind === 'score');
  const own = kpi?.values.find((v) => v.isOwn && v.estimate.value !== null);
  const others = (kpi?.values ?? []).filter(
    (v) => !v.isOwn && v.estimate.value !== null && v.gapToOwn !== null,
  );
  if (!kpi || !own || others.length === 0) return [];
  // The nearest threat: the competitor ahead by the most, else the one closest behind.
  const closest = [...others].sort((a, c) => (a.gapToOwn ?? 0) - (c.gapToOwn ?? 0))[0];
  if (!closest || closest.gapToOwn === null) return [];
  const ahead = closest.gapToOwn < 0;
  return [
    {
      id: `gap-${closest.brand}`,
      kind: 'competitor_gap',
      tone: ahead ? 'negative' : 'positive',
      title: ahead
        ? `${closest.brand} leads on ${kpi.label}`
        : `Ahead of ${closest.brand} on ${kpi.label}`,
      body: `${ctx.customer.name} scores ${fmt(own.estimate.value as number)} on ${kpi.label} against ${fmt(closest.estimate.value as number)} for **${closest.brand}**: a gap of ${signed(closest.gapToOwn)} points (${closest.significant ? 'significant at 95%' : 'not statistically significant'}) in ${periodLabel(b.period)}.`,
      metric: { label: 'Gap', value: signed(closest.gapToOwn) },
      href: '/benchmarking',
      hrefLabel: 'See the benchmark',
      source: b.dataset?.name ?? '',
    },
  ];
}

/** One failing service costs its card, not the page. */
function safely(make: (ctx: ToolContext) => InsightCard[], ctx: ToolContext): InsightCard[] {
  try {
    return make(ctx);
  } catch (error) {
    console.error('insights: analytics service failed', error);
    return [];
  }
}

export function generateInsights(ctx: ToolContext): InsightCard[] {
  return [movers, weakDriver, negativeTheme, competitorGap].flatMap((make) => safely(make, ctx));
}
