import { Center, Stack, Text } from '@mantine/core';

/** Stub: the assistant issue replaces this with the conversation (messages, input, send). */
export function ChatConversation() {
  return (
    <Center h="100%" p="md">
      <Stack gap={4} align="center">
        <Text fw={600}>Assistant</Text>
        <Text size="sm" c="dimmed" ta="center">
          The assistant is not connected yet.
        </Text>
      </Stack>
    </Center>
  );
}
