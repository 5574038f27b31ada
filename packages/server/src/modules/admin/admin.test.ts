import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import { buildTestApp } from '../../test/app';
import { createCustomer, createUser, loginAs } from '../../test/auth';
import { trpcCall } from '../auth/test-helpers';

type Json<T> = { result: { data: { json: T } } };
const data = <T>(body: unknown) => (body as Json<T>).result.data.json;

async function setup() {
  const t = await buildTestApp();
  const admin = await createUser(t.db, { role: 'admin' });
  const cookie = await loginAs(t.app, admin);
  const call = (path: string, type: 'query' | 'mutation', input?: unknown) =>
    trpcCall(t.app, path, type, input, { cookie });
  return { ...t, admin, cookie, call };
}

describe('customer administration', () => {
  it('creates, renames, sets industry and competitors, archives and restores', async () => {
    const s = await setup();
    const created = await s.call('admin.customers.create', 'mutation', {
      code: 'acme-1',
      name: 'Acme',
      industry: 'Retail',
      competitors: ['Globex', 'Initech', 'Globex'],
    });
    expect(created.status).toBe(200);
    const { id } = data<{ id: number }>(created.body);
    const dup = await s.call('admin.customers.create', 'mutation', {
      code: 'ACME-1',
      name: 'Other',
    });
    expect(dup.status).toBe(409);

    await s.call('admin.customers.update', 'mutation', {
      id,
      name: 'Acme Corp',
      industry: null,
      competitors: ['Initech', 'Hooli'],
    });
    const list = data<
      { id: number; code: string; name: string; industry: string | null; competitors: string[] }[]
    >((await s.call('admin.customers.list', 'query')).body);
    expect(list.find((c) => c.id === id)).toMatchObject({
      code: 'ACME-1',
      name: 'Acme Corp',
      industry: null,
      competitors: ['Hooli', 'Initech'],
    });

    const member = await createUser(s.db, { memberships: [{ customerId: id, role: 'viewer' }] });
    const memberCookie = await loginAs(s.app, member);
    const visible = async () =>
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/customers',
          headers: { cookie: memberCookie },
        })
      ).json() as unknown[];
    expect(await visible()).toHaveLength(1);
    const features = async (cookie: string) =>
      (
        await s.app.inject({
          method: 'GET',
          url: `/api/customers/${id}/features`,
          headers: { cookie },
        })
      ).statusCode;
    await s.call('admin.customers.setArchived', 'mutation', { id, archived: true });
    expect(await visible()).toHaveLength(0);
    expect(await features(memberCookie)).toBe(404);
    expect(await features(s.cookie)).toBe(404);
    await s.call('admin.customers.setArchived', 'mutation', { id, archived: false });
    expect(await visible()).toHaveLength(1);
    expect(await features(memberCookie)).toBe(200);
  });

  it('answers 404 for unknown customers, users and invitations', async () => {
    const s = await setup();
    for (const [path, input] of [
      ['admin.customers.update', { id: 999_999, name: 'x' }],
      ['admin.customers.setArchived', { id: 999_999, archived: true }],
      ['admin.customers.setFeatures', { id: 999_999, features: [] }],
      ['admin.members.set', { customerId: 999_999, email: 'a@b.co', role: 'viewer' }],
      ['admin.users.setRole', { userId: 999_999, role: 'user' }],
      ['admin.users.setDisabled', { userId: 999_999, disabled: true }],
      ['admin.users.sendPasswordReset', { userId: 999_999 }],
      ['admin.invitations.create', { grants: [{ customerId: 999_999, role: 'viewer' }] }],
    ] as const) {
      const res = await s.call(path, 'mutation', input);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    const members = await s.call('admin.members.list', 'query', { customerId: 999_999 });
    expect(members.status).toBe(404);
  });

  it('refuses malformed feature keys and customer codes', async () => {
    const s = await setup();
    const c = createCustomer(s.db);
    expect(
      (
        await s.call('admin.customers.setFeatures', 'mutation', {
          id: c.id,
          features: ['Has Space'],
        })
      ).status,
    ).toBe(400);
    expect(
      (await s.call('admin.customers.create', 'mutation', { code: 'a b', name: 'x' })).status,
    ).toBe(400);
  });
});

describe('invitations', () => {
  it('emails the code when an address is given, and lists status and uses', async () => {
    const s = await setup();
    const c = createCustomer(s.db);
    const res = await s.call('admin.invitations.create', 'mutation', {
      label: 'Comms team',
      email: 'new.person@example.test',
      maxUses: 3,
      expiresInDays: 7,
      grants: [{ customerId: c.id, role: 'viewer' }],
    });
    const { code, id } = data<{ code: string; id: number }>(res.body);
    const mail = s.db.select().from(outbox).where(eq(outbox.kind, 'invitation')).get();
    expect(mail?.toAddress).toBe('new.person@example.test');
    expect(mail?.textBody).toContain(code);
    expect(mail?.textBody).toContain('/register');

    const list = data<
      { id: number; status: string; uses: number; maxUses: number; expiresAt: string }[]
    >((await s.call('admin.invitations.list', 'query')).body);
    const row = list.find((i) => i.id === id);
    expect(row).toMatchObject({ status: 'active', uses: 0, maxUses: 3 });
    const days = (Date.parse(row?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(JSON.stringify(list)).not.toContain(code);

    await s.call('admin.invitations.revoke', 'mutation', { id });
    const after = data<{ id: number; status: string }[]>(
      (await s.call('admin.invitations.list', 'query')).body,
    );
    expect(after.find((i) => i.id === id)?.status).toBe('revoked');
  });
});
