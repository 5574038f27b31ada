import { ZDemoRequestSchema } from '@repute/shared';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc/trpc';
import {
  createDemoRequest,
  DEMO_REQUEST_STATUSES,
  listDemoRequests,
  toCsv,
  updateDemoRequest,
} from './service';

const ZFilter = z.object({
  search: z.string().max(200).optional(),
  status: z.enum(DEMO_REQUEST_STATUSES).optional(),
});

export const demoRequestsRouter = router({
  /** POST /api/demo-requests (public: the landing page's demo form). */
  create: publicProcedure.input(ZDemoRequestSchema).mutation(({ ctx, input }) => {
    const { id } = createDemoRequest(ctx.db, ctx.config, input);
    return { ok: true as const, id };
  }),

  list: adminProcedure
    .input(ZFilter.optional())
    .query(({ ctx, input }) => listDemoRequests(ctx.db, input ?? {})),

  update: adminProcedure
    .input(
      z.object({
        id: z.number().int().positive(),
        status: z.enum(DEMO_REQUEST_STATUSES).optional(),
        notes: z.string().max(10_000).optional(),
      }),
    )
    .mutation(({ ctx, input }) => {
      const row = updateDemoRequest(ctx.db, ctx.user.id, input);
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Demo request not found' });
      return row;
    }),

  exportCsv: adminProcedure
    .input(ZFilter.optional())
    .query(({ ctx, input }) => ({ csv: toCsv(listDemoRequests(ctx.db, input ?? {})) })),
});
