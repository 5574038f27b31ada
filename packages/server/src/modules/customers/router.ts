import { z } from 'zod';
import { authedProcedure, customerProcedure, router } from '../../trpc/trpc';
import { enabledFeatures, listCustomersFor } from './service';

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
});
