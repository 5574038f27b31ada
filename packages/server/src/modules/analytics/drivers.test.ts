import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { createCustomer, createUser } from '../../test/auth';
import { createTestDatabase } from '../../test/db';
import { callerAs } from './test/caller';
import { addDataset, addSurvey, times } from './test/fixtures';

/*
 * The L8 orthogonal array: seven two-level columns, mutually orthogonal over its 8 runs. Each
 * dimension is 3 or 5 on a 1-7 scale (scores 33.3 / 66.7, mean 50); every Pulse item is
 * 4 + 0.3 A + 0.2 B + 0.1 C exactly. With orthogonal predictors and no noise, R² = 1 and both
 * Johnson's weights and LMG equal the squared correlations: 0.09 : 0.04 : 0.01 of 0.14, i.e.
 * 64.29%, 28.57%, 7.14% and 0 for the other four.
 */
const L8 = [
  [-1, -1, -1, -1, -1, -1, -1],
  [-1, -1, -1, 1, 1, 1, 1],
  [-1, 1, 1, -1, -1, 1, 1],
  [-1, 1, 1, 1, 1, -1, -1],
  [1, -1, 1, -1, 1, -1, 1],
  [1, -1, 1, 1, -1, 1, -1],
  [1, 1, -1, -1, 1, 1, -1],
  [1, 1, -1, 1, -1, -1, 1],
];
const DIMS = [
  'productsServices',
  'innovation',
  'workplace',
  'governance',
  'citizenship',
  'leadership',
  'performance',
] as const;

let db: Db;
let api: ReturnType<typeof callerAs>;

beforeAll(async () => {
  db = createTestDatabase().db;
  const customer = createCustomer(db, { name: 'Acme' });
  const user = await createUser(db, { memberships: [{ customerId: customer.id, role: 'viewer' }] });
  const datasetId = addDataset(db, customer.id, 'survey', {
    timeFrom: '2026-03-01',
    timeTo: '2026-03-31',
  });
  const make = (brand: string, isOwnBrand: boolean, coef: [number, number, number]) =>
    times(40, (i) => {
      const run = L8[i % 8] ?? [];
      const level = (k: number) => run[k] ?? 0;
      const y = 4 + coef[0] * level(0) + coef[1] * level(1) + coef[2] * level(2);
      return {
        date: '2026-03-15',
        brand,
        isOwnBrand,
        trust: y,
        esteem: y,
        admiration: y,
        goodFeeling: y,
        ...Object.fromEntries(DIMS.map((d, k) => [d, 4 + level(k)])),
        // Two innovation attributes that carry A and B: their R² for the overall is 0.13 / 0.14.
        attributes: {
          'innovation.first_to_market': 4 + level(0),
          'innovation.adapts_quickly': 4 + level(1),
        },
      };
    });
  addSurvey(db, customer.id, datasetId, [
    ...make('Acme', true, [0.3, 0.2, 0.1]),
    ...make('Rival', false, [0.1, 0.1, 0.2]),
  ]);
  api = callerAs(db, user, customer.id);
});

describe('drivers.get', () => {
  it('splits R² = 1 into the squared-correlation shares, LMG agreeing, summing to 100', async () => {
    const d = await api.drivers.get({ filter: {} });
    expect(d).toMatchObject({
      level: 'dimensions',
      n: 40,
      rSquared: 1,
      lmgRSquared: 1,
      suppressed: false,
      brand: 'Acme',
    });
    const share = Object.fromEntries(d.drivers.map((r) => [r.key, r.share]));
    expect(share.products_services).toBeCloseTo(64.29, 1);
    expect(share.innovation).toBeCloseTo(28.57, 1);
    expect(share.workplace).toBeCloseTo(7.14, 1);
    expect(share.governance).toBeCloseTo(0, 1);
    expect(d.drivers.reduce((t, r) => t + r.share, 0)).toBeCloseTo(100, 1);
    d.drivers.forEach((r) => expect(r.lmgShare).toBeCloseTo(r.share, 1));
    // No bootstrap interval under a base of 100.
    expect(d.drivers[0]?.shareCiLow).toBeNull();
    // Standardized betas: 0.3 / sqrt(0.14) = 0.802.
    expect(d.drivers[0]?.beta).toBeCloseTo(0.802, 2);
  });

  it('places drivers in the quadrant chart around mean importance (100/7) and performance', async () => {
    const d = await api.drivers.get({ filter: {} });
    expect(d.importanceMid).toBeCloseTo(14.29, 2);
    expect(d.performanceMid).toBe(50);
    const q = Object.fromEntries(d.drivers.map((r) => [r.key, r.quadrant]));
    expect(q.products_services).toBe('strength');
    expect(q.workplace).toBe('maintain');
    expect(d.drivers.every((r) => r.performance === 50)).toBe(true);
  });

  it('drills into a dimension: attributes explain 0.13 / 0.14 of the overall score', async () => {
    const d = await api.drivers.get({ filter: {}, dimension: 'innovation' });
    expect(d.level).toBe('attributes');
    expect(d.rSquared).toBeCloseTo(0.13 / 0.14, 3);
    const share = Object.fromEntries(d.drivers.map((r) => [r.key, r.share]));
    // 0.09 / 0.13 and 0.04 / 0.13
    expect(share['innovation.first_to_market']).toBeCloseTo(69.23, 1);
    expect(share['innovation.adapts_quickly']).toBeCloseTo(30.77, 1);
    expect(d.drivers.find((r) => r.key === 'innovation.first_to_market')?.label).toBe(
      'First to market',
    );
  });

  it('gives shares per brand for the competitor view', async () => {
    const d = await api.drivers.byBrand({ filter: {} });
    const rival = d.brands.find((b) => b.brand === 'Rival');
    // Rival: 0.01 : 0.01 : 0.04 of 0.06.
    expect(rival?.shares.workplace).toBeCloseTo(66.67, 1);
    expect(rival?.shares.products_services).toBeCloseTo(16.67, 1);
    expect(d.keys).toHaveLength(7);
  });

  it('suppresses a base under 30', async () => {
    const d = await api.drivers.get({
      filter: { segment: { dimension: 'region', value: 'nowhere' } },
    });
    expect(d).toMatchObject({ suppressed: true, rSquared: null, drivers: [] });
  });
});
