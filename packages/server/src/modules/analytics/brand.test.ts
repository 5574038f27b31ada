import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { createCustomer, createUser } from '../../test/auth';
import { createTestDatabase } from '../../test/db';
import { callerAs } from './test/caller';
import { addDataset, addSurvey, times } from './test/fixtures';

/*
 * One month (2026-04) of 40 Acme and 40 Rival respondents on a 1-5 scale.
 * Acme funnel: all aware; 30 familiar; 20 of those consider, plus 5 unfamiliar who say they
 *   would (nesting drops them); 10 prefer; 5 recommend. NPS answers: 20 x 10, 10 x 8, 10 x 3.
 *   Imagery: 30 tick "modern", 10 tick "friendly". Pulse 4 (75) for all.
 *   Groups: 32 customers, 8 employees. Regions: 30 VIC, 10 NSW.
 * Rival: all aware, 20 familiar, no one further; imagery 10 "modern", 30 "friendly"; pulse 2 (25).
 */
let db: Db;
let api: ReturnType<typeof callerAs>;

beforeAll(async () => {
  db = createTestDatabase().db;
  const customer = createCustomer(db, { name: 'Acme' });
  const user = await createUser(db, { memberships: [{ customerId: customer.id, role: 'viewer' }] });
  const datasetId = addDataset(db, customer.id, 'survey', {
    timeFrom: '2026-04-01',
    timeTo: '2026-04-30',
  });
  const pulse = (x: number) => ({
    trust: x,
    esteem: x,
    admiration: x,
    goodFeeling: x,
    scaleMin: 1,
    scaleMax: 5,
  });
  const acme = times(40, (i) => ({
    date: '2026-04-10',
    ...pulse(4),
    aware: 1,
    familiar: i < 30 ? 1 : 0,
    wouldConsider: i < 20 || i >= 35 ? 1 : 0,
    prefer: i < 10 ? 1 : 0,
    wouldRecommend: i < 5 ? 1 : 0,
    nps: i < 20 ? 10 : i < 30 ? 8 : 3,
    imagery: i < 30 ? ['modern'] : ['friendly'],
    stakeholderGroup: i < 32 ? 'customers' : 'employees',
    region: i < 30 ? 'VIC' : 'NSW',
    ageBand: '25-34',
  }));
  const rival = times(40, (i) => ({
    date: '2026-04-10',
    ...pulse(2),
    brand: 'Rival',
    isOwnBrand: false,
    aware: 1,
    familiar: i < 20 ? 1 : 0,
    wouldConsider: 0,
    prefer: 0,
    wouldRecommend: 0,
    nps: 5,
    imagery: i < 10 ? ['modern'] : ['friendly'],
  }));
  addSurvey(db, customer.id, datasetId, [...acme, ...rival]);
  api = callerAs(db, user, customer.id);
});

describe('brand tracking', () => {
  it('funnel: stage shares of the total base and conversions, nesting enforced', async () => {
    const f = await api.brand.funnel({});
    const acme = f.brands.find((b) => b.brand === 'Acme');
    expect(acme?.stages.map((s) => s.share)).toEqual([100, 75, 50, 25, 12.5]);
    expect(acme?.stages.map((s) => s.conversion)).toEqual([null, 75, 66.7, 50, 50]);
    const rival = f.brands.find((b) => b.brand === 'Rival');
    expect(rival?.stages.map((s) => s.share)).toEqual([100, 50, 0, 0, 0]);
    expect(f.brands[0]?.isOwn).toBe(true);
  });

  it('NPS: 50% promoters - 25% detractors = 25 with its interval', async () => {
    const n = await api.brand.nps({});
    expect(n).toMatchObject({ promoters: 50, passives: 25, detractors: 25 });
    // se = 100 sqrt((0.5 + 0.25 - 0.25²) / 40) = 13.11; 95%: 25 ± 25.70.
    expect(n.nps.value).toBe(25);
    expect(n.nps.ciLow).toBeCloseTo(-0.7, 1);
    expect(n.nps.ciHigh).toBeCloseTo(50.7, 1);
    expect(n.months).toHaveLength(1);
  });

  it('imagery: association shares and the correspondence-analysis map', async () => {
    const im = await api.brand.imagery({});
    expect(im.attributes).toEqual(['friendly', 'modern']);
    expect(im.brands.find((b) => b.brand === 'Acme')?.associations).toEqual({
      friendly: 25,
      modern: 75,
    });
    // Table [[30, 10], [10, 30]]: chi² = 4 x 10² / 20 = 20 on n = 80 -> total inertia 0.25, one axis.
    expect(im.ca?.totalInertia).toBeCloseTo(0.25, 4);
    expect(im.ca?.axes[0]?.share).toBe(100);
    const [a, r] = im.ca?.rows ?? [];
    expect(Math.sign(a?.x ?? 0)).toBe(-Math.sign(r?.x ?? 0));
    // Row principal coordinates are ±0.5 (= sqrt(0.25) with equal masses).
    expect(Math.abs(a?.x ?? 0)).toBeCloseTo(0.5, 4);
  });

  it('scorecard: every KPI with its band and kind', async () => {
    const s = await api.brand.scorecard({ from: '2026-04', to: '2026-04' });
    expect(s.rows.map((r) => r.key)).toEqual([
      'overall',
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
      'aware',
      'familiar',
      'would_consider',
      'prefer',
      'would_recommend',
      'nps',
    ]);
    expect(s.rows[0]).toMatchObject({
      kind: 'score',
      band: 'strong',
      current: { value: 75, n: 40 },
    });
    expect(s.rows.find((r) => r.key === 'familiar')).toMatchObject({
      kind: 'percent',
      current: { value: 75 },
    });
    // No previous month has data, so no change is claimed.
    expect(s.rows.every((r) => r.change === null)).toBe(true);
  });

  it('demographics: rows by group with sample share, NPS and awareness', async () => {
    const d = await api.brand.demographics({ filter: {}, by: 'stakeholder_group' });
    const customers = d.rows.find((r) => r.value === 'customers');
    expect(customers).toMatchObject({ label: 'Customers', n: 32, sampleShare: 80 });
    // Customers: i < 32: 20 x 10, 10 x 8, 2 x 3 -> (20 - 2) / 32 = 56.25.
    expect(customers?.nps.value).toBeCloseTo(56.3, 1);
    expect(d.rows.find((r) => r.value === 'employees')?.overall.suppressed).toBe(true);
  });

  it('brand timeline: monthly KPIs', async () => {
    const t = await api.brand.timeline({});
    expect(t.months).toEqual([
      { month: '2026-04', overall: 75, nps: 25, awareness: 100, consideration: 50, n: 40 },
    ]);
  });
});

describe('benchmark, geography and stakeholders', () => {
  it('benchmark: every KPI per brand, ranked, with the tested gap to the own brand', async () => {
    const b = await api.benchmark.kpis({});
    const overall = b.kpis.find((k) => k.key === 'overall');
    expect(overall?.values.map((v) => [v.brand, v.estimate.value, v.rank])).toEqual([
      ['Acme', 75, 1],
      ['Rival', 25, 2],
    ]);
    // Both groups have zero variance: the gap is 50 but no test can run, so it is not significant.
    expect(overall?.values[1]).toMatchObject({ gapToOwn: 50, significant: false });
    const familiar = b.kpis.find((k) => k.key === 'familiar');
    // 75% vs 50% on 40 each: pooled z = 2.31, p = 0.021 -> significant; gap 25 points.
    expect(familiar?.values[1]).toMatchObject({ gapToOwn: 25, significant: true });
    expect(b.kpis).toHaveLength(18);
  });

  it('geography: regions ranked; NSW under 30 suppressed and unranked', async () => {
    const g = await api.geo.regions({});
    expect(g.rows.map((r) => [r.region, r.rank, r.overall.value])).toEqual([
      ['VIC', 1, 75],
      ['NSW', null, null],
    ]);
  });

  it('stakeholders: perception by group and the relationships map', async () => {
    const s = await api.stakeholders.groups({});
    expect(s.rows.map((r) => [r.value, r.overall.value])).toEqual([
      ['customers', 75],
      ['employees', null],
    ]);
    const rel = await api.stakeholders.relationships({});
    // Customers: 30 of 32 familiar = 93.75%; sentiment 75.
    expect(rel.groups.find((g) => g.group === 'customers')).toMatchObject({
      importance: 93.75,
      sentiment: 75,
      sentimentN: 32,
      suppressed: false,
    });
    expect(rel.groups.find((g) => g.group === 'employees')).toMatchObject({
      suppressed: true,
      importance: null,
      sentimentN: 8,
    });
  });
});
