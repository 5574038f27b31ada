import { CompositeChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { formatMonth } from './format';

export interface TrendEvent {
  /** 'YYYY-MM' or 'YYYY-MM-DD'; drawn at its month. */
  date: string;
  title: string;
  impact?: number;
}

/**
 * Events as numbered vertical lines on a by-month chart (titles would overlap), with the key
 * listed under the chart. Red: harmful, blue: helpful, grey: neutral.
 */
export function eventMarkers(events: readonly TrendEvent[], months: readonly string[]) {
  const inRange = new Set(months);
  const shown = [...events]
    .filter((e) => inRange.has(e.date.slice(0, 7)))
    .sort((a, b) => a.date.localeCompare(b.date));
  const lines = shown.map((e, i) => ({
    x: formatMonth(e.date.slice(0, 7)),
    color: (e.impact ?? 0) < 0 ? 'red.6' : (e.impact ?? 0) > 0 ? 'blue.6' : 'gray.6',
    label: String(i + 1),
    labelPosition: 'insideTopRight' as const,
    strokeDasharray: '3 3',
  }));
  const legend = shown.length ? (
    <Text size="xs" c="dimmed" mt={4} data-testid="event-key">
      {shown.map((e, i) => `${i + 1} ${e.title} (${formatMonth(e.date)})`).join(' · ')}
    </Text>
  ) : null;
  return { lines, legend };
}

/** A score line over mention-volume bars by month, with events as numbered lines. */
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
  const { lines, legend } = eventMarkers(
    events,
    data.map((d) => d.month),
  );
  const rows = data.map((d) => ({
    month: formatMonth(d.month),
    score: d.score === null ? null : Number(d.score.toFixed(1)),
    volume: d.volume,
  }));
  return (
    <div>
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
      {legend}
    </div>
  );
}
