/**
 * Resolves what an analytics request reads: the customer's datasets (the named one, or the
 * latest ready survey / media dataset), the brand, the months, and the SQL conditions.
 */
import type { DatasetRef, Period, TAnalyticsFilterParsed } from '@repute/shared/analytics';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { datasets, mentions, surveyResponses } from '../../../db/schema/index';

export interface Scope {
  survey:
    (DatasetRef & { timeFrom: string | null; timeTo: string | null; rowCount: number }) | null;
  /** The media dataset shown (the named one, else the latest); with mediaIds all that are read. */
  media: (DatasetRef & { timeFrom: string | null; timeTo: string | null; rowCount: number }) | null;
  /** Media and social datasets read together: the named one, else every ready one. */
  mediaAll: DatasetRow[];
}

type DatasetRow = DatasetRef & { timeFrom: string | null; timeTo: string | null; rowCount: number };

const datasetColumns = {
  id: datasets.id,
  name: datasets.name,
  kind: datasets.kind,
  updatedAt: datasets.updatedAt,
  timeFrom: datasets.timeFrom,
  timeTo: datasets.timeTo,
  rowCount: datasets.rowCount,
};

function ready(db: Db, customerId: number, kinds: ('survey' | 'media' | 'social')[]): DatasetRow[] {
  return db
    .select(datasetColumns)
    .from(datasets)
    .where(
      and(
        eq(datasets.customerId, customerId),
        eq(datasets.status, 'ready'),
        inArray(datasets.kind, kinds),
      ),
    )
    .orderBy(desc(datasets.updatedAt), desc(datasets.id))
    .all();
}

/** One dataset row standing for several: the union of their months, a combined version. */
function merged(list: DatasetRow[]): DatasetRow | null {
  const first = list[0];
  if (!first) return null;
  if (list.length === 1) return first;
  const froms = list
    .map((d) => d.timeFrom)
    .filter((x): x is string => !!x)
    .sort();
  const tos = list
    .map((d) => d.timeTo)
    .filter((x): x is string => !!x)
    .sort();
  return {
    ...first,
    name: list.map((d) => d.name).join(' + '),
    timeFrom: froms[0] ?? null,
    timeTo: tos.at(-1) ?? null,
    rowCount: list.reduce((t, d) => t + d.rowCount, 0),
    updatedAt:
      list
        .map((d) => d.updatedAt)
        .sort()
        .at(-1) ?? first.updatedAt,
  };
}

/**
 * The named dataset must belong to the customer (else 404). Surveys default to the latest ready
 * one; media reads every ready media and social dataset unless one is named.
 */
export function resolveScope(db: Db, customerId: number, datasetId: number | undefined): Scope {
  const surveys = () => ready(db, customerId, ['survey'])[0] ?? null;
  const medias = () => ready(db, customerId, ['media', 'social']);
  const build = (survey: DatasetRow | null, mediaAll: DatasetRow[]): Scope => ({
    survey,
    media: merged(mediaAll),
    mediaAll,
  });
  if (datasetId === undefined) return build(surveys(), medias());
  const named = db
    .select(datasetColumns)
    .from(datasets)
    .where(
      and(
        eq(datasets.id, datasetId),
        eq(datasets.customerId, customerId),
        eq(datasets.status, 'ready'),
      ),
    )
    .get();
  if (!named) throw new TRPCError({ code: 'NOT_FOUND', message: 'Dataset not found' });
  if (named.kind === 'survey') return build(named, medias());
  if (named.kind === 'media' || named.kind === 'social') return build(surveys(), [named]);
  return build(surveys(), medias());
}

export function datasetRef(d: DatasetRow | null): DatasetRef | null {
  return d ? { id: d.id, name: d.name, kind: d.kind, updatedAt: d.updatedAt } : null;
}

/** A cache version for a dataset: changes whenever its rows or metadata change. */
export function datasetVersion(d: DatasetRow | null | DatasetRow[]): string {
  if (Array.isArray(d)) return d.map((x) => datasetVersion(x)).join(',') || 'none';
  return d ? `${d.id}:${d.updatedAt}:${d.rowCount}` : 'none';
}

// ---------------------------------------------------------------- months

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = (y ?? 0) * 12 + (m ?? 1) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to && out.length < 600; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** The months the filter selects within the dataset (whole dataset by default). */
export function monthRange(
  d: { timeFrom: string | null; timeTo: string | null } | null,
  filter: TAnalyticsFilterParsed,
): Period | null {
  if (!d?.timeFrom || !d.timeTo) return null;
  const from = filter.from ?? d.timeFrom.slice(0, 7);
  const to = filter.to ?? d.timeTo.slice(0, 7);
  return from <= to ? { from, to } : null;
}

/**
 * The reporting period and the one before it, of equal length: the filter's months when given,
 * else the last three months of data (a quarter).
 */
export function reportingPeriods(
  d: { timeFrom: string | null; timeTo: string | null } | null,
  filter: TAnalyticsFilterParsed,
): { current: Period; previous: Period } | null {
  const range = monthRange(d, filter);
  if (!range) return null;
  const current =
    filter.from || filter.to
      ? range
      : { from: maxMonth(addMonths(range.to, -2), range.from), to: range.to };
  const length = monthsBetween(current.from, current.to).length;
  const previous = { from: addMonths(current.from, -length), to: addMonths(current.from, -1) };
  return { current, previous };
}

const maxMonth = (a: string, b: string) => (a > b ? a : b);

export const inPeriod = (month: string, p: Period | null) =>
  !!p && month >= p.from && month <= p.to;

// ---------------------------------------------------------------- conditions

export const SEGMENT_COLUMNS = {
  age_band: surveyResponses.ageBand,
  gender: surveyResponses.gender,
  region: surveyResponses.region,
  stakeholder_group: surveyResponses.stakeholderGroup,
} as const;

export interface SurveyConditionOptions {
  period: Period | null;
  /** 'own' (default: the filter's brand or the own brand), or 'all' brands. */
  brands?: 'own' | 'all';
  /** Skip the filter's segment (for by-segment breakdowns). */
  ignoreSegment?: boolean;
}

export function surveyWhere(
  customerId: number,
  datasetId: number,
  filter: TAnalyticsFilterParsed,
  options: SurveyConditionOptions,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(surveyResponses.customerId, customerId),
    eq(surveyResponses.datasetId, datasetId),
  ];
  if (options.period) {
    conditions.push(gte(surveyResponses.date, `${options.period.from}-01`));
    conditions.push(lte(surveyResponses.date, `${options.period.to}-31`));
  }
  if ((options.brands ?? 'own') === 'own') {
    conditions.push(
      filter.brand ? eq(surveyResponses.brand, filter.brand) : eq(surveyResponses.isOwnBrand, true),
    );
  }
  if (filter.segment && !options.ignoreSegment) {
    conditions.push(eq(SEGMENT_COLUMNS[filter.segment.dimension], filter.segment.value));
  }
  return and(...conditions);
}

export function mentionsWhere(
  customerId: number,
  datasetIds: number | number[],
  filter: TAnalyticsFilterParsed,
  period: Period | null,
  brands: 'own' | 'all' = 'own',
): SQL | undefined {
  const ids = Array.isArray(datasetIds) ? datasetIds : [datasetIds];
  const conditions: (SQL | undefined)[] = [
    eq(mentions.customerId, customerId),
    ids.length === 1 ? eq(mentions.datasetId, ids[0] ?? 0) : inArray(mentions.datasetId, ids),
  ];
  if (period) {
    conditions.push(gte(mentions.date, `${period.from}-01`));
    conditions.push(lte(mentions.date, `${period.to}-31`));
  }
  if (brands === 'own') {
    conditions.push(
      filter.brand
        ? sql`exists (select 1 from json_each(${mentions.brands}) where value = ${filter.brand})`
        : eq(mentions.isOwnBrand, true),
    );
  }
  if (filter.segment?.dimension === 'region')
    conditions.push(eq(mentions.region, filter.segment.value));
  return and(...conditions);
}

/** The brand name the survey rows use for the filter's brand (own brand by default). */
export function surveyBrandName(
  db: Db,
  customerId: number,
  datasetId: number,
  filter: TAnalyticsFilterParsed,
): string | null {
  if (filter.brand) return filter.brand;
  const row = db
    .select({ brand: surveyResponses.brand })
    .from(surveyResponses)
    .where(
      and(
        eq(surveyResponses.customerId, customerId),
        eq(surveyResponses.datasetId, datasetId),
        eq(surveyResponses.isOwnBrand, true),
      ),
    )
    .limit(1)
    .get();
  return row?.brand ?? null;
}

/** Brands rated in the survey dataset, own brand first. */
export function surveyBrands(
  db: Db,
  customerId: number,
  datasetId: number,
): { brand: string; isOwn: boolean }[] {
  return db
    .select({
      brand: surveyResponses.brand,
      isOwn: sql<number>`max(${surveyResponses.isOwnBrand})`,
    })
    .from(surveyResponses)
    .where(
      and(eq(surveyResponses.customerId, customerId), eq(surveyResponses.datasetId, datasetId)),
    )
    .groupBy(surveyResponses.brand)
    .all()
    .map((r) => ({ brand: r.brand, isOwn: Number(r.isOwn) === 1 }))
    .sort((a, b) => Number(b.isOwn) - Number(a.isOwn) || a.brand.localeCompare(b.brand));
}
