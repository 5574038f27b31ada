import { createHash } from 'node:crypto';
import { Matrix, solve } from 'ml-matrix';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../connection';
import { createTestDatabase } from '../../test/db';
import { seedDemoData } from './index';
import { seedSurveys } from './survey';
import { DEMO_DRIVER_WEIGHTS, DIMENSIONS, demoDriverShares } from './story';

let db: Db;
let grilld: number;

beforeAll(() => {
  db = createTestDatabase().db;
  const started = Date.now();
  seedDemoData(db);
  expect(Date.now() - started).toBeLessThan(30_000);
  grilld = (
    db.$client.prepare(`select id from customers where code = 'GRILLD'`).get() as { id: number }
  ).id;
}, 60_000);

const all = <T>(sql: string, ...params: unknown[]) => db.$client.prepare(sql).all(...params) as T[];

describe('demo reputation data', () => {
  it('gives every customer one ready dataset per kind with counts and time ranges', () => {
    const rows = all<{
      customer_id: number;
      kind: string;
      row_count: number;
      time_from: string;
      time_to: string;
      status: string;
    }>(
      'select customer_id, kind, row_count, time_from, time_to, status from datasets order by customer_id, kind',
    );
    expect(rows).toHaveLength(5 * 6);
    for (const row of rows) {
      expect(row.status).toBe('ready');
      expect(row.row_count).toBeGreaterThan(0);
      expect(row.time_from <= row.time_to).toBe(true);
    }
    const names = all<{ name: string }>(
      'select name from datasets where customer_id = ?',
      grilld,
    ).map((r) => r.name);
    expect(names).toContain("Grill'd Reputation Survey 2024-2026");
  });

  it('has 24 monthly waves of about 400 respondents rating four brands', () => {
    const waves = all<{ wave: string; respondents: number; brands: number }>(
      `select wave, count(distinct respondent_id) respondents, count(distinct brand) brands
       from survey_responses where customer_id = ? group by wave order by wave`,
      grilld,
    );
    expect(waves).toHaveLength(24);
    expect(waves[0]?.wave).toBe('2024-11');
    expect(waves.at(-1)?.wave).toBe('2026-10');
    for (const w of waves) {
      expect(w.respondents).toBeGreaterThanOrEqual(370);
      expect(w.respondents).toBeLessThanOrEqual(430);
      expect(w.brands).toBe(4);
    }
  });

  it('dents GRILLD trust and governance in the 2025-03 incident and recovers within months', () => {
    const mean = (column: string, wave: string) =>
      (
        db.$client
          .prepare(
            `select avg(${column}) v from survey_responses where customer_id = ? and is_own_brand = 1 and wave = ?`,
          )
          .get(grilld, wave) as { v: number }
      ).v;
    for (const column of ['trust', 'governance']) {
      expect(mean(column, '2025-02') - mean(column, '2025-03')).toBeGreaterThan(0.5);
      expect(mean(column, '2025-08') - mean(column, '2025-03')).toBeGreaterThan(0.4);
    }
    // Innovation is untouched by the incident.
    expect(Math.abs(mean('innovation', '2025-02') - mean('innovation', '2025-03'))).toBeLessThan(
      0.25,
    );
  });

  it('lets a regression of Pulse on the seven dimensions recover the true weights', () => {
    const rows = all<Record<string, number>>(
      `select (trust + esteem + admiration + good_feeling) / 4.0 pulse, ${DIMENSIONS.join(', ')}
       from survey_responses where customer_id = ? and trust is not null`,
      grilld,
    );
    const x = new Matrix(rows.map((r) => [1, ...DIMENSIONS.map((d) => r[d] ?? 0)]));
    const y = Matrix.columnVector(rows.map((r) => r.pulse ?? 0));
    const beta = solve(x.transpose().mmul(x), x.transpose().mmul(y)).getColumn(0).slice(1);
    const total = beta.reduce((a, b) => a + b, 0);
    DIMENSIONS.forEach((d, k) => {
      // Rounding to a 7-point scale and straight-liners attenuate a little; shares stay close.
      expect(Math.abs((beta[k] ?? 0) / total - DEMO_DRIVER_WEIGHTS[d])).toBeLessThan(0.04);
    });
    const shares = demoDriverShares();
    expect(Object.values(shares).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('has about 50,000 mentions with a genuine GRILLD spike in March 2025', () => {
    const total = (db.$client.prepare('select count(*) n from mentions').get() as { n: number }).n;
    expect(total).toBeGreaterThan(45_000);
    expect(total).toBeLessThan(60_000);
    const daily = all<{ date: string; n: number; neg: number }>(
      `select date, count(*) n, sum(effective_sentiment_label = 'negative') neg from mentions
       where customer_id = ? and date between '2025-02-01' and '2025-03-31' group by date order by date`,
      grilld,
    );
    const feb = daily.filter((d) => d.date < '2025-03-01');
    const spike = daily.filter((d) => d.date >= '2025-03-01' && d.date <= '2025-03-10');
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(avg(spike.map((d) => d.n))).toBeGreaterThan(3 * avg(feb.map((d) => d.n)));
    expect(avg(spike.map((d) => d.neg / d.n))).toBeGreaterThan(0.6);
    const platforms = all<{ platform: string }>(
      'select distinct platform from mentions where platform is not null',
    );
    expect(platforms).toHaveLength(5);
    const channels = all<{ channel: string }>('select distinct channel from mentions');
    expect(channels.map((c) => c.channel).sort()).toEqual([
      'blog',
      'forum',
      'news',
      'review',
      'social',
    ]);
  });

  it('stores the lexicon sentiment and the brands found in each mention text', () => {
    const sample = all<{
      text: string;
      sentiment_label: string;
      brands: string;
      is_own_brand: number;
    }>(
      'select text, sentiment_label, brands, is_own_brand from mentions where customer_id = ? limit 200',
      grilld,
    );
    for (const m of sample) {
      const brands = JSON.parse(m.brands) as string[];
      expect(brands.length).toBeGreaterThan(0);
      expect(m.is_own_brand === 1).toBe(brands.includes("Grill'd"));
    }
  });

  it('has financial, spend and event series and the incident on the timeline', () => {
    const metrics = all<{ metric: string; n: number }>(
      'select metric, count(*) n from financial_series where customer_id = ? group by metric',
      grilld,
    );
    expect(metrics).toEqual([
      { metric: 'revenue', n: 96 },
      { metric: 'share_price', n: 96 },
    ]);
    const spend = all<{ channel: string }>(
      'select distinct channel from spend_series where customer_id = ?',
      grilld,
    );
    expect(spend.length).toBe(8);
    const incident = all<{ title: string; category: string }>(
      `select title, category from timeline_events where customer_id = ? and date like '2025-03%'`,
      grilld,
    );
    expect(incident).toEqual([
      { title: 'Food-safety incident at Sydney restaurants', category: 'incident' },
    ]);
  });

  it('is deterministic from its seed', () => {
    const other = createTestDatabase().db;
    other.$client
      .prepare(`insert into customers (id, code, name) values (?, 'GRILLD', 'Grill''d')`)
      .run(grilld);
    other.$client.transaction(() => seedSurveys(other.$client, new Map([['GRILLD', grilld]])))();
    const digest = (d: Db) =>
      createHash('sha256')
        .update(
          JSON.stringify(
            d.$client
              .prepare(
                `select respondent_id, brand, trust, governance, nps, weight, comment, imagery, attributes
                 from survey_responses where customer_id = ? order by respondent_id, brand`,
              )
              .all(grilld),
          ),
        )
        .digest('hex');
    expect(digest(other)).toBe(digest(db));
  });
});
