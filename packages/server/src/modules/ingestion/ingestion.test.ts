import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { datasets, mentions, surveyResponses, uploads } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { callTrpc, createDataWorld, type DataTestWorld } from '../datasets/test-support';
import { cleanupInterruptedImports } from './import-job';
import { multipartBody, zipBombBytes } from './test-support';
import { suggestMapping } from './fields';
import { parseDate } from './validate';

let t: TestApp;
let w: DataTestWorld;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repute-ingest-'));
  t = await buildTestApp({
    DATABASE_PATH: path.join(dir, 'app.db'),
    UPLOAD_LIMIT_BYTES: String(2 * 1024 * 1024),
  });
  w = createDataWorld(t.db, t.config);
});

const as = (cookie: string, customerId = w.customerId) => ({
  cookie,
  'x-customer-id': String(customerId),
});

async function upload(
  name: string,
  content: Buffer | string,
  cookie = w.editor,
  customerId = w.customerId,
) {
  const body = multipartBody(name, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, ...as(cookie, customerId) },
    payload: body.payload,
  });
}

const m = (path: string, input: unknown, cookie = w.editor) =>
  callTrpc(t.app, 'mutation', path, input, { cookie, customerId: w.customerId });
const q = (path: string, input: unknown, cookie = w.editor) =>
  callTrpc(t.app, 'query', path, input, { cookie, customerId: w.customerId });

async function waitForImport(uploadId: number) {
  for (let i = 0; i < 600; i++) {
    const res = await q('ingestion.progress', { uploadId });
    const p = res.data as {
      status: string;
      rowsDone: number;
      rowsTotal: number | null;
      datasetId: number | null;
      message: string | null;
      errorCount: number;
    };
    if (p.status !== 'importing') return p;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}

const SURVEY_CSV = [
  'Respondent,Submit Date (UTC),Brand,Trust,Esteem,Admiration,Good feeling,Innovation,Governance,NPS,Age,Region,Stakeholder,Comment,Weight,innovation.first_to_market',
  'r1,2026-01-05 10:00:00,Acme Burgers,5,4,4,5,3,4,9,25-34,NSW,customers,Great burgers and friendly staff,1.2,4',
  'r1,2026-01-05 10:00:00,acmer,3,3,2,3,2,3,5,25-34,NSW,customers,,1.2,',
  'r2,06/02/2026,,4,4,4,4,4,4,7,45-54,VIC,employees,"Slow, disappointing service",0.8,5',
].join('\n');

describe('upload', () => {
  it('stores the file, reads the headers and suggests a mapping', async () => {
    const res = await upload('../../etc/passwd survey.csv', SURVEY_CSV);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.originalName).toBe('passwd survey.csv');
    expect(body.kind).toBe('survey');
    expect(body.headers).toHaveLength(16);
    expect(body.sample).toHaveLength(3);
    expect(body.suggestions.survey).toMatchObject({
      respondent_id: 'Respondent',
      date: 'Submit Date (UTC)',
      brand: 'Brand',
      trust: 'Trust',
      good_feeling: 'Good feeling',
      nps: 'NPS',
      age_band: 'Age',
      stakeholder_group: 'Stakeholder',
      comment: 'Comment',
      'attr.innovation.first_to_market': 'innovation.first_to_market',
    });
    const stored = t.db
      .select({ storedName: uploads.storedName })
      .from(uploads)
      .where(eq(uploads.id, body.id))
      .get();
    expect(stored?.storedName).toMatch(/^[0-9a-f-]{36}\.csv$/);
  });

  it('refuses anonymous, viewer and other-customer uploads', async () => {
    const body = multipartBody('a.csv', 'a,b\n1,2');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...body.headers, 'x-customer-id': String(w.customerId) },
      payload: body.payload,
    });
    expect(anon.statusCode).toBe(401);
    expect((await upload('a.csv', 'a,b\n1,2', w.viewer)).statusCode).toBe(403);
    expect((await upload('a.csv', 'a,b\n1,2', w.outsider)).statusCode).toBe(404);
  });

  it('checks extension, content, size and XLSX zip bombs', async () => {
    expect((await upload('notes.txt', 'a,b\n1,2')).json().message).toMatch(/Only .csv and .xlsx/);
    const nul = await upload('bin.csv', Buffer.from([0x61, 0x2c, 0x00, 0x62]));
    expect(nul.statusCode).toBe(400);
    expect(
      (await upload('latin1.csv', Buffer.from([0x61, 0x2c, 0xe9, 0x0a]))).json().message,
    ).toMatch(/UTF-8/);
    expect((await upload('fake.xlsx', 'a,b\n1,2')).json().message).toMatch(/not a valid XLSX/);
    const bomb = await upload('bomb.xlsx', zipBombBytes());
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toMatch(/expands too much|too large when unpacked/);
    const big = await upload('big.csv', `a,b\n${'1,2\n'.repeat(700_000)}`);
    expect(big.statusCode).toBe(413);
    expect((await upload('empty.csv', '')).statusCode).toBe(400);
    expect((await upload('dup.csv', 'a,a\n1,2')).json().message).toMatch(/appears twice/);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...as(w.editor), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notMultipart.statusCode).toBe(400);
    // Nothing half-written is left in the uploads folder.
    const dir = path.join(path.dirname(t.config.DATABASE_PATH), 'uploads');
    const rows = t.db.select({ storedName: uploads.storedName }).from(uploads).all();
    expect(fs.readdirSync(dir).sort()).toEqual(rows.map((r) => r.storedName).sort());
  });
});

describe('import', () => {
  it('imports a survey all at once: brands resolved, waves derived, scale kept, mapping saved', async () => {
    const up = (await upload('survey.csv', SURVEY_CSV)).json();
    const res = await m('ingestion.startImport', {
      uploadId: up.id,
      kind: 'survey',
      mapping: up.suggestions.survey,
      options: { scaleMin: 1, scaleMax: 5, dateFormat: 'dmy' },
      datasetName: 'Acme pulse January',
      saveMappingAs: 'Acme survey layout',
    });
    expect(res.status).toBe(200);
    const p = await waitForImport(up.id);
    expect(p).toMatchObject({ status: 'imported', rowsDone: 3, rowsTotal: 3, errorCount: 0 });
    const dataset = t.db.select().from(datasets).where(eq(datasets.id, p.datasetId!)).get();
    expect(dataset).toMatchObject({
      status: 'ready',
      rowCount: 3,
      timeFrom: '2026-01-05',
      timeTo: '2026-02-06',
      kind: 'survey',
      source: 'typeform',
    });
    const rows = t.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.datasetId, p.datasetId!))
      .all();
    expect(rows.map((r) => [r.brand, r.isOwnBrand, r.wave, r.scaleMax])).toEqual([
      ['Acme Burgers', true, '2026-01', 5],
      ['Acme Burgers Rival', false, '2026-01', 5],
      ['Acme Burgers', true, '2026-02', 5],
    ]);
    expect(rows[0]).toMatchObject({
      trust: 5,
      nps: 9,
      weight: 1.2,
      attributes: { 'innovation.first_to_market': 4 },
      commentSentimentLabel: 'positive',
    });
    expect(rows[2]?.commentSentimentLabel).toBe('negative');
    const again = (await upload('survey-2.csv', SURVEY_CSV)).json();
    expect(again.savedMapping).toMatchObject({ name: 'Acme survey layout', kind: 'survey' });
    expect((await q('datasets.mappings', undefined)).data).toEqual([
      expect.objectContaining({ name: 'Acme survey layout' }),
    ]);
  });

  it('imports nothing when any row is invalid and reports row, column and reason', async () => {
    const csv = 'date,trust,nps\n2026-01-01,4,7\n2026-13-01,9,11\nyesterday,3,5\n';
    const up = (await upload('bad.csv', csv)).json();
    await m('ingestion.startImport', {
      uploadId: up.id,
      kind: 'survey',
      mapping: { date: 'date', trust: 'trust', nps: 'nps' },
      options: { scaleMin: 1, scaleMax: 7 },
      datasetName: 'Bad',
    });
    const p = await waitForImport(up.id);
    expect(p.status).toBe('failed');
    expect(p.errorCount).toBe(2);
    expect(p.message).toMatch(/nothing was imported/);
    expect(t.db.select().from(datasets).where(eq(datasets.name, 'Bad')).all()).toHaveLength(0);
    const report = (await q('ingestion.errors', { uploadId: up.id })).data as { errors: unknown[] };
    expect(report.errors).toEqual([
      { row: 3, column: 'date', reason: '"2026-13-01" is not a date (use YYYY-MM-DD)' },
      { row: 3, column: 'trust', reason: '9 is outside the 1-7 scale' },
      { row: 3, column: 'nps', reason: '11 is outside 0-10' },
      { row: 4, column: 'date', reason: '"yesterday" is not a date (use YYYY-MM-DD)' },
    ]);
    const byQuery = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${up.id}/errors.csv?customerId=${w.customerId}`,
      headers: { cookie: w.viewer },
    });
    expect(byQuery.statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${up.id}/errors.csv?customerId=${w.customerId}`,
      headers: { cookie: w.outsider },
    });
    expect(foreign.statusCode).toBe(404);
    const csvRes = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${up.id}/errors.csv`,
      headers: as(w.viewer),
    });
    expect(csvRes.statusCode).toBe(200);
    expect(csvRes.headers['content-disposition']).toBe(
      `attachment; filename="upload-${up.id}-errors.csv"`,
    );
    expect(csvRes.body.split('\r\n')[0]).toBe('row,column,reason');
    expect(csvRes.body).toContain('3,trust,9 is outside the 1-7 scale');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/uploads/${up.id}/errors.csv`,
          headers: as(w.outsider),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses bad import requests with 4xx', async () => {
    const up = (await upload('x.csv', 'date,trust\n2026-01-01,4\n')).json();
    expect(
      (
        await m('ingestion.startImport', {
          uploadId: up.id,
          kind: 'survey',
          mapping: { trust: 'trust' },
          datasetName: 'X',
        })
      ).error?.message,
    ).toMatch(/Map a column to: Date/);
    expect(
      (
        await m('ingestion.startImport', {
          uploadId: up.id,
          kind: 'survey',
          mapping: { date: 'nope' },
          datasetName: 'X',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await m('ingestion.startImport', {
          uploadId: up.id,
          kind: 'survey',
          mapping: { date: 'date' },
          options: { scaleMin: 1, scaleMax: 6 },
          datasetName: 'X',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await m('ingestion.startImport', {
          uploadId: up.id,
          kind: 'bogus',
          mapping: {},
          datasetName: 'X',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await m(
          'ingestion.startImport',
          { uploadId: up.id, kind: 'survey', mapping: { date: 'date' }, datasetName: 'X' },
          w.viewer,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await m('ingestion.startImport', {
          uploadId: 999999,
          kind: 'survey',
          mapping: { date: 'date' },
          datasetName: 'X',
        })
      ).status,
    ).toBe(404);
    expect((await m('ingestion.cancel', { uploadId: up.id })).status).toBe(409);
  });

  it('imports XLSX mentions with enrichment and skips duplicate links', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Mentions');
    sheet.addRow(['Published', 'Headline', 'Content', 'Link', 'Platform', 'Reach']);
    sheet.addRow([
      new Date('2026-03-01T09:30:00Z'),
      'Acme Burgers wins award',
      'Acme Burgers is brilliant, better than Huxta',
      'https://n.example/1',
      '',
      1200,
    ]);
    sheet.addRow([
      '2026-03-02',
      null,
      'Terrible, awful wait at Acme Burgers',
      'https://n.example/2',
      'Twitter',
      300,
    ]);
    sheet.addRow([
      '2026-03-02',
      null,
      'Terrible, awful wait at Acme Burgers',
      'https://n.example/2',
      'Twitter',
      300,
    ]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const up = (await upload('mentions.xlsx', buffer)).json();
    expect(up.kind).toBe('media');
    await m('ingestion.startImport', {
      uploadId: up.id,
      kind: 'media',
      mapping: up.suggestions.media,
      datasetName: 'Press',
    });
    const p = await waitForImport(up.id);
    expect(p).toMatchObject({
      status: 'imported',
      message: '2 rows imported; 1 duplicates skipped',
    });
    const rows = t.db.select().from(mentions).where(eq(mentions.datasetId, p.datasetId!)).all();
    expect(
      rows.map((r) => [
        r.channel,
        r.platform,
        r.sentimentLabel,
        r.brands,
        r.isOwnBrand,
        r.language,
        r.publishedAt,
      ]),
    ).toEqual([
      [
        'news',
        null,
        'positive',
        ['Acme Burgers', 'Huxtaburger'],
        true,
        'en',
        '2026-03-01T09:30:00.000Z',
      ],
      ['social', 'x', 'negative', ['Acme Burgers'], true, 'en', '2026-03-02T00:00:00.000Z'],
    ]);
  });

  it('cancels a running import and leaves no dataset', async () => {
    const lines = ['published,text,url'];
    for (let i = 0; i < 20_000; i++)
      lines.push(
        `2026-01-01,Post number ${i} about Acme Burgers and the weather today,https://x.example/${i}`,
      );
    const up = (await upload('many.csv', lines.join('\n'))).json();
    const started = await m('ingestion.startImport', {
      uploadId: up.id,
      kind: 'social',
      mapping: { published_at: 'published', text: 'text', url: 'url' },
      datasetName: 'Many',
    });
    const datasetId = (started.data as { datasetId: number }).datasetId;
    expect(
      t.db
        .select({ status: datasets.status })
        .from(datasets)
        .where(eq(datasets.id, datasetId))
        .get()?.status,
    ).toBe('importing');
    expect((await q('datasets.list', undefined)).data).not.toContainEqual(
      expect.objectContaining({ id: datasetId }),
    );
    expect((await m('ingestion.cancel', { uploadId: up.id }, w.viewer)).status).toBe(403);
    expect((await m('ingestion.cancel', { uploadId: up.id })).status).toBe(200);
    const p = await waitForImport(up.id);
    expect(p.status).toBe('cancelled');
    expect(t.db.select().from(datasets).where(eq(datasets.id, datasetId)).all()).toHaveLength(0);
    expect(
      t.db.select().from(mentions).where(eq(mentions.datasetId, datasetId)).all(),
    ).toHaveLength(0);
  });

  it('removes datasets left importing by a crash', () => {
    const id = t.db
      .insert(datasets)
      .values({
        customerId: w.customerId,
        name: 'Crashed',
        kind: 'survey',
        source: 'upload',
        status: 'importing',
      })
      .returning({ id: datasets.id })
      .get().id;
    t.db
      .insert(surveyResponses)
      .values({
        datasetId: id,
        customerId: w.customerId,
        respondentId: 'x',
        date: '2026-01-01',
        wave: '2026-01',
        brand: 'A',
        isOwnBrand: true,
        scaleMin: 1,
        scaleMax: 7,
      })
      .run();
    expect(cleanupInterruptedImports(t.db)).toBe(1);
    expect(t.db.select().from(datasets).where(eq(datasets.id, id)).all()).toHaveLength(0);
    expect(
      t.db.select().from(surveyResponses).where(eq(surveyResponses.datasetId, id)).all(),
    ).toHaveLength(0);
  });

  it('lists uploads and deletes one with its stored file', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/uploads', headers: as(w.viewer) })
    ).json() as { id: number; status: string }[];
    expect(list.length).toBeGreaterThan(3);
    const target = list.find((u) => u.status !== 'importing')!;
    expect((await m('ingestion.deleteUpload', { uploadId: target.id }, w.viewer)).status).toBe(403);
    expect((await m('ingestion.deleteUpload', { uploadId: target.id })).status).toBe(200);
    expect((await q('ingestion.upload', { uploadId: target.id })).status).toBe(404);
  });
});

describe('pure helpers', () => {
  it('parses the date forms files use', () => {
    expect(parseDate('2025-03-04', 'dmy')?.date).toBe('2025-03-04');
    expect(parseDate('03/04/2025', 'dmy')?.date).toBe('2025-04-03');
    expect(parseDate('03/04/2025', 'mdy')?.date).toBe('2025-03-04');
    expect(parseDate('2025-03', 'dmy')?.date).toBe('2025-03-01');
    expect(parseDate('2025-03-04T23:30:00+10:00', 'dmy')?.iso).toBe('2025-03-04T13:30:00.000Z');
    expect(parseDate('Tue, 04 Mar 2025 10:00:00 GMT', 'dmy')?.iso).toBe('2025-03-04T10:00:00.000Z');
    expect(parseDate('2025-02-30', 'dmy')).toBeNull();
    expect(parseDate('soon', 'dmy')).toBeNull();
  });

  it('suggests mention fields from common export headers', () => {
    expect(
      suggestMapping('media', ['Date', 'Message', 'Source', 'Author', 'URL', 'Followers']),
    ).toEqual({
      published_at: 'Date',
      text: 'Message',
      outlet: 'Source',
      author: 'Author',
      url: 'URL',
      reach: 'Followers',
    });
  });
});
