/** Hand-made analytics data for tests: datasets and rows inserted directly, defaults filled. */
import type { Db } from '../../../db/connection';
import { datasets, mentions, surveyResponses, timelineEvents } from '../../../db/schema/index';

export function addDataset(
  db: Db,
  customerId: number,
  kind: 'survey' | 'media' | 'social' | 'events',
  opts: { name?: string; timeFrom?: string; timeTo?: string; updatedAt?: string } = {},
): number {
  return db
    .insert(datasets)
    .values({
      customerId,
      name: opts.name ?? `${kind} data`,
      kind,
      source: 'upload',
      status: 'ready',
      timeFrom: opts.timeFrom ?? null,
      timeTo: opts.timeTo ?? null,
      ...(opts.updatedAt ? { updatedAt: opts.updatedAt } : {}),
    })
    .returning({ id: datasets.id })
    .get().id;
}

export type SurveyRow = Partial<typeof surveyResponses.$inferInsert> & { date: string };

let respondent = 0;

/** Inserts survey rows; every rating defaults to the scale midpoint (50 on 0-100). */
export function addSurvey(db: Db, customerId: number, datasetId: number, rows: SurveyRow[]): void {
  const values = rows.map((r) => {
    const mid = ((r.scaleMin ?? 1) + (r.scaleMax ?? 7)) / 2;
    respondent += 1;
    return {
      customerId,
      datasetId,
      respondentId: r.respondentId ?? `R${respondent}`,
      wave: r.date.slice(0, 7),
      brand: 'Acme',
      isOwnBrand: true,
      scaleMin: 1,
      scaleMax: 7,
      trust: mid,
      esteem: mid,
      admiration: mid,
      goodFeeling: mid,
      productsServices: mid,
      innovation: mid,
      workplace: mid,
      governance: mid,
      citizenship: mid,
      leadership: mid,
      performance: mid,
      weight: 1,
      ...r,
    };
  });
  for (let i = 0; i < values.length; i += 200)
    db.insert(surveyResponses)
      .values(values.slice(i, i + 200))
      .run();
}

export type MentionRow = Partial<typeof mentions.$inferInsert> & { date: string; text: string };

export function addMentions(
  db: Db,
  customerId: number,
  datasetId: number,
  rows: MentionRow[],
): void {
  const values = rows.map((r) => ({
    customerId,
    datasetId,
    publishedAt: `${r.date}T12:00:00.000Z`,
    channel: 'news' as const,
    brands: ['Acme'],
    isOwnBrand: true,
    ...r,
  }));
  for (let i = 0; i < values.length; i += 200)
    db.insert(mentions)
      .values(values.slice(i, i + 200))
      .run();
}

export function addDataEvent(
  db: Db,
  customerId: number,
  datasetId: number,
  date: string,
  title: string,
  brand = 'Acme',
): void {
  db.insert(timelineEvents)
    .values({ customerId, datasetId, date, title, category: 'campaign', brand })
    .run();
}

/** n copies of a row template. */
export const times = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => make(i));
