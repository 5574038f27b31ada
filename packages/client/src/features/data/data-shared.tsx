import { Badge, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@repute/server/router';
import type { ReactNode } from 'react';
import { trpc } from '../../lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;
export type DatasetSummary = Outputs['datasets']['list'][number];
export type DatasetKind = DatasetSummary['kind'];

export const KIND_LABELS: Record<DatasetKind, string> = {
  survey: 'Survey',
  media: 'Media',
  social: 'Social',
  financial: 'Financial',
  spend: 'Spend',
  events: 'Events',
};
export const KIND_COLORS: Record<DatasetKind, string> = {
  survey: 'green',
  media: 'blue',
  social: 'grape',
  financial: 'teal',
  spend: 'indigo',
  events: 'pink',
};

export function KindBadge({ kind }: { kind: DatasetKind }) {
  return (
    // The darkest shade, filled: lighter badges fail the contrast check on striped rows.
    <Badge color={`${KIND_COLORS[kind]}.9`} variant="filled">
      {KIND_LABELS[kind]}
    </Badge>
  );
}

export const formatNumber = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : n.toLocaleString('en');

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1048576).toFixed(1)} MB`;
}

export const formatRange = (from: string | null, to: string | null) =>
  from && to ? `${from} – ${to}` : '—';

export const formatDateTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** The server's message of a tRPC or fetch error, for alerts and toasts. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = String((error as { message: unknown }).message);
    try {
      const parsed = JSON.parse(message.replace(/^\d{3}: /, '')) as { message?: string };
      if (parsed.message) return parsed.message;
    } catch {
      // Not JSON: the message as it is.
    }
    return message;
  }
  return 'Something went wrong';
}

/** The customer's ready datasets (optionally also those still importing). */
export function useDatasets(customerId: number, includeImporting = false) {
  // The customer travels in the x-customer-id header; the key keeps customers' lists apart.
  return trpc.datasets.list.useQuery(includeImporting ? { includeImporting: true } : undefined, {
    staleTime: 10_000,
    meta: { customerId },
  });
}

export function DatasetSelect({
  datasets,
  value,
  onChange,
  label = 'Dataset',
}: {
  datasets: DatasetSummary[];
  value: number | null;
  onChange: (id: number | null) => void;
  label?: string;
}) {
  return (
    <Select
      label={label}
      placeholder="Choose a dataset"
      data={datasets.map((d) => ({
        value: String(d.id),
        label: `${d.name} (${KIND_LABELS[d.kind]}, ${formatNumber(d.rowCount)} rows)`,
      }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      w={{ base: '100%', sm: 420 }}
      nothingFoundMessage="No dataset matches"
    />
  );
}

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm" maw={820}>
          {description}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}
