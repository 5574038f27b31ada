import { Alert, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { RequireCustomer } from '../../components/dashboard/dashboard-layout';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../components/dashboard/states';
import { useSelectedDataset } from '../../lib/selected-dataset';
import { trpc } from '../../lib/trpc';
import { DatasetSelect, PageHeader, formatNumber, useDatasets } from './data-shared';

// Dark fills: light yellow badges fail the contrast check.
const LEVEL_COLORS = { ok: 'green.9', info: 'blue.9', warning: '#9a3412' } as const;
const LEVEL_LABELS = { ok: 'OK', info: 'Note', warning: 'Check' } as const;
const FLAG_COLORS = { ok: 'green.9', low: '#9a3412', suppressed: 'red.9' } as const;

export default function DataQualityPage() {
  return (
    <RequireCustomer>
      {(customer) => <Quality customerId={customer.id} />}
    </RequireCustomer>
  );
}

function Quality({ customerId }: { customerId: number }) {
  const datasets = useDatasets(customerId);
  const [selected, setSelected] = useSelectedDataset(customerId);
  const datasetId = selected ?? datasets.data?.[0]?.id ?? null;
  const report = trpc.datasets.quality.useQuery({ datasetId: datasetId ?? 0 }, { enabled: !!datasetId });
  const r = report.data;
  return (
    <Stack gap="md" pb="xl">
      <PageHeader
        title="Data quality"
        description="Checks of one dataset before you trust its numbers: missing values, duplicates, out-of-range answers, straight-lining, speeders and base sizes. Segments under 30 respondents are hidden on dashboards; under 100 are marked as a low base."
      />
      {datasets.isLoading ? (
        <LoadingBlock height={80} />
      ) : datasets.error ? (
        <ErrorBlock error={datasets.error} />
      ) : !datasets.data?.length ? (
        <EmptyBlock title="No datasets yet" message="Upload data on Connect data to check its quality here." />
      ) : (
        <DatasetSelect datasets={datasets.data} value={datasetId} onChange={setSelected} />
      )}
      {report.isLoading && datasetId ? <LoadingBlock height={240} /> : null}
      {report.error ? <ErrorBlock error={report.error} onRetry={() => void report.refetch()} /> : null}
      {r ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {r.checks.map((check) => (
              <Card key={check.key} withBorder radius="md" padding="md" aria-label={check.title}>
                <Stack gap={6}>
                  <Group justify="space-between">
                    <Title order={2} size="h5">
                      {check.title}
                    </Title>
                    <Badge color={LEVEL_COLORS[check.level]} variant="filled">
                      {LEVEL_LABELS[check.level]}
                    </Badge>
                  </Group>
                  <Text size="sm">{check.message}</Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <Card withBorder radius="md" padding="md">
              <Stack gap="xs">
                <Title order={2} size="h5">
                  Missing values by column ({formatNumber(r.rowCount)} rows)
                </Title>
                <Table verticalSpacing={2} fz="sm" aria-label="Missing values by column">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Column</Table.Th>
                      <Table.Th ta="right">Missing</Table.Th>
                      <Table.Th ta="right">Share</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {r.missing.map((m) => (
                      <Table.Tr key={m.column}>
                        <Table.Td>{m.column}</Table.Td>
                        <Table.Td ta="right">{formatNumber(m.missing)}</Table.Td>
                        <Table.Td ta="right">{(m.share * 100).toFixed(1)}%</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            </Card>
            <Card withBorder radius="md" padding="md">
              <Stack gap="xs">
                <Title order={2} size="h5">
                  Base sizes per segment
                </Title>
                {r.baseSizes.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No segments in this kind of data.
                  </Text>
                ) : (
                  <Table verticalSpacing={2} fz="sm" aria-label="Base sizes per segment">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Segment</Table.Th>
                        <Table.Th>Value</Table.Th>
                        <Table.Th ta="right">n</Table.Th>
                        <Table.Th>Base</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {r.baseSizes.slice(0, 80).map((b) => (
                        <Table.Tr key={`${b.segment}-${b.value}`}>
                          <Table.Td>{b.segment.replace(/_/g, ' ')}</Table.Td>
                          <Table.Td>{b.value}</Table.Td>
                          <Table.Td ta="right">{formatNumber(b.n)}</Table.Td>
                          <Table.Td>
                            <Badge size="xs" variant="filled" color={FLAG_COLORS[b.flag]}>
                              {b.flag === 'ok' ? 'ok' : b.flag === 'low' ? 'low base' : 'hidden'}
                            </Badge>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Stack>
            </Card>
          </SimpleGrid>
          {r.outOfRange.length ? (
            <Alert color="red" variant="light" title="Out-of-range values">
              {r.outOfRange.map((o) => `${o.column}: ${formatNumber(o.count)} not ${o.expected}`).join(' · ')}
            </Alert>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
