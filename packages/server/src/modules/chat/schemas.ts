import { z } from 'zod';

/** Limits keep a request bounded: the analyst only needs recent turns, the model a few more. */
export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_HISTORY_MAX_TURNS = 40;

export const ZChatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(CHAT_MESSAGE_MAX * 4),
});
export type TChatTurn = z.infer<typeof ZChatTurnSchema>;

export const ZChatDirectInputSchema = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CHAT_MESSAGE_MAX, `Message must be at most ${CHAT_MESSAGE_MAX} characters`),
  customerId: z.coerce.number().int().positive().optional(),
  // Older turns beyond the limit are dropped rather than refused: the client keeps whole histories.
  conversationHistory: z
    .array(ZChatTurnSchema)
    .default([])
    .transform((turns) => turns.slice(-CHAT_HISTORY_MAX_TURNS)),
});
export type TChatDirectInput = z.infer<typeof ZChatDirectInputSchema>;

export const ZChatCustomerInputSchema = z.object({
  customerId: z.coerce.number().int().positive().optional(),
});

export interface ChatDatasetSummary {
  id: number;
  name: string;
  kind: string;
  from: string | null;
  to: string | null;
  rows: number;
}

export interface ChatContext {
  hasData: boolean;
  customer: { id: number; name: string };
  assistant: 'analyst' | 'llm';
  datasets: ChatDatasetSummary[];
}

/** A piece of a streamed answer: text as it is written, then the end marker. */
export type ChatStreamChunk = { type: 'delta'; text: string } | { type: 'done' };
