import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { competitors } from '../../db/schema/index';
import { createCustomer, createUser } from '../../test/auth';
import { createTestDatabase } from '../../test/db';
import { callerAs } from './test/caller';
import {
  addDataEvent,
  addDataset,
  addMentions,
  addSurvey,
  times,
  type MentionRow,
} from './test/fixtures';

/*
 * Survey comments (25): 12 about prices (negative), 8 about friendly staff (positive), 5 about
 * parking (neutral). Mentions (media dataset, 2026-01..2026-03): 6 Acme-only, 2 Rival-only and
 * 2 naming both; channels, sentiment, reach and engagement as listed below.
 */
let db: Db;
let api: ReturnType<typeof callerAs>;
let editorApi: ReturnType<typeof callerAs>;
let eventsDatasetId: number;

const comment = (date: string, text: string, label: 'positive' | 'neutral' | 'negative') => ({
  date,
  comment: text,
  commentSentimentLabel: label,
  commentSentiment: label === 'positive' ? 0.6 : label === 'negative' ? -0.6 : 0,
});

beforeAll(async () => {
  db = createTestDatabase().db;
  const customer = createCustomer(db, { name: 'Acme' });
  db.insert(competitors).values({ customerId: customer.id, name: 'Rival' }).run();
  const viewer = await createUser(db, {
    memberships: [{ customerId: customer.id, role: 'viewer' }],
  });
  const editor = await createUser(db, {
    memberships: [{ customerId: customer.id, role: 'editor' }],
  });
  const survey = addDataset(db, customer.id, 'survey', {
    timeFrom: '2026-01-01',
    timeTo: '2026-03-31',
  });
  const priceTexts = [
    'Prices are far too high at Acme',
    'Unfair prices again',
    'The prices went up',
  ];
  addSurvey(db, customer.id, survey, [
    ...times(12, (i) =>
      comment(`2026-0${1 + (i % 3)}-1${i % 9}`, priceTexts[i % 3] ?? '', 'negative'),
    ),
    ...times(8, (i) =>
      comment(
        '2026-02-05',
        i % 2 ? 'Friendly staff every visit' : 'The staff were friendly',
        'positive',
      ),
    ),
    ...times(5, () => comment('2026-03-05', 'Parking was difficult', 'neutral')),
  ]);
  const media = addDataset(db, customer.id, 'media', {
    timeFrom: '2026-01-01',
    timeTo: '2026-03-31',
  });
  const m = (over: Partial<MentionRow>): MentionRow => ({
    date: '2026-01-10',
    text: 'Acme opens a store',
    ...over,
  });
  addMentions(db, customer.id, media, [
    // January: 4 Acme news mentions, 3 positive 1 negative, reach 100 each, engagement 5 each.
    ...times(3, () => m({ sentimentLabel: 'positive', reach: 100, engagement: 5 })),
    m({ sentimentLabel: 'negative', reach: 100, engagement: 5, text: 'Acme recall announced' }),
    // February: 2 Acme social posts on x, one negative overridden to positive by an editor.
    m({
      date: '2026-02-03',
      channel: 'social',
      platform: 'x',
      sentimentLabel: 'neutral',
      reach: 50,
      engagement: 10,
    }),
    m({
      date: '2026-02-04',
      channel: 'social',
      platform: 'x',
      sentimentLabel: 'negative',
      sentimentOverride: 'positive',
      reach: 50,
      engagement: 0,
    }),
    // Competitor only (not the own brand's volume), and two naming both.
    ...times(2, () =>
      m({
        date: '2026-03-01',
        brands: ['Rival'],
        isOwnBrand: false,
        text: 'Rival expands',
        reach: 300,
      }),
    ),
    ...times(2, () =>
      m({
        date: '2026-03-02',
        brands: ['Acme', 'Rival'],
        text: 'Acme and Rival compared',
        reach: 10,
      }),
    ),
  ]);
  eventsDatasetId = addDataset(db, customer.id, 'events');
  addDataEvent(db, customer.id, eventsDatasetId, '2026-02-14', 'Valentine campaign');
  addDataEvent(db, customer.id, eventsDatasetId, '2026-02-20', 'Rival launch', 'Rival');
  api = callerAs(db, viewer, customer.id);
  editorApi = callerAs(db, editor, customer.id);
});

describe('themes', () => {
  it('finds the three comment themes with volume, share, net sentiment and quotes', async () => {
    const t = await api.themes.list({ filter: {}, source: 'survey' });
    expect(t.totalTexts).toBe(25);
    const [price, staff, parking] = t.themes;
    expect(price).toMatchObject({
      key: 'price',
      volume: 12,
      share: 48,
      netSentiment: -100,
      negative: 12,
    });
    expect(staff?.terms).toEqual(expect.arrayContaining(['staff', 'friendly']));
    expect(staff).toMatchObject({ volume: 8, share: 32, netSentiment: 100 });
    // 'Parking' lemmatises to the verb 'park' (WordNet has no noun 'parking' exception).
    expect(parking?.terms).toContain('park');
    // The label is the written form the texts use.
    expect([parking?.label, price?.label]).toEqual([
      expect.stringMatching(/^(Parking|Difficult)$/),
      'Prices',
    ]);
    expect(parking).toMatchObject({ volume: 5, share: 20, netSentiment: 0, neutral: 5 });
    expect(t.themes).toHaveLength(3);
    expect(price?.quotes[0]).toMatchObject({ source: 'survey', sentiment: 'negative' });
    expect(price?.trend.map((p) => p.count)).toEqual([4, 4, 4]);
    // The brand's own name is never a theme.
    expect(t.themes.some((x) => x.terms.includes('acme'))).toBe(false);
  });

  it('drills down from a theme to its texts, newest first, paged', async () => {
    const page = await api.themes.texts({
      filter: {},
      source: 'survey',
      theme: 'price',
      pageSize: 5,
    });
    expect(page.total).toBe(12);
    expect(page.items).toHaveLength(5);
    expect(page.items.every((i) => /price/i.test(i.text))).toBe(true);
    const dates = page.items.map((i) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await api.themes.texts({
      filter: {},
      source: 'survey',
      theme: 'price',
      pageSize: 5,
      page: 3,
    });
    expect(last.items).toHaveLength(2);
    const none = await api.themes.texts({ filter: {}, source: 'survey', theme: 'unknown' });
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('runs the same on media mentions of the own brand', async () => {
    const t = await api.themes.list({ filter: {}, source: 'media' });
    expect(t.totalTexts).toBe(8);
    const store = t.themes.find((x) => x.terms.includes('store'));
    expect(store?.volume).toBe(5);
  });
});

describe('media', () => {
  it('share of voice by mentions and by reach', async () => {
    const byCount = await api.media.shareOfVoice({ filter: {} });
    // Acme 6 + 2 = 8, Rival 2 + 2 = 4 -> 66.7% / 33.3%.
    expect(byCount.brands.map((b) => [b.brand, b.mentions, b.share, b.isOwn])).toEqual([
      ['Acme', 8, 66.7, true],
      ['Rival', 4, 33.3, false],
    ]);
    const byReach = await api.media.shareOfVoice({ filter: {}, basis: 'reach' });
    // Acme 400 + 100 + 20 = 520, Rival 600 + 20 = 620.
    expect(byReach.brands.find((b) => b.brand === 'Acme')?.share).toBeCloseTo(
      (100 * 520) / 1140,
      1,
    );
  });

  it('net sentiment and engagement rate by channel and platform, overrides winning', async () => {
    const s = await api.media.sentiment({});
    expect(s.formula).toMatch(/all mentions/);
    const news = s.byChannel.find((r) => r.key === 'news');
    // News (own brand): 3 positive, 1 negative + 2 neutral-default comparisons = 6 mentions.
    expect(news).toMatchObject({ total: 6, positive: 3, negative: 1, neutral: 2 });
    expect(news?.netSentiment).toBeCloseTo((100 * 2) / 6, 1);
    const x = s.byPlatform.find((r) => r.key === 'x');
    // The overridden negative counts as positive: (1 - 0) / 2 = 50; engagement 10 / 100 reach.
    expect(x).toMatchObject({
      total: 2,
      positive: 1,
      negative: 0,
      netSentiment: 50,
      engagementRate: 10,
    });
  });

  it('volume by day for a short range', async () => {
    const v = await api.media.volume({});
    expect(v.granularity).toBe('day');
    expect(v.points).toHaveLength(31 + 28 + 31);
    expect(v.points.find((p) => p.date === '2026-01-10')?.count).toBe(4);
    expect(v.points.reduce((t, p) => t + p.count, 0)).toBe(8);
  });
});

describe('benchmark media KPIs', () => {
  it('adds share of voice and net sentiment per brand, suppressing bases under 30', async () => {
    const b = await api.benchmark.kpis({});
    const sov = b.kpis.find((k) => k.key === 'share_of_voice');
    // Acme is named 8 times of 12 brand namings.
    expect(sov?.values.find((v) => v.brand === 'Acme')?.estimate.value).toBe(66.7);
    const net = b.kpis.find((k) => k.key === 'net_sentiment');
    expect(net?.kind).toBe('net');
    expect(net?.values.find((v) => v.brand === 'Acme')?.estimate).toMatchObject({
      n: 8,
      suppressed: true,
      value: null,
    });
  });
});

describe('timeline', () => {
  it('combines the monthly score base, mention volume and events of the own brand', async () => {
    const t = await api.timeline.series({});
    expect(t.months.map((m) => [m.month, m.mentions])).toEqual([
      ['2026-01', 4],
      ['2026-02', 2],
      ['2026-03', 2],
    ]);
    expect(t.months[0]?.netSentiment).toBe(50);
    expect(t.events.map((e) => [e.title, e.source])).toEqual([['Valentine campaign', 'data']]);
  });

  it('lets an editor add and delete an event; data events cannot be deleted here', async () => {
    const added = await editorApi.timeline.addEvent({
      date: '2026-03-09',
      title: 'Store refit',
      category: 'product',
    });
    expect(added).toMatchObject({ source: 'editor', title: 'Store refit', impact: 0, brand: null });
    const after = await api.timeline.series({});
    expect(after.events.map((e) => e.title)).toEqual(['Valentine campaign', 'Store refit']);
    const data = after.events.find((e) => e.source === 'data');
    await expect(
      editorApi.timeline.deleteEvent({ id: data?.id === added.id ? 999 : 999 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(editorApi.timeline.deleteEvent({ id: added.id })).resolves.toEqual({
      deleted: true,
    });
    expect((await api.timeline.series({})).events).toHaveLength(1);
  });

  it('refuses a viewer and bad event input', async () => {
    await expect(
      api.timeline.addEvent({ date: '2026-03-09', title: 'x', category: 'product' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      editorApi.timeline.addEvent({ date: '2026-02-30x', title: 'x', category: 'product' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      editorApi.timeline.addEvent({ date: '2026-02-10', title: ' ', category: 'product' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
