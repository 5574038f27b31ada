import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { createCustomer, createUser } from '../../test/auth';
import { createTestDatabase } from '../../test/db';
import { cacheSize, invalidateAnalytics } from './services/cache';
import { warmDashboardsNow, warmDashboardsSoon } from './services/warm';
import { callerAs } from './test/caller';
import { addDataset, addMentions, addSurvey, times } from './test/fixtures';

let db: Db;
let api: ReturnType<typeof callerAs>;
let customerId: number;
let emptyCustomerId: number;

beforeAll(async () => {
  db = createTestDatabase().db;
  customerId = createCustomer(db, { name: 'Acme' }).id;
  emptyCustomerId = createCustomer(db, { name: 'Empty' }).id;
  const user = await createUser(db, { memberships: [{ customerId, role: 'viewer' }] });
  const surveyId = addDataset(db, customerId, 'survey', {
    timeFrom: '2026-01-01',
    timeTo: '2026-06-30',
  });
  addSurvey(
    db,
    customerId,
    surveyId,
    times(60, (i) => ({
      date: i < 30 ? '2026-02-10' : '2026-05-10',
      scaleMin: 1,
      scaleMax: 5,
      trust: 1 + (i % 5),
      esteem: 1 + ((i + 1) % 5),
      admiration: 1 + ((i + 2) % 5),
      goodFeeling: 1 + ((i + 3) % 5),
      productsServices: 1 + (i % 5),
      innovation: 1 + ((i * 2) % 5),
      workplace: 1 + ((i * 3) % 5),
      governance: 1 + ((i + 4) % 5),
      citizenship: 3,
      leadership: 1 + ((i * 7) % 5),
      performance: 1 + ((i * 11) % 5),
      nps: i % 11,
      comment: i % 2 ? 'Friendly staff and great burgers' : 'Prices keep going up',
    })),
  );
  const mediaId = addDataset(db, customerId, 'media', {
    timeFrom: '2026-01-01',
    timeTo: '2026-06-30',
  });
  addMentions(
    db,
    customerId,
    mediaId,
    times(20, (i) => ({ date: `2026-0${1 + (i % 6)}-05`, text: 'Acme burgers are great' })),
  );
  api = callerAs(db, user, customerId);
});

describe('dashboard warm-up', () => {
  it('computes exactly what the summary screen then asks for', async () => {
    invalidateAnalytics();
    warmDashboardsNow(db);
    const warmed = cacheSize();
    expect(warmed).toBeGreaterThan(0);
    // The browser's inputs (the customer id inside the filter): every answer comes from the cache.
    const input = { customerId };
    await api.reputation.summary(input);
    await api.reputation.trend(input);
    await api.drivers.get({ filter: input });
    await api.themes.list({ filter: input, source: 'all', limit: 6 });
    await api.themes.list({ filter: input, source: 'media', limit: 6 });
    await api.media.sentiment(input);
    await api.brand.nps(input);
    expect(cacheSize()).toBe(warmed);
  });

  it('warms in the background, only customers with data, and stops when asked', async () => {
    invalidateAnalytics();
    const warnings: string[] = [];
    const handle = warmDashboardsSoon(db, { warn: (_obj, msg) => warnings.push(msg) });
    await handle.done;
    const all = cacheSize();
    expect(all).toBeGreaterThan(0);
    expect(warnings).toEqual([]);

    invalidateAnalytics();
    warmDashboardsSoon(db, { warn: () => undefined }, emptyCustomerId);
    const early = warmDashboardsSoon(db, { warn: () => undefined });
    early.stop();
    await early.done;
    expect(cacheSize()).toBeLessThan(all);
  });
});
