import { TRPCError } from '@trpc/server';
import { customerProcedure, router } from '../../trpc/trpc';
import { ZChatCustomerInputSchema, ZChatDirectInputSchema, type ChatStreamChunk } from './schemas';
import { answerOnce, getChatContext, streamAnswer } from './service';
import { AssistantUnavailableError } from './tool-types';
import { generateInsights } from './analyst/insights';

function unavailable(error: unknown): never {
  if (error instanceof AssistantUnavailableError) {
    throw new TRPCError({
      code: 'BAD_GATEWAY',
      message: 'The AI service is unavailable',
      cause: error,
    });
  }
  throw error;
}

/**
 * chat.context  (query)         hasData and the datasets the assistant can use.
 * chat.direct   (mutation)      { message, customerId, conversationHistory } -> { response }.
 * chat.stream   (subscription)  the same answer as it is written: delta chunks, then done.
 * chat.insights (query)         insight cards for the customer, each linking to its evidence.
 */
export const chatRouter = router({
  context: customerProcedure
    .input(ZChatCustomerInputSchema.optional())
    .query(({ ctx }) => getChatContext(ctx.db, ctx.config, ctx.customer)),

  direct: customerProcedure.input(ZChatDirectInputSchema).mutation(async ({ ctx, input }) => {
    try {
      const response = await answerOnce({
        db: ctx.db,
        config: ctx.config,
        customer: ctx.customer,
        message: input.message,
        history: input.conversationHistory,
      });
      return { response };
    } catch (error) {
      return unavailable(error);
    }
  }),

  stream: customerProcedure.input(ZChatDirectInputSchema).subscription(async function* ({
    ctx,
    input,
    signal,
  }): AsyncGenerator<ChatStreamChunk> {
    try {
      for await (const text of streamAnswer({
        db: ctx.db,
        config: ctx.config,
        customer: ctx.customer,
        message: input.message,
        history: input.conversationHistory,
        signal,
      })) {
        yield { type: 'delta', text };
      }
      yield { type: 'done' };
    } catch (error) {
      unavailable(error);
    }
  }),

  insights: customerProcedure
    .input(ZChatCustomerInputSchema.optional())
    .query(({ ctx }) =>
      generateInsights({ db: ctx.db, customer: { id: ctx.customer.id, name: ctx.customer.name } }),
    ),
});
