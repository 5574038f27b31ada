import {
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { RequireCustomer } from '../../components/dashboard/dashboard-layout';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../components/dashboard/states';
import { useSelectedDataset } from '../../lib/selected-dataset';
import { trpc } from '../../lib/trpc';
import { DatasetSelect, PageHeader, errorMessage, formatNumber, useDatasets } from './data-shared';

const PAGE_SIZE = 25;
type Filters = Record<'search' | 'from' | 'to' | 'brand' | 'wave' | 'region' | 'segment' | 'channel' | 'sentiment', string>;
const EMPTY: Filters = { search: '', from: '', to: '', brand: '', wave: '', region: '', segment: '', channel: '', sentiment: '' };

export default function DatasetTestPage() {
  return (
    <RequireCustomer>
      {(customer) => <DatasetTest customerId={customer.id} />}
    </RequireCustomer>
  );
}

function DatasetTest({ customerId }: { customerId: number }) {
  const datasets = useDatasets(customerId);
  const [selected, setSelected] = useSelectedDataset(customerId);
  const datasetId = selected ?? datasets.data?.[0]?.id ?? null;
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(filters.search, 300);
  useEffect(() => {
    setFilters(EMPTY);
    setPage(1);
  }, [datasetId]);
  const active = Object.fromEntries(
    Object.entries({ ...filters, search }).filter(([, v]) => v.trim() !== ''),
  ) as Partial<Filters>;
  const preview = trpc.datasets.preview.useQuery(
    { datasetId: datasetId ?? 0, filters: active as never, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    { enabled: !!datasetId, placeholderData: (prev) => prev },
  );
  const utils = trpc.useUtils();
  const override = trpc.datasets.overrideSentiment.useMutation({ onSuccess: () => void utils.datasets.preview.invalidate() });
  const set = (key: keyof Filters) => (value: string | null) => {
    setFilters((f) => ({ ...f, [key]: value ?? '' }));
    setPage(1);
  };
  const kind = preview.data?.dataset.kind;
  const options = preview.data?.options ?? {};
  const isMentions = kind === 'media' || kind === 'social';
  const columns = (preview.data?.columns ?? []).filter((c) => c !== 'id' && c !== 'brands');

  return (
    <Stack gap="md" pb="xl">
      <PageHeader
        title="Dataset preview"
        description="Look at a dataset's rows as they were stored, with filters. Editors can correct a mention's sentiment; the correction is used everywhere."
      />
      {datasets.isLoading ? (
        <LoadingBlock height={80} />
      ) : datasets.error ? (
        <ErrorBlock error={datasets.error} />
      ) : !datasets.data?.length ? (
        <EmptyBlock title="No datasets yet" message="Upload a file on Connect data to preview it here." />
      ) : (
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <DatasetSelect datasets={datasets.data} value={datasetId} onChange={setSelected} />
            <Group gap="sm" wrap="wrap" align="flex-end">
              <TextInput label="Search" placeholder="Text, comment or author" value={filters.search} onChange={(e) => set('search')(e.currentTarget.value)} w={220} />
              <TextInput label="From" type="date" value={filters.from} onChange={(e) => set('from')(e.currentTarget.value)} w={150} />
              <TextInput label="To" type="date" value={filters.to} onChange={(e) => set('to')(e.currentTarget.value)} w={150} />
              {Object.entries(options).map(([key, values]) =>
                values.length ? (
                  <Select
                    key={key}
                    label={key === 'segment' ? 'Stakeholder group' : key === 'channel' && kind === 'financial' ? 'Metric' : key[0]!.toUpperCase() + key.slice(1)}
                    data={values}
                    value={filters[key as keyof Filters] || null}
                    onChange={set(key as keyof Filters)}
                    clearable
                    searchable
                    w={170}
                  />
                ) : null,
              )}
              {isMentions || kind === 'survey' ? (
                <Select label="Sentiment" data={['positive', 'neutral', 'negative']} value={filters.sentiment || null} onChange={set('sentiment')} clearable w={140} />
              ) : null}
              <Button variant="subtle" onClick={() => (setFilters(EMPTY), setPage(1))}>
                Clear filters
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {preview.error ? <ErrorBlock error={preview.error} /> : null}
      {override.error ? <ErrorBlock title="Could not change the sentiment" error={{ message: errorMessage(override.error) }} /> : null}
      {datasetId && preview.isLoading ? <LoadingBlock height={300} /> : null}
      {preview.data ? (
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed" data-testid="preview-total">
              {formatNumber(preview.data.total)} rows match
            </Text>
            {preview.data.rows.length === 0 ? (
              <EmptyBlock title="No rows match" message="Change or clear the filters." />
            ) : (
              <Table.ScrollContainer minWidth={900}>
                <Table striped highlightOnHover verticalSpacing={4} fz="xs" aria-label="Dataset rows">
                  <Table.Thead>
                    <Table.Tr>
                      {columns.map((c) => (
                        <Table.Th key={c}>{c}</Table.Th>
                      ))}
                      {isMentions ? <Table.Th>Correct sentiment</Table.Th> : null}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.data.rows.map((row) => (
                      <Table.Tr key={String(row.id)}>
                        {columns.map((c) => (
                          <Table.Td key={c} maw={c === 'text' || c === 'comment' ? 360 : 180}>
                            <Cell name={c} value={row[c]} />
                          </Table.Td>
                        ))}
                        {isMentions ? (
                          <Table.Td>
                            <Select
                              aria-label="Correct sentiment"
                              size="xs"
                              w={130}
                              data={[
                                { value: 'auto', label: 'Lexicon' },
                                { value: 'positive', label: 'Positive' },
                                { value: 'neutral', label: 'Neutral' },
                                { value: 'negative', label: 'Negative' },
                              ]}
                              value={(row.sentimentOverride as string | null) ?? 'auto'}
                              allowDeselect={false}
                              onChange={(v) =>
                                override.mutate({ mentionId: Number(row.id), label: !v || v === 'auto' ? null : (v as 'positive' | 'neutral' | 'negative') })
                              }
                            />
                          </Table.Td>
                        ) : null}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {preview.data.total > PAGE_SIZE ? (
              <Pagination total={Math.min(Math.ceil(preview.data.total / PAGE_SIZE), 400_000)} value={page} onChange={setPage} size="sm" />
            ) : null}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}

const SENTIMENT_COLORS: Record<string, string> = { positive: 'green', neutral: 'gray', negative: 'red' };

function Cell({ name, value }: { name: string; value: unknown }) {
  if (value === null || value === undefined || value === '') return <Text c="dimmed" size="xs">—</Text>;
  if (typeof value === 'string' && SENTIMENT_COLORS[value] && /sentiment/i.test(name)) {
    return (
      <Badge size="xs" variant="light" color={SENTIMENT_COLORS[value]}>
        {value}
      </Badge>
    );
  }
  if (typeof value === 'boolean') return <>{value ? 'yes' : 'no'}</>;
  if (typeof value === 'object') return <>{JSON.stringify(value)}</>;
  return (
    <Text size="xs" lineClamp={2}>
      {typeof value === 'number' ? value.toLocaleString('en') : String(value)}
    </Text>
  );
}
