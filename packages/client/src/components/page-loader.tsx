import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while a lazily loaded page arrives (SPEC: a spinner and 'Loading...'). */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}
