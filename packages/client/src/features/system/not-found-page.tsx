import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480}>
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed" ta="center">
          Did you forget to add the page to the router?
        </Text>
        <Button component={Link} to="/">
          Go home
        </Button>
      </Stack>
    </Center>
  );
}
