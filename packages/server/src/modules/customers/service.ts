import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { customerFeatures, customers, memberships } from '../../db/schema/index';
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
