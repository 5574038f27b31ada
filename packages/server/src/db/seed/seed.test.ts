import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { customers } from '../schema/index';
import { seedDemoData } from './index';

describe('demo data', () => {
  it('fills an empty database with at least four customers, GRILLD among them', () => {
    const { db } = createTestDatabase();
    expect(seedDemoData(db)).toEqual({ seeded: true, customers: 5 });
    const rows = db.select().from(customers).orderBy(asc(customers.id)).all();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.find((row) => row.code === 'GRILLD')).toMatchObject({
      name: "Grill'd",
      industry: 'Restaurants',
    });
  });

  it('is deterministic and leaves a non-empty database alone', () => {
    const first = createTestDatabase().db;
    const second = createTestDatabase().db;
    seedDemoData(first);
    seedDemoData(second);
    const dump = (db: typeof first) =>
      db.select({ id: customers.id, code: customers.code }).from(customers).all();
    expect(dump(first)).toEqual(dump(second));
    expect(seedDemoData(first).seeded).toBe(false);
    expect(dump(first)).toHaveLength(5);
  });
});
