/** Maps the analytics answers (@repute/shared/analytics) onto what the sections draw. */
import {
  DIMENSION_LABELS,
  REPUTATION_DIMENSIONS,
  type Change,
  type DriversResult,
  type KpiCard as KpiCardData,
  type ReputationTrend,
  type ScoreEstimate,
  type ScoreKpi,
} from '@repute/shared/analytics';
import { formatMonth } from './format';
import type { KpiChange } from './kpi-card';
import type { DriversVM, ScoreVM } from './view-models';

export function toKpiChange(
  change: Change | null | undefined,
  previousLabel?: string,
): KpiChange | null {
  if (!change) return null;
  return {
    delta: change.delta,
    significant: change.significant,
    pValue: change.pValue,
    against: previousLabel,
  };
}

export function periodLabel(
  period: { from: string; to: string } | null | undefined,
): string | undefined {
  if (!period) return undefined;
  return period.from === period.to
    ? `vs ${formatMonth(period.from)}`
    : `vs ${formatMonth(period.from)}–${formatMonth(period.to)}`;
}

export function scoreFromEstimate(
  key: string,
  label: string,
  estimate: ScoreEstimate,
  change: Change | null = null,
  series: ScoreVM['series'] = [],
): ScoreVM {
  return {
    key,
    label,
    score: estimate.suppressed ? null : estimate.value,
    low: estimate.ciLow,
    high: estimate.ciHigh,
    band: estimate.band,
    n: estimate.n,
    nEff: estimate.nEff,
    suppressed: estimate.suppressed,
    lowBase: estimate.lowBase,
    change: toKpiChange(change),
    series,
  };
}

export function scoreFromKpi(kpi: ScoreKpi, series: ScoreVM['series'] = []): ScoreVM {
  return scoreFromEstimate(kpi.key, kpi.label, kpi, kpi.change, series);
}

export function scoreFromCard(card: KpiCardData): ScoreVM {
  return scoreFromKpi(
    card,
    card.sparkline.map((p) => ({ month: p.month, score: p.value })),
  );
}

/** Monthly series of the overall score and each dimension from the trend answer. */
export function trendSeries(trend: ReputationTrend | undefined): Record<string, ScoreVM['series']> {
  const out: Record<string, ScoreVM['series']> = { overall: [] };
  for (const d of REPUTATION_DIMENSIONS) out[d] = [];
  for (const point of trend?.months ?? []) {
    out.overall!.push({
      month: point.month,
      score: point.overall.suppressed ? null : point.overall.value,
    });
    for (const d of REPUTATION_DIMENSIONS) {
      const e = point.dimensions[d];
      out[d]!.push({ month: point.month, score: e && !e.suppressed ? e.value : null });
    }
  }
  return out;
}

/** Trend lines as ScoreVMs (overall first, then the seven dimensions). */
export function trendScores(
  trend: ReputationTrend | undefined,
  keys?: readonly string[],
): ScoreVM[] {
  const series = trendSeries(trend);
  const all = [
    { key: 'overall', label: 'Overall' },
    ...REPUTATION_DIMENSIONS.map((d) => ({ key: d, label: DIMENSION_LABELS[d] })),
  ].filter((m) => !keys || keys.includes(m.key));
  return all.map((m) => {
    const last = trend?.months.at(-1);
    const estimate: ScoreEstimate | undefined =
      m.key === 'overall'
        ? last?.overall
        : last?.dimensions[m.key as keyof typeof DIMENSION_LABELS];
    return {
      key: m.key,
      label: m.label,
      score: estimate && !estimate.suppressed ? estimate.value : null,
      low: estimate?.ciLow ?? null,
      high: estimate?.ciHigh ?? null,
      band: estimate?.band ?? null,
      n: estimate?.n ?? 0,
      nEff: estimate?.nEff ?? null,
      suppressed: estimate?.suppressed ?? false,
      lowBase: estimate?.lowBase ?? false,
      change: null,
      series: series[m.key] ?? [],
    };
  });
}

export function driversVm(
  result: DriversResult | undefined,
  target = 'the overall score',
): DriversVM | null {
  if (!result || result.suppressed) return null;
  return {
    r2: result.rSquared,
    n: result.n,
    target,
    importanceMid: result.importanceMid === null ? null : result.importanceMid / 100,
    performanceMid: result.performanceMid,
    drivers: result.drivers.map((d) => ({
      key: d.key,
      label: d.label,
      share: d.share / 100,
      lmgShare: d.lmgShare === null ? null : d.lmgShare / 100,
      performance: d.performance,
      beta: d.beta,
    })),
  };
}
