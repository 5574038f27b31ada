import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A designed empty state: what the screen is for and why nothing is shown yet. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <Card withBorder padding="xl" radius="md" maw={720}>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {action}
      </Stack>
    </Card>
  );
}
