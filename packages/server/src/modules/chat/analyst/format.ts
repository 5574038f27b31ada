/**
 * How the analyst writes figures. The evaluation set formats the services' values with these
 * same functions, so an answer is checked against exactly what the services returned.
 */
import { SCORE_BANDS, type Change, type DatasetRef, type Period } from '@repute/shared/analytics';
import { describeRange } from './period';

export const fmt = (value: number): string => value.toFixed(1);
export const pct = (value: number): string => `${value.toFixed(1)}%`;
export const signed = (value: number): string => `${value > 0 ? '+' : ''}${value.toFixed(1)}`;

export function bandLabel(band: string | null | undefined): string {
  return SCORE_BANDS.find((b) => b.band === band)?.label ?? 'no band';
}

export function periodLabel(period: Period | null | undefined): string {
  return period ? describeRange(period.from, period.to) : 'the whole period of the data';
}

/** 'up 2.1 points on Apr–Jun 2026 (significant at 95%)', or why there is no comparison. */
export function changeText(
  change: Change | null | undefined,
  previous: Period | null | undefined,
): string {
  if (!change || change.delta === null) return 'no earlier period to compare with';
  const on = previous ? ` on ${periodLabel(previous)}` : '';
  const significance = change.significant ? 'significant at 95%' : 'not statistically significant';
  if (fmt(Math.abs(change.delta)) === '0.0') return `unchanged${on} (${significance})`;
  const direction = change.delta > 0 ? 'up' : 'down';
  return `${direction} ${fmt(Math.abs(change.delta))} points${on} (${significance})`;
}

export function sourceLine(
  dataset: DatasetRef | null | undefined,
  period: string,
  extra?: string,
): string {
  const name = dataset ? `**${dataset.name}** (${dataset.kind} dataset)` : 'no dataset';
  return `_Source: ${name}, ${period}${extra ? `; ${extra}` : ''}._`;
}

export function table(headers: string[], rows: string[][]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `| ${headers.map(escape).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}
