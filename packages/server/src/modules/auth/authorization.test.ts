/**
 * The authorization matrix: every procedure of the accounts, customers, demo-request and
 * admin routers, and every REST path of this area, called over HTTP as each kind of caller.
 * A cell that answers anything but the expected status fails the test; a procedure missing
 * from the table fails it too, so new procedures cannot slip in unchecked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../trpc/router';
import { buildTestApp, type TestApp } from '../../test/app';
import { createCustomer, createUser, loginAs, loginAsDemo } from '../../test/auth';
import { trpcCall } from './test-helpers';

const DEMO = 'demo-access-password';
type Who = 'anonymous' | 'demo' | 'viewerA' | 'editorA' | 'memberB' | 'admin';
const WHO: Who[] = ['anonymous', 'demo', 'viewerA', 'editorA', 'memberB', 'admin'];

let t: TestApp;
let A: { id: number };
let B: { id: number };
let targetUserId: number;
const cookies = {} as Record<Who, string>;

beforeAll(async () => {
  t = await buildTestApp({ DEMO_PASSWORD: DEMO });
  A = createCustomer(t.db, { code: 'AAA' });
  B = createCustomer(t.db, { code: 'BBB' });
  const viewerA = await createUser(t.db, { memberships: [{ customerId: A.id, role: 'viewer' }] });
  const editorA = await createUser(t.db, { memberships: [{ customerId: A.id, role: 'editor' }] });
  const memberB = await createUser(t.db, { memberships: [{ customerId: B.id, role: 'editor' }] });
  const admin = await createUser(t.db, { role: 'admin' });
  targetUserId = (await createUser(t.db)).id;
  cookies.anonymous = '';
  cookies.demo = await loginAsDemo(t.app, DEMO);
  cookies.viewerA = await loginAs(t.app, viewerA);
  cookies.editorA = await loginAs(t.app, editorA);
  cookies.memberB = await loginAs(t.app, memberB);
  cookies.admin = await loginAs(t.app, admin);
});

const anyone = { anonymous: 200, demo: 200, viewerA: 200, editorA: 200, memberB: 200, admin: 200 };
const signedIn = { ...anyone, anonymous: 401 };
const adminOnly = {
  anonymous: 401,
  demo: 403,
  viewerA: 403,
  editorA: 403,
  memberB: 403,
  admin: 200,
};
/** Reading customer A: its members and admins; others get 404, never the data. */
const readA = { anonymous: 401, demo: 200, viewerA: 200, editorA: 200, memberB: 404, admin: 200 };
/** Changing customer A: editors and admins; a viewer is refused, a stranger gets 404. */
const editA = { anonymous: 401, demo: 200, viewerA: 403, editorA: 200, memberB: 404, admin: 200 };

interface Cell {
  type: 'query' | 'mutation';
  input: () => unknown;
  expect: Record<Who, number>;
}

/** Side-effect-free or idempotent inputs, so the order of callers does not matter. */
const procedures: Record<string, Cell> = {
  'auth.session': { type: 'query', input: () => undefined, expect: anyone },
  'auth.me': { type: 'query', input: () => undefined, expect: signedIn },
  'customers.list': { type: 'query', input: () => undefined, expect: signedIn },
  'customers.current': { type: 'query', input: () => ({ customerId: A.id }), expect: readA },
  'customers.features': { type: 'query', input: () => ({ customerId: A.id }), expect: readA },
  'customers.competitors': { type: 'query', input: () => ({ customerId: A.id }), expect: readA },
  'customers.setCompetitors': {
    type: 'mutation',
    input: () => ({ customerId: A.id, names: ['Rival'] }),
    expect: editA,
  },
  'demoRequests.list': { type: 'query', input: () => ({}), expect: adminOnly },
  'demoRequests.exportCsv': { type: 'query', input: () => ({}), expect: adminOnly },
  'admin.customers.list': { type: 'query', input: () => undefined, expect: adminOnly },
  'admin.customers.update': {
    type: 'mutation',
    input: () => ({ id: A.id, industry: 'Retail' }),
    expect: adminOnly,
  },
  'admin.customers.setArchived': {
    type: 'mutation',
    input: () => ({ id: B.id, archived: false }),
    expect: adminOnly,
  },
  'admin.customers.setFeatures': {
    type: 'mutation',
    input: () => ({ id: A.id, features: ['chat'] }),
    expect: adminOnly,
  },
  'admin.members.list': { type: 'query', input: () => ({ customerId: A.id }), expect: adminOnly },
  'admin.users.list': { type: 'query', input: () => undefined, expect: adminOnly },
  'admin.users.setRole': {
    type: 'mutation',
    input: () => ({ userId: targetUserId, role: 'user' }),
    expect: adminOnly,
  },
  'admin.users.setDisabled': {
    type: 'mutation',
    input: () => ({ userId: targetUserId, disabled: false }),
    expect: adminOnly,
  },
  'admin.invitations.list': { type: 'query', input: () => undefined, expect: adminOnly },
  'admin.audit': { type: 'query', input: () => ({}), expect: adminOnly },
  'admin.outbox': { type: 'query', input: () => undefined, expect: adminOnly },
};

/** Procedures that create or destroy things: each caller gets its own fresh target. */
const creating: Record<string, { input: (who: Who) => unknown; expect: Record<Who, number> }> = {
  'admin.customers.create': {
    input: (who) => ({ code: `NEW-${who}`, name: `New ${who}` }),
    expect: adminOnly,
  },
  'admin.members.set': {
    input: () => ({ customerId: B.id, email: 'nobody-yet@example.test', role: 'viewer' }),
    // The admin passes the gate and then learns the user does not exist.
    expect: { ...adminOnly, admin: 404 },
  },
  'admin.members.remove': {
    input: () => ({ customerId: B.id, userId: targetUserId }),
    expect: { ...adminOnly, admin: 404 },
  },
  'admin.users.sendPasswordReset': { input: () => ({ userId: targetUserId }), expect: adminOnly },
  'admin.invitations.create': { input: () => ({ label: 'matrix' }), expect: adminOnly },
  'admin.invitations.revoke': {
    input: () => ({ id: 999_999 }),
    expect: { ...adminOnly, admin: 404 },
  },
  'admin.invitations.uses': {
    input: () => ({ id: 999_999 }),
    expect: { ...adminOnly, admin: 404 },
  },
  'demoRequests.update': {
    input: () => ({ id: 999_999, status: 'won' }),
    expect: { ...adminOnly, admin: 404 },
  },
};

/** Public procedures that sign in or send mail are covered by their own tests. */
const publicElsewhere = [
  'auth.login',
  'auth.passwordLogin',
  'auth.logout',
  'auth.register',
  'auth.verifyEmail',
  'auth.forgotPassword',
  'auth.resetPassword',
  'demoRequests.create',
];

const queries = new Set(['admin.invitations.uses']);

describe('authorization matrix', () => {
  it('covers every procedure of this area', () => {
    const mine = Object.keys(appRouter._def.procedures).filter((path) =>
      /^(auth|customers|demoRequests|admin)\./.test(path),
    );
    const covered = [...Object.keys(procedures), ...Object.keys(creating), ...publicElsewhere];
    expect(mine.filter((path) => !covered.includes(path))).toEqual([]);
  });

  for (const [path, cell] of Object.entries(procedures)) {
    it(`${path}`, async () => {
      const got: Record<string, number> = {};
      for (const who of WHO) {
        const headers: Record<string, string> = cookies[who] ? { cookie: cookies[who] } : {};
        got[who] = (await trpcCall(t.app, path, cell.type, cell.input(), headers)).status;
      }
      expect(got).toEqual(cell.expect);
    });
  }

  for (const [path, cell] of Object.entries(creating)) {
    it(`${path}`, async () => {
      const got: Record<string, number> = {};
      for (const who of WHO) {
        const headers: Record<string, string> = cookies[who] ? { cookie: cookies[who] } : {};
        const type = queries.has(path) ? 'query' : 'mutation';
        got[who] = (await trpcCall(t.app, path, type, cell.input(who), headers)).status;
      }
      expect(got).toEqual(cell.expect);
    });
  }

  it('lists each caller only their customers', async () => {
    const names: Record<string, string[]> = {};
    for (const who of WHO.filter((w) => w !== 'anonymous')) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/customers',
        headers: { cookie: cookies[who] },
      });
      names[who] = (res.json() as { code: string }[]).map((c) => c.code).sort();
    }
    expect(names.viewerA).toEqual(['AAA']);
    expect(names.editorA).toEqual(['AAA']);
    expect(names.memberB).toEqual(['BBB']);
    expect(names.demo).toEqual(['AAA', 'BBB']);
    expect(names.admin).toEqual(expect.arrayContaining(['AAA', 'BBB']));
  });

  it('resolves x-customer-id the same way: a customer the caller may not see is 404', async () => {
    for (const who of WHO) {
      const headers: Record<string, string> = { 'x-customer-id': String(A.id) };
      if (cookies[who]) headers.cookie = cookies[who];
      const res = await trpcCall(t.app, 'customers.current', 'query', undefined, headers);
      expect({ who, status: res.status }).toEqual({ who, status: readA[who] });
    }
  });
});

describe('REST paths by caller', () => {
  const rest: {
    method: 'GET' | 'POST';
    url: () => string;
    payload?: unknown;
    expect: Record<Who, number>;
  }[] = [
    { method: 'GET', url: () => '/api/user/profile', expect: signedIn },
    { method: 'GET', url: () => '/api/customers', expect: signedIn },
    { method: 'GET', url: () => `/api/customers/${A.id}/features`, expect: readA },
    {
      method: 'GET',
      url: () => `/api/customers/${B.id}/features`,
      expect: { anonymous: 401, demo: 200, viewerA: 404, editorA: 404, memberB: 200, admin: 200 },
    },
    {
      method: 'GET',
      url: () => '/api/customers/999999/features',
      expect: { anonymous: 401, demo: 404, viewerA: 404, editorA: 404, memberB: 404, admin: 404 },
    },
    {
      method: 'GET',
      url: () => '/api/customers/abc/features',
      expect: { anonymous: 401, demo: 404, viewerA: 404, editorA: 404, memberB: 404, admin: 404 },
    },
  ];
  for (const route of rest) {
    it(`${route.method} ${route.url.toString().replace(/^\(\) => /, '')}`, async () => {
      const got: Record<string, number> = {};
      for (const who of WHO) {
        const headers: Record<string, string> = cookies[who] ? { cookie: cookies[who] } : {};
        // The header must not widen access: B's members still cannot read A.
        headers['x-customer-id'] = String(B.id);
        const res = await t.app.inject({ method: route.method, url: route.url(), headers });
        got[who] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
      }
      expect(got).toEqual(route.expect);
    });
  }

  it('answers features as {enabledFeatures}', async () => {
    await trpcCall(
      t.app,
      'admin.customers.setFeatures',
      'mutation',
      { id: A.id, features: ['chat', 'brand'] },
      { cookie: cookies.admin },
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${A.id}/features`,
      headers: { cookie: cookies.viewerA },
    });
    expect(res.json()).toEqual({ enabledFeatures: ['brand', 'chat'] });
  });
});

// Last: it signs every caller out.
describe('logout', () => {
  it('GET /api/logout redirects home for every caller and ends only that session', async () => {
    for (const who of WHO) {
      const headers: Record<string, string> = cookies[who] ? { cookie: cookies[who] } : {};
      const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers });
      expect({ who, status: res.statusCode, location: res.headers.location }).toEqual({
        who,
        status: 302,
        location: '/',
      });
      if (cookies[who]) {
        const after = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
        expect(after.statusCode).toBe(401);
      }
    }
  });
});
