import { BarChart, FunnelChart } from '@mantine/charts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { FUNNEL_STAGES, FUNNEL_LABELS, type FunnelResult } from '@repute/shared/analytics';
import { useAnalyticsInput } from '../../../components/dashboard/analytics-input';
import { ChartCard } from '../../../components/dashboard/chart-card';
import { useBrands } from '../../../components/dashboard/dashboard-filters';
import { formatCount, formatInterval, formatPercent } from '../../../components/dashboard/format';
import { trpc } from '../../../lib/trpc';

export function useFunnel() {
  const { input, enabled } = useAnalyticsInput();
  // Every brand is compared, so the brand filter does not narrow this answer.
  const query = trpc.analytics.brand.funnel.useQuery({ ...input, brand: undefined }, { enabled });
  return { query, data: query.data as FunnelResult | undefined };
}

type StageRow = {
  brand: string;
  isOwn: boolean;
  stage: string;
  share: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  conversion: number | null;
  n: number;
};

function stageRows(data: FunnelResult | undefined): StageRow[] {
  return (data?.brands ?? []).flatMap((b) =>
    b.stages.map((s) => ({
      brand: b.brand,
      isOwn: b.isOwn,
      stage: s.label,
      share: b.suppressed ? null : s.share,
      ciLow: s.ciLow,
      ciHigh: s.ciHigh,
      conversion: b.suppressed ? null : s.conversion,
      n: b.n,
    })),
  );
}

const STAGE_COLUMNS = [
  { key: 'brand', label: 'Brand' },
  { key: 'stage', label: 'Stage' },
  {
    key: 'share',
    label: 'Share of base',
    numeric: true,
    render: (r: StageRow) => formatPercent(r.share, { scale: 100 }),
  },
  {
    key: 'ci',
    label: '95% CI',
    numeric: true,
    value: (r: StageRow) => formatInterval(r.ciLow, r.ciHigh),
  },
  {
    key: 'conversion',
    label: 'Conversion from previous',
    numeric: true,
    render: (r: StageRow) => formatPercent(r.conversion, { scale: 100 }),
  },
  { key: 'n', label: 'n', numeric: true, render: (r: StageRow) => formatCount(r.n) },
];

/** The own brand's funnel: share of the total base at each stage. */
export function OwnFunnelCard() {
  const { query, data } = useFunnel();
  const own = data?.brands.find((b) => b.isOwn) ?? data?.brands[0];
  const rows = stageRows(data).filter((r) => r.brand === own?.brand);
  return (
    <ChartCard
      title={`Brand funnel${own ? `: ${own.brand}` : ''}`}
      description="Share of the total base reaching each stage; conversion is the share of the previous stage."
      rows={rows}
      columns={STAGE_COLUMNS}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={!own || own.suppressed || rows.length === 0}
      emptyMessage="No funnel questions answered in this range (or fewer than 30 respondents)."
      height={300}
    >
      <Group align="center" justify="center" gap="lg" wrap="wrap">
        <FunnelChart
          size={240}
          withTooltip
          data={rows.map((r, i) => ({
            name: r.stage,
            value: Number((r.share ?? 0).toFixed(1)),
            color: ['green.9', 'green.8', 'green.7', 'green.6', 'green.5'][i] ?? 'green.4',
          }))}
          valueFormatter={(v) => `${v.toFixed(1)}%`}
        />
        <Stack gap={6}>
          {rows.map((r) => (
            <Group key={r.stage} gap="xs" wrap="nowrap">
              <Text size="sm" w={120}>
                {r.stage}
              </Text>
              <Text size="sm" fw={700} w={56} ta="right">
                {formatPercent(r.share, { scale: 100, digits: 0 })}
              </Text>
              {r.conversion !== null ? (
                <Badge size="sm" variant="light" c="var(--mantine-color-text)" color="gray">
                  → {formatPercent(r.conversion, { scale: 100, digits: 0 })}
                </Badge>
              ) : null}
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartCard>
  );
}

/** Stage shares and conversion ratios for every brand, in the brand colours. */
export function FunnelComparisonCard({ metric = 'share' }: { metric?: 'share' | 'conversion' }) {
  const { query, data } = useFunnel();
  const { palette } = useBrands();
  const brands = (data?.brands ?? []).filter((b) => !b.suppressed);
  const stages = FUNNEL_STAGES.filter((s) => metric === 'share' || s !== 'aware');
  const chart = stages.map((stage) => {
    const row: Record<string, string | number | null> = { stage: FUNNEL_LABELS[stage] };
    for (const b of brands) {
      const s = b.stages.find((x) => x.stage === stage);
      const v = metric === 'share' ? s?.share : s?.conversion;
      row[b.brand] = v === null || v === undefined ? null : Number(v.toFixed(1));
    }
    return row;
  });
  return (
    <ChartCard
      title={metric === 'share' ? 'Funnel vs competitors' : 'Conversion ratios vs competitors'}
      description={
        metric === 'share'
          ? 'Share of each brand’s base at each stage.'
          : 'Each stage as a percentage of the stage before it (nesting enforced).'
      }
      rows={stageRows(data)}
      columns={STAGE_COLUMNS}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={brands.length === 0}
      height={300}
    >
      <BarChart
        h={300}
        data={chart}
        dataKey="stage"
        withLegend
        yAxisProps={{ domain: [0, 100] }}
        series={brands.map((b) => ({ name: b.brand, color: palette.colorOf(b.brand) }))}
        valueFormatter={(v) => `${v.toFixed(1)}%`}
      />
    </ChartCard>
  );
}
