import { BarChart } from '@mantine/charts';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { ChartCard } from './chart-card';
import { formatPercent, formatScore } from './format';
import { QuadrantChart } from './quadrant-chart';
import type { DriversVM } from './view-models';

function r2Badge(r2: number | null) {
  return (
    <Badge
      variant="light"
      c="var(--mantine-color-text)"
      color="gray"
      size="lg"
      radius="sm"
      data-testid="r2"
    >
      R² = {r2 === null ? '—' : r2.toFixed(2)}
    </Badge>
  );
}

/** Importance shares (relative weights, LMG as the check); shares sum to 100%. */
export function DriverImportanceCard({
  title = 'Driver importance',
  drivers,
  loading,
  error,
  onRetry,
  limit,
  onSelect,
}: {
  title?: string;
  drivers: DriversVM | null;
  loading?: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  limit?: number;
  onSelect?: (key: string) => void;
}) {
  const list = [...(drivers?.drivers ?? [])].sort((a, b) => b.share - a.share);
  const shown = limit ? list.slice(0, limit) : list;
  const withLmg = shown.some((d) => d.lmgShare !== null);
  const total = list.reduce((sum, d) => sum + d.share, 0);
  return (
    <ChartCard
      title={title}
      description={
        drivers
          ? `What moves ${drivers.target}: share of explained variance by Johnson's relative weights${withLmg ? ', LMG (Shapley) as a check' : ''}. n=${drivers.n}.`
          : undefined
      }
      rows={shown}
      columns={[
        {
          key: 'label',
          label: 'Driver',
          render: (r) =>
            onSelect ? (
              <Anchor component="button" type="button" size="sm" onClick={() => onSelect(r.key)}>
                {r.label}
              </Anchor>
            ) : (
              r.label
            ),
        },
        {
          key: 'share',
          label: 'Relative weight share',
          numeric: true,
          render: (r) => formatPercent(r.share),
        },
        {
          key: 'lmgShare',
          label: 'LMG share',
          numeric: true,
          render: (r) => formatPercent(r.lmgShare),
        },
        {
          key: 'performance',
          label: 'Performance (0-100)',
          numeric: true,
          render: (r) => formatScore(r.performance),
        },
      ]}
      loading={loading}
      error={error}
      onRetry={onRetry}
      rowKey={(r) => r.key}
      actions={drivers ? r2Badge(drivers.r2) : null}
      emptyMessage="Not enough survey responses to estimate driver importance."
      footer={
        drivers ? (
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              Shares of R² sum to {formatPercent(total, { digits: 0 })}.
            </Text>
            {onSelect ? (
              <Text size="xs" c="dimmed">
                Select a driver (bar or table row) to see its attributes.
              </Text>
            ) : null}
          </Group>
        ) : null
      }
    >
      <BarChart
        h={Math.max(200, shown.length * (withLmg ? 44 : 32))}
        data={shown.map((d) => ({
          label: d.label,
          share: Number((d.share * 100).toFixed(1)),
          lmg: d.lmgShare === null ? null : Number((d.lmgShare * 100).toFixed(1)),
        }))}
        dataKey="label"
        orientation="vertical"
        xAxisProps={{ tickFormatter: (v: number) => `${v}%` }}
        withLegend={withLmg}
        series={[
          { name: 'share', label: 'Relative weights', color: 'green.6' },
          ...(withLmg ? [{ name: 'lmg', label: 'LMG check', color: 'gray.5' }] : []),
        ]}
        yAxisProps={{ width: 130 }}
        valueFormatter={(v) => `${v.toFixed(1)}%`}
        barChartProps={
          onSelect
            ? {
                onClick: (state: { activeLabel?: string | number }) => {
                  const hit = shown.find((d) => d.label === state?.activeLabel);
                  if (hit) onSelect(hit.key);
                },
              }
            : undefined
        }
      />
    </ChartCard>
  );
}

/** Importance against performance: where to act first. */
export function DriverQuadrantCard({
  drivers,
  loading,
  error,
  onRetry,
  extraSeries = [],
  colorOf,
}: {
  drivers: DriversVM | null;
  loading?: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  /** Other brands' or segments' drivers on the same chart. */
  extraSeries?: { name: string; drivers: DriversVM }[];
  colorOf?: (series: string) => string;
}) {
  const own = (drivers?.drivers ?? []).filter((d) => d.performance !== null);
  const ownName = 'Drivers';
  const points = [
    ...own.map((d) => ({
      label: d.label,
      x: d.performance ?? 0,
      y: d.share * 100,
      series: ownName,
    })),
    ...extraSeries.flatMap((s) =>
      s.drivers.drivers
        .filter((d) => d.performance !== null)
        .map((d) => ({ label: d.label, x: d.performance ?? 0, y: d.share * 100, series: s.name })),
    ),
  ];
  return (
    <ChartCard
      title="Importance vs performance"
      description="Importance (share of R²) against the driver's own score; lines at the means split the quadrants."
      rows={points}
      columns={[
        { key: 'series', label: 'Series' },
        { key: 'label', label: 'Driver' },
        { key: 'y', label: 'Importance (%)', numeric: true, render: (r) => `${r.y.toFixed(1)}%` },
        { key: 'x', label: 'Performance (0-100)', numeric: true, render: (r) => formatScore(r.x) },
      ]}
      loading={loading}
      error={error}
      onRetry={onRetry}
      actions={drivers ? r2Badge(drivers.r2) : null}
      emptyMessage="Not enough survey responses to estimate driver importance."
      height={340}
    >
      <QuadrantChart
        points={points}
        xLabel="Performance"
        yLabel="Importance"
        yUnit="%"
        colorOf={(s) => (s === ownName ? 'green.7' : (colorOf?.(s) ?? 'blue.6'))}
        height={340}
        xRef={drivers?.performanceMid ?? undefined}
        yRef={drivers?.importanceMid === null || !drivers ? undefined : drivers.importanceMid * 100}
      />
    </ChartCard>
  );
}
