import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasets } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { ANALYST_TOOLS, analytics } from '../analyst/tools';
import { createCustomer, createUser, sessionCookie } from '../test-support';
import { AssistantUnavailableError } from '../tool-types';
import { startFakeOpenAiServer, toolResults, type FakeOpenAiServer } from './fake-openai-server';
import { streamLlmAnswer } from './provider';

let fake: FakeOpenAiServer;
let t: TestApp;
let customerId: number;
let cookie: string;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await buildTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_API_KEY: 'sk-test-key',
    LLM_MODEL: 'fake-model-1',
    LLM_TIMEOUT_SECONDS: '1',
  });
  customerId = createCustomer(t.db, 'LLM', 'Model Co');
  t.db
    .insert(datasets)
    .values({
      customerId,
      name: 'Brand tracker 2026',
      kind: 'survey',
      source: 'upload',
      rowCount: 1200,
      timeFrom: '2026-01-05',
      timeTo: '2026-10-28',
    })
    .run();
  cookie = sessionCookie(
    t.db,
    t.config,
    createUser(t.db, { email: 'llm@example.test', customerIds: [customerId] }),
  );
});
afterAll(() => fake.close());

/** The fake model's second turn: it states only what the tool returned. */
function answerFromTools(req: Parameters<typeof toolResults>[0]): string {
  const [list] = toolResults(req) as { name: string; rows: number }[][];
  return `You have ${list?.length ?? 0} dataset: **${list?.[0]?.name}** with ${list?.[0]?.rows} rows.`;
}

describe('OpenAI-compatible provider', () => {
  it('answers POST /api/chat/direct through tool calls over the analytics services', async () => {
    fake.script([
      { kind: 'tool_calls', calls: [{ name: 'list_datasets', arguments: {} }] },
      { kind: 'text', text: answerFromTools },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/direct',
      headers: { cookie },
      payload: {
        message: 'What data do you have?',
        customerId,
        conversationHistory: [{ role: 'assistant', content: 'Hello!' }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      response: 'You have 1 dataset: **Brand tracker 2026** with 1200 rows.',
    });
    const [first, second] = fake.requests.slice(-2);
    expect(first?.authorization).toBe('Bearer sk-test-key');
    expect(first?.model).toBe('fake-model-1');
    expect(first?.stream).toBe(true);
    expect(first?.tools?.map((tool) => tool.function.name)).toEqual(
      ANALYST_TOOLS.map((tool) => tool.name),
    );
    expect(first?.messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(first?.messages[0]?.content).toContain('Model Co');
    // The tool result the model saw is exactly what the service returns.
    const ctx = { db: t.db, customer: { id: customerId, name: 'Model Co' } };
    expect(toolResults(second!)).toEqual([JSON.parse(JSON.stringify(analytics.datasets(ctx)))]);
    expect(
      second?.messages.find((m) => m.role === 'assistant' && m.tool_calls)?.tool_calls?.[0]
        ?.function.name,
    ).toBe('list_datasets');
  });

  it('streams the answer through the chat.stream subscription as it is written', async () => {
    fake.script([{ kind: 'text', text: 'Trust is the **first** thing to watch.' }]);
    const input = encodeURIComponent(
      JSON.stringify({ json: { message: 'hi', customerId, conversationHistory: [] } }),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/chat.stream?input=${input}`,
      headers: { cookie, accept: 'text/event-stream' },
    });
    const chunks = res.body
      .split('\n')
      .filter((line) => line.startsWith('data: ') && line.length > 6)
      .map(
        (line) => (JSON.parse(line.slice(6)) as { json?: { type?: string; text?: string } }).json,
      )
      .filter((chunk) => chunk?.type);
    const deltas = chunks.filter((c) => c?.type === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((c) => c?.text).join('')).toBe('Trust is the **first** thing to watch.');
    expect(chunks.at(-1)).toEqual({ type: 'done' });
  });

  it('answers 502 when the provider fails, and an error event on the stream', async () => {
    fake.script([{ kind: 'error', status: 500, message: 'upstream exploded' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/direct',
      headers: { cookie },
      payload: { message: 'hello', customerId, conversationHistory: [] },
    });
    expect(res.statusCode).toBe(502);
    expect(res.body).not.toContain('upstream exploded');
    const input = encodeURIComponent(JSON.stringify({ json: { message: 'hi', customerId } }));
    const stream = await t.app.inject({
      method: 'GET',
      url: `/trpc/chat.stream?input=${input}`,
      headers: { cookie, accept: 'text/event-stream' },
    });
    expect(stream.body).toContain('event: serialized-error');
    expect(stream.body).toContain('BAD_GATEWAY');
  });

  it('answers 502 once LLM_TIMEOUT_SECONDS has passed without an answer', async () => {
    fake.script([{ kind: 'hang' }]);
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/direct',
      headers: { cookie },
      payload: { message: 'hello', customerId, conversationHistory: [] },
    });
    expect(res.statusCode).toBe(502);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('gives up on a provider that does not answer in time', async () => {
    fake.script([{ kind: 'hang' }]);
    const started = Date.now();
    const run = async () => {
      let text = '';
      for await (const piece of streamLlmAnswer({
        settings: { baseUrl: fake.baseUrl, model: 'fake-model-1', timeoutMs: 300 },
        tools: ANALYST_TOOLS,
        toolContext: { db: t.db, customer: { id: customerId, name: 'Model Co' } },
        message: 'hello',
        history: [],
        today: '2026-11-01',
        datasetsNote: 'none',
      }))
        text += piece;
      return text;
    };
    await expect(run()).rejects.toBeInstanceOf(AssistantUnavailableError);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('feeds a bad tool argument back to the model instead of failing', async () => {
    fake.script([
      {
        kind: 'tool_calls',
        calls: [{ name: 'reputation_segments', arguments: { by: 'shoe_size' } }],
      },
      { kind: 'text', text: (req) => `Tool said: ${JSON.stringify(toolResults(req)[0])}` },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/direct',
      headers: { cookie },
      payload: { message: 'segments?', customerId, conversationHistory: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toContain('error');
  });

  it('flags a figure the model states that no tool returned', async () => {
    fake.script([
      { kind: 'tool_calls', calls: [{ name: 'list_datasets', arguments: {} }] },
      { kind: 'text', text: 'You have 1200 rows and a score of 81.7.' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/direct',
      headers: { cookie },
      payload: { message: 'data?', customerId, conversationHistory: [] },
    });
    const response = res.json().response as string;
    expect(response).toContain('You have 1200 rows and a score of 81.7.');
    expect(response).toContain('81.7 does not match any figure');
    expect(response).not.toContain('1200 does not');
  });
});
