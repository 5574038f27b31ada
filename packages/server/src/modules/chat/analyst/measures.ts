import {
  DIMENSION_LABELS,
  PULSE_LABELS,
  REPUTATION_DIMENSIONS,
  type ReputationDimension,
  type ScoreKpi,
  type ReputationSummary,
} from '@repute/shared/analytics';
import type { Measure } from './intent';

export function measureLabel(measure: Measure): string {
  return (
    (PULSE_LABELS as Record<string, string>)[measure] ??
    (DIMENSION_LABELS as Record<string, string>)[measure] ??
    measure
  );
}

export function isDimension(measure: Measure | null): measure is ReputationDimension {
  return (REPUTATION_DIMENSIONS as readonly string[]).includes(measure ?? '');
}

/** The summary's row for a Pulse item or dimension, matched by key (then by label). */
export function findKpi(summary: ReputationSummary, measure: Measure): ScoreKpi | null {
  const label = measureLabel(measure).toLowerCase();
  const rows = [...summary.pulse, ...summary.dimensions];
  return (
    rows.find((row) => row.key === measure) ??
    rows.find((row) => row.label.toLowerCase() === label) ??
    null
  );
}
