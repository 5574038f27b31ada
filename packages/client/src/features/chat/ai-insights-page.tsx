import { Anchor, Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowRight,
  IconBulb,
  IconTrendingDown,
  IconTrendingUp,
  IconUsersGroup,
  IconMessageExclamation,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  DashboardLayout,
  CardGrid,
  RequireCustomer,
} from '../../components/dashboard/dashboard-layout';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../components/dashboard/states';
import { Markdown } from '../../components/markdown';
import { trpc } from '../../lib/trpc';
import type { AppRouter } from '@repute/server/router';
import type { inferRouterOutputs } from '@trpc/server';

type InsightCard = inferRouterOutputs<AppRouter>['chat']['insights'][number];

const KIND_LABELS: Record<InsightCard['kind'], string> = {
  mover: 'Biggest mover',
  weak_driver: 'Driver to improve',
  negative_theme: 'Theme to watch',
  competitor_gap: 'Competitor gap',
};

function kindIcon(card: InsightCard) {
  if (card.kind === 'mover') return card.tone === 'positive' ? IconTrendingUp : IconTrendingDown;
  if (card.kind === 'weak_driver') return IconBulb;
  if (card.kind === 'negative_theme') return IconMessageExclamation;
  return IconUsersGroup;
}

const TONE_COLORS: Record<InsightCard['tone'], string> = {
  positive: 'green',
  negative: 'red',
  neutral: 'gray',
};

function InsightCardView({ card, customerCode }: { card: InsightCard; customerCode: string }) {
  const Icon = kindIcon(card);
  const color = TONE_COLORS[card.tone];
  return (
    <Card withBorder radius="md" padding="lg" data-testid="insight-card" data-kind={card.kind}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {KIND_LABELS[card.kind]}
              </Text>
              <Text fw={600}>{card.title}</Text>
            </Stack>
          </Group>
          <Badge
            variant="light"
            color={color}
            size="lg"
            title={card.metric.label}
            style={{ flexShrink: 0, overflow: 'visible' }}
          >
            {card.metric.value}
          </Badge>
        </Group>
        <Markdown>{card.body}</Markdown>
        <Group justify="space-between" mt="auto" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            {card.source ? `Source: ${card.source}` : null}
          </Text>
          <Anchor
            component={Link}
            to={`${card.href}?customer=${encodeURIComponent(customerCode)}`}
            size="sm"
            fw={500}
          >
            <Group gap={4} wrap="nowrap">
              {card.hrefLabel}
              <IconArrowRight size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

function Insights({ customer }: { customer: { id: number; code: string; name: string } }) {
  const insights = trpc.chat.insights.useQuery({ customerId: customer.id });
  return (
    <DashboardLayout
      title="AI insights"
      description={`What the analyst found in ${customer.name}'s data: the biggest movers, the driver to improve, the theme to watch and the competitor gap. Every figure comes from the dashboards' analytics; follow a card to its evidence.`}
    >
      {insights.isLoading ? (
        <CardGrid>
          <LoadingBlock height={180} label="Loading insights" />
          <LoadingBlock height={180} label="Loading insights" />
        </CardGrid>
      ) : insights.error ? (
        <ErrorBlock error={insights.error} onRetry={() => void insights.refetch()} />
      ) : insights.data && insights.data.length > 0 ? (
        <CardGrid>
          {insights.data.map((card) => (
            <InsightCardView key={card.id} card={card} customerCode={customer.code} />
          ))}
        </CardGrid>
      ) : (
        <EmptyBlock
          title="No insights yet"
          message="There is not enough data for this customer to find movers, drivers, themes or competitor gaps. Connect or import a survey or media dataset."
        />
      )}
    </DashboardLayout>
  );
}

/** /ai-insights: insight cards the analyst generates for the selected customer. */
export default function AiInsightsPage() {
  return <RequireCustomer>{(customer) => <Insights customer={customer} />}</RequireCustomer>;
}
