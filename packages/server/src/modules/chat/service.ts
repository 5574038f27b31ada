import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { answerWithAnalyst } from './analyst/analyst';
import { ANALYST_TOOLS } from './analyst/tools';
import { listChatDatasets } from './context';
import { streamLlmAnswer } from './llm/provider';
import type { ChatContext, ChatDatasetSummary, TChatTurn } from './schemas';
import { warmAnalystSoon } from './warm';

export interface ChatCustomer {
  id: number;
  name: string;
}

export function usesLlm(config: AppConfig): boolean {
  return Boolean(config.LLM_BASE_URL && config.LLM_MODEL);
}

export function getChatContext(db: Db, config: AppConfig, customer: ChatCustomer): ChatContext {
  const datasets = listChatDatasets(db, customer.id);
  if (datasets.some((d) => d.rows > 0)) {
    warmAnalystSoon({ db, customer: { id: customer.id, name: customer.name } });
  }
  return {
    hasData: datasets.some((d) => d.rows > 0),
    customer: { id: customer.id, name: customer.name },
    assistant: usesLlm(config) ? 'llm' : 'analyst',
    datasets,
  };
}

export interface AnswerInput {
  db: Db;
  config: AppConfig;
  customer: ChatCustomer;
  message: string;
  history: readonly TChatTurn[];
  signal?: AbortSignal | undefined;
  /** Overrides the provider timeout (tests). */
  llmTimeoutMs?: number;
}

function describeDatasets(datasets: readonly ChatDatasetSummary[]): string {
  if (datasets.length === 0) return 'none yet.';
  return datasets
    .map((d) => `${d.name} (${d.kind}, ${d.rows} rows, ${d.from ?? '?'} to ${d.to ?? '?'})`)
    .join('; ');
}

/** Splits a finished Markdown answer into line-sized pieces so the panel can show it growing. */
export function* chunkText(text: string): Generator<string> {
  for (const piece of text.match(/[^\n]*\n|[^\n]+$/g) ?? []) yield piece;
}

/** The answer as it is written: the model when one is configured, else the embedded analyst. */
export async function* streamAnswer(input: AnswerInput): AsyncGenerator<string> {
  const { db, config, customer } = input;
  const toolContext = { db, customer: { id: customer.id, name: customer.name } };
  if (usesLlm(config) && config.LLM_BASE_URL && config.LLM_MODEL) {
    const datasets = listChatDatasets(db, customer.id);
    yield* streamLlmAnswer({
      settings: {
        baseUrl: config.LLM_BASE_URL,
        apiKey: config.LLM_API_KEY,
        model: config.LLM_MODEL,
        timeoutMs: input.llmTimeoutMs ?? config.LLM_TIMEOUT_SECONDS * 1000,
      },
      tools: ANALYST_TOOLS,
      toolContext,
      message: input.message,
      history: input.history,
      today: new Date().toISOString().slice(0, 10),
      datasetsNote: describeDatasets(datasets),
      signal: input.signal,
    });
    return;
  }
  yield* chunkText(answerWithAnalyst(toolContext, input.message, input.history));
}

export async function answerOnce(input: AnswerInput): Promise<string> {
  let text = '';
  for await (const piece of streamAnswer(input)) text += piece;
  return text;
}
