import { Badge, Card, Drawer, Group, Pagination, Stack, Text } from '@mantine/core';
import type { TAnalyticsFilter, Theme, ThemeSource, ThemeTexts } from '@repute/shared/analytics';
import { useState } from 'react';
import { formatDate, formatPercent } from '../../../components/dashboard/format';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/dashboard/states';
import { NetSentimentBadge } from '../../../components/dashboard/theme-sections';
import { trpc } from '../../../lib/trpc';

const SENTIMENT_COLORS = { positive: 'green', neutral: 'gray', negative: 'red' } as const;
const PAGE_SIZE = 10;

/** Drill-down from a theme to the comments and mentions behind it. */
export function ThemeTextsDrawer({
  theme,
  source,
  filter,
  onClose,
}: {
  theme: Theme | null;
  source: ThemeSource;
  filter: TAnalyticsFilter;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const query = trpc.analytics.themes.texts.useQuery(
    { filter, source, theme: theme?.key ?? '', page, pageSize: PAGE_SIZE },
    { enabled: Boolean(theme) },
  );
  const data = query.data as ThemeTexts | undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <Drawer
      opened={Boolean(theme)}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      position="right"
      size="lg"
      title={theme ? `Theme: ${theme.label}` : ''}
    >
      {theme ? (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" c="var(--mantine-color-text)">
              {theme.volume} texts
            </Badge>
            <Badge variant="light" c="var(--mantine-color-text)" color="gray">
              {formatPercent(theme.share, { scale: 100 })} of all
            </Badge>
            <Text size="sm">
              Net sentiment <NetSentimentBadge value={theme.netSentiment} />
            </Text>
          </Group>
          {theme.terms.length ? (
            <Text size="xs" c="dimmed">
              Key terms: {theme.terms.join(', ')}
            </Text>
          ) : null}
          {query.isLoading ? (
            <LoadingBlock height={300} label="Loading texts" />
          ) : query.error ? (
            <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />
          ) : !data || data.items.length === 0 ? (
            <EmptyBlock message="No texts for this theme in the selected range." />
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {data.total} texts · page {data.page} of {pages}
              </Text>
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {data.items.map((item) => (
                  <Card key={`${item.source}-${item.id}`} withBorder padding="sm" component="li">
                    <Stack gap={4}>
                      <Group gap={6} justify="space-between">
                        <Group gap={6}>
                          <Badge
                            size="xs"
                            variant="filled"
                            autoContrast
                            color={SENTIMENT_COLORS[item.sentiment]}
                          >
                            {item.sentiment}
                          </Badge>
                          <Badge
                            size="xs"
                            variant="light"
                            c="var(--mantine-color-text)"
                            color="gray"
                          >
                            {item.source === 'survey'
                              ? 'Survey comment'
                              : (item.channel ?? 'Media')}
                          </Badge>
                          {item.brand ? (
                            <Text size="xs" c="dimmed">
                              {item.brand}
                            </Text>
                          ) : null}
                        </Group>
                        <Text size="xs" c="dimmed">
                          {formatDate(item.date)}
                          {item.outlet ? ` · ${item.outlet}` : ''}
                        </Text>
                      </Group>
                      <Text size="sm">{item.text}</Text>
                    </Stack>
                  </Card>
                ))}
              </Stack>
              {pages > 1 ? (
                <Pagination
                  total={pages}
                  value={page}
                  onChange={setPage}
                  size="sm"
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              ) : null}
            </>
          )}
        </Stack>
      ) : null}
    </Drawer>
  );
}
