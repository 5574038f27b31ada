/**
 * The /data-quality report for one dataset: missing values, duplicates, out-of-range values,
 * straight-liners, speeders and base sizes, each with a plain-language warning.
 * Thresholds follow ANALYTICS.md: segments under 30 are suppressed, under 100 a low base.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import type { DatasetKind } from '../../db/schema/index';

export const SUPPRESS_BASE = 30;
export const LOW_BASE = 100;
/** A respondent faster than this share of the median duration is a speeder. */
export const SPEEDER_SHARE = 0.4;

const RATING_COLUMNS = [
  'trust',
  'esteem',
  'admiration',
  'good_feeling',
  'products_services',
  'innovation',
  'workplace',
  'governance',
  'citizenship',
  'leadership',
  'performance',
] as const;

const TABLES: Record<DatasetKind, { table: string; columns: string[] }> = {
  survey: {
    table: 'survey_responses',
    columns: [
      ...RATING_COLUMNS,
      'aware',
      'familiar',
      'would_consider',
      'prefer',
      'would_recommend',
      'nps',
      'age_band',
      'gender',
      'region',
      'stakeholder_group',
      'comment',
      'duration_seconds',
    ],
  },
  media: {
    table: 'mentions',
    columns: ['outlet', 'author', 'title', 'url', 'language', 'region', 'platform'],
  },
  social: {
    table: 'mentions',
    columns: ['outlet', 'author', 'title', 'url', 'language', 'region', 'platform'],
  },
  financial: { table: 'financial_series', columns: ['unit'] },
  spend: { table: 'spend_series', columns: ['impressions'] },
  events: { table: 'timeline_events', columns: ['end_date', 'description', 'url'] },
};

export type Level = 'ok' | 'info' | 'warning';

export interface QualityCheck {
  key: 'missing' | 'duplicates' | 'out_of_range' | 'straight_lining' | 'speeders' | 'base_sizes';
  title: string;
  level: Level;
  /** The plain-language finding shown to the user. */
  message: string;
}

export interface QualityReport {
  rowCount: number;
  checks: QualityCheck[];
  missing: { column: string; missing: number; share: number }[];
  duplicates: number;
  outOfRange: { column: string; count: number; expected: string }[];
  straightLiners: number | null;
  speeders: {
    measured: boolean;
    count: number;
    medianSeconds: number | null;
    thresholdSeconds: number | null;
  } | null;
  baseSizes: { segment: string; value: string; n: number; flag: 'suppressed' | 'low' | 'ok' }[];
}

const pct = (share: number) => `${(share * 100).toFixed(share < 0.01 ? 2 : 1)}%`;
const raw = (name: string) => sql.raw(`"${name}"`);

export function qualityReport(opts: {
  db: Db;
  datasetId: number;
  kind: DatasetKind;
}): QualityReport {
  const { db, datasetId, kind } = opts;
  const spec = TABLES[kind];
  const table = raw(spec.table);
  const scope = sql`dataset_id = ${datasetId}`;
  const rowCount =
    db.get<{ n: number }>(sql`select count(*) n from ${table} where ${scope}`)?.n ?? 0;

  // Missing values: one pass, count(col) counts non-nulls (empty strings count as missing too).
  const counts = db.get<Record<string, number>>(
    sql`select ${sql.join(
      spec.columns.map(
        (c) =>
          sql`sum(case when ${raw(c)} is null or ${raw(c)} = '' then 1 else 0 end) as ${raw(c)}`,
      ),
      sql`, `,
    )} from ${table} where ${scope}`,
  );
  const missing = spec.columns.map((column) => {
    const n = Number(counts?.[column] ?? 0);
    return { column, missing: n, share: rowCount ? n / rowCount : 0 };
  });

  const duplicateKey: Record<DatasetKind, string> = {
    survey: 'respondent_id, brand',
    media: "date, coalesce(author, ''), text",
    social: "date, coalesce(author, ''), text",
    financial: 'date, brand, metric',
    spend: 'date, channel',
    events: 'date, title',
  };
  const duplicates =
    db.get<{ n: number }>(
      sql`select coalesce(sum(c - 1), 0) n from (select count(*) c from ${table} where ${scope}
          group by ${sql.raw(duplicateKey[kind])} having count(*) > 1)`,
    )?.n ?? 0;

  const outOfRange: QualityReport['outOfRange'] = [];
  let straightLiners: number | null = null;
  let speeders: QualityReport['speeders'] = null;
  const baseSizes: QualityReport['baseSizes'] = [];

  if (kind === 'survey') {
    const ranges = db.get<Record<string, number>>(
      sql`select ${sql.join(
        [
          ...RATING_COLUMNS.map(
            (c) => sql`sum(${raw(c)} < scale_min or ${raw(c)} > scale_max) as ${raw(c)}`,
          ),
          sql`sum(nps < 0 or nps > 10 or nps != cast(nps as integer)) as nps`,
          sql`sum(weight <= 0) as weight`,
          ...['aware', 'familiar', 'would_consider', 'prefer', 'would_recommend'].map(
            (c) => sql`sum(${raw(c)} not in (0, 1)) as ${raw(c)}`,
          ),
        ],
        sql`, `,
      )} from survey_responses where ${scope}`,
    );
    for (const [column, count] of Object.entries(ranges ?? {})) {
      if (Number(count) > 0) {
        const expected =
          column === 'nps'
            ? '0 to 10'
            : column === 'weight'
              ? 'above 0'
              : (RATING_COLUMNS as readonly string[]).includes(column)
                ? 'the scale minimum to maximum'
                : '0 or 1';
        outOfRange.push({ column, count: Number(count), expected });
      }
    }
    // Straight-lining: a rated row whose answered items (at least 8) all carry the same value.
    const answered = RATING_COLUMNS.map((c) => sql`(${raw(c)} is not null)`);
    const values = RATING_COLUMNS.map((c) => raw(c));
    straightLiners =
      db.get<{ n: number }>(
        sql`select count(distinct respondent_id) n from survey_responses where ${scope}
            and (${sql.join(answered, sql` + `)}) >= 8
            and max(${sql.join(values, sql`, `)}) = min(${sql.join(values, sql`, `)})`,
      )?.n ?? 0;
    // Scalar max()/min() return null if any argument is null; coalesce would hide that, so
    // respondents with gaps are judged on the answered items through the check above only.
    const durations = db
      .all<{ d: number }>(
        sql`select duration_seconds d from survey_responses where ${scope} and duration_seconds is not null
            group by respondent_id order by d`,
      )
      .map((r) => r.d);
    if (durations.length === 0) {
      speeders = { measured: false, count: 0, medianSeconds: null, thresholdSeconds: null };
    } else {
      const median = durations[Math.floor(durations.length / 2)] ?? 0;
      const threshold = Math.round(median * SPEEDER_SHARE);
      speeders = {
        measured: true,
        count: durations.filter((d) => d < threshold).length,
        medianSeconds: median,
        thresholdSeconds: threshold,
      };
    }
    for (const segment of ['stakeholder_group', 'age_band', 'gender', 'region', 'wave']) {
      const rows = db.all<{ value: string | null; n: number }>(
        sql`select ${raw(segment)} value, count(distinct respondent_id) n from survey_responses
            where ${scope} group by 1 order by 1`,
      );
      for (const row of rows) {
        const flag = row.n < SUPPRESS_BASE ? 'suppressed' : row.n < LOW_BASE ? 'low' : 'ok';
        baseSizes.push({ segment, value: row.value ?? '(missing)', n: row.n, flag });
      }
    }
  } else if (kind === 'media' || kind === 'social') {
    const ranges = db.get<{ score: number; reach: number; engagement: number }>(
      sql`select sum(sentiment_score < -1 or sentiment_score > 1) score, sum(reach < 0) reach,
          sum(engagement < 0) engagement from mentions where ${scope}`,
    );
    if (ranges?.score)
      outOfRange.push({ column: 'sentiment_score', count: ranges.score, expected: '-1 to 1' });
    if (ranges?.reach)
      outOfRange.push({ column: 'reach', count: ranges.reach, expected: '0 or more' });
    if (ranges?.engagement)
      outOfRange.push({ column: 'engagement', count: ranges.engagement, expected: '0 or more' });
    for (const segment of ['channel', 'platform']) {
      const rows = db.all<{ value: string | null; n: number }>(
        sql`select ${raw(segment)} value, count(*) n from mentions where ${scope} group by 1 order by 1`,
      );
      for (const row of rows) {
        if (segment === 'platform' && row.value === null) continue;
        const flag = row.n < SUPPRESS_BASE ? 'suppressed' : row.n < LOW_BASE ? 'low' : 'ok';
        baseSizes.push({ segment, value: row.value ?? '(missing)', n: row.n, flag });
      }
    }
  } else if (kind === 'spend') {
    const bad =
      db.get<{ n: number }>(sql`select count(*) n from spend_series where ${scope} and spend < 0`)
        ?.n ?? 0;
    if (bad) outOfRange.push({ column: 'spend', count: bad, expected: '0 or more' });
  } else if (kind === 'events') {
    const bad =
      db.get<{ n: number }>(
        sql`select count(*) n from timeline_events where ${scope} and (impact < -2 or impact > 2)`,
      )?.n ?? 0;
    if (bad) outOfRange.push({ column: 'impact', count: bad, expected: '-2 to 2' });
  }

  return {
    rowCount,
    missing,
    duplicates,
    outOfRange,
    straightLiners,
    speeders,
    baseSizes,
    checks: describeChecks({
      rowCount,
      missing,
      duplicates,
      outOfRange,
      straightLiners,
      speeders,
      baseSizes,
    }),
  };
}

/** Turns the figures into the sentences on screen. Pure, so it is tested on its own. */
export function describeChecks(r: Omit<QualityReport, 'checks'>): QualityCheck[] {
  const checks: QualityCheck[] = [];
  const worst = [...r.missing].sort((a, b) => b.share - a.share)[0];
  checks.push(
    !worst || worst.missing === 0
      ? { key: 'missing', title: 'Missing values', level: 'ok', message: 'No values are missing.' }
      : {
          key: 'missing',
          title: 'Missing values',
          level: worst.share > 0.2 ? 'warning' : 'info',
          message: `${worst.column} is empty in ${worst.missing.toLocaleString('en')} rows (${pct(worst.share)}).${
            worst.share > 0.2 ? ' Results that use it rest on the rows that have it.' : ''
          }`,
        },
  );
  checks.push(
    r.duplicates === 0
      ? { key: 'duplicates', title: 'Duplicates', level: 'ok', message: 'No duplicate rows.' }
      : {
          key: 'duplicates',
          title: 'Duplicates',
          level: 'warning',
          message: `${r.duplicates.toLocaleString('en')} rows repeat another row; they count twice unless removed.`,
        },
  );
  const bad = r.outOfRange.reduce((sum, o) => sum + o.count, 0);
  checks.push(
    bad === 0
      ? {
          key: 'out_of_range',
          title: 'Out-of-range values',
          level: 'ok',
          message: 'Every value is within its range.',
        }
      : {
          key: 'out_of_range',
          title: 'Out-of-range values',
          level: 'warning',
          message: `${bad.toLocaleString('en')} values fall outside their range (${r.outOfRange
            .map((o) => `${o.column}: ${o.count} not ${o.expected}`)
            .join('; ')}).`,
        },
  );
  if (r.straightLiners !== null) {
    checks.push(
      r.straightLiners === 0
        ? {
            key: 'straight_lining',
            title: 'Straight-lining',
            level: 'ok',
            message: 'No respondent gave the same answer to every rating.',
          }
        : {
            key: 'straight_lining',
            title: 'Straight-lining',
            level: 'warning',
            message: `${r.straightLiners.toLocaleString('en')} respondents gave the same rating to every item; their answers may not be considered.`,
          },
    );
  }
  if (r.speeders) {
    checks.push(
      !r.speeders.measured
        ? {
            key: 'speeders',
            title: 'Speeders',
            level: 'info',
            message: 'No interview durations in this dataset, so speeders cannot be checked.',
          }
        : r.speeders.count === 0
          ? {
              key: 'speeders',
              title: 'Speeders',
              level: 'ok',
              message: `No respondent finished in under ${r.speeders.thresholdSeconds} seconds.`,
            }
          : {
              key: 'speeders',
              title: 'Speeders',
              level: 'warning',
              message: `${r.speeders.count.toLocaleString('en')} respondents finished in under ${r.speeders.thresholdSeconds} seconds (less than ${SPEEDER_SHARE * 100}% of the median ${r.speeders.medianSeconds} s).`,
            },
    );
  }
  const suppressed = r.baseSizes.filter((b) => b.flag === 'suppressed');
  const low = r.baseSizes.filter((b) => b.flag === 'low');
  if (r.baseSizes.length) {
    checks.push(
      suppressed.length + low.length === 0
        ? {
            key: 'base_sizes',
            title: 'Base sizes',
            level: 'ok',
            message: `Every segment has at least ${LOW_BASE} respondents.`,
          }
        : {
            key: 'base_sizes',
            title: 'Base sizes',
            level: 'warning',
            message: [
              suppressed.length
                ? `${suppressed.length} segments have fewer than ${SUPPRESS_BASE} and are hidden (${suppressed
                    .slice(0, 3)
                    .map((b) => `${b.value}: ${b.n}`)
                    .join(', ')}).`
                : '',
              low.length
                ? `${low.length} segments have fewer than ${LOW_BASE}: read them as indicative.`
                : '',
            ]
              .filter(Boolean)
              .join(' '),
          },
    );
  }
  return checks;
}
