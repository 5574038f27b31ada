import { count } from 'drizzle-orm';
import type { Db } from '../connection';
import { competitors, customers } from '../schema/index';
import { DEMO_CUSTOMERS } from './customers';
import { seedEvents } from './events';
import { seedMentions } from './media';
import { seedSeries } from './series';
import { seedSurveys } from './survey';

export interface SeedResult {
  seeded: boolean;
  customers: number;
}

/** Extension point: area generators run after the customers exist, in one transaction. */
export type SeedStep = (db: Db, customerIdsByCode: Map<string, number>) => void;
// Steps get the outer handle: better-sqlite3 runs on one connection, so their prepared statements
// still run inside the seeding transaction (a Drizzle transaction object has no $client).
const seedSteps: SeedStep[] = [
  (db, ids) => seedSurveys(db.$client, ids),
  (db, ids) => seedMentions(db.$client, ids),
  (db, ids) => seedSeries(db.$client, ids),
  (db, ids) => seedEvents(db.$client, ids),
];

/** Fills an empty database with deterministic demo data; a database with customers is left alone. */
export function seedDemoData(db: Db): SeedResult {
  const existing = db.select({ n: count() }).from(customers).get()?.n ?? 0;
  if (existing > 0) return { seeded: false, customers: existing };

  db.transaction((tx) => {
    const ids = new Map<string, number>();
    for (const demo of DEMO_CUSTOMERS) {
      const row = tx
        .insert(customers)
        .values({ code: demo.code, name: demo.name, industry: demo.industry })
        .returning({ id: customers.id })
        .get();
      ids.set(demo.code, row.id);
      for (const competitor of demo.competitors) {
        tx.insert(competitors)
          .values({ customerId: row.id, name: competitor.name, aliases: competitor.aliases })
          .run();
      }
    }
    for (const step of seedSteps) step(db, ids);
  });
  return { seeded: true, customers: DEMO_CUSTOMERS.length };
}
