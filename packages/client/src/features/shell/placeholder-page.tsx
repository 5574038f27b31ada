import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useMatches } from 'react-router';

/** SPEC: a title followed by 'coming soon...'. */
export default function PlaceholderPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { title?: string } | undefined;
  return (
    <Card withBorder radius="md" padding="xl" maw={720}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon variant="light" size={44} radius="md">
          <IconHourglassHigh size={24} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {handle?.title ?? 'Page'}
        </Title>
        <Text c="dimmed">coming soon...</Text>
      </Stack>
    </Card>
  );
}
