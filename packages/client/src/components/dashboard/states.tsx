import {
  Alert,
  Button,
  Center,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import type { ReactNode } from 'react';

/** Loading placeholder shaped like the content it stands for. */
export function LoadingBlock({
  height = 240,
  label = 'Loading...',
}: {
  height?: number;
  label?: string;
}) {
  return (
    <Stack gap="xs" role="status" aria-live="polite" aria-label={label}>
      <Skeleton height={height} radius="md" />
    </Stack>
  );
}

/** Nothing to show, and why: said plainly, with what to do next where there is something. */
export function EmptyBlock({
  title = 'No data yet',
  message,
  height,
  action,
}: {
  title?: string;
  message: ReactNode;
  height?: number;
  action?: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      mih={height}
      style={{ borderStyle: 'dashed', display: 'flex', alignItems: 'center' }}
    >
      <Center w="100%">
        <Stack gap={6} align="center" maw={420}>
          <ThemeIcon variant="light" color="gray" radius="xl" size="lg" aria-hidden>
            ∅
          </ThemeIcon>
          <Text fw={600}>{title}</Text>
          <Text c="dimmed" size="sm" ta="center">
            {message}
          </Text>
          {action}
        </Stack>
      </Center>
    </Paper>
  );
}

/** A failed request: what failed, the server's message, and a retry. */
export function ErrorBlock({
  title = 'Could not load this view',
  error,
  onRetry,
}: {
  title?: string;
  error: { message: string } | null | undefined;
  onRetry?: () => void;
}) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs">
        <Text size="sm">{error?.message || 'Something went wrong.'}</Text>
        {onRetry ? (
          <Group>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              Try again
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
