import { Alert, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Page title with a one-line purpose and room for actions on the right. */
export function AdminHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      {actions}
    </Group>
  );
}

/** A failed query, said plainly; 403 gets the reason (administrators only). */
export function QueryError({
  error,
}: {
  error: { message: string; data?: { httpStatus?: number } | null };
}) {
  const forbidden = error.data?.httpStatus === 403;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={forbidden ? 'Administrators only' : 'Could not load'}
      role="alert"
    >
      {forbidden ? 'This screen needs the administrator role.' : error.message}
    </Alert>
  );
}

export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

const dateFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** The message of a failed mutation: the server's words, or a generic line. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Something went wrong. Please try again.';
}

/**
 * A status badge that never cuts its word short: Mantine's badge clips with an ellipsis
 * when its fit-content width is measured narrower than the bold upper-case label.
 */
export function StatusBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge
      color={color}
      variant="light"
      styles={{
        root: { width: 'max-content', overflow: 'visible' },
        label: { overflow: 'visible' },
      }}
    >
      {children}
    </Badge>
  );
}
