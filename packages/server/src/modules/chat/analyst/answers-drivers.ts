/** Key drivers and the recommendations that follow from weak drivers and negative themes. */
import type { DriverRow, ReputationDimension } from '@repute/shared/analytics';
import type { ToolContext } from '../tool-types';
import { fmt, pct, periodLabel, signed, sourceLine, table } from './format';
import { negativeThemes } from './answers-media';
import { noSurveyData } from './answers-reputation';
import { analytics, type ToolQuery } from './tools';

const QUADRANT_LABELS: Record<DriverRow['quadrant'], string> = {
  strength: 'Strength (keep)',
  priority: 'Priority (improve)',
  maintain: 'Maintain',
  secondary: 'Secondary',
};

/** What a team can do about a dimension: advice, never a figure. */
const DRIVER_ACTIONS: Record<ReputationDimension, string> = {
  products_services:
    'fix the product and service experiences people complain about first, and show the fixes (quality, value, consistency)',
  innovation:
    'tell the story of what is new and why it matters, with proof points customers can see',
  workplace: 'show how staff are treated and developed; employee voices carry further than ads',
  governance:
    'be open about decisions, pricing and mistakes; publish commitments and report against them',
  citizenship:
    'put weight behind one or two credible community or environmental commitments and report progress',
  leadership: 'make leaders visible with a clear direction and follow-through on what they promise',
  performance: 'explain results and growth plans plainly to customers, staff and investors',
};

/** The drivers to work on: 'priority' quadrant first, else important drivers below average. */
export function weakDrivers(
  drivers: readonly DriverRow[],
  performanceMid: number | null,
): DriverRow[] {
  const priority = drivers.filter((d) => d.quadrant === 'priority');
  const list = priority.length
    ? priority
    : drivers.filter((d) => performanceMid !== null && d.performance < performanceMid);
  return [...list].sort((a, b) => b.share - a.share);
}

export function answerDrivers(ctx: ToolContext, q: ToolQuery): string {
  const r = analytics.drivers(ctx, q);
  if (r.drivers.length === 0 || r.suppressed) return noSurveyData(ctx, 'the key drivers', q);
  const sorted = [...r.drivers].sort((a, b) => b.share - a.share);
  const top = sorted[0];
  const weak = weakDrivers(r.drivers, r.performanceMid)[0];
  const period = q.from ? periodLabel({ from: q.from, to: q.to ?? q.from }) : periodLabel(null);
  return [
    top
      ? `The biggest driver of ${ctx.customer.name}'s reputation is **${top.label}**: ${pct(top.share)} of the explained variance, with performance ${fmt(top.performance)}.`
      : '',
    weak
      ? `The weakest high-importance driver is **${weak.label}** (${pct(weak.share)} importance, performance ${fmt(weak.performance)}): the place to improve first.`
      : 'No important driver is performing below average.',
    '',
    table(
      ['Driver', 'Importance', 'Performance', 'Quadrant'],
      sorted.map((d) => [d.label, pct(d.share), fmt(d.performance), QUADRANT_LABELS[d.quadrant]]),
    ),
    '',
    r.rSquared !== null
      ? `Importance is Johnson's relative weight as a share of R² = ${fmt(r.rSquared * 100)}% (shares sum to 100%); performance is the mean on 0-100.`
      : "Importance is Johnson's relative weight as a share of R².",
    '',
    sourceLine(r.dataset, period, `base n = ${r.n}`),
  ].join('\n');
}

export function answerRecommendations(ctx: ToolContext, q: ToolQuery): string {
  const r = analytics.drivers(ctx, q);
  const themes = analytics.themes(ctx, q, 'all', 10);
  const weak = r.suppressed ? [] : weakDrivers(r.drivers, r.performanceMid).slice(0, 2);
  const negatives = negativeThemes(themes.themes).slice(0, 2);
  if (weak.length === 0 && negatives.length === 0) {
    if (r.drivers.length === 0 && themes.themes.length === 0) {
      return noSurveyData(ctx, 'what to do next', q);
    }
    return `The data shows no important driver performing below average and no negative theme for ${ctx.customer.name}, so there is no clear fix to recommend. Keep investing in the strongest drivers and watch the themes for change.`;
  }
  const steps: string[] = [];
  for (const d of weak) {
    const action =
      DRIVER_ACTIONS[d.key as ReputationDimension] ?? 'work on what people rate lowest here';
    steps.push(
      `**Lift ${d.label}.** It carries ${pct(d.share)} of the explained variance in reputation but performs at ${fmt(d.performance)}${r.performanceMid !== null ? `, below the driver average of ${fmt(r.performanceMid)}` : ''}. Suggested action: ${action}.`,
    );
  }
  for (const t of negatives) {
    steps.push(
      `**Address "${t.label}".** ${t.volume} texts, net sentiment ${signed(t.netSentiment)}${t.trendDirection === 'up' ? ', and rising' : ''}. Respond where it is discussed and fix the cause before it spreads${t.terms.length ? ` (people mention: ${t.terms.slice(0, 4).join(', ')})` : ''}.`,
    );
  }
  const period = q.from ? periodLabel({ from: q.from, to: q.to ?? q.from }) : periodLabel(null);
  return [
    `**What ${ctx.customer.name} should do next**, from the drivers with low performance and the negative themes:`,
    '',
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    sourceLine(r.dataset, period, 'key drivers; themes from survey comments and media texts'),
  ].join('\n');
}
