import { CompositeChart } from '@mantine/charts';
import { formatMonth } from './format';

export interface TrendEvent {
  /** 'YYYY-MM' or 'YYYY-MM-DD'; drawn at its month. */
  date: string;
  title: string;
  impact?: number;
}

/**
 * A score line over mention-volume bars by month, with events drawn as labelled vertical lines.
 * Months are the x categories, so an event sits on the month it happened in.
 */
export function EventTrendChart({
  data,
  events = [],
  scoreLabel = 'Score',
  volumeLabel = 'Mentions',
  scoreColor = 'green.7',
  height = 320,
}: {
  data: readonly { month: string; score: number | null; volume: number | null }[];
  events?: readonly TrendEvent[];
  scoreLabel?: string;
  volumeLabel?: string;
  scoreColor?: string;
  height?: number;
}) {
  const months = new Set(data.map((d) => d.month));
  const lines = events
    .map((e) => ({ ...e, month: e.date.slice(0, 7) }))
    .filter((e) => months.has(e.month))
    .map((e) => ({
      x: formatMonth(e.month),
      color: (e.impact ?? 0) < 0 ? 'red.6' : (e.impact ?? 0) > 0 ? 'blue.6' : 'gray.6',
      label: e.title.length > 22 ? `${e.title.slice(0, 21)}…` : e.title,
      labelPosition: 'insideTopLeft' as const,
      strokeDasharray: '3 3',
    }));
  const rows = data.map((d) => ({ month: formatMonth(d.month), score: d.score, volume: d.volume }));
  return (
    <CompositeChart
      h={height}
      data={rows}
      dataKey="month"
      withLegend
      withRightYAxis
      yAxisLabel={scoreLabel}
      rightYAxisLabel={volumeLabel}
      yAxisProps={{ domain: [0, 100] }}
      series={[
        { name: 'volume', label: volumeLabel, type: 'bar', color: 'gray.4', yAxisId: 'right' },
        { name: 'score', label: scoreLabel, type: 'line', color: scoreColor },
      ]}
      referenceLines={lines}
      connectNulls
      curveType="monotone"
      valueFormatter={(v) => (Number.isInteger(v) ? String(v) : v.toFixed(1))}
    />
  );
}
