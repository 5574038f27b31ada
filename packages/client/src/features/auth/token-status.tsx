import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The outcome of a one-time email token (verification or reset). */
export function TokenStatus({
  status,
  title,
  message,
  action,
}: {
  status: 'pending' | 'success' | 'error';
  title: string;
  message: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack gap="md" align="center" ta="center" role={status === 'pending' ? 'status' : undefined}>
      {status === 'pending' ? (
        <Loader />
      ) : (
        <ThemeIcon
          size={56}
          radius="xl"
          variant="light"
          color={status === 'error' ? 'red' : 'green'}
        >
          {status === 'error' ? (
            <IconAlertTriangle size={30} aria-hidden />
          ) : (
            <IconCircleCheck size={30} aria-hidden />
          )}
        </ThemeIcon>
      )}
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{message}</Text>
      {action ?? (
        <Button component={Link} to="/login" fullWidth size="md">
          Go to Login
        </Button>
      )}
    </Stack>
  );
}
