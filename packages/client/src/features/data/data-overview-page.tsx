import { Anchor, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RequireCustomer } from '../../components/dashboard/dashboard-layout';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../components/dashboard/states';
import { useReputationDataSource, useSelectedDataset } from '../../lib/selected-dataset';
import { KIND_LABELS, KindBadge, PageHeader, formatNumber, formatRange, useDatasets, type DatasetKind } from './data-shared';

const KINDS = Object.keys(KIND_LABELS) as DatasetKind[];

export default function DataOverviewPage() {
  return (
    <RequireCustomer>
      {(customer) => <Overview customerId={customer.id} customerName={customer.name} />}
    </RequireCustomer>
  );
}

function Overview({ customerId, customerName }: { customerId: number; customerName: string }) {
  const datasets = useDatasets(customerId);
  const [selected] = useSelectedDataset(customerId);
  const [source, setSource] = useReputationDataSource();
  const list = datasets.data ?? [];
  const chosen = list.find((d) => d.id === selected);
  return (
    <Stack gap="md" pb="xl">
      <PageHeader
        title="Data"
        description={`What ${customerName}'s dashboards are built on: every dataset by kind, its size and the period it covers.`}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/connect-data">
              Connect data
            </Button>
            <Button component={Link} to="/data-quality" variant="light">
              Data quality
            </Button>
          </Group>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>Reputation data source</Text>
            <Text size="sm" c="dimmed">
              Dashboards read {chosen ? <b>{chosen.name}</b> : `the newest ${source} dataset`}.{' '}
              <Anchor underline="always" component={Link} to="/file-management">Change the dataset</Anchor>
            </Text>
          </Stack>
          <SegmentedControl
            aria-label="Reputation data source"
            data={[
              { value: 'survey', label: 'Survey' },
              { value: 'media', label: 'Media' },
              { value: 'social', label: 'Social' },
            ]}
            value={source}
            onChange={setSource}
          />
        </Group>
      </Card>
      {datasets.isLoading ? (
        <LoadingBlock height={200} />
      ) : datasets.error ? (
        <ErrorBlock error={datasets.error} onRetry={() => void datasets.refetch()} />
      ) : list.length === 0 ? (
        <EmptyBlock title="No data yet" message="Upload a survey or mentions file, or connect a feed, to start." />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {KINDS.map((kind) => {
            const ofKind = list.filter((d) => d.kind === kind);
            const rows = ofKind.reduce((sum, d) => sum + d.rowCount, 0);
            const from = ofKind.map((d) => d.timeFrom).filter(Boolean).sort()[0] ?? null;
            const to = ofKind.map((d) => d.timeTo).filter(Boolean).sort().at(-1) ?? null;
            return (
              <Card key={kind} withBorder radius="md" padding="md" aria-label={`${KIND_LABELS[kind]} data`}>
                <Stack gap={4}>
                  <Group justify="space-between">
                    <Title order={2} size="h5">
                      {KIND_LABELS[kind]}
                    </Title>
                    <KindBadge kind={kind} />
                  </Group>
                  <Text size="xl" fw={700}>
                    {formatNumber(rows)}
                    <Text span size="sm" c="dimmed" fw={400}>
                      {' '}
                      rows in {ofKind.length} dataset{ofKind.length === 1 ? '' : 's'}
                    </Text>
                  </Text>
                  <Text size="sm" c="dimmed">
                    {ofKind.length ? formatRange(from, to) : 'None yet'}
                  </Text>
                  {ofKind.slice(0, 3).map((d) => (
                    <Text key={d.id} size="xs" lineClamp={1}>
                      {d.name} · {formatNumber(d.rowCount)}
                    </Text>
                  ))}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
