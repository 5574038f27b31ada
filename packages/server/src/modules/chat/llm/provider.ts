import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { TChatTurn } from '../schemas';
import { groundingNote } from './grounding';
import { AssistantUnavailableError, type AnalystTool, type ToolContext } from '../tool-types';

export interface LlmSettings {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Per request to the provider; a slow provider answers with SPEC's connection message. */
  timeoutMs?: number;
}

export interface LlmRequest {
  settings: LlmSettings;
  tools: readonly AnalystTool[];
  toolContext: ToolContext;
  message: string;
  history: readonly TChatTurn[];
  /** Today, so the model can resolve 'last quarter' against the data's own dates. */
  today: string;
  datasetsNote: string;
  signal?: AbortSignal | undefined;
}

/** Tool rounds before the model must answer; guards against a model that never stops calling. */
const MAX_TOOL_ROUNDS = 6;

export function systemPrompt(customerName: string, today: string, datasetsNote: string): string {
  return [
    `You are Repute's reputation analyst for ${customerName}. Today is ${today}.`,
    'Answer in concise Markdown for a brand and communications team.',
    'Every figure you state must come from a tool result in this conversation; never estimate,',
    'round differently or invent numbers. Name the dataset and the period each figure is from.',
    'If the tools return no data for a question, say plainly that the data cannot answer it.',
    'Recommendations must follow from weak drivers or negative themes found through the tools.',
    `Datasets available: ${datasetsNote}`,
  ].join(' ');
}

function toolDefinitions(tools: readonly AnalystTool[]): ChatCompletionTool[] {
  return tools.map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  }));
}

function runTool(
  tools: readonly AnalystTool[],
  ctx: ToolContext,
  call: { name: string; arguments: string },
): string {
  const tool = tools.find((t) => t.name === call.name);
  if (!tool) return JSON.stringify({ error: `Unknown tool ${call.name}` });
  let args: Record<string, unknown> = {};
  try {
    const parsed: unknown = call.arguments ? JSON.parse(call.arguments) : {};
    if (parsed && typeof parsed === 'object') args = parsed as Record<string, unknown>;
  } catch {
    return JSON.stringify({ error: 'Arguments were not valid JSON' });
  }
  try {
    return JSON.stringify(tool.run(ctx, args) ?? null);
  } catch (error) {
    // The model sees that the call failed and can say so; internal detail stays in the server.
    return JSON.stringify({ error: error instanceof Error ? error.message : 'Tool failed' });
  }
}

interface PendingCall {
  id: string;
  name: string;
  arguments: string;
}

/**
 * Streams the model's answer: text deltas as they arrive, tool calls executed against the
 * analytics services between rounds. Provider failures become AssistantUnavailableError.
 */
export async function* streamLlmAnswer(req: LlmRequest): AsyncGenerator<string> {
  const { settings } = req;
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey || 'not-needed',
    timeout: settings.timeoutMs ?? 30_000,
    // One attempt: the person is waiting, and the client already tells them to try again.
    maxRetries: 0,
  });
  const messages: ChatCompletionMessageParam[] = [
    {
      role: 'system',
      content: systemPrompt(req.toolContext.customer.name, req.today, req.datasetsNote),
    },
    ...req.history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: req.message },
  ];
  const tools = toolDefinitions(req.tools);
  const results: unknown[] = [];

  for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
    const calls = new Map<number, PendingCall>();
    let text = '';
    try {
      const stream = await client.chat.completions.create(
        {
          model: settings.model,
          messages,
          stream: true,
          ...(round < MAX_TOOL_ROUNDS ? { tools, tool_choice: 'auto' as const } : {}),
        },
        { signal: req.signal },
      );
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (!delta) continue;
        if (delta.content) {
          text += delta.content;
          yield delta.content;
        }
        for (const part of delta.tool_calls ?? []) {
          const pending = calls.get(part.index) ?? { id: '', name: '', arguments: '' };
          if (part.id) pending.id = part.id;
          if (part.function?.name) pending.name += part.function.name;
          if (part.function?.arguments) pending.arguments += part.function.arguments;
          calls.set(part.index, pending);
        }
      }
    } catch (error) {
      if (req.signal?.aborted) return;
      throw new AssistantUnavailableError('The language model did not answer', { cause: error });
    }
    if (calls.size === 0) {
      if (!text.trim()) throw new AssistantUnavailableError('The language model sent no answer');
      const note = groundingNote(text, results);
      if (note) yield note;
      return;
    }
    const toolCalls: ChatCompletionMessageFunctionToolCall[] = [...calls.values()].map(
      (call, i) => ({
        id: call.id || `call_${round}_${i}`,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      }),
    );
    messages.push({ role: 'assistant', content: text || null, tool_calls: toolCalls });
    for (const call of toolCalls) {
      const content = runTool(req.tools, req.toolContext, call.function);
      results.push(JSON.parse(content) as unknown);
      messages.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }
  throw new AssistantUnavailableError('The language model kept calling tools without answering');
}
