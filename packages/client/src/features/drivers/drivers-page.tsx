import { BarChart } from '@mantine/charts';
import { Alert, Button, Group, Select, Text } from '@mantine/core';
import {
  DIMENSION_LABELS,
  REPUTATION_DIMENSIONS,
  type DriversByBrand,
  type DriversResult,
  type ReputationDimension,
} from '@repute/shared/analytics';
import { useSearchParams } from 'react-router';
import { driversVm } from '../../components/dashboard/adapters';
import { useAnalyticsInput } from '../../components/dashboard/analytics-input';
import { ChartCard } from '../../components/dashboard/chart-card';
import { DashboardFilters, useBrands } from '../../components/dashboard/dashboard-filters';
import {
  CardGrid,
  DashboardLayout,
  RequireCustomer,
} from '../../components/dashboard/dashboard-layout';
import {
  DriverImportanceCard,
  DriverQuadrantCard,
} from '../../components/dashboard/driver-sections';
import { formatCount, formatPercent } from '../../components/dashboard/format';
import { trpc } from '../../lib/trpc';

const DRILL_PARAM = 'driver';

function isDimension(value: string | null): value is ReputationDimension {
  return !!value && (REPUTATION_DIMENSIONS as readonly string[]).includes(value);
}

/** Driver shares for every brand side by side, in the brand colours. */
function DriversByBrandCard({ dimension }: { dimension?: ReputationDimension }) {
  const { input, enabled } = useAnalyticsInput();
  const { palette } = useBrands();
  const query = trpc.analytics.drivers.byBrand.useQuery(
    { filter: { ...input, brand: undefined }, ...(dimension ? { dimension } : {}) },
    { enabled },
  );
  const data = query.data as DriversByBrand | undefined;
  const keys = data?.keys ?? [];
  const brands = data?.brands ?? [];
  const rows = keys.map((k) => {
    const row: Record<string, string | number | null> = { driver: k.label };
    for (const b of brands) row[b.brand] = b.shares[k.key] ?? null;
    return row;
  });
  return (
    <ChartCard
      title="Drivers by brand"
      description={`Share of R² per driver for each brand (relative weights). ${brands
        .map(
          (b) =>
            `${b.brand}: R² ${b.rSquared === null ? '—' : b.rSquared.toFixed(2)}, n=${formatCount(b.n)}`,
        )
        .join(' · ')}`}
      rows={rows}
      columns={[
        { key: 'driver', label: 'Driver' },
        ...brands.map((b) => ({
          key: b.brand,
          label: b.brand,
          numeric: true,
          render: (r: Record<string, string | number | null>) =>
            formatPercent(r[b.brand] as number | null, { scale: 100 }),
        })),
      ]}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyMessage="Not enough responses per brand to compare drivers."
      height={320}
    >
      <BarChart
        h={320}
        data={rows}
        dataKey="driver"
        withLegend
        series={brands.map((b) => ({ name: b.brand, color: palette.colorOf(b.brand) }))}
        valueFormatter={(v) => `${v.toFixed(1)}%`}
        xAxisProps={{ interval: 0, angle: -20, textAnchor: 'end', height: 60 }}
      />
    </ChartCard>
  );
}

function DriversContent() {
  const { input, enabled } = useAnalyticsInput();
  const [params, setParams] = useSearchParams();
  const drill = params.get(DRILL_PARAM);
  const dimension = isDimension(drill) ? drill : undefined;
  const setDrill = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(DRILL_PARAM, value);
        else next.delete(DRILL_PARAM);
        return next;
      },
      { replace: true },
    );

  const top = trpc.analytics.drivers.get.useQuery({ filter: input }, { enabled });
  const attrs = trpc.analytics.drivers.get.useQuery(
    { filter: input, dimension },
    { enabled: enabled && !!dimension },
  );
  const topData = top.data as DriversResult | undefined;
  const attrData = attrs.data as DriversResult | undefined;
  const vm = driversVm(topData);

  return (
    <>
      {topData?.suppressed ? (
        <Alert color="orange" variant="light" title="Base too small">
          Fewer than 30 respondents in this selection: driver importance is not estimated.
        </Alert>
      ) : null}
      {topData && !topData.suppressed ? (
        <Text size="sm" c="dimmed" data-testid="drivers-fit">
          Overall score regressed on the seven dimensions: R² ={' '}
          {topData.rSquared?.toFixed(3) ?? '—'}
          {topData.lmgRSquared !== null
            ? ` (LMG check R² = ${topData.lmgRSquared.toFixed(3)})`
            : ''}
          , n = {formatCount(topData.n)}. Shares are each driver&apos;s part of R² and sum to 100%.
        </Text>
      ) : null}
      <CardGrid>
        <DriverImportanceCard
          drivers={vm}
          loading={top.isLoading}
          error={top.error}
          onRetry={() => void top.refetch()}
          onSelect={(key) => setDrill(key)}
        />
        <DriverQuadrantCard
          drivers={vm}
          loading={top.isLoading}
          error={top.error}
          onRetry={() => void top.refetch()}
        />
      </CardGrid>
      <Group gap="sm" align="flex-end">
        <Select
          label="Drill into a dimension"
          placeholder="Choose a dimension"
          data={REPUTATION_DIMENSIONS.map((d) => ({ value: d, label: DIMENSION_LABELS[d] }))}
          value={dimension ?? null}
          onChange={setDrill}
          clearable
          w={260}
          size="sm"
        />
        {dimension ? (
          <Button variant="subtle" size="sm" onClick={() => setDrill(null)}>
            Back to dimensions
          </Button>
        ) : null}
      </Group>
      {dimension ? (
        <CardGrid>
          <DriverImportanceCard
            title={`${DIMENSION_LABELS[dimension]}: attribute importance`}
            drivers={driversVm(attrData, DIMENSION_LABELS[dimension])}
            loading={attrs.isLoading}
            error={attrs.error}
            onRetry={() => void attrs.refetch()}
          />
          <DriverQuadrantCard
            drivers={driversVm(attrData, DIMENSION_LABELS[dimension])}
            loading={attrs.isLoading}
            error={attrs.error}
            onRetry={() => void attrs.refetch()}
          />
        </CardGrid>
      ) : null}
      <DriversByBrandCard dimension={dimension} />
    </>
  );
}

export default function DriversPage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <DashboardLayout
          title="Drivers"
          description={`${customer.name}: which dimensions move the overall reputation score, by Johnson's relative weights with LMG as a check. Filter by segment to see drivers per segment, or by brand for a competitor.`}
          filters={<DashboardFilters />}
        >
          <DriversContent />
        </DashboardLayout>
      )}
    </RequireCustomer>
  );
}
