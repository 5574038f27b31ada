import { Center, Stack, Text, Title } from '@mantine/core';

export default function HomePage() {
  return (
    <Center mih="100vh">
      <Stack align="center">
        <Title order={1}>Repute</Title>
        <Text c="dimmed">Brand and reputation intelligence.</Text>
      </Stack>
    </Center>
  );
}
