import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { RequireCustomer } from '../../components/dashboard/dashboard-layout';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../components/dashboard/states';
import { useSelectedDataset } from '../../lib/selected-dataset';
import { trpc } from '../../lib/trpc';
import {
  KindBadge,
  PageHeader,
  errorMessage,
  formatBytes,
  formatDateTime,
  formatNumber,
  formatRange,
  useDatasets,
  type DatasetSummary,
} from './data-shared';

export default function FileManagementPage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <Stack gap="md" pb="xl">
          <PageHeader
            title="File management"
            description={`${customer.name}'s datasets and the files uploaded for them. Choose which dataset the dashboards read, rename or delete datasets (their rows go with them).`}
            actions={
              <Button component={Link} to="/connect-data">
                Upload data
              </Button>
            }
          />
          <DatasetsCard customerId={customer.id} />
          <UploadsCard customerId={customer.id} />
        </Stack>
      )}
    </RequireCustomer>
  );
}

function DatasetsCard({ customerId }: { customerId: number }) {
  const utils = trpc.useUtils();
  const list = useDatasets(customerId, true);
  const [selected, setSelected] = useSelectedDataset(customerId);
  const [renaming, setRenaming] = useState<DatasetSummary | null>(null);
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<DatasetSummary | null>(null);
  const rename = trpc.datasets.rename.useMutation({
    onSuccess: () => {
      setRenaming(null);
      void utils.datasets.invalidate();
    },
  });
  const remove = trpc.datasets.delete.useMutation({
    onSuccess: (r) => {
      if (selected === r.id) setSelected(null);
      setDeleting(null);
      void utils.datasets.invalidate();
    },
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Datasets
        </Title>
        {list.isLoading ? (
          <LoadingBlock height={160} />
        ) : list.error ? (
          <ErrorBlock error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data?.length ? (
          <EmptyBlock title="No datasets yet" message="Upload a file or connect a source to create the first one." />
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover aria-label="Datasets">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Rows</Table.Th>
                  <Table.Th>Time range</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((d) => (
                  <Table.Tr key={d.id} data-testid={`dataset-row-${d.id}`}>
                    <Table.Td>
                      <Group gap={6}>
                        <Text size="sm" fw={600}>
                          {d.name}
                        </Text>
                        {selected === d.id ? (
                          <Badge size="xs" color="green">
                            on dashboards
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td miw={110}>
                      <KindBadge kind={d.kind} />
                    </Table.Td>
                    <Table.Td>{d.source}</Table.Td>
                    <Table.Td miw={100}>
                      <Badge variant="dot" color={d.status === 'ready' ? 'green' : 'yellow'}>
                        {d.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{formatNumber(d.rowCount)}</Table.Td>
                    <Table.Td>{formatRange(d.timeFrom, d.timeTo)}</Table.Td>
                    <Table.Td>
                      <Text size="xs">{formatDateTime(d.createdAt)}</Text>
                      <Text size="xs" c="dimmed">
                        {d.createdBy?.name ?? 'system'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="xs" variant="light" disabled={d.status !== 'ready' || selected === d.id} onClick={() => setSelected(d.id)}>
                          Use
                        </Button>
                        <Button size="xs" variant="subtle" onClick={() => (setRenaming(d), setName(d.name))}>
                          Rename
                        </Button>
                        <Button size="xs" variant="subtle" color="red" disabled={d.status !== 'ready'} onClick={() => setDeleting(d)}>
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal opened={!!renaming} onClose={() => setRenaming(null)} title="Rename dataset">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (renaming) rename.mutate({ datasetId: renaming.id, name });
          }}
        >
          <Stack>
            <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
            {rename.error ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(rename.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRenaming(null)}>
                Cancel
              </Button>
              <Button type="submit" loading={rename.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal opened={!!deleting} onClose={() => setDeleting(null)} title="Delete dataset">
        <Stack>
          <Text size="sm">
            Delete <b>{deleting?.name}</b> and its {formatNumber(deleting?.rowCount)} rows? Dashboards
            using it will fall back to another dataset. This cannot be undone.
          </Text>
          {remove.error ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(remove.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate({ datasetId: deleting.id })}>
              Delete dataset
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function UploadsCard({ customerId }: { customerId: number }) {
  const utils = trpc.useUtils();
  const list = trpc.ingestion.uploads.useQuery(undefined, {
    refetchInterval: (q) => (q.state.data?.some((u) => u.status === 'importing') ? 1000 : false),
  });
  const remove = trpc.ingestion.deleteUpload.useMutation({ onSettled: () => void utils.ingestion.uploads.invalidate() });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Uploaded files
        </Title>
        {list.isLoading ? (
          <LoadingBlock height={120} />
        ) : list.error ? (
          <ErrorBlock error={list.error} />
        ) : !list.data?.length ? (
          <EmptyBlock title="No files uploaded" message="Files you upload on Connect data are listed here." />
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped aria-label="Uploaded files">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>File</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Rows</Table.Th>
                  <Table.Th>Uploaded</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>
                      <Text size="sm">{u.originalName}</Text>
                      {u.message ? (
                        <Text size="xs" c={u.status === 'failed' ? 'red.9' : 'dimmed'}>
                          {u.message}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{formatBytes(u.sizeBytes)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={u.status === 'imported' ? 'green' : u.status === 'failed' ? 'red' : 'gray'}>
                        {u.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {formatNumber(u.rowsDone)}
                      {u.rowsTotal !== null ? ` / ${formatNumber(u.rowsTotal)}` : ''}
                    </Table.Td>
                    <Table.Td>{formatDateTime(u.createdAt)}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        {u.errorCount > 0 ? (
                          <Anchor size="sm" href={`/api/uploads/${u.id}/errors.csv?customerId=${customerId}`} download>
                            Error report
                          </Anchor>
                        ) : null}
                        <Button size="xs" variant="subtle" color="red" disabled={u.status === 'importing'} onClick={() => remove.mutate({ uploadId: u.id })}>
                          Remove file
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
