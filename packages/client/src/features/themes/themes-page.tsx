import { LineChart } from '@mantine/charts';
import { SegmentedControl } from '@mantine/core';
import type { Theme, ThemeSource, ThemesResult } from '@repute/shared/analytics';
import { useState } from 'react';
import { useAnalyticsInput } from '../../components/dashboard/analytics-input';
import { seriesColor } from '../../components/dashboard/brand-colors';
import { ChartCard } from '../../components/dashboard/chart-card';
import { DashboardFilters } from '../../components/dashboard/dashboard-filters';
import {
  CardGrid,
  DashboardLayout,
  RequireCustomer,
} from '../../components/dashboard/dashboard-layout';
import { formatCount, formatMonth } from '../../components/dashboard/format';
import { NetSentimentBadge, ThemesCard } from '../../components/dashboard/theme-sections';
import { trpc } from '../../lib/trpc';
import { ThemeTextsDrawer } from './components/theme-texts-drawer';

const SOURCES: { value: ThemeSource; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'survey', label: 'Survey comments' },
  { value: 'media', label: 'Media' },
];

function ThemeTrendCard({ themes, loading }: { themes: Theme[]; loading: boolean }) {
  const top = themes.slice(0, 5);
  const months = [...new Set(top.flatMap((t) => t.trend.map((p) => p.month)))].sort();
  const data = months.map((month) => {
    const row: Record<string, string | number> = { month: formatMonth(month) };
    for (const t of top) row[t.key] = t.trend.find((p) => p.month === month)?.count ?? 0;
    return row;
  });
  const rows = top.flatMap((t) =>
    t.trend.map((p) => ({ theme: t.label, month: p.month, count: p.count })),
  );
  return (
    <ChartCard
      title="Theme trend"
      description="Texts per month for the five largest themes."
      rows={rows}
      columns={[
        { key: 'theme', label: 'Theme' },
        { key: 'month', label: 'Month', render: (r) => formatMonth(r.month) },
        { key: 'count', label: 'Texts', numeric: true },
      ]}
      loading={loading}
    >
      <LineChart
        h={280}
        data={data}
        dataKey="month"
        withLegend
        withDots={false}
        curveType="monotone"
        series={top.map((t, i) => ({ name: t.key, label: t.label, color: seriesColor(i) }))}
      />
    </ChartCard>
  );
}

/** The same themes on survey comments and on media, side by side. */
function SourceComparisonCard() {
  const { input, enabled } = useAnalyticsInput();
  const survey = trpc.analytics.themes.list.useQuery(
    { filter: input, source: 'survey', limit: 20 },
    { enabled },
  );
  const media = trpc.analytics.themes.list.useQuery(
    { filter: input, source: 'media', limit: 20 },
    { enabled },
  );
  const s = (survey.data as ThemesResult | undefined)?.themes ?? [];
  const m = (media.data as ThemesResult | undefined)?.themes ?? [];
  const keys = [...new Set([...s.map((t) => t.key), ...m.map((t) => t.key)])];
  const rows = keys.map((key) => {
    const a = s.find((t) => t.key === key);
    const b = m.find((t) => t.key === key);
    return {
      key,
      label: a?.label ?? b?.label ?? key,
      surveyVolume: a?.volume ?? 0,
      surveyNet: a?.netSentiment ?? null,
      mediaVolume: b?.volume ?? 0,
      mediaNet: b?.netSentiment ?? null,
    };
  });
  return (
    <ChartCard
      title="Survey comments vs media"
      description="The same themes found in open survey comments and in media mentions."
      rows={rows}
      rowKey={(r) => r.key}
      columns={[
        { key: 'label', label: 'Theme' },
        {
          key: 'surveyVolume',
          label: 'Survey texts',
          numeric: true,
          render: (r) => formatCount(r.surveyVolume),
        },
        {
          key: 'surveyNet',
          label: 'Survey net',
          numeric: true,
          render: (r) => <NetSentimentBadge value={r.surveyNet} />,
        },
        {
          key: 'mediaVolume',
          label: 'Media texts',
          numeric: true,
          render: (r) => formatCount(r.mediaVolume),
        },
        {
          key: 'mediaNet',
          label: 'Media net',
          numeric: true,
          render: (r) => <NetSentimentBadge value={r.mediaNet} />,
        },
      ]}
      loading={survey.isLoading || media.isLoading}
      error={survey.error ?? media.error}
    />
  );
}

function ThemesContent() {
  const { input, enabled } = useAnalyticsInput();
  const [source, setSource] = useState<ThemeSource>('all');
  const [open, setOpen] = useState<Theme | null>(null);
  const query = trpc.analytics.themes.list.useQuery(
    { filter: input, source, limit: 20 },
    { enabled },
  );
  const data = query.data as ThemesResult | undefined;
  return (
    <>
      <SegmentedControl
        value={source}
        onChange={(v) => setSource(v as ThemeSource)}
        data={SOURCES}
        aria-label="Texts to analyse"
        w="fit-content"
      />
      <ThemesCard
        title="Themes"
        themes={data?.themes ?? []}
        totalTexts={data?.totalTexts}
        loading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        onOpen={setOpen}
      />
      <CardGrid>
        <ThemeTrendCard themes={data?.themes ?? []} loading={query.isLoading} />
        <SourceComparisonCard />
      </CardGrid>
      <ThemeTextsDrawer theme={open} source={source} filter={input} onClose={() => setOpen(null)} />
    </>
  );
}

export default function ThemesPage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <DashboardLayout
          title="Themes"
          description={`${customer.name}: what open comments and media mentions talk about. Open a theme to read its texts.`}
          filters={<DashboardFilters />}
        >
          <ThemesContent />
        </DashboardLayout>
      )}
    </RequireCustomer>
  );
}
