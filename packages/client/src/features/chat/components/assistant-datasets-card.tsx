import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { CHAT_CONTEXT_STALE_MS } from '@repute/shared';
import { trpc } from '../../../lib/trpc';

const KIND_COLORS: Record<string, string> = {
  survey: 'green',
  media: 'blue',
  social: 'grape',
  // Light badges in orange or yellow fail contrast; these pass in both schemes.
  financial: 'indigo',
  spend: 'violet',
  events: 'gray',
};

/** What the assistant has to work with: the customer's datasets, kinds and date ranges. */
export function AssistantDatasetsCard({ customerId }: { customerId: number }) {
  const context = trpc.chat.context.useQuery(
    { customerId },
    { staleTime: CHAT_CONTEXT_STALE_MS, refetchOnWindowFocus: false, refetchOnMount: false },
  );
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          What the assistant uses
        </Title>
        {context.isLoading ? (
          <Text size="sm" c="dimmed">
            Loading datasets…
          </Text>
        ) : context.error ? (
          <Text size="sm" c="red">
            The datasets could not be loaded.
          </Text>
        ) : context.data && context.data.datasets.length > 0 ? (
          context.data.datasets.map((d) => (
            <Stack key={d.id} gap={2}>
              <Group gap="xs" wrap="nowrap">
                <Badge size="xs" variant="light" color={KIND_COLORS[d.kind] ?? 'gray'}>
                  {d.kind}
                </Badge>
                <Text size="sm" fw={500} truncate>
                  {d.name}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {d.rows.toLocaleString()} rows{d.from && d.to ? ` · ${d.from} to ${d.to}` : ''}
              </Text>
            </Stack>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            No datasets yet. Connect or import data and the assistant will answer from it.
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Answers quote the same figures as the dashboards and name the dataset and period used.
        </Text>
      </Stack>
    </Card>
  );
}
