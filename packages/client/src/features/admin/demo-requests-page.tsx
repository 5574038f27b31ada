import {
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { toast } from '../../components/toaster';
import { trpc } from '../../lib/trpc';
import {
  AdminHeader,
  errorMessage,
  formatDate,
  QueryError,
  StatusBadge,
  TableSkeleton,
} from './admin-ui';
import { DemoRequestModal, type DemoRequestRow } from './demo-request-modal';
import { DEMO_STATUSES, STATUS_COLOR, STATUS_LABEL, type DemoStatus } from './demo-request-status';

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /demo-requests-admin: every demo request, searchable, with its follow-up workflow. */
export default function DemoRequestsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [status, setStatus] = useState<DemoStatus | null>(null);
  const [open, setOpen] = useState<DemoRequestRow | null>(null);
  const filter = { search: debounced || undefined, status: status ?? undefined };
  const list = trpc.demoRequests.list.useQuery(filter);
  const utils = trpc.useUtils();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { csv } = await utils.demoRequests.exportCsv.fetch(filter);
      download(`demo-requests-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (error) {
      toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const rows = list.data ?? [];
  return (
    <Stack gap="lg">
      <AdminHeader
        title="Demo requests"
        description="Everyone who booked a demo. We promise a reply within 24 hours."
        actions={
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            variant="default"
            onClick={exportCsv}
            loading={exporting}
            disabled={!rows.length}
          >
            Export CSV
          </Button>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Group gap="sm" wrap="wrap">
          <TextInput
            aria-label="Search demo requests"
            placeholder="Search name, email or company"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
            maxLength={200}
          />
          <Select
            aria-label="Filter by status"
            placeholder="All statuses"
            data={DEMO_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] }))}
            value={status}
            onChange={(value) => setStatus(value as DemoStatus | null)}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
      </Card>
      {list.error ? (
        <QueryError error={list.error} />
      ) : list.isLoading ? (
        <TableSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState
          title={debounced || status ? 'No matching requests' : 'No demo requests yet'}
          description={
            debounced || status
              ? 'Try another search or clear the status filter.'
              : 'Requests made from the landing page’s “Book a Demo” form appear here.'
          }
        />
      ) : (
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={980}>
            <Table
              highlightOnHover
              verticalSpacing="sm"
              horizontalSpacing="md"
              data-testid="demo-requests-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Notes</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm" c="dimmed">
                        {formatDate(row.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {row.firstName} {row.lastName}
                      </Text>
                      {row.jobTitle ? (
                        <Text size="xs" c="dimmed">
                          {row.jobTitle}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{row.company}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.email}</Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <StatusBadge color={STATUS_COLOR[row.status]}>
                        {STATUS_LABEL[row.status]}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td maw={220}>
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {row.notes || '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setOpen(row)}
                        aria-label={`Review request from ${row.firstName} ${row.lastName}`}
                      >
                        Review
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed" p="sm">
            {rows.length} {rows.length === 1 ? 'request' : 'requests'}
          </Text>
        </Card>
      )}
      <DemoRequestModal request={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
