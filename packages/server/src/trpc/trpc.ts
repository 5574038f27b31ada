/**
 * 1. CONTEXT: a pure inner context (tests build callers from it) and the Fastify adapter on top.
 * 2. INIT: the one initTRPC call, superjson, error formatting.
 * 3. PROCEDURES: public, authed, customer, admin.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { and, eq, isNull } from 'drizzle-orm';
import superjson from 'superjson';
import { z, ZodError } from 'zod';
import type { AppConfig } from '../config';
import type { Db } from '../db/connection';
import { customers, memberships, users } from '../db/schema/index';

// ---------------------------------------------------------------- 1. CONTEXT

declare module 'fastify' {
  interface FastifyRequest {
    /** Loaded from the session by the session plugin; null when signed out. */
    sessionUser: SessionUser | null;
  }
}

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'user';
  isDemo: boolean;
  emailVerified: boolean;
}

export interface CurrentCustomer {
  id: number;
  code: string;
  name: string;
  industry: string | null;
  /** The caller's role on this customer; admins act as editors everywhere. */
  memberRole: 'viewer' | 'editor';
}

export interface ContextInner {
  db: Db;
  config: AppConfig;
  user: SessionUser | null;
  /** Raw x-customer-id header, resolved by customerProcedure. */
  customerIdHeader?: string | undefined;
  ip?: string | undefined;
  /** Present on HTTP requests; absent for server-side callers in tests. */
  http?: CreateFastifyContextOptions | undefined;
}

export function createContextInner(opts: ContextInner): ContextInner {
  return opts;
}

export async function loadSessionUser(db: Db, userId: unknown): Promise<SessionUser | null> {
  if (typeof userId !== 'number') return null;
  const row = db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isDemo: users.isDemo,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.disabledAt)))
    .get();
  return row ?? null;
}

export function makeCreateContext(db: Db, config: AppConfig) {
  return async function createContext(http: CreateFastifyContextOptions): Promise<ContextInner> {
    const { req } = http;
    const header = req.headers['x-customer-id'];
    return createContextInner({
      db,
      config,
      user: req.sessionUser ?? null,
      customerIdHeader: Array.isArray(header) ? header[0] : header,
      ip: req.ip,
      http,
    });
  };
}

export type Context = Awaited<ReturnType<ReturnType<typeof makeCreateContext>>>;

// ---------------------------------------------------------------- 2. INIT

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error, ctx }) {
    const isInternal = error.code === 'INTERNAL_SERVER_ERROR';
    const masked = isInternal && ctx?.config.isProduction;
    return {
      ...shape,
      message: masked ? 'Internal server error' : shape.message,
      data: {
        ...shape.data,
        stack: masked || ctx?.config.isProduction ? undefined : shape.data.stack,
        zodError:
          error.code === 'BAD_REQUEST' && error.cause instanceof ZodError
            ? z.flattenError(error.cause)
            : null,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

// ---------------------------------------------------------------- 3. PROCEDURES

export const publicProcedure = t.procedure;

export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrator role required' });
  }
  return next();
});

const ZCustomerIdInput = z.object({ customerId: z.coerce.number().int().positive().optional() });

/** Resolves the customer the caller may see, or answers 404 — never the data of another one. */
export function resolveCustomer(
  db: Db,
  user: SessionUser,
  customerId: number,
): CurrentCustomer | null {
  const customer = db
    .select({
      id: customers.id,
      code: customers.code,
      name: customers.name,
      industry: customers.industry,
    })
    .from(customers)
    // An archived customer is out of every list, so its data is out of reach too.
    .where(and(eq(customers.id, customerId), isNull(customers.archivedAt)))
    .get();
  if (!customer) return null;
  if (user.role === 'admin') return { ...customer, memberRole: 'editor' };
  const membership = db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.customerId, customerId)))
    .get();
  return membership ? { ...customer, memberRole: membership.role } : null;
}

export const customerProcedure = authedProcedure.use(async ({ ctx, next, getRawInput }) => {
  const raw = await getRawInput().catch(() => undefined);
  const fromInput = ZCustomerIdInput.safeParse(raw ?? {});
  const inputId = fromInput.success ? fromInput.data.customerId : undefined;
  const headerId = ctx.customerIdHeader ? Number(ctx.customerIdHeader) : undefined;
  const customerId = inputId ?? headerId;
  if (customerId === undefined || !Number.isInteger(customerId) || customerId <= 0) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'A customer must be selected' });
  }
  const customer = resolveCustomer(ctx.db, ctx.user, customerId);
  if (!customer) throw new TRPCError({ code: 'NOT_FOUND', message: 'Customer not found' });
  return next({ ctx: { ...ctx, customer } });
});

/** Customer-scoped and allowed to change the customer's data. */
export const customerEditorProcedure = customerProcedure.use(({ ctx, next }) => {
  if (ctx.customer.memberRole !== 'editor') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Editor role required for this customer' });
  }
  return next();
});
