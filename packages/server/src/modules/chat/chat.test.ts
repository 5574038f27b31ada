import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createCustomer, createUser, sessionCookie } from './test-support';

let t: TestApp;
let own: number;
let other: number;
let cookie: string;

function trpcInput(value: unknown): string {
  return encodeURIComponent(JSON.stringify({ json: value }));
}

beforeAll(async () => {
  t = await buildTestApp();
  own = createCustomer(t.db, 'OWN', 'Own Co');
  other = createCustomer(t.db, 'OTHER', 'Other Co');
  const userId = createUser(t.db, { email: 'member@example.test', customerIds: [own] });
  cookie = sessionCookie(t.db, t.config, userId);
});

describe('GET /api/chat/context', () => {
  it('answers hasData and the datasets for a member, by query key or header', async () => {
    const byQuery = await t.app.inject({
      method: 'GET',
      url: `/api/chat/context?customerId=${own}`,
      headers: { cookie },
    });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json()).toMatchObject({
      hasData: false,
      datasets: [],
      customer: { id: own, name: 'Own Co' },
      assistant: 'analyst',
    });
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/api/chat/context',
      headers: { cookie, 'x-customer-id': String(own) },
    });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json().hasData).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/chat/context?customerId=${own}` });
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 for another customer's context", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/chat/context?customerId=${other}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Other Co');
  });

  it('answers 400 without a customer or with a malformed one', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/chat/context',
      headers: { cookie },
    });
    expect(none.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/chat/context?customerId=abc',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/chat/direct', () => {
  const post = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'POST', url: '/api/chat/direct', headers, payload: payload as object });

  it('answers { response } in Markdown', async () => {
    const res = await post({
      message: 'How is our reputation?',
      customerId: own,
      conversationHistory: [{ role: 'assistant', content: 'Hello' }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['response']);
    expect(typeof body.response).toBe('string');
    expect(body.response.length).toBeGreaterThan(0);
  });

  it('answers 400 for an empty or whitespace-only message and malformed input', async () => {
    for (const payload of [
      { message: '', customerId: own, conversationHistory: [] },
      { message: '   \n\t ', customerId: own, conversationHistory: [] },
      { customerId: own, conversationHistory: [] },
      { message: 'hi', customerId: own, conversationHistory: [{ role: 'system', content: 'x' }] },
      { message: 42, customerId: own },
    ]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const empty = await post({ message: ' ', customerId: own });
    expect(empty.json().message).toBe('Message is required');
  });

  it('answers 401 without a session and 404 for another customer', async () => {
    expect((await post({ message: 'hi', customerId: own }, {})).statusCode).toBe(401);
    const res = await post({ message: 'hi', customerId: other, conversationHistory: [] });
    expect(res.statusCode).toBe(404);
  });
});

describe('tRPC chat procedures', () => {
  it('serves chat.context and chat.direct', async () => {
    const ctx = await t.app.inject({
      method: 'GET',
      url: `/trpc/chat.context?input=${trpcInput({ customerId: own })}`,
      headers: { cookie },
    });
    expect(ctx.statusCode).toBe(200);
    expect(ctx.json().result.data.json.hasData).toBe(false);
    const direct = await t.app.inject({
      method: 'POST',
      url: '/trpc/chat.direct',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { json: { message: 'hello', customerId: own, conversationHistory: [] } },
    });
    expect(direct.statusCode).toBe(200);
    expect(typeof direct.json().result.data.json.response).toBe('string');
  });

  it('streams chat.stream as server-sent events ending with done', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/chat.stream?input=${trpcInput({ message: 'hello', customerId: own, conversationHistory: [] })}`,
      headers: { cookie, accept: 'text/event-stream' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body
      .split('\n')
      .filter((line) => line.startsWith('data: ') && line.length > 6)
      .map(
        (line) => JSON.parse(line.slice(6)) as { json?: { type?: string; text?: string } } | null,
      );
    const chunks = events.map((e) => e?.json).filter((e) => e?.type);
    expect(chunks.at(-1)).toEqual({ type: 'done' });
    expect(
      chunks
        .filter((c) => c?.type === 'delta')
        .map((c) => c?.text)
        .join(''),
    ).toBeTruthy();
  });

  it('refuses chat.stream without a session and for another customer', async () => {
    const anon = await t.app.inject({
      method: 'GET',
      url: `/trpc/chat.stream?input=${trpcInput({ message: 'hello', customerId: own })}`,
    });
    expect(anon.body).toContain('UNAUTHORIZED');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/trpc/chat.stream?input=${trpcInput({ message: 'hello', customerId: other })}`,
      headers: { cookie },
    });
    expect(foreign.body).toContain('NOT_FOUND');
  });
});

describe('chat.insights', () => {
  const get = (customerId: number, headers: Record<string, string> = { cookie }) =>
    t.app.inject({
      method: 'GET',
      url: `/trpc/chat.insights?input=${trpcInput({ customerId })}`,
      headers,
    });

  it('answers a list of cards (empty without data) for a member', async () => {
    const res = await get(own);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json).toEqual([]);
  });

  it('answers 401 without a session and 404 for another customer', async () => {
    expect((await get(own, {})).statusCode).toBe(401);
    expect((await get(other)).statusCode).toBe(404);
  });
});
