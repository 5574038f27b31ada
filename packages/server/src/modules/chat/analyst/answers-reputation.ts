/** Answers about scores: overall, Pulse items, dimensions, trend, segments, stakeholders, NPS. */
import {
  MIN_BASE,
  type ReputationSegments,
  type SegmentDimension,
  type SegmentRow,
} from '@repute/shared/analytics';
import type { ToolContext } from '../tool-types';
import { bandLabel, changeText, fmt, periodLabel, signed, sourceLine, table } from './format';
import type { Intent } from './intent';
import { findKpi, isDimension, measureLabel } from './measures';
import { cannotAnswer } from './no-data';
import { monthName } from './period';
import { analytics, type ToolQuery } from './tools';

export function noSurveyData(ctx: ToolContext, what: string, q: ToolQuery): string {
  return cannotAnswer(ctx, what, q, ['survey']);
}

const monthText = (month: string) => `${monthName(Number(month.slice(5, 7)))} ${month.slice(0, 4)}`;

export function answerScore(ctx: ToolContext, intent: Intent, q: ToolQuery): string {
  const s = analytics.summary(ctx, q);
  if (!s.overall || s.overall.value === null) return noSurveyData(ctx, 'reputation', q);
  const period = periodLabel(s.period);
  const who = q.brand ?? ctx.customer.name;
  if (intent.measure) {
    const kpi = findKpi(s, intent.measure);
    const label = measureLabel(intent.measure);
    if (!kpi || kpi.value === null) {
      return `${label} for ${who} is not available for ${period}${kpi?.suppressed ? ` (base n = ${kpi.n} is below the minimum of ${MIN_BASE})` : ''}.\n\n${sourceLine(s.dataset, period)}`;
    }
    return [
      `**${label}** for ${who} is **${fmt(kpi.value)}** out of 100 (${bandLabel(kpi.band)}) in ${period}, ${changeText(kpi.change, s.previousPeriod)}.`,
      kpi.ciLow !== null && kpi.ciHigh !== null
        ? `The 95% interval is ${fmt(kpi.ciLow)} to ${fmt(kpi.ciHigh)}${kpi.lowBase ? ' (low base: read with care)' : ''}.`
        : '',
      `For context, the overall reputation score is ${fmt(s.overall.value)} (${bandLabel(s.overall.band)}).`,
      '',
      sourceLine(s.dataset, period, `base n = ${kpi.n}`),
    ]
      .filter((line, i) => line !== '' || i === 3)
      .join('\n');
  }
  const rows = [...s.pulse, ...s.dimensions]
    .filter((row) => row.value !== null)
    .map((row) => [
      row.label,
      fmt(row.value as number),
      bandLabel(row.band),
      row.change?.delta === null || row.change?.delta === undefined
        ? '–'
        : `${signed(row.change.delta)}${row.change.significant ? ' *' : ''}`,
    ]);
  const dims = s.dimensions.filter((d) => d.value !== null);
  const best = [...dims].sort((a, b) => (b.value ?? 0) - (a.value ?? 0))[0];
  const worst = [...dims].sort((a, b) => (a.value ?? 0) - (b.value ?? 0))[0];
  return [
    `**${who}'s reputation score is ${fmt(s.overall.value)}** out of 100 (${bandLabel(s.overall.band)}) in ${period}, ${changeText(s.overall.change, s.previousPeriod)}.`,
    best && worst && best !== worst
      ? `Strongest dimension: **${best.label}** (${fmt(best.value as number)}); weakest: **${worst.label}** (${fmt(worst.value as number)}).`
      : '',
    '',
    table(['Measure', 'Score', 'Band', 'Change'], rows),
    '',
    '\\* significant change at 95%.',
    '',
    sourceLine(s.dataset, period, `base n = ${s.overall.n}`),
  ]
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n');
}

export function answerDimensions(ctx: ToolContext, q: ToolQuery): string {
  const s = analytics.summary(ctx, q);
  const dims = s.dimensions.filter((d) => d.value !== null);
  if (dims.length === 0) return noSurveyData(ctx, 'the reputation dimensions', q);
  const period = periodLabel(s.period);
  const sorted = [...dims].sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const best = sorted[0];
  const worst = sorted.at(-1);
  return [
    `**${ctx.customer.name}'s seven reputation dimensions** in ${period}, strongest first:`,
    '',
    table(
      ['Dimension', 'Score', 'Band', 'Change'],
      sorted.map((d) => [
        d.label,
        fmt(d.value as number),
        bandLabel(d.band),
        d.change?.delta === null || d.change?.delta === undefined
          ? '–'
          : `${signed(d.change.delta)}${d.change.significant ? ' *' : ''}`,
      ]),
    ),
    '',
    best && worst
      ? `The strongest is **${best.label}** (${fmt(best.value as number)}) and the weakest **${worst.label}** (${fmt(worst.value as number)}). \\* significant change at 95%.`
      : '',
    '',
    sourceLine(s.dataset, period, s.overall ? `base n = ${s.overall.n}` : undefined),
  ].join('\n');
}

export function answerTrend(ctx: ToolContext, intent: Intent, q: ToolQuery): string {
  const measure = intent.measure;
  const t = analytics.trend(ctx, q);
  let label = 'The overall reputation score';
  let points: { month: string; value: number | null }[];
  if (measure && isDimension(measure)) {
    label = measureLabel(measure);
    points = t.months.map((m) => ({ month: m.month, value: m.dimensions[measure]?.value ?? null }));
  } else if (measure) {
    // Pulse items have no monthly series in the trend; the summary's card sparkline has trust.
    const s = analytics.summary(ctx, q);
    const card = s.cards.find((c) => c.key === measure);
    const kpi = findKpi(s, measure);
    if (!card) {
      if (!kpi || kpi.value === null) return noSurveyData(ctx, measureLabel(measure), q);
      const period = periodLabel(s.period);
      return `There is no monthly series for ${measureLabel(measure)}, but over ${period} it is **${fmt(kpi.value)}** (${bandLabel(kpi.band)}), ${changeText(kpi.change, s.previousPeriod)}.\n\n${sourceLine(s.dataset, period)}`;
    }
    label = measureLabel(measure);
    points = card.sparkline;
    return trendText(ctx, label, points, s.dataset);
  } else {
    points = t.months.map((m) => ({ month: m.month, value: m.overall.value }));
  }
  return trendText(ctx, label, points, t.dataset);
}

function trendText(
  ctx: ToolContext,
  label: string,
  allPoints: { month: string; value: number | null }[],
  dataset: Parameters<typeof sourceLine>[0],
): string {
  const points = allPoints.filter((p): p is { month: string; value: number } => p.value !== null);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return noSurveyData(ctx, 'a trend', {});
  const period = periodLabel({ from: first.month, to: last.month });
  const high = points.reduce((a, b) => (b.value > a.value ? b : a));
  const low = points.reduce((a, b) => (b.value < a.value ? b : a));
  const delta = last.value - first.value;
  const direction = fmt(Math.abs(delta)) === '0.0' ? 'held steady' : delta > 0 ? 'rose' : 'fell';
  const shown = points.slice(-12);
  return [
    `**${label}** for ${ctx.customer.name} ${direction}: from **${fmt(first.value)}** in ${monthText(first.month)} to **${fmt(last.value)}** in ${monthText(last.month)}.`,
    `The high was ${fmt(high.value)} (${monthText(high.month)}) and the low ${fmt(low.value)} (${monthText(low.month)}).`,
    '',
    table(
      ['Month', 'Score'],
      shown.map((p) => [monthText(p.month), fmt(p.value)]),
    ),
    points.length > shown.length
      ? '\nThe table shows the most recent months; the Timeline has the full series.'
      : '',
    '',
    sourceLine(dataset, period, 'monthly scores'),
  ].join('\n');
}

const AXIS: Record<string, SegmentDimension> = {
  age: 'age_band',
  gender: 'gender',
  region: 'region',
};

function segmentTable(rows: SegmentRow[], measure: Intent['measure']) {
  const valueOf = (row: SegmentRow) =>
    measure && isDimension(measure) ? (row.dimensions[measure] ?? null) : row.overall;
  const shown = rows.map((row) => {
    const e = valueOf(row);
    return {
      label: row.label,
      value: e && !e.suppressed ? e.value : null,
      n: e?.n ?? row.overall.n,
      lowBase: e?.lowBase ?? false,
    };
  });
  return shown;
}

export function answerSegments(
  ctx: ToolContext,
  intent: Intent,
  q: ToolQuery,
  stakeholders = false,
): string {
  const by: SegmentDimension = stakeholders
    ? 'stakeholder_group'
    : (AXIS[intent.segment ?? 'age'] ?? 'age_band');
  const result = stakeholders ? analytics.stakeholders(ctx, q) : analytics.segments(ctx, by, q);
  const measureName =
    intent.measure && isDimension(intent.measure) ? measureLabel(intent.measure) : 'Overall score';
  const rows = segmentTable(result.rows, intent.measure);
  const valued = rows.filter((r): r is typeof r & { value: number } => r.value !== null);
  if (valued.length === 0)
    return noSurveyData(ctx, stakeholders ? 'stakeholder groups' : 'segments', q);
  const period = periodLabel(
    'period' in result
      ? (result as ReputationSegments).period
      : analytics.reportingPeriods(ctx, result.dataset?.id, q)?.current,
  );
  const top = valued.reduce((a, b) => (b.value > a.value ? b : a));
  const bottom = valued.reduce((a, b) => (b.value < a.value ? b : a));
  const axisName = stakeholders ? 'stakeholder group' : by === 'age_band' ? 'age band' : by;
  const suppressed = rows.filter((r) => r.value === null);
  return [
    `**${measureName} by ${axisName}** for ${ctx.customer.name}: highest among **${top.label}** (${fmt(top.value)}), lowest among **${bottom.label}** (${fmt(bottom.value)}).`,
    '',
    table(
      [axisName.charAt(0).toUpperCase() + axisName.slice(1), measureName, 'Base (n)'],
      rows.map((r) => [
        r.label,
        r.value === null
          ? `suppressed (n < ${MIN_BASE})`
          : `${fmt(r.value)}${r.lowBase ? ' (low base)' : ''}`,
        String(r.n),
      ]),
    ),
    suppressed.length ? `\nGroups with fewer than ${MIN_BASE} respondents are not reported.` : '',
    '',
    sourceLine(result.dataset, period),
  ].join('\n');
}

export function answerNps(ctx: ToolContext, q: ToolQuery): string {
  const r = analytics.nps(ctx, q);
  if (r.nps.value === null) return noSurveyData(ctx, 'the Net Promoter Score', q);
  const periods = analytics.reportingPeriods(ctx, r.dataset?.id, q);
  const period = periodLabel(periods?.current);
  const parts = [
    r.promoters !== null ? `${fmt(r.promoters)}% promoters` : null,
    r.passives !== null ? `${fmt(r.passives)}% passives` : null,
    r.detractors !== null ? `${fmt(r.detractors)}% detractors` : null,
  ].filter(Boolean);
  return [
    `**${ctx.customer.name}'s Net Promoter Score is ${signed(r.nps.value)}**${parts.length ? ` (${parts.join(', ')})` : ''} in ${period}, ${changeText(r.change, periods?.previous)}.`,
    r.nps.ciLow !== null && r.nps.ciHigh !== null
      ? `The 95% interval is ${signed(r.nps.ciLow)} to ${signed(r.nps.ciHigh)}.`
      : '',
    '',
    sourceLine(r.dataset, period, `base n = ${r.nps.n}`),
  ].join('\n');
}

export function answerCompetitors(ctx: ToolContext, intent: Intent, q: ToolQuery): string {
  const b = analytics.benchmark(ctx, q);
  const kpi =
    b.kpis.find((k) => k.key === (intent.measure ?? 'overall')) ??
    b.kpis.find((k) => k.key === 'overall') ??
    b.kpis.find((k) => k.kind === 'score');
  const values = kpi?.values.filter((v) => v.estimate.value !== null) ?? [];
  if (!kpi || values.length === 0) {
    return cannotAnswer(ctx, 'competitor comparisons', q, ['survey']);
  }
  const period = periodLabel(b.period);
  const sorted = [...values].sort((a, c) => (a.rank ?? 99) - (c.rank ?? 99));
  const own = values.find((v) => v.isOwn);
  const named = intent.brand
    ? values.find((v) => v.brand.toLowerCase() === intent.brand?.toLowerCase())
    : undefined;
  const lines: string[] = [];
  if (own) {
    lines.push(
      `On **${kpi.label}**, ${ctx.customer.name} scores **${fmt(own.estimate.value as number)}** and ranks **${own.rank ?? '–'} of ${values.length}** in ${period}.`,
    );
  }
  if (named && !named.isOwn && named.gapToOwn !== null) {
    lines.push(
      `Against **${named.brand}** (${fmt(named.estimate.value as number)}) the gap is ${signed(named.gapToOwn)} points (${named.significant ? 'significant at 95%' : 'not statistically significant'}).`,
    );
  }
  const leader = sorted[0];
  if (leader && own && leader !== own) {
    lines.push(`The leader is **${leader.brand}** with ${fmt(leader.estimate.value as number)}.`);
  }
  return [
    ...lines,
    '',
    table(
      ['Rank', 'Brand', kpi.label, 'Gap to us'],
      sorted.map((v) => [
        String(v.rank ?? '–'),
        v.isOwn ? `**${v.brand}**` : v.brand,
        fmt(v.estimate.value as number),
        v.isOwn || v.gapToOwn === null ? '–' : `${signed(v.gapToOwn)}${v.significant ? ' *' : ''}`,
      ]),
    ),
    '',
    'Gap = our score minus theirs; \\* significant at 95%.',
    '',
    sourceLine(b.dataset, period),
  ].join('\n');
}
