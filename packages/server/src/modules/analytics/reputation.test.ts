import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { createTestDatabase } from '../../test/db';
import { createCustomer, createUser } from '../../test/auth';
import { competitors } from '../../db/schema/index';
import { callerAs } from './test/caller';
import { addDataset, addSurvey, times, type SurveyRow } from './test/fixtures';

/*
 * Hand-made survey on a 1-5 scale (score = (x - 1) / 4 x 100).
 * Previous quarter (all in 2026-02): 20 respondents rate every Pulse item 2 (25), 20 rate 3 (50):
 *   overall 37.5, sample variance 6250 / 39 = 160.26. Innovation: 20 x 2 (25), 20 x 4 (75) -> 50.
 * Current quarter (all in 2026-05): 20 rate 5 (100) with weight 3, 20 rate 3 (50) with weight 1;
 *   innovation 4 (75) for all; performance 5 (100) for the first 20, 1 (0) for the rest.
 *   Regions: the 20 high raters and 15 others VIC, 5 NSW.
 * A competitor, Rival, rated 1 (0) by 40 respondents in the current quarter.
 */
const pulse = (x: number) => ({ trust: x, esteem: x, admiration: x, goodFeeling: x });
const scale = { scaleMin: 1, scaleMax: 5 };

function rows(): SurveyRow[] {
  const previous = times(40, (i) => ({
    date: '2026-02-10',
    ...scale,
    ...pulse(i < 20 ? 2 : 3),
    innovation: i < 20 ? 2 : 4,
    productsServices: 3,
    workplace: 3,
    governance: 3,
    citizenship: 3,
    leadership: 3,
    performance: 3,
    region: 'VIC',
  }));
  const current = times(40, (i) => ({
    date: '2026-05-12',
    ...scale,
    ...pulse(i < 20 ? 5 : 3),
    weight: i < 20 ? 3 : 1,
    innovation: 4,
    productsServices: 3,
    workplace: 3,
    governance: 3,
    citizenship: 3,
    leadership: 3,
    performance: i < 20 ? 5 : 1,
    region: i < 35 ? 'VIC' : 'NSW',
    stakeholderGroup: i % 2 ? 'customers' : 'employees',
  }));
  const rival = times(40, () => ({
    date: '2026-05-12',
    ...scale,
    ...pulse(1),
    brand: 'Rival',
    isOwnBrand: false,
  }));
  return [...previous, ...current, ...rival];
}

let db: Db;
let api: ReturnType<typeof callerAs>;
let customerId: number;
const quarter = { from: '2026-04', to: '2026-06' };

beforeAll(async () => {
  db = createTestDatabase().db;
  const customer = createCustomer(db, { name: 'Acme' });
  customerId = customer.id;
  db.insert(competitors).values({ customerId, name: 'Rival' }).run();
  const user = await createUser(db, { memberships: [{ customerId, role: 'viewer' }] });
  const datasetId = addDataset(db, customerId, 'survey', {
    timeFrom: '2026-01-01',
    timeTo: '2026-06-30',
  });
  addSurvey(db, customerId, datasetId, rows());
  api = callerAs(db, user, customerId);
});

describe('reputation.summary', () => {
  it('gives the unweighted overall score with its t interval, band and Welch change', async () => {
    const s = await api.reputation.summary({ ...quarter, weighted: false });
    expect(s.period).toEqual(quarter);
    expect(s.previousPeriod).toEqual({ from: '2026-01', to: '2026-03' });
    expect(s.brand).toBe('Acme');
    // mean 75; variance 25000 / 39 = 641.03; se = sqrt(641.03 / 40) = 4.0032; t(0.975, 39) = 2.0227.
    expect(s.overall).toMatchObject({
      value: 75,
      n: 40,
      nEff: 40,
      band: 'strong',
      suppressed: false,
      lowBase: true,
    });
    expect(s.overall?.ciLow).toBeCloseTo(75 - 2.0227 * 4.0032, 1);
    expect(s.overall?.ciHigh).toBeCloseTo(75 + 2.0227 * 4.0032, 1);
    // Welch: t = 37.5 / sqrt(641.03 / 40 + 160.26 / 40) = 8.38 -> significant.
    expect(s.overall?.change).toMatchObject({
      previous: 37.5,
      delta: 37.5,
      significant: true,
      test: 'welch-t',
    });
    expect(s.overall?.change?.pValue).toBeLessThan(0.001);
  });

  it('applies respondent weights: mean 87.5 on an effective base of 32', async () => {
    const s = await api.reputation.summary(quarter);
    // (20 x 3 x 100 + 20 x 50) / 80 = 87.5; n_eff = 80² / (20 x 9 + 20) = 32.
    expect(s.overall).toMatchObject({ value: 87.5, n: 40, nEff: 32, band: 'excellent' });
    // Weighted variance 468.75 x 40/39 = 480.77; se = sqrt(480.77 / 32) = 3.876; t(0.975, 31) = 2.0395.
    expect(s.overall?.ciLow).toBeCloseTo(87.5 - 2.0395 * 3.876, 1);
  });

  it('fills the four KPI cards (growth is Performance) and marks only tested changes', async () => {
    const s = await api.reputation.summary({ ...quarter, weighted: false });
    const cards = Object.fromEntries(s.cards.map((c) => [c.key, c]));
    expect(s.cards.map((c) => c.key)).toEqual(['overall', 'trust', 'innovation', 'growth']);
    expect(cards.trust?.value).toBe(75);
    // Innovation 50 -> 75: Welch t = 25 / sqrt(641.03 / 40) = 6.25 on 39 df -> significant.
    expect(cards.innovation?.change).toMatchObject({ previous: 50, delta: 25, significant: true });
    // Performance: 50 -> 50 (100 and 0 halves): no change, not significant.
    expect(cards.growth).toMatchObject({ value: 50, band: 'weak' });
    expect(cards.growth?.change).toMatchObject({ delta: 0, significant: false });
    expect(cards.overall?.sparkline.find((p) => p.month === '2026-02')?.value).toBe(37.5);
    expect(s.dimensions).toHaveLength(7);
    expect(s.pulse.map((p) => p.label)).toEqual(['Trust', 'Esteem', 'Admiration', 'Good feeling']);
  });

  it('suppresses a segment under 30 and reads a competitor with the brand filter', async () => {
    const nsw = await api.reputation.summary({
      ...quarter,
      segment: { dimension: 'region', value: 'NSW' },
    });
    expect(nsw.overall).toMatchObject({ value: null, n: 5, suppressed: true, band: null });
    const rival = await api.reputation.summary({ ...quarter, brand: 'Rival' });
    expect(rival.overall).toMatchObject({ value: 0, n: 40, band: 'poor' });
    expect(rival.overall?.change).toBeNull();
  });

  it('answers empty shapes for a customer without data', async () => {
    const other = createCustomer(db, { name: 'Empty Co' });
    const admin = await createUser(db, { role: 'admin' });
    const s = await callerAs(db, { id: admin.id, role: 'admin' }, other.id).reputation.summary({});
    expect(s).toMatchObject({ dataset: null, overall: null, cards: [] });
  });
});

describe('reputation.trend, segments, kpis, dimensions', () => {
  it('gives months with data, each with its base', async () => {
    const t = await api.reputation.trend({ weighted: false });
    expect(t.months.map((m) => [m.month, m.overall.value, m.overall.n])).toEqual([
      ['2026-02', 37.5, 40],
      ['2026-05', 75, 40],
    ]);
    expect(t.months[0]?.dimensions.innovation.value).toBe(50);
  });

  it('breaks down by region: VIC flagged as a low base, NSW suppressed', async () => {
    const s = await api.reputation.segments({ filter: quarter, by: 'region' });
    const vic = s.rows.find((r) => r.value === 'VIC');
    const nsw = s.rows.find((r) => r.value === 'NSW');
    // VIC: (20 x 3 x 100 + 15 x 50) / 75 = 90.
    expect(vic?.overall).toMatchObject({ value: 90, n: 35, lowBase: true, suppressed: false });
    expect(nsw?.overall).toMatchObject({ value: null, n: 5, suppressed: true });
  });

  it('kpis and dimensions are the summary parts', async () => {
    const cards = await api.reputation.kpis({ ...quarter, weighted: false });
    expect(cards.map((c) => c.value)).toEqual([75, 75, 75, 50]);
    const dims = await api.reputation.dimensions({ ...quarter, weighted: false });
    expect(dims.find((d) => d.key === 'innovation')?.value).toBe(75);
  });

  it('rejects a reversed range and a bad month', async () => {
    await expect(api.reputation.summary({ from: '2026-06', to: '2026-01' })).rejects.toThrow(
      /start month/,
    );
    await expect(api.reputation.summary({ from: '2026-13' })).rejects.toThrow();
  });
});
