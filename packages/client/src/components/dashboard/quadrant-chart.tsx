import { ScatterChart } from '@mantine/charts';
import { Group, Text } from '@mantine/core';
import { LabelList } from 'recharts';

export interface QuadrantPoint {
  label: string;
  x: number;
  y: number;
  /** Series the point belongs to (a brand, or 'Dimensions'); one colour per series. */
  series: string;
}

/**
 * Importance (y) against performance (x), split at the means into the four classic
 * importance-performance quadrants. Each point is labelled with its name.
 */
export function QuadrantChart({
  points,
  xLabel,
  yLabel,
  colorOf,
  xUnit,
  yUnit,
  height = 320,
  quadrantNames = {
    topLeft: 'Fix first',
    topRight: 'Keep it up',
    bottomLeft: 'Lower priority',
    bottomRight: 'Possible overkill',
  },
  xRef,
  yRef,
}: {
  points: readonly QuadrantPoint[];
  xLabel: string;
  yLabel: string;
  colorOf: (series: string) => string;
  xUnit?: string;
  yUnit?: string;
  height?: number;
  /** null hides the quadrant legend (e.g. on a map without quadrants). */
  quadrantNames?: {
    topLeft: string;
    topRight: string;
    bottomLeft: string;
    bottomRight: string;
  } | null;
  /** Where the quadrants split; the means by default. */
  xRef?: number;
  yRef?: number;
}) {
  const mean = (values: number[]) =>
    values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
  // Small ranges (a CA map's coordinates) need decimals on the ticks.
  const span = Math.max(
    ...points.map((p) => Math.abs(p.x)),
    ...points.map((p) => Math.abs(p.y)),
    0,
  );
  const tick = (v: number) => (span < 5 ? v.toFixed(2) : v.toFixed(0));
  const xMid = xRef ?? mean(points.map((p) => p.x));
  const yMid = yRef ?? mean(points.map((p) => p.y));
  const seriesNames = [...new Set(points.map((p) => p.series))];
  const data = seriesNames.map((name) => ({
    name,
    color: colorOf(name),
    // The label rides along as a string; recharts reads it through LabelList.
    data: points
      .filter((p) => p.series === name)
      .map((p) => ({ x: p.x, y: p.y, label: p.label }) as unknown as Record<string, number>),
  }));
  return (
    <div>
      <ScatterChart
        h={height}
        data={data}
        dataKey={{ x: 'x', y: 'y' }}
        labels={{ x: xLabel, y: yLabel }}
        unit={{ x: xUnit, y: yUnit }}
        xAxisLabel={xLabel}
        yAxisLabel={yLabel}
        withLegend={seriesNames.length > 1}
        valueFormatter={(v) => v.toFixed(1)}
        xAxisProps={{ domain: ['auto', 'auto'], tickFormatter: tick }}
        yAxisProps={{ domain: ['auto', 'auto'], tickFormatter: tick }}
        referenceLines={[
          { x: xMid, color: 'gray.5', strokeDasharray: '4 4' },
          { y: yMid, color: 'gray.5', strokeDasharray: '4 4' },
        ]}
        scatterProps={{
          children: (
            <LabelList
              dataKey="label"
              position="top"
              fontSize={11}
              fill="var(--mantine-color-text)"
            />
          ),
        }}
        gridAxis="xy"
      />
      {quadrantNames ? (
        <Group justify="space-between" mt={4} gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            ↖ {quadrantNames.topLeft} · ↗ {quadrantNames.topRight}
          </Text>
          <Text size="xs" c="dimmed">
            ↙ {quadrantNames.bottomLeft} · ↘ {quadrantNames.bottomRight}
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
