import { BarChart, LineChart } from '@mantine/charts';
import { Badge, Text } from '@mantine/core';
import { seriesColor } from './brand-colors';
import { ChartCard } from './chart-card';
import type { TableColumn } from './data-table';
import {
  bandColor,
  formatCount,
  formatInterval,
  formatMonth,
  formatScore,
  humanize,
} from './format';
import { KpiCard } from './kpi-card';
import { KpiGrid } from './dashboard-layout';
import { EmptyBlock, ErrorBlock } from './states';
import type { ScoreVM } from './view-models';

export function ScoreKpiCard({ score, loading }: { score: ScoreVM; loading?: boolean }) {
  return (
    <KpiCard
      label={score.label}
      value={score.score}
      band={score.band}
      change={score.change}
      changeUnit=" pts"
      sparkline={score.series.map((p) => p.score)}
      base={score.n}
      effectiveBase={score.nEff}
      interval={
        score.low !== null && score.high !== null ? { low: score.low, high: score.high } : null
      }
      suppressed={score.suppressed}
      lowBase={score.lowBase}
      loading={loading}
    />
  );
}

/** The score table columns: value, 95% interval from the effective base, band and base. */
export const SCORE_COLUMNS: TableColumn<ScoreVM>[] = [
  { key: 'label', label: 'Measure' },
  {
    key: 'score',
    label: 'Score',
    numeric: true,
    value: (r) => (r.suppressed ? null : r.score),
    render: (r) => (r.suppressed ? 'n<30' : formatScore(r.score)),
  },
  {
    key: 'ci',
    label: '95% CI',
    numeric: true,
    value: (r) => (r.suppressed ? null : formatInterval(r.low, r.high)),
    render: (r) => (r.suppressed ? '—' : formatInterval(r.low, r.high)),
  },
  {
    key: 'band',
    label: 'Band',
    value: (r) => (r.suppressed ? null : r.band),
    render: (r) =>
      r.band && !r.suppressed ? (
        <Badge size="sm" variant="light" c="var(--mantine-color-text)" color={bandColor(r.band)}>
          {humanize(r.band)}
        </Badge>
      ) : (
        '—'
      ),
  },
  {
    key: 'change',
    label: 'Change',
    numeric: true,
    value: (r) => r.change?.delta ?? null,
    render: (r) =>
      r.change && r.change.delta !== null && !r.suppressed ? (
        <Text
          span
          size="sm"
          c={r.change.significant ? (r.change.delta >= 0 ? 'green.7' : 'red.7') : undefined}
        >
          {r.change.delta > 0 ? '▲ +' : r.change.delta < 0 ? '▼ ' : ''}
          {r.change.delta.toFixed(1)}
          {r.change.significant ? ' ★' : ''}
        </Text>
      ) : (
        '—'
      ),
  },
  {
    key: 'significant',
    label: 'Significant (95%)',
    value: (r) => (r.change ? (r.change.significant ? 'yes' : 'no') : null),
    render: (r) => (r.change ? (r.change.significant ? 'Yes' : 'No') : '—'),
  },
  { key: 'n', label: 'Base (n)', numeric: true, render: (r) => formatCount(r.n) },
  {
    key: 'nEff',
    label: 'Effective base',
    numeric: true,
    render: (r) => formatCount(r.nEff),
  },
  {
    key: 'flag',
    label: 'Base flag',
    value: (r) => (r.suppressed ? 'suppressed (n<30)' : r.lowBase ? 'low base (n<100)' : ''),
    render: (r) =>
      r.suppressed ? (
        <Badge variant="light" c="var(--mantine-color-text)" size="xs" color="gray">
          Suppressed
        </Badge>
      ) : r.lowBase ? (
        <Badge size="xs" color="orange" variant="light" c="var(--mantine-color-text)">
          Low base
        </Badge>
      ) : (
        ''
      ),
  },
];

/** Scores by period in one table (chart: bars with the band colours). */
export function ScoreTableCard({
  title,
  description,
  scores,
  loading,
  error,
  onRetry,
}: {
  title: string;
  description?: string;
  scores: ScoreVM[];
  loading?: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
}) {
  const shown = scores.filter((s) => !s.suppressed && s.score !== null);
  return (
    <ChartCard
      title={title}
      description={description}
      rows={scores}
      columns={SCORE_COLUMNS}
      loading={loading}
      error={error}
      onRetry={onRetry}
      rowKey={(r) => r.key}
      footer="Dashed lines: band thresholds 60 (average), 70 (strong), 80 (excellent). Intervals are 95% from the effective (Kish) base. ★ marks a change significant at 95% (Welch's t-test); segments under n=30 are suppressed, under 100 flagged."
    >
      <BarChart
        h={Math.max(220, shown.length * 34)}
        data={shown.map((s) => ({ label: s.label, score: Number((s.score ?? 0).toFixed(1)) }))}
        dataKey="label"
        orientation="vertical"
        series={[{ name: 'score', label: 'Score', color: 'green.6' }]}
        yAxisProps={{ width: 130 }}
        xAxisProps={{ domain: [0, 100] }}
        withBarValueLabel
        valueFormatter={(v) => v.toFixed(1)}
        referenceLines={[
          { x: 60, color: 'yellow.6', strokeDasharray: '3 3' },
          { x: 70, color: 'teal.6', strokeDasharray: '3 3' },
          { x: 80, color: 'green.7', strokeDasharray: '3 3' },
        ]}
      />
    </ChartCard>
  );
}

type MonthRow = { month: string; measure: string; score: number | null };

/** Monthly trend lines for several scores (overall and the dimensions). */
export function ScoreTrendCard({
  title,
  description,
  scores,
  loading,
  error,
  onRetry,
  height = 300,
}: {
  title: string;
  description?: string;
  scores: ScoreVM[];
  loading?: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  height?: number;
}) {
  const months = [...new Set(scores.flatMap((s) => s.series.map((p) => p.month)))].sort();
  const data = months.map((month) => {
    const row: Record<string, string | number | null> = { month: formatMonth(month) };
    for (const s of scores) {
      const point = s.series.find((p) => p.month === month);
      row[s.key] =
        point?.score === null || point?.score === undefined ? null : Number(point.score.toFixed(1));
    }
    return row;
  });
  const rows: MonthRow[] = months.flatMap((month) =>
    scores.map((s) => ({
      month,
      measure: s.label,
      score: s.series.find((p) => p.month === month)?.score ?? null,
    })),
  );
  return (
    <ChartCard
      title={title}
      description={description}
      rows={rows}
      columns={[
        { key: 'month', label: 'Month', render: (r) => formatMonth(r.month) },
        { key: 'measure', label: 'Measure' },
        { key: 'score', label: 'Score', numeric: true, render: (r) => formatScore(r.score) },
      ]}
      loading={loading}
      error={error}
      onRetry={onRetry}
      height={height}
    >
      <LineChart
        h={height}
        data={data}
        dataKey="month"
        withLegend={scores.length > 1}
        legendProps={{ verticalAlign: 'bottom', height: 50 }}
        series={scores.map((s, i) => ({ name: s.key, label: s.label, color: seriesColor(i) }))}
        curveType="monotone"
        connectNulls
        withDots={months.length < 14}
        strokeWidth={scores.length > 1 ? 1.5 : 2.5}
        yAxisProps={{ domain: ['auto', 'auto'] }}
        valueFormatter={(v) => v.toFixed(1)}
      />
    </ChartCard>
  );
}

/** A row of score KPI cards with its loading, error and empty states. */
export function ScoreKpiRow({
  scores,
  loading,
  error,
  onRetry,
  placeholders = ['Overall', 'Trust', 'Innovation', 'Growth'],
  emptyMessage = 'No survey responses for this customer and range yet. Connect or upload a survey to see the reputation score.',
  cols,
}: {
  scores: ScoreVM[];
  loading?: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  placeholders?: string[];
  emptyMessage?: string;
  cols?: number;
}) {
  if (error) return <ErrorBlock error={error} onRetry={onRetry} />;
  if (loading)
    return (
      <KpiGrid cols={cols}>
        {placeholders.map((label) => (
          <KpiCard key={label} label={label} value={null} loading />
        ))}
      </KpiGrid>
    );
  if (scores.length === 0) return <EmptyBlock message={emptyMessage} />;
  return (
    <KpiGrid cols={cols}>
      {scores.map((s) => (
        <ScoreKpiCard key={s.key} score={s} />
      ))}
    </KpiGrid>
  );
}
