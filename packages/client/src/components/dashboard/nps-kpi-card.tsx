import type { NpsResult } from '@repute/shared/analytics';
import { trpc } from '../../lib/trpc';
import { toKpiChange } from './adapters';
import { useAnalyticsInput } from './analytics-input';
import { KpiCard } from './kpi-card';

const signed = (v: number | null) =>
  v === null ? '—' : `${v > 0 ? '+' : v < 0 ? '−' : ''}${Math.abs(v).toFixed(1)}`;

/** NPS as a KPI card: value, 95% interval, change with its z-test. */
export function NpsKpiCard() {
  const { input, enabled } = useAnalyticsInput();
  const query = trpc.analytics.brand.nps.useQuery(input, { enabled });
  const data = query.data as NpsResult | undefined;
  return (
    <KpiCard
      label="Net Promoter Score"
      value={data?.nps.value ?? null}
      format={signed}
      change={toKpiChange(data?.change)}
      sparkline={(data?.months ?? []).map((m) => m.nps.value)}
      base={data?.nps.n ?? null}
      effectiveBase={data?.nps.nEff ?? null}
      interval={
        data && data.nps.ciLow !== null && data.nps.ciHigh !== null
          ? { low: data.nps.ciLow, high: data.nps.ciHigh }
          : null
      }
      suppressed={data?.nps.suppressed}
      lowBase={data?.nps.lowBase}
      loading={query.isLoading}
      hint="% promoters (9-10) minus % detractors (0-6)"
    />
  );
}
