import type {
  DriversResult,
  MediaSentimentResult,
  ReputationSummary,
  ReputationTrend,
  ShareOfVoiceResult,
  ThemesResult,
} from '@repute/shared/analytics';
import { NET_SENTIMENT_FORMULA } from '@repute/shared/analytics';
import { Title } from '@mantine/core';
import {
  driversVm,
  scoreFromCard,
  scoreFromKpi,
  trendSeries,
} from '../../components/dashboard/adapters';
import { useAnalyticsInput } from '../../components/dashboard/analytics-input';
import { DashboardFilters } from '../../components/dashboard/dashboard-filters';
import {
  CardGrid,
  DashboardLayout,
  KpiGrid,
  RequireCustomer,
} from '../../components/dashboard/dashboard-layout';
import {
  DriverImportanceCard,
  DriverQuadrantCard,
} from '../../components/dashboard/driver-sections';
import { formatCount, formatNetSentiment, formatPercent } from '../../components/dashboard/format';
import { KpiCard } from '../../components/dashboard/kpi-card';
import { MediaVolumeCard, ShareOfVoiceCard } from '../../components/dashboard/media-sections';
import { NpsKpiCard } from '../../components/dashboard/nps-kpi-card';
import { ScoreKpiRow, ScoreTrendCard } from '../../components/dashboard/score-sections';
import { ThemesCard } from '../../components/dashboard/theme-sections';
import { trpc } from '../../lib/trpc';
import { trendScores } from '../../components/dashboard/adapters';

function MediaKpis() {
  const { input, enabled } = useAnalyticsInput();
  const sov = trpc.analytics.media.shareOfVoice.useQuery(
    { filter: input, basis: 'mentions' },
    { enabled },
  );
  const sentiment = trpc.analytics.media.sentiment.useQuery(input, { enabled });
  const sovData = sov.data as ShareOfVoiceResult | undefined;
  const sentData = sentiment.data as MediaSentimentResult | undefined;
  const own = sovData?.brands.find((b) => b.isOwn);
  const channels = sentData?.byChannel ?? [];
  const totals = channels.reduce(
    (acc, c) => ({
      p: acc.p + c.positive,
      n: acc.n + c.negative,
      all: acc.all + c.total,
      reach: acc.reach + c.reach,
      eng: acc.eng + c.engagement,
    }),
    { p: 0, n: 0, all: 0, reach: 0, eng: 0 },
  );
  const net = totals.all ? ((totals.p - totals.n) / totals.all) * 100 : null;
  return (
    <>
      <KpiCard
        label="Share of voice"
        value={own?.share ?? null}
        format={(v) => formatPercent(v, { scale: 100 })}
        sparkline={(sovData?.months ?? []).map((m) => (own ? (m.shares[own.brand] ?? null) : null))}
        base={own?.mentions ?? null}
        loading={sov.isLoading}
        hint="Own-brand mentions / competitive set"
      />
      <KpiCard
        label="Media net sentiment"
        value={net}
        format={(v) => (v === null ? '—' : formatNetSentiment(v / 100))}
        base={totals.all || null}
        loading={sentiment.isLoading}
        hint={`Net sentiment = ${NET_SENTIMENT_FORMULA}`}
      />
      <KpiCard
        label="Mentions"
        value={totals.all}
        format={(v) => formatCount(v)}
        loading={sentiment.isLoading}
      />
      <KpiCard
        label="Engagement rate"
        value={totals.reach ? (totals.eng / totals.reach) * 100 : null}
        format={(v) => formatPercent(v, { scale: 100, digits: 2 })}
        loading={sentiment.isLoading}
        hint="Engagements / reach"
      />
    </>
  );
}

function MasterContent() {
  const { input, enabled } = useAnalyticsInput();
  const summary = trpc.analytics.reputation.summary.useQuery(input, { enabled });
  const trend = trpc.analytics.reputation.trend.useQuery(input, { enabled });
  const drivers = trpc.analytics.drivers.get.useQuery({ filter: input }, { enabled });
  const themes = trpc.analytics.themes.list.useQuery(
    { filter: input, source: 'all', limit: 8 },
    { enabled },
  );
  const data = summary.data as ReputationSummary | undefined;
  const trendData = trend.data as ReputationTrend | undefined;
  const series = trendSeries(trendData);
  const themeData = themes.data as ThemesResult | undefined;
  const vm = driversVm(drivers.data as DriversResult | undefined);
  const common = {
    loading: summary.isLoading,
    error: summary.error,
    onRetry: () => void summary.refetch(),
  };
  return (
    <>
      <ScoreKpiRow scores={(data?.cards ?? []).map(scoreFromCard)} {...common} />
      <Title order={2} size="h4">
        Pulse items
      </Title>
      <ScoreKpiRow
        scores={(data?.pulse ?? []).map((k) => scoreFromKpi(k))}
        {...common}
        placeholders={['Trust', 'Esteem', 'Admiration', 'Good feeling']}
      />
      <Title order={2} size="h4">
        Dimensions
      </Title>
      <ScoreKpiRow
        scores={(data?.dimensions ?? []).map((k) => scoreFromKpi(k, series[k.key] ?? []))}
        {...common}
        placeholders={['Products & Services', 'Innovation', 'Workplace', 'Governance']}
      />
      <Title order={2} size="h4">
        Brand and media
      </Title>
      <KpiGrid cols={5}>
        <NpsKpiCard />
        <MediaKpis />
      </KpiGrid>
      <CardGrid>
        <ScoreTrendCard
          title="Reputation trend"
          scores={trendScores(trendData)}
          loading={trend.isLoading}
          error={trend.error}
          onRetry={() => void trend.refetch()}
        />
        <MediaVolumeCard />
      </CardGrid>
      <CardGrid>
        <DriverImportanceCard drivers={vm} loading={drivers.isLoading} error={drivers.error} />
        <DriverQuadrantCard drivers={vm} loading={drivers.isLoading} error={drivers.error} />
      </CardGrid>
      <CardGrid>
        <ThemesCard
          themes={themeData?.themes ?? []}
          totalTexts={themeData?.totalTexts}
          loading={themes.isLoading}
          error={themes.error}
        />
        <ShareOfVoiceCard />
      </CardGrid>
    </>
  );
}

export default function MasterDashboardPage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <DashboardLayout
          title="Master dashboard"
          description={`Every headline KPI of ${customer.name} on one screen.`}
          filters={<DashboardFilters />}
        >
          <MasterContent />
        </DashboardLayout>
      )}
    </RequireCustomer>
  );
}
