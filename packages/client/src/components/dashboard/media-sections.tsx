import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  NET_SENTIMENT_FORMULA,
  type MediaSentimentResult,
  type MediaSentimentRow,
  type MediaVolumeResult,
  type ShareOfVoiceResult,
} from '@repute/shared/analytics';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { useAnalyticsInput } from './analytics-input';
import { ChartCard } from './chart-card';
import { useBrands } from './dashboard-filters';
import { formatCount, formatDate, formatMonth, formatPercent, humanize } from './format';
import { NetSentimentBadge } from './theme-sections';

/** Mention volume with the EWMA control chart (lambda 0.2, L 3) and flagged spikes. */
export function MediaVolumeCard({ title = 'Mention volume' }: { title?: string }) {
  const { input, enabled } = useAnalyticsInput();
  const query = trpc.analytics.media.volume.useQuery(input, { enabled });
  const data = query.data as MediaVolumeResult | undefined;
  const points = data?.points ?? [];
  const label = (d: string) => (data?.granularity === 'month' ? formatMonth(d) : formatDate(d));
  const spikes = points.filter((p) => p.spike);
  return (
    <ChartCard
      title={title}
      description={`Mentions per ${data?.granularity ?? 'day'} with the EWMA control band (λ 0.2, L 3); spikes are flagged by a robust z-score.`}
      rows={points}
      rowKey={(p) => p.date}
      columns={[
        { key: 'date', label: 'Date', render: (p) => label(p.date) },
        { key: 'count', label: 'Mentions', numeric: true, render: (p) => formatCount(p.count) },
        { key: 'reach', label: 'Reach', numeric: true, render: (p) => formatCount(p.reach) },
        {
          key: 'netSentiment',
          label: 'Net sentiment',
          numeric: true,
          render: (p) => <NetSentimentBadge value={p.netSentiment} />,
        },
        { key: 'ewma', label: 'EWMA', numeric: true, render: (p) => p.ewma?.toFixed(2) ?? '—' },
        {
          key: 'ucl',
          label: 'Upper limit',
          numeric: true,
          render: (p) => p.ucl?.toFixed(2) ?? '—',
        },
        {
          key: 'spike',
          label: 'Spike',
          value: (p) => (p.spike ? 'yes' : ''),
          render: (p) => (p.spike ? '⚠ spike' : ''),
        },
      ]}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyMessage="No media mentions in this range. Connect a news feed or upload mentions."
      footer={
        spikes.length
          ? `${spikes.length} spike${spikes.length > 1 ? 's' : ''}: ${spikes
              .slice(-3)
              .map((s) => label(s.date))
              .join(', ')}`
          : 'No spikes in this range.'
      }
    >
      <LineChart
        h={280}
        data={points.map((p) => ({
          date: label(p.date),
          count: p.count,
          ewma: p.ewma === null ? null : Number(p.ewma.toFixed(2)),
          ucl: p.ucl === null ? null : Number(p.ucl.toFixed(2)),
        }))}
        dataKey="date"
        withLegend
        withDots={false}
        series={[
          { name: 'count', label: 'Mentions', color: 'blue.6' },
          { name: 'ewma', label: 'EWMA', color: 'green.7' },
          { name: 'ucl', label: 'Upper control limit', color: 'red.5', strokeDasharray: '4 4' },
        ]}
        referenceDots={spikes.map((s) => ({
          x: label(s.date),
          y: s.count,
          r: 5,
          color: 'red.6',
          ifOverflow: 'extendDomain',
        }))}
        curveType="linear"
        connectNulls
      />
    </ChartCard>
  );
}

function sentimentColumns(keyLabel: string) {
  return [
    { key: 'key', label: keyLabel, render: (r: MediaSentimentRow) => humanize(r.key) },
    {
      key: 'total',
      label: 'Mentions',
      numeric: true,
      render: (r: MediaSentimentRow) => formatCount(r.total),
    },
    { key: 'positive', label: 'Positive', numeric: true },
    { key: 'neutral', label: 'Neutral', numeric: true },
    { key: 'negative', label: 'Negative', numeric: true },
    {
      key: 'netSentiment',
      label: 'Net sentiment',
      numeric: true,
      render: (r: MediaSentimentRow) => <NetSentimentBadge value={r.netSentiment} />,
    },
    {
      key: 'reach',
      label: 'Reach',
      numeric: true,
      render: (r: MediaSentimentRow) => formatCount(r.reach),
    },
    {
      key: 'engagementRate',
      label: 'Engagement rate',
      numeric: true,
      render: (r: MediaSentimentRow) => formatPercent(r.engagementRate, { scale: 100, digits: 2 }),
    },
  ];
}

/** Positive, neutral and negative mentions by channel (or platform), with net sentiment. */
export function MediaSentimentCard({ by = 'channel' }: { by?: 'channel' | 'platform' }) {
  const { input, enabled } = useAnalyticsInput();
  const query = trpc.analytics.media.sentiment.useQuery(input, { enabled });
  const data = query.data as MediaSentimentResult | undefined;
  const rows = (by === 'channel' ? data?.byChannel : data?.byPlatform) ?? [];
  return (
    <ChartCard
      title={by === 'channel' ? 'Sentiment by channel' : 'Sentiment by platform'}
      description={`Net sentiment = ${data?.formula ?? NET_SENTIMENT_FORMULA}. Engagement rate = engagements / reach.`}
      rows={rows}
      rowKey={(r) => r.key}
      columns={sentimentColumns(by === 'channel' ? 'Channel' : 'Platform')}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyMessage="No media mentions in this range."
    >
      <BarChart
        h={Math.max(200, rows.length * 40)}
        data={rows.map((r) => ({
          label: humanize(r.key),
          positive: r.positive,
          neutral: r.neutral,
          negative: r.negative,
        }))}
        dataKey="label"
        type="stacked"
        orientation="vertical"
        withLegend
        yAxisProps={{ width: 90 }}
        series={[
          { name: 'positive', label: 'Positive', color: 'green.6' },
          { name: 'neutral', label: 'Neutral', color: 'gray.5' },
          { name: 'negative', label: 'Negative', color: 'red.6' },
        ]}
      />
    </ChartCard>
  );
}

/** Share of voice across the competitive set, in the brand colours. */
export function ShareOfVoiceCard() {
  const { input, enabled } = useAnalyticsInput();
  const [basis, setBasis] = useState<'mentions' | 'reach'>('mentions');
  const query = trpc.analytics.media.shareOfVoice.useQuery({ filter: input, basis }, { enabled });
  const { palette } = useBrands();
  const data = query.data as ShareOfVoiceResult | undefined;
  const brands = data?.brands ?? [];
  return (
    <ChartCard
      title="Share of voice"
      description={`Each brand's ${basis} as a share of the competitive set.`}
      rows={brands}
      rowKey={(r) => r.brand}
      columns={[
        { key: 'brand', label: 'Brand' },
        {
          key: 'mentions',
          label: 'Mentions',
          numeric: true,
          render: (r) => formatCount(r.mentions),
        },
        { key: 'reach', label: 'Reach', numeric: true, render: (r) => formatCount(r.reach) },
        {
          key: 'share',
          label: 'Share',
          numeric: true,
          render: (r) => formatPercent(r.share, { scale: 100 }),
        },
      ]}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyMessage="No brand mentions in this range."
      actions={
        <SegmentedControl
          size="xs"
          value={basis}
          onChange={(v) => setBasis(v as 'mentions' | 'reach')}
          data={[
            { value: 'mentions', label: 'Mentions' },
            { value: 'reach', label: 'Reach' },
          ]}
          aria-label="Share of voice basis"
        />
      }
    >
      <Group justify="center" gap="xl" wrap="wrap">
        <DonutChart
          size={200}
          thickness={30}
          withLabelsLine={false}
          data={brands.map((b) => ({
            name: b.brand,
            value: Number(b.share.toFixed(1)),
            color: palette.colorOf(b.brand),
          }))}
          valueFormatter={(v) => `${v.toFixed(1)}%`}
          chartLabel={
            brands.find((b) => b.isOwn)
              ? `${brands.find((b) => b.isOwn)!.share.toFixed(0)}%`
              : undefined
          }
          tooltipDataSource="segment"
        />
        <Stack gap={4}>
          {brands.map((b) => (
            <Group key={b.brand} gap={8} wrap="nowrap">
              <span
                aria-hidden
                style={{
                  width: 12,
                  height: 12,
                  borderRadius: 3,
                  background: `var(--mantine-color-${palette.colorOf(b.brand).replace('.', '-')})`,
                }}
              />
              <Text size="sm" fw={b.isOwn ? 700 : 400}>
                {b.brand}
              </Text>
              <Text size="sm" c="dimmed">
                {formatPercent(b.share, { scale: 100 })}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartCard>
  );
}
