import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { competitors, customerFeatures, customers, memberships } from '../../db/schema/index';
import type { SessionUser } from '../../trpc/trpc';

export interface CustomerSummary {
  id: number;
  code: string;
  name: string;
  industry: string | null;
}

const summaryColumns = {
  id: customers.id,
  code: customers.code,
  name: customers.name,
  industry: customers.industry,
};

/** The caller's customers (an admin: all), archived ones left out, by name. */
export function listCustomersFor(db: Db, user: SessionUser): CustomerSummary[] {
  if (user.role === 'admin') {
    return db
      .select(summaryColumns)
      .from(customers)
      .where(isNull(customers.archivedAt))
      .orderBy(asc(customers.name))
      .all();
  }
  return db
    .select(summaryColumns)
    .from(customers)
    .innerJoin(memberships, eq(memberships.customerId, customers.id))
    .where(and(eq(memberships.userId, user.id), isNull(customers.archivedAt)))
    .orderBy(asc(customers.name))
    .all();
}

export function enabledFeatures(db: Db, customerId: number): string[] {
  return db
    .select({ key: customerFeatures.featureKey })
    .from(customerFeatures)
    .where(eq(customerFeatures.customerId, customerId))
    .orderBy(asc(customerFeatures.featureKey))
    .all()
    .map((row) => row.key);
}

export function listCompetitors(db: Db, customerId: number): { id: number; name: string }[] {
  return db
    .select({ id: competitors.id, name: competitors.name })
    .from(competitors)
    .where(eq(competitors.customerId, customerId))
    .orderBy(asc(competitors.name))
    .all();
}

/** Replaces the list by names; names that stay keep their id and aliases. */
export function replaceCompetitors(db: Db, customerId: number, names: string[]) {
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  db.transaction((tx) => {
    tx.delete(competitors)
      .where(
        unique.length
          ? and(eq(competitors.customerId, customerId), notInArray(competitors.name, unique))
          : eq(competitors.customerId, customerId),
      )
      .run();
    for (const name of unique) {
      tx.insert(competitors)
        .values({ customerId, name, aliases: [name] })
        .onConflictDoNothing()
        .run();
    }
  });
  return listCompetitors(db, customerId);
}
