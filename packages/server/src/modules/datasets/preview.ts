/** Dataset rows for /dataset-test: one page of rows of any kind, with the filters that fit it. */
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import {
  financialSeries,
  mentions,
  spendSeries,
  surveyResponses,
  timelineEvents,
  type DatasetKind,
} from '../../db/schema/index';

export const ZPreviewFilters = z.object({
  search: z.string().trim().max(200).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  brand: z.string().max(200).optional(),
  wave: z
    .string()
    .regex(/^\d{4}-\d{2}$/, 'Wave must be YYYY-MM')
    .optional(),
  region: z.string().max(100).optional(),
  segment: z.string().max(100).optional(),
  channel: z.string().max(50).optional(),
  sentiment: z.enum(['positive', 'neutral', 'negative']).optional(),
});
export type PreviewFilters = z.infer<typeof ZPreviewFilters>;

export interface PreviewPage {
  columns: string[];
  rows: Record<string, unknown>[];
  total: number;
  /** Distinct values for the filter menus (first 200 of each). */
  options: Record<string, string[]>;
}

interface KindSpec {
  table: SQLiteTable;
  datasetId: SQLiteColumn;
  date: SQLiteColumn;
  columns: Record<string, SQLiteColumn>;
  search?: SQLiteColumn[];
  filters: Partial<Record<keyof PreviewFilters, SQLiteColumn>>;
  options: Record<string, SQLiteColumn>;
  order: SQL[];
}

const SPECS: Record<DatasetKind, KindSpec> = {
  survey: {
    table: surveyResponses,
    datasetId: surveyResponses.datasetId,
    date: surveyResponses.date,
    columns: {
      id: surveyResponses.id,
      respondentId: surveyResponses.respondentId,
      date: surveyResponses.date,
      wave: surveyResponses.wave,
      brand: surveyResponses.brand,
      isOwnBrand: surveyResponses.isOwnBrand,
      trust: surveyResponses.trust,
      esteem: surveyResponses.esteem,
      admiration: surveyResponses.admiration,
      goodFeeling: surveyResponses.goodFeeling,
      productsServices: surveyResponses.productsServices,
      innovation: surveyResponses.innovation,
      workplace: surveyResponses.workplace,
      governance: surveyResponses.governance,
      citizenship: surveyResponses.citizenship,
      leadership: surveyResponses.leadership,
      performance: surveyResponses.performance,
      scaleMin: surveyResponses.scaleMin,
      scaleMax: surveyResponses.scaleMax,
      nps: surveyResponses.nps,
      aware: surveyResponses.aware,
      wouldRecommend: surveyResponses.wouldRecommend,
      ageBand: surveyResponses.ageBand,
      gender: surveyResponses.gender,
      region: surveyResponses.region,
      stakeholderGroup: surveyResponses.stakeholderGroup,
      weight: surveyResponses.weight,
      comment: surveyResponses.comment,
      commentSentimentLabel: surveyResponses.commentSentimentLabel,
    },
    search: [surveyResponses.comment, surveyResponses.respondentId],
    filters: {
      brand: surveyResponses.brand,
      wave: surveyResponses.wave,
      region: surveyResponses.region,
      segment: surveyResponses.stakeholderGroup,
      sentiment: surveyResponses.commentSentimentLabel,
    },
    options: {
      brand: surveyResponses.brand,
      wave: surveyResponses.wave,
      region: surveyResponses.region,
      segment: surveyResponses.stakeholderGroup,
    },
    order: [asc(surveyResponses.date), asc(surveyResponses.id)],
  },
  media: mentionSpec(),
  social: mentionSpec(),
  financial: {
    table: financialSeries,
    datasetId: financialSeries.datasetId,
    date: financialSeries.date,
    columns: {
      id: financialSeries.id,
      date: financialSeries.date,
      brand: financialSeries.brand,
      metric: financialSeries.metric,
      value: financialSeries.value,
      unit: financialSeries.unit,
    },
    filters: { brand: financialSeries.brand, channel: financialSeries.metric },
    options: { brand: financialSeries.brand, channel: financialSeries.metric },
    order: [asc(financialSeries.date), asc(financialSeries.id)],
  },
  spend: {
    table: spendSeries,
    datasetId: spendSeries.datasetId,
    date: spendSeries.date,
    columns: {
      id: spendSeries.id,
      date: spendSeries.date,
      channel: spendSeries.channel,
      spend: spendSeries.spend,
      impressions: spendSeries.impressions,
      currency: spendSeries.currency,
    },
    filters: { channel: spendSeries.channel },
    options: { channel: spendSeries.channel },
    order: [asc(spendSeries.date), asc(spendSeries.id)],
  },
  events: {
    table: timelineEvents,
    datasetId: timelineEvents.datasetId,
    date: timelineEvents.date,
    columns: {
      id: timelineEvents.id,
      date: timelineEvents.date,
      endDate: timelineEvents.endDate,
      title: timelineEvents.title,
      description: timelineEvents.description,
      category: timelineEvents.category,
      impact: timelineEvents.impact,
      brand: timelineEvents.brand,
    },
    search: [timelineEvents.title, timelineEvents.description],
    filters: { brand: timelineEvents.brand, channel: timelineEvents.category },
    options: { brand: timelineEvents.brand, channel: timelineEvents.category },
    order: [asc(timelineEvents.date), asc(timelineEvents.id)],
  },
};

function mentionSpec(): KindSpec {
  return {
    table: mentions,
    datasetId: mentions.datasetId,
    date: mentions.date,
    columns: {
      id: mentions.id,
      publishedAt: mentions.publishedAt,
      channel: mentions.channel,
      platform: mentions.platform,
      outlet: mentions.outlet,
      author: mentions.author,
      title: mentions.title,
      text: mentions.text,
      url: mentions.url,
      reach: mentions.reach,
      engagement: mentions.engagement,
      sentimentScore: mentions.sentimentScore,
      sentimentLabel: mentions.sentimentLabel,
      sentimentOverride: mentions.sentimentOverride,
      effectiveSentimentLabel: mentions.effectiveSentimentLabel,
      language: mentions.language,
      brands: mentions.brands,
      isOwnBrand: mentions.isOwnBrand,
      region: mentions.region,
    },
    search: [mentions.text, mentions.title, mentions.author],
    filters: {
      channel: mentions.channel,
      region: mentions.region,
      sentiment: mentions.effectiveSentimentLabel,
    },
    options: { channel: mentions.channel, region: mentions.region },
    order: [desc(mentions.publishedAt), desc(mentions.id)],
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function previewRows(opts: {
  db: Db;
  datasetId: number;
  kind: DatasetKind;
  filters: PreviewFilters;
  limit: number;
  offset: number;
  brandNames?: string[] | undefined;
}): PreviewPage {
  const spec = SPECS[opts.kind];
  const f = opts.filters;
  const where: SQL[] = [eq(spec.datasetId, opts.datasetId)];
  if (f.from) where.push(gte(spec.date, f.from));
  if (f.to) where.push(lte(spec.date, f.to));
  for (const key of ['brand', 'wave', 'region', 'segment', 'channel', 'sentiment'] as const) {
    const value = f[key];
    const column = spec.filters[key];
    if (value && column) where.push(eq(column, value));
  }
  if (f.brand && (opts.kind === 'media' || opts.kind === 'social')) {
    where.push(sql`exists (select 1 from json_each(${mentions.brands}) where value = ${f.brand})`);
  }
  if (f.search && spec.search) {
    const pattern = `%${escapeLike(f.search)}%`;
    const any = spec.search.map((column) => sql`${column} like ${pattern} escape '\\'`);
    where.push(sql`(${sql.join(any, sql` or `)})`);
  }
  const condition = and(...where);
  const rows = opts.db
    .select(spec.columns)
    .from(spec.table)
    .where(condition)
    .orderBy(...spec.order)
    .limit(opts.limit)
    .offset(opts.offset)
    .all();
  const total = opts.db.select({ n: count() }).from(spec.table).where(condition).get()?.n ?? 0;
  const options: Record<string, string[]> = {};
  for (const [key, column] of Object.entries(spec.options)) {
    options[key] = opts.db
      .selectDistinct({ value: column })
      .from(spec.table)
      .where(eq(spec.datasetId, opts.datasetId))
      .orderBy(asc(column))
      .limit(200)
      .all()
      .map((r) => r.value)
      .filter((v): v is string => typeof v === 'string');
  }
  // Scanning every mention's brand list would be slow on large sets; the customer's brands are known.
  if (opts.brandNames) options.brand = opts.brandNames;
  return { columns: Object.keys(spec.columns), rows, total, options };
}
