import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../components/dashboard/states';
import { errorMessage, formatDateTime, formatNumber } from './data-shared';

const STATUS_COLORS: Record<string, string> = { active: 'green', failing: 'red', paused: 'gray' };

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light">
      {status}
    </Badge>
  );
}

/** RSS and Atom feeds: add one, see each feed's state, poll now, pause or remove. */
export function FeedsPanel({ customerId }: { customerId: number }) {
  const utils = trpc.useUtils();
  const list = trpc.connectors.list.useQuery({ kind: 'rss', customerId });
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [channel, setChannel] = useState<'news' | 'blog' | 'forum' | 'review'>('news');
  const refresh = () => void utils.connectors.list.invalidate();
  const create = trpc.connectors.create.useMutation({
    onSuccess: () => {
      setName('');
      setUrl('');
      refresh();
    },
  });
  const poll = trpc.connectors.pollNow.useMutation({ onSettled: refresh });
  const update = trpc.connectors.update.useMutation({ onSettled: refresh });
  const remove = trpc.connectors.delete.useMutation({ onSettled: refresh });

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Add a feed
          </Title>
          <Text size="sm" c="dimmed">
            RSS and Atom feeds are read every 30 minutes. New items become mentions (repeats are
            recognised by their id or link); a feed that stops answering is shown as failing.
          </Text>
          <Group align="flex-end" wrap="wrap">
            <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} w={220} />
            <TextInput
              label="Feed address"
              placeholder="https://example.com/feed.xml"
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              w={{ base: '100%', sm: 380 }}
            />
            <Select
              label="Channel"
              data={['news', 'blog', 'forum', 'review']}
              value={channel}
              onChange={(v) => v && setChannel(v as typeof channel)}
              allowDeselect={false}
              w={130}
            />
            <Button
              onClick={() => create.mutate({ kind: 'rss', name, url, channel })}
              loading={create.isPending}
              disabled={!name.trim() || !url.trim()}
            >
              Add feed
            </Button>
          </Group>
          {create.error ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(create.error)}
            </Alert>
          ) : null}
        </Stack>
      </Card>
      {list.isLoading ? (
        <LoadingBlock height={120} />
      ) : list.error ? (
        <ErrorBlock error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data?.length ? (
        <EmptyBlock title="No feeds yet" message="Add a news or blog feed above to collect mentions." />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover aria-label="Feeds">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Feed</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Mentions</Table.Th>
                <Table.Th>Last success</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {c.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                      {String(c.config.url ?? '')}
                    </Text>
                    {c.lastError ? (
                      <Text size="xs" c="red.9">
                        {c.lastError}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={c.status} />
                  </Table.Td>
                  <Table.Td>{formatNumber(c.rowCount)}</Table.Td>
                  <Table.Td>{formatDateTime(c.lastSuccessAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => poll.mutate({ connectorId: c.id })} loading={poll.isPending && poll.variables?.connectorId === c.id}>
                        Poll now
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => update.mutate({ connectorId: c.id, status: c.status === 'paused' ? 'active' : 'paused' })}
                      >
                        {c.status === 'paused' ? 'Resume' : 'Pause'}
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate({ connectorId: c.id })}>
                        Remove
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {poll.error || update.error || remove.error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(poll.error ?? update.error ?? remove.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Generic JSON webhooks: each with its own address and secret. */
export function WebhooksPanel({ customerId }: { customerId: number }) {
  const utils = trpc.useUtils();
  const list = trpc.connectors.list.useQuery({ kind: 'webhook', customerId });
  const [name, setName] = useState('');
  const [datasetKind, setDatasetKind] = useState<'social' | 'media' | 'survey' | 'events'>('social');
  const refresh = () => void utils.connectors.list.invalidate();
  const create = trpc.connectors.create.useMutation({ onSuccess: () => (setName(''), refresh()) });
  const rotate = trpc.connectors.rotateSecret.useMutation({ onSettled: refresh });
  const remove = trpc.connectors.delete.useMutation({ onSettled: refresh });
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Add a webhook
          </Title>
          <Text size="sm" c="dimmed">
            POST one JSON object, or {'{ "items": [...] }'}, with the field names of the dataset kind
            (for mentions: published_at, text, url, platform, reach...). Sign the exact body with
            HMAC-SHA256 using the secret and send <Code>X-Repute-Signature: sha256=&lt;hex&gt;</Code>.
          </Text>
          <Group align="flex-end" wrap="wrap">
            <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} w={240} />
            <Select
              label="Writes"
              data={[
                { value: 'social', label: 'Social mentions' },
                { value: 'media', label: 'Media mentions' },
                { value: 'survey', label: 'Survey responses' },
                { value: 'events', label: 'Timeline events' },
              ]}
              value={datasetKind}
              onChange={(v) => v && setDatasetKind(v as typeof datasetKind)}
              allowDeselect={false}
              w={200}
            />
            <Button onClick={() => create.mutate({ kind: 'webhook', name, datasetKind })} loading={create.isPending} disabled={!name.trim()}>
              Create webhook
            </Button>
          </Group>
          {create.error ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(create.error)}
            </Alert>
          ) : null}
        </Stack>
      </Card>
      {list.isLoading ? (
        <LoadingBlock height={120} />
      ) : list.error ? (
        <ErrorBlock error={list.error} />
      ) : !list.data?.length ? (
        <EmptyBlock title="No webhooks yet" message="Create one above; each gets its own address and secret." />
      ) : (
        <Stack gap="sm">
          {list.data.map((c) => (
            <Card key={c.id} withBorder radius="md" padding="md">
              <Stack gap={6}>
                <Group justify="space-between">
                  <Group gap="xs">
                    <Text fw={600}>{c.name}</Text>
                    <StatusBadge status={c.status} />
                    <Badge variant="outline">{formatNumber(c.rowCount)} rows</Badge>
                  </Group>
                  <Group gap={6}>
                    <Button size="xs" variant="light" onClick={() => rotate.mutate({ connectorId: c.id })}>
                      New secret
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate({ connectorId: c.id })}>
                      Remove
                    </Button>
                  </Group>
                </Group>
                <SecretLine label="Address" value={`${origin}${c.webhookPath ?? ''}`} />
                <SecretLine label="Secret" value={c.secret} />
                <Text size="xs" c="dimmed">
                  Last deliveries:{' '}
                  {c.lastDeliveries.length
                    ? c.lastDeliveries.map((d) => `${d.outcome} (${d.statusCode}) ${formatDateTime(d.receivedAt)}`).join(' · ')
                    : 'none yet'}
                </Text>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function SecretLine({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" w={70} c="dimmed">
        {label}
      </Text>
      <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
