import { z } from 'zod';
import {
  authedProcedure,
  customerEditorProcedure,
  customerProcedure,
  router,
} from '../../trpc/trpc';
import { enabledFeatures, listCompetitors, listCustomersFor, replaceCompetitors } from './service';

export const customersRouter = router({
  /** GET /api/customers: id, code, name, industry of each customer the caller may see. */
  list: authedProcedure.query(({ ctx }) => listCustomersFor(ctx.db, ctx.user)),

  /** The customer resolved from customerId (or x-customer-id); 404 when not visible. */
  current: customerProcedure
    .input(z.object({ customerId: z.number().int().positive().optional() }).optional())
    .query(({ ctx }) => {
      const { id, code, name, industry, memberRole } = ctx.customer;
      return { id, code, name, industry, memberRole };
    }),

  /** GET /api/customers/{id}/features. */
  features: customerProcedure
    .input(z.object({ customerId: z.number().int().positive() }))
    .query(({ ctx }) => ({ enabledFeatures: enabledFeatures(ctx.db, ctx.customer.id) })),

  /** The customer's competitors, by name (viewers read them). */
  competitors: customerProcedure
    .input(z.object({ customerId: z.number().int().positive() }))
    .query(({ ctx }) => listCompetitors(ctx.db, ctx.customer.id)),

  /** Editors maintain their own competitor list; viewers may not. */
  setCompetitors: customerEditorProcedure
    .input(
      z.object({
        customerId: z.number().int().positive(),
        names: z.array(z.string().trim().min(1).max(200)).max(50),
      }),
    )
    .mutation(({ ctx, input }) => replaceCompetitors(ctx.db, ctx.customer.id, input.names)),
});
