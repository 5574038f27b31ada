import { Stack, Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';

/** SPEC: a title followed by 'coming soon...'. */
export default function PlaceholderPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { title?: string } | undefined;
  return (
    <Stack gap="xs">
      <Title order={1}>{handle?.title ?? 'Page'}</Title>
      <Text c="dimmed">coming soon...</Text>
    </Stack>
  );
}
