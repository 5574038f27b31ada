import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { toast } from '../../components/toaster';
import { trpc } from '../../lib/trpc';
import { errorMessage, formatDate, StatusBadge } from './admin-ui';
import {
  DEMO_STATUSES,
  NEXT_STATUS,
  STATUS_COLOR,
  STATUS_LABEL,
  type DemoStatus,
} from './demo-request-status';

export interface DemoRequestRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  jobTitle: string | null;
  phone: string | null;
  message: string | null;
  status: DemoStatus;
  notes: string;
  createdAt: string;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** One request in full, its status and the team's notes. */
export function DemoRequestModal({
  request,
  onClose,
}: {
  request: DemoRequestRow | null;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<DemoStatus>('new');
  const [notes, setNotes] = useState('');
  useEffect(() => {
    if (request) {
      setStatus(request.status);
      setNotes(request.notes);
    }
  }, [request]);
  const update = trpc.demoRequests.update.useMutation({
    onSuccess: async () => {
      await utils.demoRequests.list.invalidate();
      toast({ title: 'Demo request updated' });
      onClose();
    },
    onError: (error) =>
      toast({ title: 'Update failed', description: errorMessage(error), variant: 'destructive' }),
  });
  const next = request ? NEXT_STATUS[request.status] : null;

  return (
    <Modal opened={request !== null} onClose={onClose} title="Demo request" size="lg">
      {request ? (
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={700} size="lg">
              {request.firstName} {request.lastName}
            </Text>
            <StatusBadge color={STATUS_COLOR[request.status]}>
              {STATUS_LABEL[request.status]}
            </StatusBadge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Field label="Company">{request.company}</Field>
            <Field label="Job title">{request.jobTitle ?? '—'}</Field>
            <Field label="Email">
              <a href={`mailto:${request.email}`}>{request.email}</a>
            </Field>
            <Field label="Phone">{request.phone ?? '—'}</Field>
            <Field label="Received">{formatDate(request.createdAt)}</Field>
          </SimpleGrid>
          <Field label="Message">{request.message ?? 'No message.'}</Field>
          <Select
            label="Status"
            data={DEMO_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] }))}
            value={status}
            onChange={(value) => value && setStatus(value as DemoStatus)}
            allowDeselect={false}
            description={next ? `Next step: ${STATUS_LABEL[next]}` : undefined}
          />
          <Textarea
            label="Notes"
            placeholder="Calls, agreed times, who follows up…"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={10_000}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              loading={update.isPending}
              onClick={() => update.mutate({ id: request.id, status, notes })}
            >
              Save
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
