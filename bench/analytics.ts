/**
 * Analytics latency: p50 / p95 of the summary, drivers and themes procedures (called through
 * the real router) next to the raw SQL aggregate behind each, on the demo data and on a
 * generated 1,000,000 mentions + 100,000 survey responses. "cold" clears the result cache before
 * every call (the SQL and maths run each time); "warm" is what a dashboard sees after the first
 * call, until the dataset changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../packages/server/src/config';
import {
  closeDatabase,
  migrateDatabase,
  openDatabase,
  type Db,
} from '../packages/server/src/db/connection';
import { seedDemoData } from '../packages/server/src/db/seed/index';
import { invalidateAnalytics } from '../packages/server/src/modules/analytics/services/cache';
import { appRouter } from '../packages/server/src/trpc/router';
import { createCallerFactory, createContextInner } from '../packages/server/src/trpc/trpc';

/** The better-sqlite3 handle, typed through the server's Db (bench has no direct dependency). */
type Client = Db['$client'];

export interface LatencyRow {
  data: string;
  what: string;
  coldP50: number;
  coldP95: number;
  warmP50: number;
  warmP95: number;
  sqlP50: number;
  sqlP95: number;
}

const config = loadConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
});

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

async function timeIt(runs: number, fn: () => unknown): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

function callerFor(db: Db, customerId: number) {
  return createCallerFactory(appRouter)(
    createContextInner({
      db,
      config,
      user: {
        id: 0,
        email: 'bench@example.test',
        firstName: 'B',
        lastName: 'C',
        role: 'admin',
        isDemo: false,
        emailVerified: true,
      },
      customerIdHeader: String(customerId),
    }),
  ).analytics;
}

// ---------------------------------------------------------------- the large dataset

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const MONTHS = Array.from({ length: 24 }, (_, i) => {
  const y = 2024 + Math.floor((10 + i) / 12);
  return `${y}-${String(((10 + i) % 12) + 1).padStart(2, '0')}`;
});
const BRANDS = ['Bench Co', 'Alpha Rival', 'Beta Rival', 'Gamma Rival'];
const REGIONS = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];
const GROUPS = [
  'general_public',
  'customers',
  'employees',
  'investors',
  'community',
  'suppliers',
  'media',
  'regulators',
];
const AGES = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'];
const TOPICS = [
  'prices',
  'staff',
  'delivery',
  'app',
  'store',
  'quality',
  'service',
  'community work',
  'recall',
  'wait times',
  'menu',
  'parking',
];
const OPENERS = [
  'Really liked the',
  'Not happy with the',
  'Thoughts on the',
  'Loving the new',
  'Complaints about the',
  'Mixed feelings on the',
];
const CLOSERS = [
  'this week',
  'lately',
  'in Sydney',
  'in Melbourne',
  'at the weekend',
  'again',
  'today',
  'after the update',
];

function buildLarge(client: Client, customerId: number, mentionsN: number, surveyN: number) {
  const rand = lcg(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const survey = client
    .prepare(
      `insert into datasets (customer_id, name, kind, source, status) values (?, 'Bench survey', 'survey', 'upload', 'ready') returning id`,
    )
    .get(customerId) as { id: number };
  const media = client
    .prepare(
      `insert into datasets (customer_id, name, kind, source, status) values (?, 'Bench mentions', 'media', 'upload', 'ready') returning id`,
    )
    .get(customerId) as { id: number };
  const insertSurvey =
    client.prepare(`insert into survey_responses (dataset_id, customer_id, respondent_id, date, wave, brand, is_own_brand,
    trust, esteem, admiration, good_feeling, products_services, innovation, workplace, governance, citizenship, leadership, performance,
    scale_min, scale_max, aware, familiar, would_consider, prefer, would_recommend, nps, imagery, age_band, gender, region, stakeholder_group, weight,
    comment, comment_sentiment, comment_sentiment_label)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 7, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertMention =
    client.prepare(`insert into mentions (dataset_id, customer_id, published_at, date, channel, platform, outlet, text,
    reach, engagement, sentiment_score, sentiment_label, brands, is_own_brand, region) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const clamp7 = (x: number) => Math.min(7, Math.max(1, Math.round(x)));
  client.transaction(() => {
    for (let i = 0; i < surveyN; i++) {
      const b = i % 4;
      const month = MONTHS[Math.floor((i / surveyN) * MONTHS.length)] ?? '2026-10';
      const date = `${month}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
      const dims = Array.from(
        { length: 7 },
        () => 4.5 - b * 0.3 + (rand() + rand() + rand() - 1.5) * 2,
      );
      const pulse =
        0.3 * (dims[0] ?? 4) +
        0.2 * (dims[3] ?? 4) +
        0.2 * (dims[6] ?? 4) +
        0.3 * (dims[5] ?? 4) +
        (rand() - 0.5);
      const items = [0, 1, 2, 3].map(() => clamp7(pulse + (rand() - 0.5)));
      const sentiment = pulse > 5 ? 'positive' : pulse < 3.5 ? 'negative' : 'neutral';
      const comment =
        b === 0 && rand() < 0.15 ? `${pick(OPENERS)} ${pick(TOPICS)} ${pick(CLOSERS)}` : null;
      insertSurvey.run(
        survey.id,
        customerId,
        `R${Math.floor(i / 4)}`,
        date,
        month,
        BRANDS[b],
        b === 0 ? 1 : 0,
        ...items,
        ...dims.map(clamp7),
        1,
        rand() < 0.8 ? 1 : 0,
        rand() < 0.6 ? 1 : 0,
        rand() < 0.4 ? 1 : 0,
        rand() < 0.3 ? 1 : 0,
        Math.min(10, Math.round(pulse * 1.5)),
        JSON.stringify(['modern', 'friendly', 'reliable'].filter(() => rand() < 0.4)),
        pick(AGES),
        rand() < 0.5 ? 'female' : 'male',
        pick(REGIONS),
        pick(GROUPS),
        0.5 + rand(),
        comment,
        comment ? (sentiment === 'positive' ? 0.5 : sentiment === 'negative' ? -0.5 : 0) : null,
        comment ? sentiment : null,
      );
    }
    for (let i = 0; i < mentionsN; i++) {
      const month = MONTHS[Math.floor((i / mentionsN) * MONTHS.length)] ?? '2026-10';
      const date = `${month}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
      const brand = rand() < 0.5 ? 'Bench Co' : pick(BRANDS);
      const label = rand() < 0.45 ? 'positive' : rand() < 0.6 ? 'neutral' : 'negative';
      const channel = pick(['news', 'blog', 'forum', 'review', 'social'] as const);
      insertMention.run(
        media.id,
        customerId,
        `${date}T10:00:00.000Z`,
        date,
        channel,
        channel === 'social' ? pick(['x', 'facebook', 'instagram']) : null,
        pick(['Daily News', 'Brand Journal', 'Forum', 'Reviews']),
        `${brand}: ${pick(OPENERS)} ${pick(TOPICS)} ${pick(CLOSERS)}`,
        Math.floor(rand() * 50_000),
        Math.floor(rand() * 500),
        label === 'positive' ? 0.6 : label === 'negative' ? -0.6 : 0,
        label,
        JSON.stringify([brand]),
        brand === 'Bench Co' ? 1 : 0,
        pick(REGIONS),
      );
    }
    for (const [id, table] of [
      [survey.id, 'survey_responses'],
      [media.id, 'mentions'],
    ] as const) {
      client
        .prepare(
          `update datasets set row_count = (select count(*) from ${table} where dataset_id = @id),
        time_from = (select min(date) from ${table} where dataset_id = @id), time_to = (select max(date) from ${table} where dataset_id = @id) where id = @id`,
        )
        .run({ id });
    }
  })();
  client.pragma('optimize');
  return { surveyId: survey.id, mediaId: media.id };
}

// ---------------------------------------------------------------- the raw aggregates

/** The SQL behind each procedure, written by hand against the same rows. */
function rawQueries(client: Client, customerId: number, surveyId: number, mediaIds: number[]) {
  const score = (c: string) => `((${c} - scale_min) * 100.0 / (scale_max - scale_min))`;
  const overall = score('((trust + esteem + admiration + good_feeling) / 4.0)');
  const summary =
    client.prepare(`select substr(date, 1, 7) m, count(${overall}), total(weight), total(weight * weight), total(weight * ${overall}), total(weight * ${overall} * ${overall})
    from survey_responses where customer_id = ? and dataset_id = ? and is_own_brand = 1 and date >= ? group by m`);
  const dims = [
    'products_services',
    'innovation',
    'workplace',
    'governance',
    'citizenship',
    'leadership',
    'performance',
  ].map(score);
  const vars = [overall, ...dims];
  const names = vars.map((_, k) => `v${k}`);
  const cross = names.flatMap((a, k) => names.slice(k).map((b) => `total(w * ${a} * ${b})`));
  const drivers = client.prepare(
    `with d as materialized (select weight w, ${vars.map((v, k) => `${v} v${k}`).join(', ')} from survey_responses
      where customer_id = ? and dataset_id = ? and is_own_brand = 1)
     select count(*), total(w), ${names.map((v) => `total(w * ${v})`).join(', ')}, ${cross.join(', ')}
     from d where ${names.map((v) => `${v} is not null`).join(' and ')}`,
  );
  const themeSurvey = client.prepare(
    `select id, date, comment from survey_responses where customer_id = ? and dataset_id = ? and is_own_brand = 1 and comment is not null order by date desc limit 50000`,
  );
  const themeMedia = client.prepare(
    `select id, date, title, text from mentions where customer_id = ? and dataset_id in (${mediaIds.join(',') || 0}) and is_own_brand = 1 order by date desc limit 50000`,
  );
  return {
    summary: (from: string) => summary.all(customerId, surveyId, `${from}-01`),
    drivers: () => drivers.get(customerId, surveyId),
    themes: () => [themeSurvey.all(customerId, surveyId), themeMedia.all(customerId)],
  };
}

async function measure(
  db: Db,
  label: string,
  customerId: number,
  surveyId: number,
  mediaIds: number[],
): Promise<LatencyRow[]> {
  const api = callerFor(db, customerId);
  const raw = rawQueries(db.$client, customerId, surveyId, mediaIds);
  const summaryCall = await api.reputation.summary({});
  const sparkFrom = summaryCall.cards[0]?.sparkline[0]?.month ?? '2000-01';
  const procedures: [string, () => Promise<unknown>, () => unknown][] = [
    [
      'reputation.summary',
      () => api.reputation.summary({}),
      () =>
        raw.summary(
          sparkFrom < (summaryCall.previousPeriod?.from ?? '')
            ? sparkFrom
            : (summaryCall.previousPeriod?.from ?? sparkFrom),
        ),
    ],
    ['drivers.get', () => api.drivers.get({ filter: {} }), () => raw.drivers()],
    ['themes.list', () => api.themes.list({ filter: {} }), () => raw.themes()],
  ];
  const rows: LatencyRow[] = [];
  for (const [what, call, sql] of procedures) {
    const cold = await timeIt(7, async () => {
      invalidateAnalytics();
      await call();
    });
    await call();
    const warm = await timeIt(200, call);
    const rawSql = await timeIt(7, sql);
    rows.push({
      data: label,
      what,
      coldP50: cold.p50,
      coldP95: cold.p95,
      warmP50: warm.p50,
      warmP95: warm.p95,
      sqlP50: rawSql.p50,
      sqlP95: rawSql.p95,
    });
  }
  return rows;
}

function print(rows: LatencyRow[]) {
  const f = (x: number) => x.toFixed(x < 10 ? 2 : 0).padStart(7);
  console.log(
    'data    procedure            cold p50 / p95 ms   warm p50 / p95 ms   raw SQL p50 / p95 ms',
  );
  for (const r of rows) {
    console.log(
      `${r.data.padEnd(7)} ${r.what.padEnd(20)} ${f(r.coldP50)} / ${f(r.coldP95)}   ${f(r.warmP50)} / ${f(r.warmP95)}   ${f(r.sqlP50)} / ${f(r.sqlP95)}`,
    );
  }
}

export async function benchAnalytics(
  options: { mentions?: number; surveys?: number } = {},
): Promise<LatencyRow[]> {
  const mentionsN = options.mentions ?? 1_000_000;
  const surveyN = options.surveys ?? 100_000;
  console.log(
    '\n== Analytics (summary, drivers, themes through the router; raw SQL aggregate alongside)',
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repute-bench-analytics-'));
  const rows: LatencyRow[] = [];
  try {
    const demo = openDatabase(path.join(dir, 'demo.db'));
    migrateDatabase(demo);
    seedDemoData(demo);
    const grilld = demo.$client.prepare(`select id from customers order by id limit 1`).get() as {
      id: number;
    };
    const ds = demo.$client
      .prepare(`select id, kind from datasets where customer_id = ? and status = 'ready'`)
      .all(grilld.id) as { id: number; kind: string }[];
    const surveyId = ds.find((d) => d.kind === 'survey')?.id ?? 0;
    rows.push(
      ...(await measure(
        demo,
        'demo',
        grilld.id,
        surveyId,
        ds.filter((d) => d.kind === 'media' || d.kind === 'social').map((d) => d.id),
      )),
    );
    closeDatabase(demo);

    const big = openDatabase(path.join(dir, 'large.db'));
    migrateDatabase(big);
    const customer = big.$client
      .prepare(`insert into customers (code, name) values ('BENCH', 'Bench Co') returning id`)
      .get() as { id: number };
    for (const name of BRANDS.slice(1))
      big.$client
        .prepare(`insert into competitors (customer_id, name) values (?, ?)`)
        .run(customer.id, name);
    const started = performance.now();
    const ids = buildLarge(big.$client, customer.id, mentionsN, surveyN);
    console.log(
      `generated ${mentionsN.toLocaleString('en')} mentions + ${surveyN.toLocaleString('en')} survey responses in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    rows.push(...(await measure(big, 'large', customer.id, ids.surveyId, [ids.mediaId])));
    closeDatabase(big);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  print(rows);
  const worst = Math.max(...rows.filter((r) => r.data === 'large').map((r) => r.warmP95));
  console.log(
    `dashboard p95 target 100 ms: worst warm p95 on the large data ${worst.toFixed(1)} ms${worst < 100 ? ' (met)' : ' (NOT met)'}`,
  );
  return rows;
}

// Run directly: node --import tsx bench/analytics.ts [mentions] [surveys]
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchAnalytics({
    mentions: Number(process.argv[2] ?? 1_000_000),
    surveys: Number(process.argv[3] ?? 100_000),
  });
}
