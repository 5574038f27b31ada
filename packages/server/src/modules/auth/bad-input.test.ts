/**
 * Bad input on every path of this area answers 4xx, never 500: wrong types, missing fields,
 * huge strings, malformed JSON and unknown ids, sent as an admin so the gate is passed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../trpc/router';
import { buildTestApp, type TestApp } from '../../test/app';
import { createUser, loginAs } from '../../test/auth';
import { trpcCall } from './test-helpers';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp({
    DEMO_PASSWORD: 'demo-access-password',
    BODY_LIMIT_BYTES: String(256 * 1024),
  });
  cookie = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
});

const huge = 'x'.repeat(15_000);
const badValues: unknown[] = [
  null,
  42,
  'text',
  [],
  [1, 2],
  { unknown: true },
  { id: 'abc', customerId: 'abc', userId: -1, email: 12, password: {}, token: [] },
  { id: 999_999, customerId: 999_999, userId: 999_999 },
  { id: 1.5, customerId: 0 },
  {
    firstName: huge,
    lastName: huge,
    email: `${huge}@x.com`,
    company: huge,
    password: huge,
    invitationCode: huge,
    token: huge,
    name: huge,
    code: huge,
    label: huge,
    search: huge,
    notes: huge,
  },
];

const restPosts = [
  '/api/auth/login',
  '/api/password-login',
  '/api/auth/register',
  '/api/auth/forgot-password',
  '/api/auth/verify-email',
  '/api/auth/reset-password',
  '/api/demo-requests',
];

describe('REST paths refuse bad input with 4xx', () => {
  for (const url of restPosts) {
    it(`POST ${url}`, async () => {
      for (const value of badValues) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie, 'content-type': 'application/json' },
          payload: JSON.stringify(value),
          remoteAddress: `10.50.${restPosts.indexOf(url)}.${badValues.indexOf(value)}`,
        });
        expect({ value: JSON.stringify(value).slice(0, 60), status: res.statusCode }).toEqual({
          value: JSON.stringify(value).slice(0, 60),
          status: expect.toSatisfy((s: number) => s >= 400 && s < 500),
        });
        expect(typeof res.json().message).toBe('string');
      }
      for (const raw of ['{', '{"email":', 'nul', '[1,', '"unterminated']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie, 'content-type': 'application/json' },
          payload: raw,
        });
        expect(res.statusCode).toBe(400);
      }
      const empty = await t.app.inject({ method: 'POST', url, headers: { cookie } });
      expect(empty.statusCode).toBeGreaterThanOrEqual(400);
      expect(empty.statusCode).toBeLessThan(500);
    });
  }

  it('GET paths with odd ids', async () => {
    for (const id of ['0', '-1', '1.5', '99999999999999999999', '%00', 'null', 'x'.repeat(400)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/customers/${id}/features`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(404);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customers',
      headers: { cookie, 'x-customer-id': 'garbage' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('tRPC procedures refuse bad input with 4xx', () => {
  const paths = Object.entries(appRouter._def.procedures)
    .filter(([path]) => /^(auth|customers|demoRequests|admin)\./.test(path))
    .filter(([path]) => path !== 'auth.logout');
  for (const [path, proc] of paths) {
    const type = (proc as unknown as { _def: { type: 'query' | 'mutation' } })._def.type;
    it(`${path}`, async () => {
      for (const value of badValues.slice(0, 9)) {
        const res = await trpcCall(t.app, path, type, value, {
          cookie,
          'x-customer-id': 'not-a-number',
        });
        // Procedures without input ignore it (200); everything else must be a clean 4xx.
        expect({ path, value, status: res.status < 500 }).toEqual({ path, value, status: true });
      }
    });
  }
});
