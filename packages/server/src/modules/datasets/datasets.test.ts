import { beforeAll, describe, expect, it } from 'vitest';
import { datasets, mentions, surveyResponses } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { callTrpc, createDataWorld, type DataTestWorld } from './test-support';
import { describeChecks } from './quality';

let t: TestApp;
let w: DataTestWorld;
let surveyId: number;
let mediaId: number;
let otherDatasetId: number;

function addSurvey(customerId: number, name: string): number {
  const id = t.db
    .insert(datasets)
    .values({ customerId, name, kind: 'survey', source: 'upload', rowCount: 4 })
    .returning({ id: datasets.id })
    .get().id;
  const base = {
    datasetId: id,
    customerId,
    scaleMin: 1,
    scaleMax: 7,
    isOwnBrand: true,
    brand: 'Acme Burgers',
  };
  t.db
    .insert(surveyResponses)
    .values([
      {
        ...base,
        respondentId: 'r1',
        date: '2026-01-03',
        wave: '2026-01',
        trust: 5,
        esteem: 6,
        admiration: 5,
        goodFeeling: 6,
        region: 'NSW',
        stakeholderGroup: 'customers',
        durationSeconds: 600,
        comment: 'Great burgers',
      },
      {
        ...base,
        respondentId: 'r2',
        date: '2026-01-04',
        wave: '2026-01',
        trust: 7,
        esteem: 7,
        admiration: 7,
        goodFeeling: 7,
        productsServices: 7,
        innovation: 7,
        workplace: 7,
        governance: 7,
        citizenship: 7,
        leadership: 7,
        performance: 7,
        region: 'VIC',
        durationSeconds: 90,
      },
      {
        ...base,
        respondentId: 'r3',
        date: '2026-02-01',
        wave: '2026-02',
        trust: 9,
        region: 'VIC',
        durationSeconds: 640,
        nps: 11,
      },
      {
        ...base,
        respondentId: 'r3',
        date: '2026-02-01',
        wave: '2026-02',
        trust: 4,
        region: 'VIC',
        durationSeconds: 640,
      },
    ])
    .run();
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  w = createDataWorld(t.db, t.config);
  surveyId = addSurvey(w.customerId, 'Acme Survey 2026');
  otherDatasetId = addSurvey(w.otherCustomerId, 'Other Survey');
  mediaId = t.db
    .insert(datasets)
    .values({
      customerId: w.customerId,
      name: 'Acme Media',
      kind: 'media',
      source: 'rss',
      rowCount: 2,
      timeFrom: '2026-01-02',
      timeTo: '2026-01-05',
    })
    .returning({ id: datasets.id })
    .get().id;
  t.db
    .insert(mentions)
    .values([
      {
        datasetId: mediaId,
        customerId: w.customerId,
        publishedAt: '2026-01-02T10:00:00.000Z',
        date: '2026-01-02',
        channel: 'news',
        text: 'Acme Burgers is great',
        sentimentScore: 0.6,
        sentimentLabel: 'positive',
        brands: ['Acme Burgers'],
        isOwnBrand: true,
        guid: 'a',
      },
      {
        datasetId: mediaId,
        customerId: w.customerId,
        publishedAt: '2026-01-05T10:00:00.000Z',
        date: '2026-01-05',
        channel: 'blog',
        text: 'Huxta 100% better',
        sentimentScore: 0.4,
        sentimentLabel: 'positive',
        brands: ['Huxtaburger'],
        guid: 'b',
      },
    ])
    .run();
});

const q = (path: string, input: unknown, cookie?: string, customerId?: number) =>
  callTrpc(t.app, 'query', path, input, {
    ...(cookie ? { cookie } : {}),
    ...(customerId ? { customerId } : {}),
  });
const m = (path: string, input: unknown, cookie?: string, customerId?: number) =>
  callTrpc(t.app, 'mutation', path, input, {
    ...(cookie ? { cookie } : {}),
    ...(customerId ? { customerId } : {}),
  });

describe('datasets.list and get', () => {
  it('lists the customer’s ready datasets with kind, source, counts and creator', async () => {
    const res = await q('datasets.list', undefined, w.viewer, w.customerId);
    expect(res.status).toBe(200);
    const list = res.data as { id: number; kind: string; name: string; rowCount: number }[];
    expect(list.map((d) => d.id).sort()).toEqual([surveyId, mediaId].sort());
    expect(list.find((d) => d.id === surveyId)).toMatchObject({
      kind: 'survey',
      source: 'upload',
      rowCount: 4,
      createdBy: null,
    });
    const media = await q('datasets.list', { kind: 'media' }, w.viewer, w.customerId);
    expect((media.data as unknown[]).length).toBe(1);
  });

  it('denies access without a session, for another customer and for bad input', async () => {
    expect((await q('datasets.list', undefined, undefined, w.customerId)).status).toBe(401);
    expect((await q('datasets.list', undefined, w.outsider, w.customerId)).status).toBe(404);
    expect(
      (await q('datasets.get', { datasetId: otherDatasetId }, w.viewer, w.customerId)).status,
    ).toBe(404);
    expect((await q('datasets.get', { datasetId: 'x' }, w.viewer, w.customerId)).status).toBe(400);
    expect((await q('datasets.list', { kind: 'nope' }, w.viewer, w.customerId)).status).toBe(400);
  });

  it('resolves the active dataset: the selected one when it fits, else the newest of the kind', async () => {
    const chosen = await q(
      'datasets.active',
      { kinds: ['survey'], datasetId: surveyId },
      w.viewer,
      w.customerId,
    );
    expect((chosen.data as { id: number }).id).toBe(surveyId);
    const foreign = await q(
      'datasets.active',
      { kinds: ['survey'], datasetId: otherDatasetId },
      w.viewer,
      w.customerId,
    );
    expect((foreign.data as { id: number }).id).toBe(surveyId);
    const none = await q('datasets.active', { kinds: ['spend'] }, w.viewer, w.customerId);
    expect(none.data).toBeNull();
  });

  it('answers the REST list and item paths', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/datasets',
      headers: { cookie: w.viewer, 'x-customer-id': String(w.customerId) },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as unknown[]).length).toBe(2);
    const item = await t.app.inject({
      method: 'GET',
      url: `/api/datasets/${otherDatasetId}`,
      headers: { cookie: w.viewer, 'x-customer-id': String(w.customerId) },
    });
    expect(item.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/datasets/abc',
      headers: { cookie: w.viewer, 'x-customer-id': String(w.customerId) },
    });
    expect(bad.statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'GET', url: '/api/datasets' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('datasets.preview', () => {
  it('pages survey rows with filters and filter options', async () => {
    const res = await q(
      'datasets.preview',
      { datasetId: surveyId, filters: { region: 'VIC' }, limit: 2 },
      w.viewer,
      w.customerId,
    );
    const page = res.data as {
      total: number;
      rows: { respondentId: string }[];
      columns: string[];
      options: Record<string, string[]>;
    };
    expect(page.total).toBe(3);
    expect(page.rows).toHaveLength(2);
    expect(page.columns).toContain('goodFeeling');
    expect(page.options.region).toEqual(['NSW', 'VIC']);
    const search = await q(
      'datasets.preview',
      { datasetId: surveyId, filters: { search: 'burgers' } },
      w.viewer,
      w.customerId,
    );
    expect((search.data as { total: number }).total).toBe(1);
  });

  it('filters mentions by brand (in the brands list) and sentiment; % is literal in search', async () => {
    const byBrand = await q(
      'datasets.preview',
      { datasetId: mediaId, filters: { brand: 'Huxtaburger' } },
      w.viewer,
      w.customerId,
    );
    expect((byBrand.data as { total: number }).total).toBe(1);
    expect((byBrand.data as { options: { brand: string[] } }).options.brand).toContain(
      'Acme Burgers',
    );
    const pct = await q(
      'datasets.preview',
      { datasetId: mediaId, filters: { search: '100%' } },
      w.viewer,
      w.customerId,
    );
    expect((pct.data as { total: number }).total).toBe(1);
    const pctOnly = await q(
      'datasets.preview',
      { datasetId: mediaId, filters: { search: '%' } },
      w.viewer,
      w.customerId,
    );
    expect((pctOnly.data as { total: number }).total).toBe(1);
    const bad = await q(
      'datasets.preview',
      { datasetId: mediaId, filters: { from: '2026-13-01' } },
      w.viewer,
      w.customerId,
    );
    expect(bad.status).toBe(400);
    const rest = await t.app.inject({
      method: 'GET',
      url: `/api/datasets/${mediaId}/rows?channel=news&limit=5`,
      headers: { cookie: w.viewer, 'x-customer-id': String(w.customerId) },
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().total).toBe(1);
  });
});

describe('datasets.quality', () => {
  it('reports missing values, duplicates, out-of-range ratings, straight-liners, speeders and bases', async () => {
    const res = await q('datasets.quality', { datasetId: surveyId }, w.viewer, w.customerId);
    const r = res.data as {
      rowCount: number;
      duplicates: number;
      outOfRange: { column: string; count: number }[];
      straightLiners: number;
      speeders: { count: number; medianSeconds: number };
      missing: { column: string; missing: number }[];
      baseSizes: { segment: string; value: string; n: number; flag: string }[];
      checks: { key: string; level: string; message: string }[];
    };
    expect(r.rowCount).toBe(4);
    expect(r.duplicates).toBe(1);
    expect(r.outOfRange).toEqual(
      expect.arrayContaining([
        { column: 'trust', count: 1, expected: 'the scale minimum to maximum' },
        { column: 'nps', count: 1, expected: '0 to 10' },
      ]),
    );
    expect(r.straightLiners).toBe(1);
    expect(r.speeders).toMatchObject({ measured: true, count: 1, medianSeconds: 600 });
    expect(r.missing.find((c) => c.column === 'innovation')?.missing).toBe(3);
    expect(r.baseSizes.find((b) => b.segment === 'region' && b.value === 'VIC')).toMatchObject({
      n: 2,
      flag: 'suppressed',
    });
    expect(r.checks.find((c) => c.key === 'speeders')?.message).toContain(
      'finished in under 240 seconds',
    );
    expect(r.checks.every((c) => c.message.length > 10)).toBe(true);
  });

  it('says plainly when durations are missing and when all is well', () => {
    const checks = describeChecks({
      rowCount: 10,
      missing: [{ column: 'comment', missing: 0, share: 0 }],
      duplicates: 0,
      outOfRange: [],
      straightLiners: 0,
      speeders: { measured: false, count: 0, medianSeconds: null, thresholdSeconds: null },
      baseSizes: [{ segment: 'region', value: 'NSW', n: 120, flag: 'ok' }],
    });
    expect(checks.map((c) => c.level)).toEqual(['ok', 'ok', 'ok', 'ok', 'info', 'ok']);
    expect(checks.find((c) => c.key === 'speeders')?.message).toMatch(/cannot be checked/);
  });

  it('hides another customer’s dataset', async () => {
    expect(
      (await q('datasets.quality', { datasetId: otherDatasetId }, w.viewer, w.customerId)).status,
    ).toBe(404);
  });
});

describe('rename, sentiment override and delete', () => {
  it('lets an editor rename; a viewer gets 403; empty names are refused', async () => {
    expect(
      (await m('datasets.rename', { datasetId: surveyId, name: 'x' }, w.viewer, w.customerId))
        .status,
    ).toBe(403);
    expect(
      (await m('datasets.rename', { datasetId: surveyId, name: '   ' }, w.editor, w.customerId))
        .status,
    ).toBe(400);
    expect(
      (
        await m(
          'datasets.rename',
          { datasetId: otherDatasetId, name: 'Mine' },
          w.editor,
          w.customerId,
        )
      ).status,
    ).toBe(404);
    const ok = await m(
      'datasets.rename',
      { datasetId: surveyId, name: '  Acme Pulse  ' },
      w.editor,
      w.customerId,
    );
    expect(ok.data).toMatchObject({ id: surveyId, name: 'Acme Pulse' });
    const rest = await t.app.inject({
      method: 'PATCH',
      url: `/api/datasets/${surveyId}`,
      headers: { cookie: w.editor, 'x-customer-id': String(w.customerId) },
      payload: { name: 'Acme Pulse 2' },
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().name).toBe('Acme Pulse 2');
  });

  it('keeps an editor’s sentiment override in the effective columns, and clears it', async () => {
    const mention = t.db.select({ id: mentions.id }).from(mentions).all()[0]!;
    expect(
      (
        await m(
          'datasets.overrideSentiment',
          { mentionId: mention.id, label: 'negative' },
          w.viewer,
          w.customerId,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await m(
          'datasets.overrideSentiment',
          { mentionId: mention.id, label: 'bad' },
          w.editor,
          w.customerId,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await m(
          'datasets.overrideSentiment',
          { mentionId: mention.id, label: 'negative' },
          w.outsider,
          w.otherCustomerId,
        )
      ).status,
    ).toBe(404);
    const res = await m(
      'datasets.overrideSentiment',
      { mentionId: mention.id, label: 'negative' },
      w.editor,
      w.customerId,
    );
    expect(res.data).toMatchObject({
      sentimentLabel: 'positive',
      sentimentOverride: 'negative',
      effectiveSentimentLabel: 'negative',
      effectiveSentimentScore: -1,
    });
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/mentions/${mention.id}/sentiment`,
      headers: { cookie: w.editor, 'x-customer-id': String(w.customerId) },
      payload: { label: null },
    });
    expect(cleared.json()).toMatchObject({
      sentimentOverride: null,
      effectiveSentimentLabel: 'positive',
      effectiveSentimentScore: 0.6,
    });
  });

  it('uses a new override in analytics at once, even after the figures were cached', async () => {
    const negatives = async () => {
      const res = await q('analytics.media.sentiment', {}, w.viewer, w.customerId);
      expect(res.status).toBe(200);
      const rows = (res.data as { byChannel: { negative: number }[] }).byChannel;
      return rows.reduce((sum, row) => sum + row.negative, 0);
    };
    const mention = t.db.select({ id: mentions.id }).from(mentions).all()[0]!;
    const before = await negatives();
    await m(
      'datasets.overrideSentiment',
      { mentionId: mention.id, label: 'negative' },
      w.editor,
      w.customerId,
    );
    expect(await negatives()).toBe(before + 1);
    await m(
      'datasets.overrideSentiment',
      { mentionId: mention.id, label: null },
      w.editor,
      w.customerId,
    );
    expect(await negatives()).toBe(before);
  });

  it('deletes a dataset with its rows in one go; viewers and other customers cannot', async () => {
    expect(
      (await m('datasets.delete', { datasetId: mediaId }, w.viewer, w.customerId)).status,
    ).toBe(403);
    expect(
      (await m('datasets.delete', { datasetId: otherDatasetId }, w.editor, w.customerId)).status,
    ).toBe(404);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/datasets/${mediaId}`,
      headers: { cookie: w.editor, 'x-customer-id': String(w.customerId) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: mediaId, deletedRows: 2 });
    expect(t.db.select().from(mentions).all()).toHaveLength(0);
    expect((await q('datasets.get', { datasetId: mediaId }, w.viewer, w.customerId)).status).toBe(
      404,
    );
  });
});
