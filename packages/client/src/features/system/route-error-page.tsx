import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Shown instead of a blank screen when a page fails to load or render. */
export default function RouteErrorPage() {
  const error = useRouteError();
  const stale = isChunkLoadError(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Title order={1}>{stale ? 'A new version is available' : 'Something went wrong'}</Title>
        <Text c="dimmed">
          {stale
            ? 'Repute was updated while this page was open. Reload to continue.'
            : 'This page could not be shown. Reloading usually helps; if it does not, tell your administrator.'}
        </Text>
        {!stale && detail ? <Code>{detail}</Code> : null}
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
