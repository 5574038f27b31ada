import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCurrentCustomer } from '../../lib/current-customer';
import { PageLoader } from '../page-loader';
import { EmptyBlock, ErrorBlock } from './states';

/** Page frame of every dashboard: heading, the filter bar, then a grid of cards. */
export function DashboardLayout({
  title,
  description,
  filters,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  filters?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" pb="xl">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm" maw={820}>
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </Group>
      {filters}
      {children}
    </Stack>
  );
}

/** KPI cards: four across on wide screens, two on tablets, one on phones. */
export function KpiGrid({ children, cols = 4 }: { children: ReactNode; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: cols }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/** Chart cards: two across on wide screens. */
export function CardGrid({ children, cols = 2 }: { children: ReactNode; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, md: cols }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/**
 * Renders children only once a customer is selected; otherwise the loading or empty state.
 * Every dashboard reads the selected customer, so this sits at the top of each page.
 */
export function RequireCustomer({
  children,
}: {
  children: (customer: { id: number; code: string; name: string }) => ReactNode;
}) {
  const { customer, isLoading, error } = useCurrentCustomer();
  if (isLoading) return <PageLoader />;
  if (error) return <ErrorBlock title="Could not load customers" error={error} />;
  if (!customer)
    return (
      <EmptyBlock
        title="No customer selected"
        message="Choose a customer in the header to see its dashboards."
      />
    );
  return <>{children(customer)}</>;
}
