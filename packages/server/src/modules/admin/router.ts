import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/trpc';
import { listAudit } from '../audit/service';
import { listOutbox } from '../mail/service';
import {
  createCustomer,
  listAllCustomers,
  listMembers,
  removeMember,
  setArchived,
  setFeatures,
  setMember,
  updateCustomer,
} from './customers.service';
import {
  adminPasswordReset,
  createInvitation,
  invitationUsesOf,
  listInvitations,
  listUsers,
  revokeInvitation,
  setDisabled,
  setRole,
} from './users.service';

const id = z.number().int().positive();
const name = z.string().trim().min(1, 'Name is required').max(200);
const industry = z.string().trim().max(100).nullable().optional();
const competitorNames = z.array(z.string().trim().min(1).max(200)).max(50);
const featureKey = z
  .string()
  .trim()
  .regex(
    /^[a-z0-9][a-z0-9_.-]{0,63}$/,
    'Feature keys are lower-case letters, digits, dot, dash or underscore',
  );
const memberRole = z.enum(['viewer', 'editor']);

/** Who did it, for the audit log. */
const actorOf = (ctx: { user: { id: number }; ip?: string | undefined }) => ({
  userId: ctx.user.id,
  ip: ctx.ip,
});

const customersAdmin = router({
  list: adminProcedure.query(({ ctx }) => listAllCustomers(ctx.db)),
  create: adminProcedure
    .input(
      z.object({
        code: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z0-9_-]{2,32}$/, 'Code is 2 to 32 letters, digits, dash or underscore'),
        name,
        industry,
        competitors: competitorNames.optional(),
      }),
    )
    .mutation(({ ctx, input }) => createCustomer(ctx.db, actorOf(ctx), input)),
  update: adminProcedure
    .input(
      z.object({ id, name: name.optional(), industry, competitors: competitorNames.optional() }),
    )
    .mutation(({ ctx, input }) => updateCustomer(ctx.db, actorOf(ctx), input)),
  setArchived: adminProcedure
    .input(z.object({ id, archived: z.boolean() }))
    .mutation(({ ctx, input }) => setArchived(ctx.db, actorOf(ctx), input)),
  setFeatures: adminProcedure
    .input(z.object({ id, features: z.array(featureKey).max(100) }))
    .mutation(({ ctx, input }) => setFeatures(ctx.db, actorOf(ctx), input)),
});

const membersAdmin = router({
  list: adminProcedure
    .input(z.object({ customerId: id }))
    .query(({ ctx, input }) => listMembers(ctx.db, input.customerId)),
  set: adminProcedure
    .input(
      z.object({ customerId: id, email: z.string().trim().email().max(254), role: memberRole }),
    )
    .mutation(({ ctx, input }) => setMember(ctx.db, actorOf(ctx), input)),
  remove: adminProcedure
    .input(z.object({ customerId: id, userId: id }))
    .mutation(({ ctx, input }) => removeMember(ctx.db, actorOf(ctx), input)),
});

const usersAdmin = router({
  list: adminProcedure.query(({ ctx }) => listUsers(ctx.db)),
  setRole: adminProcedure
    .input(z.object({ userId: id, role: z.enum(['admin', 'user']) }))
    .mutation(({ ctx, input }) => setRole(ctx.db, actorOf(ctx), input)),
  setDisabled: adminProcedure
    .input(z.object({ userId: id, disabled: z.boolean() }))
    .mutation(({ ctx, input }) => setDisabled(ctx.db, actorOf(ctx), input)),
  sendPasswordReset: adminProcedure
    .input(z.object({ userId: id }))
    .mutation(({ ctx, input }) => adminPasswordReset(ctx.db, ctx.config, actorOf(ctx), input)),
});

const invitationsAdmin = router({
  list: adminProcedure.query(({ ctx }) => listInvitations(ctx.db)),
  create: adminProcedure
    .input(
      z.object({
        label: z.string().trim().max(200).default(''),
        role: z.enum(['admin', 'user']).default('user'),
        grants: z
          .array(z.object({ customerId: id, role: memberRole }))
          .max(200)
          .default([]),
        maxUses: z.number().int().min(1).max(10_000).default(1),
        expiresInDays: z.number().int().min(1).max(365).default(14),
        email: z.string().trim().email().max(254).optional(),
      }),
    )
    .mutation(({ ctx, input }) => createInvitation(ctx.db, ctx.config, actorOf(ctx), input)),
  revoke: adminProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) => revokeInvitation(ctx.db, actorOf(ctx), input)),
  uses: adminProcedure
    .input(z.object({ id }))
    .query(({ ctx, input }) => invitationUsesOf(ctx.db, input.id)),
});

export const adminRouter = router({
  customers: customersAdmin,
  members: membersAdmin,
  users: usersAdmin,
  invitations: invitationsAdmin,
  audit: adminProcedure
    .input(
      z
        .object({
          action: z.string().max(64).optional(),
          before: id.optional(),
          limit: z.number().int().min(1).max(500).default(100),
        })
        .optional(),
    )
    .query(({ ctx, input }) => listAudit(ctx.db, input ?? { limit: 100 })),
  outbox: adminProcedure.query(({ ctx }) => listOutbox(ctx.db)),
});
