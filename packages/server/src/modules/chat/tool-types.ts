import type { Db } from '../../db/connection';

/** What a tool needs: the database and the customer the conversation is about. */
export interface ToolContext {
  db: Db;
  customer: { id: number; name: string };
}

/**
 * One analytics question the assistant may ask. `run` calls an analytics service and returns
 * its plain result: the only source of figures for both the embedded analyst and the model.
 */
export interface AnalystTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments, as the chat-completions `tools` field expects. */
  parameters: Record<string, unknown>;
  run: (ctx: ToolContext, args: Record<string, unknown>) => unknown;
}

/** The assistant could not be reached (provider error or timeout); the client shows SPEC's text. */
export class AssistantUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AssistantUnavailableError';
  }
}
