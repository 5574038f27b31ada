import { TRPCError } from '@trpc/server';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  competitors,
  customerFeatures,
  customers,
  memberships,
  users,
} from '../../db/schema/index';
import { recordAudit } from '../audit/service';
import { replaceCompetitors } from '../customers/service';

export interface Actor {
  userId: number;
  ip?: string | undefined;
}

function notFound(what = 'Customer'): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: `${what} not found` });
}

function requireCustomer(db: Db, id: number) {
  const row = db
    .select({ id: customers.id, code: customers.code })
    .from(customers)
    .where(eq(customers.id, id))
    .get();
  if (!row) throw notFound();
  return row;
}

/** Every customer, archived ones included, with what the management screen shows. */
export function listAllCustomers(db: Db) {
  const rows = db
    .select({
      id: customers.id,
      code: customers.code,
      name: customers.name,
      industry: customers.industry,
      archivedAt: customers.archivedAt,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .orderBy(asc(customers.name))
    .all();
  const features = db
    .select({ customerId: customerFeatures.customerId, key: customerFeatures.featureKey })
    .from(customerFeatures)
    .orderBy(asc(customerFeatures.featureKey))
    .all();
  const rivals = db
    .select({ customerId: competitors.customerId, name: competitors.name })
    .from(competitors)
    .orderBy(asc(competitors.name))
    .all();
  const members = db
    .select({ customerId: memberships.customerId, n: count() })
    .from(memberships)
    .groupBy(memberships.customerId)
    .all();
  return rows.map((row) => ({
    ...row,
    features: features.filter((f) => f.customerId === row.id).map((f) => f.key),
    competitors: rivals.filter((c) => c.customerId === row.id).map((c) => c.name),
    memberCount: members.find((m) => m.customerId === row.id)?.n ?? 0,
  }));
}

export function createCustomer(
  db: Db,
  actor: Actor,
  input: {
    code: string;
    name: string;
    industry?: string | null | undefined;
    competitors?: string[] | undefined;
  },
): { id: number } {
  const taken = db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.code, input.code))
    .get();
  if (taken)
    throw new TRPCError({ code: 'CONFLICT', message: 'A customer with this code already exists' });
  const row = db
    .insert(customers)
    .values({ code: input.code, name: input.name, industry: input.industry ?? null })
    .returning({ id: customers.id })
    .get();
  if (input.competitors) replaceCompetitors(db, row.id, input.competitors);
  recordAudit(db, {
    action: 'customer.create',
    actorUserId: actor.userId,
    target: `customer:${row.id}`,
    detail: { code: input.code, name: input.name },
    ip: actor.ip,
  });
  return row;
}

export function updateCustomer(
  db: Db,
  actor: Actor,
  input: {
    id: number;
    name?: string | undefined;
    industry?: string | null | undefined;
    competitors?: string[] | undefined;
  },
): { ok: true } {
  requireCustomer(db, input.id);
  const set: { name?: string; industry?: string | null } = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.industry !== undefined) set.industry = input.industry || null;
  if (Object.keys(set).length)
    db.update(customers).set(set).where(eq(customers.id, input.id)).run();
  if (input.competitors) replaceCompetitors(db, input.id, input.competitors);
  recordAudit(db, {
    action: 'customer.update',
    actorUserId: actor.userId,
    target: `customer:${input.id}`,
    detail: { ...set, ...(input.competitors ? { competitors: input.competitors } : {}) },
    ip: actor.ip,
  });
  return { ok: true };
}

export function setArchived(db: Db, actor: Actor, input: { id: number; archived: boolean }) {
  requireCustomer(db, input.id);
  db.update(customers)
    .set({ archivedAt: input.archived ? new Date().toISOString() : null })
    .where(eq(customers.id, input.id))
    .run();
  recordAudit(db, {
    action: 'customer.archive',
    actorUserId: actor.userId,
    target: `customer:${input.id}`,
    detail: { archived: input.archived },
    ip: actor.ip,
  });
  return { ok: true as const };
}

export function setFeatures(db: Db, actor: Actor, input: { id: number; features: string[] }) {
  requireCustomer(db, input.id);
  const wanted = [...new Set(input.features)];
  const before = db
    .select({ key: customerFeatures.featureKey })
    .from(customerFeatures)
    .where(eq(customerFeatures.customerId, input.id))
    .all()
    .map((r) => r.key);
  db.transaction((tx) => {
    tx.delete(customerFeatures).where(eq(customerFeatures.customerId, input.id)).run();
    for (const key of wanted)
      tx.insert(customerFeatures).values({ customerId: input.id, featureKey: key }).run();
  });
  recordAudit(db, {
    action: 'customer.features',
    actorUserId: actor.userId,
    target: `customer:${input.id}`,
    detail: {
      added: wanted.filter((k) => !before.includes(k)),
      removed: before.filter((k) => !wanted.includes(k)),
    },
    ip: actor.ip,
  });
  return { enabledFeatures: wanted.sort() };
}

export function listMembers(db: Db, customerId: number) {
  requireCustomer(db, customerId);
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isDemo: users.isDemo,
      disabledAt: users.disabledAt,
      role: memberships.role,
      since: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.customerId, customerId))
    .orderBy(asc(users.email))
    .all();
}

export function setMember(
  db: Db,
  actor: Actor,
  input: { customerId: number; email: string; role: 'viewer' | 'editor' },
) {
  requireCustomer(db, input.customerId);
  const user = db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email.trim().toLowerCase()))
    .get();
  if (!user) throw notFound('User');
  db.insert(memberships)
    .values({ userId: user.id, customerId: input.customerId, role: input.role })
    .onConflictDoUpdate({
      target: [memberships.userId, memberships.customerId],
      set: { role: input.role },
    })
    .run();
  recordAudit(db, {
    action: 'membership.set',
    actorUserId: actor.userId,
    target: `customer:${input.customerId}`,
    detail: { userId: user.id, role: input.role },
    ip: actor.ip,
  });
  return { ok: true as const, userId: user.id };
}

export function removeMember(db: Db, actor: Actor, input: { customerId: number; userId: number }) {
  const removed = db
    .delete(memberships)
    .where(and(eq(memberships.customerId, input.customerId), eq(memberships.userId, input.userId)))
    .run().changes;
  if (!removed) throw notFound('Membership');
  recordAudit(db, {
    action: 'membership.remove',
    actorUserId: actor.userId,
    target: `customer:${input.customerId}`,
    detail: { userId: input.userId },
    ip: actor.ip,
  });
  return { ok: true as const };
}

/** Grants must name existing customers; an unknown id answers 404 before anything is stored. */
export function assertCustomersExist(db: Db, ids: number[]): void {
  if (!ids.length) return;
  const found = db
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.id, ids))
    .all();
  if (found.length !== new Set(ids).size) throw notFound();
}
