import { Badge, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { Sparkline } from '@mantine/charts';
import { bandColor, formatChange, formatCount, formatScore, humanize } from './format';

export interface KpiChange {
  /** Current minus previous, in the KPI's own unit. */
  delta: number | null;
  /** True only when the period test says so at 95%. */
  significant: boolean;
  pValue?: number | null;
  /** E.g. 'vs Jan 2025'. */
  against?: string;
}

export interface KpiCardProps {
  label: string;
  value: number | null;
  format?: (value: number | null) => string;
  /** Band name (excellent..poor); shown as a coloured badge. */
  band?: string | null;
  change?: KpiChange | null;
  /** Unit shown after the change ("pts", "%"). */
  changeUnit?: string;
  sparkline?: readonly (number | null)[];
  /** Respondents behind the figure (n) and the effective base after weighting. */
  base?: number | null;
  effectiveBase?: number | null;
  interval?: { low: number; high: number } | null;
  /** n < 30: the value is withheld. */
  suppressed?: boolean;
  /** n < 100: shown with a low-base flag. */
  lowBase?: boolean;
  loading?: boolean;
  hint?: string;
  /** Higher is worse (e.g. detractors): flips the change colour. */
  invert?: boolean;
}

function changeText(change: KpiChange, unit: string) {
  if (change.delta === null) return 'No previous period';
  return formatChange(change.delta, unit);
}

/** Headline KPI: value, band, change with arrow and significance mark, sparkline, base. */
export function KpiCard({
  label,
  value,
  format = formatScore,
  band,
  change,
  changeUnit = '',
  sparkline,
  base,
  effectiveBase,
  interval,
  suppressed = false,
  lowBase = false,
  loading = false,
  hint,
  invert = false,
}: KpiCardProps) {
  if (loading) {
    return (
      <Card withBorder radius="md" padding="lg" aria-busy="true" aria-label={`Loading ${label}`}>
        <Stack gap="xs">
          <Skeleton height={12} width="50%" />
          <Skeleton height={32} width="40%" />
          <Skeleton height={36} />
        </Stack>
      </Card>
    );
  }
  const delta = change?.delta ?? null;
  const up = delta !== null && delta > 0;
  const down = delta !== null && delta < 0;
  const good = invert ? down : up;
  const bad = invert ? up : down;
  const changeColor = !change?.significant ? 'dimmed' : good ? 'green.7' : bad ? 'red.7' : 'dimmed';
  const arrow = up ? '▲' : down ? '▼' : '▶';
  const points = (sparkline ?? []).filter((p): p is number => typeof p === 'number');
  const shown = suppressed ? null : value;

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={label} h="100%">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed" fw={600} tt="uppercase" lts={0.4} truncate>
            {label}
          </Text>
          {band && !suppressed ? (
            <Badge color={bandColor(band)} variant="light" c="var(--mantine-color-text)" size="sm">
              {humanize(band)}
            </Badge>
          ) : null}
        </Group>
        <Group align="baseline" gap="xs" wrap="nowrap">
          <Tooltip label={hint} disabled={!hint} withArrow>
            <Text
              fz={32}
              fw={700}
              lh={1.1}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="kpi-value"
            >
              {suppressed ? 'n<30' : format(shown)}
            </Text>
          </Tooltip>
          {change && !suppressed ? (
            <Text
              size="sm"
              fw={600}
              c={changeColor}
              aria-label={`Change ${changeText(change, changeUnit)}${
                change.significant ? ', significant at 95%' : ', not significant'
              }`}
            >
              <span aria-hidden>{delta === null ? '' : `${arrow} `}</span>
              {changeText(change, changeUnit)}
              {change.significant ? (
                <Tooltip label="Significant at 95%" withArrow>
                  <span aria-hidden> ★</span>
                </Tooltip>
              ) : null}
            </Text>
          ) : null}
        </Group>
        {points.length > 1 && !suppressed ? (
          // inert: the trend is decoration here (the table views carry the figures); recharts
          // would otherwise put a focusable, unnamed svg in the tab order.
          <div inert>
            <Sparkline
              h={40}
              data={points}
              curveType="monotone"
              color="green.6"
              fillOpacity={0.25}
              strokeWidth={2}
            />
          </div>
        ) : (
          <div style={{ height: 40 }} aria-hidden />
        )}
        <Group gap={6} justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {suppressed
              ? 'Base too small to report'
              : interval
                ? `95% CI ${formatScore(interval.low)}–${formatScore(interval.high)}`
                : change?.against
                  ? change.against
                  : ' '}
          </Text>
          {base !== undefined && base !== null ? (
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                n={formatCount(base)}
                {effectiveBase ? ` (eff. ${formatCount(effectiveBase)})` : ''}
              </Text>
              {lowBase && !suppressed ? (
                <Tooltip label="Low base: fewer than 100 respondents" withArrow>
                  <Badge size="xs" color="orange" variant="light" c="var(--mantine-color-text)">
                    Low base
                  </Badge>
                </Tooltip>
              ) : null}
            </Group>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
