import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../components/dashboard/states';
import { trpc } from '../../lib/trpc';
import { SecretLine, StatusBadge } from './connector-panels';
import { errorMessage, formatDateTime, formatNumber } from './data-shared';

/** "trust = trust_q" lines to { trust: 'trust_q' }; blank and malformed lines are skipped. */
export function parseMappingLines(text: string): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const [target, ref] = line.split('=').map((s) => s.trim());
    if (target && ref) mapping[target] = ref;
  }
  return mapping;
}

const mappingLines = (mapping: Record<string, string>) =>
  Object.entries(mapping)
    .map(([target, ref]) => `${target} = ${ref}`)
    .join('\n');

const EXAMPLE = 'trust = trust_q\nnps = nps_q\ncomment = why_q\nbrand = hidden.brand';

/** Typeform forms: webhook address, the form's secret, the answer mapping, last deliveries. */
export function TypeformPanel({ customerId }: { customerId: number }) {
  const utils = trpc.useUtils();
  const list = trpc.connectors.list.useQuery({ kind: 'typeform', customerId });
  const refresh = () => void utils.connectors.list.invalidate();
  const [name, setName] = useState('');
  const [formId, setFormId] = useState('');
  const [secret, setSecret] = useState('');
  const [scale, setScale] = useState('0-10');
  const [lines, setLines] = useState(EXAMPLE);
  const create = trpc.connectors.create.useMutation({
    onSuccess: () => {
      setName('');
      setFormId('');
      setSecret('');
      refresh();
    },
  });
  const update = trpc.connectors.update.useMutation({ onSettled: refresh });
  const remove = trpc.connectors.delete.useMutation({ onSettled: refresh });
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const [scaleMin, scaleMax] = scale.split('-').map(Number) as [number, number];

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Connect a Typeform form
          </Title>
          <Text size="sm" c="dimmed">
            In Typeform, add a webhook with the address shown after saving and the same secret.
            Map each survey field to a question&apos;s reference (or a hidden field as
            hidden.name), one per line.
          </Text>
          <Group align="flex-start" wrap="wrap">
            <Stack gap="xs" w={{ base: '100%', sm: 300 }}>
              <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
              <TextInput label="Form id" value={formId} onChange={(e) => setFormId(e.currentTarget.value)} />
              <TextInput
                label="Form secret"
                description="The secret set on the Typeform webhook"
                value={secret}
                onChange={(e) => setSecret(e.currentTarget.value)}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Rating scale
                </Text>
                <SegmentedControl data={['1-5', '1-7', '0-10']} value={scale} onChange={setScale} aria-label="Typeform rating scale" />
              </Stack>
            </Stack>
            <Textarea
              label="Mapping (field = question ref)"
              value={lines}
              onChange={(e) => setLines(e.currentTarget.value)}
              autosize
              minRows={6}
              w={{ base: '100%', sm: 340 }}
              styles={{ input: { fontFamily: 'monospace' } }}
            />
          </Group>
          <Group>
            <Button
              onClick={() =>
                create.mutate({ kind: 'typeform', name, formId, secret, mapping: parseMappingLines(lines), scaleMin, scaleMax })
              }
              loading={create.isPending}
              disabled={!name.trim() || !formId.trim() || secret.length < 8}
            >
              Save form
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
        <EmptyBlock title="No forms connected" message="Connect a Typeform form above to receive its responses as survey rows." />
      ) : (
        <Stack gap="sm">
          {list.data.map((c) => {
            const mapping = (c.config.mapping ?? {}) as Record<string, string>;
            return (
              <Card key={c.id} withBorder radius="md" padding="md">
                <Stack gap={6}>
                  <Group justify="space-between">
                    <Group gap="xs">
                      <Text fw={600}>{c.name}</Text>
                      <Text size="sm" c="dimmed">
                        form {String(c.config.formId ?? '')}
                      </Text>
                      <StatusBadge status={c.status} />
                      <Text size="sm">{formatNumber(c.rowCount)} responses</Text>
                    </Group>
                    <Group gap={6}>
                      <Button size="xs" variant="light" onClick={() => setEditing({ id: c.id, text: mappingLines(mapping) })}>
                        Edit mapping
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate({ connectorId: c.id })}>
                        Remove
                      </Button>
                    </Group>
                  </Group>
                  <SecretLine label="Webhook" value={`${origin}${c.webhookPath ?? ''}`} />
                  <SecretLine label="Secret" value={c.secret} />
                  {editing?.id === c.id ? (
                    <Group align="flex-end">
                      <Textarea
                        label="Mapping"
                        value={editing.text}
                        onChange={(e) => setEditing({ id: c.id, text: e.currentTarget.value })}
                        autosize
                        minRows={4}
                        w={340}
                        styles={{ input: { fontFamily: 'monospace' } }}
                      />
                      <Button
                        size="xs"
                        onClick={() => {
                          update.mutate({ connectorId: c.id, mapping: parseMappingLines(editing.text) });
                          setEditing(null);
                        }}
                      >
                        Save mapping
                      </Button>
                    </Group>
                  ) : (
                    <Text size="xs" c="dimmed">
                      Mapping: {Object.keys(mapping).length ? Object.entries(mapping).map(([t, r]) => `${t} ← ${r}`).join(', ') : 'none yet'}
                    </Text>
                  )}
                  <Table verticalSpacing={2} aria-label={`Last deliveries of ${c.name}`}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Received</Table.Th>
                        <Table.Th>Outcome</Table.Th>
                        <Table.Th>Rows</Table.Th>
                        <Table.Th>Detail</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {c.lastDeliveries.length ? (
                        c.lastDeliveries.map((d) => (
                          <Table.Tr key={d.id}>
                            <Table.Td>{formatDateTime(d.receivedAt)}</Table.Td>
                            <Table.Td>
                              {d.outcome} ({d.statusCode})
                            </Table.Td>
                            <Table.Td>{d.rows}</Table.Td>
                            <Table.Td>{d.error ?? ''}</Table.Td>
                          </Table.Tr>
                        ))
                      ) : (
                        <Table.Tr>
                          <Table.Td colSpan={4}>
                            <Text size="sm" c="dimmed">
                              No deliveries yet
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                      )}
                    </Table.Tbody>
                  </Table>
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}
      {update.error || remove.error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(update.error ?? remove.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
