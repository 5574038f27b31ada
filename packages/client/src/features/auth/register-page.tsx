import { Center, Title } from '@mantine/core';

export default function RegisterPage() {
  return (
    <Center mih="100vh">
      <Title order={1}>Repute</Title>
    </Center>
  );
}
