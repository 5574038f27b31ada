import { BarChart, Sparkline } from '@mantine/charts';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { NET_SENTIMENT_FORMULA, type Theme } from '@repute/shared/analytics';
import { ChartCard } from './chart-card';
import { formatCount, formatPercent } from './format';

export function netSentimentColor(value: number | null): string {
  if (value === null) return 'gray';
  if (value >= 10) return 'green';
  if (value <= -10) return 'red';
  return 'yellow';
}

export function NetSentimentBadge({ value }: { value: number | null }) {
  return (
    <Badge variant="light" c="var(--mantine-color-text)" color={netSentimentColor(value)} size="sm">
      {value === null
        ? '—'
        : `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(0)}`}
    </Badge>
  );
}

const TREND_ARROWS = { up: '▲ rising', down: '▼ falling', flat: '▶ steady' } as const;

/** Themes ranked by volume, each with share, net sentiment and trend. */
export function ThemesCard({
  title = 'Top themes',
  themes,
  totalTexts,
  loading,
  error,
  onRetry,
  onOpen,
  limit,
}: {
  title?: string;
  themes: Theme[];
  totalTexts?: number;
  loading?: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  /** Drill-down to the theme's texts. */
  onOpen?: (theme: Theme) => void;
  limit?: number;
}) {
  const shown = limit ? themes.slice(0, limit) : themes;
  return (
    <ChartCard
      title={title}
      description={`Net sentiment = ${NET_SENTIMENT_FORMULA}.${
        totalTexts !== undefined ? ` ${formatCount(totalTexts)} texts in scope.` : ''
      }`}
      rows={shown}
      columns={[
        {
          key: 'label',
          label: 'Theme',
          render: (t) =>
            onOpen ? (
              <Anchor component="button" type="button" size="sm" onClick={() => onOpen(t)}>
                {t.label}
              </Anchor>
            ) : (
              t.label
            ),
        },
        { key: 'volume', label: 'Volume', numeric: true, render: (t) => formatCount(t.volume) },
        {
          key: 'share',
          label: 'Share',
          numeric: true,
          render: (t) => formatPercent(t.share, { scale: 100 }),
        },
        {
          key: 'netSentiment',
          label: 'Net sentiment',
          numeric: true,
          render: (t) => <NetSentimentBadge value={t.netSentiment} />,
        },
        {
          key: 'trendDirection',
          label: 'Trend',
          render: (t) => (
            <Group gap={6} wrap="nowrap">
              {t.trend.length > 1 ? (
                <div inert>
                  <Sparkline
                    w={70}
                    h={22}
                    data={t.trend.map((p) => p.count)}
                    curveType="monotone"
                    color="gray.6"
                    fillOpacity={0.2}
                  />
                </div>
              ) : null}
              <Text size="xs" c="dimmed" span>
                {TREND_ARROWS[t.trendDirection]}
              </Text>
            </Group>
          ),
        },
        {
          key: 'quote',
          label: 'Example',
          value: (t) => t.quotes[0]?.text ?? '',
          render: (t) =>
            t.quotes[0] ? (
              <Text size="xs" c="dimmed" lineClamp={2} maw={320}>
                “{t.quotes[0].text}”
              </Text>
            ) : (
              '—'
            ),
        },
      ]}
      initialView="table"
      loading={loading}
      error={error}
      onRetry={onRetry}
      rowKey={(t) => t.key}
      emptyMessage="No comments or mentions in this range to find themes in."
    >
      <BarChart
        h={Math.max(220, shown.length * 34)}
        data={shown.map((t) => ({
          label: t.label,
          positive: t.positive,
          neutral: t.neutral,
          negative: t.negative,
        }))}
        dataKey="label"
        type="stacked"
        orientation="vertical"
        withLegend
        yAxisProps={{ width: 130 }}
        series={[
          { name: 'positive', label: 'Positive', color: 'green.6' },
          { name: 'neutral', label: 'Neutral', color: 'gray.5' },
          { name: 'negative', label: 'Negative', color: 'red.6' },
        ]}
      />
    </ChartCard>
  );
}
