import { Table } from '@mantine/core';
import type { ImageryResult } from '@repute/shared/analytics';
import { useAnalyticsInput } from '../../../components/dashboard/analytics-input';
import { ChartCard } from '../../../components/dashboard/chart-card';
import { useBrands } from '../../../components/dashboard/dashboard-filters';
import { formatPercent, humanize } from '../../../components/dashboard/format';
import { QuadrantChart } from '../../../components/dashboard/quadrant-chart';
import { trpc } from '../../../lib/trpc';

export function useImagery() {
  const { input, enabled } = useAnalyticsInput();
  const query = trpc.analytics.brand.imagery.useQuery({ ...input, brand: undefined }, { enabled });
  return { query, data: query.data as ImageryResult | undefined };
}

type AssocRow = { attribute: string } & Record<string, string | number | null>;

/** Brand by attribute association (% of each brand's raters ticking the attribute). */
export function ImageryTableCard() {
  const { query, data } = useImagery();
  const brands = data?.brands ?? [];
  const rows: AssocRow[] = (data?.attributes ?? []).map((attribute) => {
    const row: AssocRow = { attribute };
    for (const b of brands) row[b.brand] = b.associations[attribute] ?? null;
    return row;
  });
  const max = Math.max(1, ...rows.flatMap((r) => brands.map((b) => Number(r[b.brand] ?? 0))));
  return (
    <ChartCard
      title="Brand imagery"
      description="Share of each brand's raters associating it with the attribute. Darker cells are stronger associations."
      rows={rows}
      rowKey={(r) => r.attribute}
      columns={[
        { key: 'attribute', label: 'Attribute', render: (r) => humanize(r.attribute) },
        ...brands.map((b) => ({
          key: b.brand,
          label: `${b.brand} (n=${b.n})`,
          numeric: true,
          render: (r: AssocRow) =>
            formatPercent(r[b.brand] as number | null, { scale: 100, digits: 0 }),
        })),
      ]}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyMessage="No imagery questions answered in this range."
    >
      <Table.ScrollContainer minWidth={520}>
        <Table withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Attribute</Table.Th>
              {brands.map((b) => (
                <Table.Th key={b.brand} ta="center" scope="col">
                  {b.brand}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.attribute}>
                <Table.Td>{humanize(r.attribute)}</Table.Td>
                {brands.map((b) => {
                  const v = r[b.brand] as number | null;
                  const alpha = v === null ? 0 : 0.12 + (0.78 * v) / max;
                  return (
                    <Table.Td
                      key={b.brand}
                      ta="center"
                      style={{
                        background: `rgba(47, 158, 68, ${alpha.toFixed(2)})`,
                        color: alpha > 0.55 ? 'white' : undefined,
                        fontVariantNumeric: 'tabular-nums',
                      }}
                    >
                      {formatPercent(v, { scale: 100, digits: 0 })}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ChartCard>
  );
}

/** Correspondence-analysis map: brands and attributes on the first two axes. */
export function ImageryMapCard() {
  const { query, data } = useImagery();
  const { palette } = useBrands();
  const ca = data?.ca ?? null;
  const points = ca
    ? [
        ...ca.rows.map((r) => ({
          label: r.label,
          x: r.x,
          y: r.y,
          series: r.label,
          kind: 'brand',
        })),
        ...ca.columns.map((c) => ({
          label: humanize(c.label),
          x: c.x,
          y: c.y,
          series: 'Attributes',
          kind: 'attribute',
        })),
      ]
    : [];
  const axis = (i: number) =>
    ca?.axes[i]
      ? `Axis ${i + 1} (${formatPercent(ca.axes[i]!.share, { scale: ca.axes[i]!.share > 1 ? 100 : 1 })})`
      : `Axis ${i + 1}`;
  return (
    <ChartCard
      title="Correspondence analysis map"
      description="Brands near an attribute are associated with it more than average. Axes show the share of inertia they explain."
      rows={points}
      columns={[
        { key: 'kind', label: 'Type' },
        { key: 'label', label: 'Label' },
        { key: 'x', label: 'Axis 1', numeric: true, render: (p) => p.x.toFixed(3) },
        { key: 'y', label: 'Axis 2', numeric: true, render: (p) => p.y.toFixed(3) },
      ]}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={!ca || points.length === 0}
      emptyMessage="Too few brands or attributes for a map."
      height={360}
      footer={ca ? `Total inertia ${ca.totalInertia.toFixed(4)}.` : null}
    >
      <QuadrantChart
        points={points}
        xLabel={axis(0)}
        yLabel={axis(1)}
        colorOf={(s) => (s === 'Attributes' ? 'gray.6' : palette.colorOf(s))}
        xRef={0}
        yRef={0}
        height={360}
        quadrantNames={null}
      />
    </ChartCard>
  );
}
