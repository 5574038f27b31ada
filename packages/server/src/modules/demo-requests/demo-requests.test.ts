import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoRequests, outbox } from '../../db/schema/index';
import { buildTestApp } from '../../test/app';
import { createUser, loginAs } from '../../test/auth';
import { trpcCall } from '../auth/test-helpers';
import { toCsv } from './service';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  company: 'Analytical Engines',
  jobTitle: 'Head of Comms',
  phone: '+61 400 000 000',
  message: 'We would like a demo.',
};

type Json<T> = { result: { data: { json: T } } };

describe('POST /api/demo-requests', () => {
  it('stores the request, answers 201 {ok,id} and mails the admins', async () => {
    const { app, db } = await buildTestApp();
    const admin = await createUser(db, { role: 'admin' });
    const res = await app.inject({ method: 'POST', url: '/api/demo-requests', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, id: expect.any(Number) });
    const row = db.select().from(demoRequests).where(eq(demoRequests.id, res.json().id)).get();
    expect(row).toMatchObject({ ...valid, status: 'new', notes: '' });
    const mail = db.select().from(outbox).where(eq(outbox.kind, 'demo-request')).all();
    expect(mail).toEqual([expect.objectContaining({ toAddress: admin.email })]);
    expect(mail[0]?.subject).toContain('Analytical Engines');
  });

  it('accepts the optional fields missing', async () => {
    const { app } = await buildTestApp();
    const { firstName, lastName, email, company } = valid;
    const res = await app.inject({
      method: 'POST',
      url: '/api/demo-requests',
      payload: { firstName, lastName, email, company },
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers 400 naming each bad field with its SPEC message', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/demo-requests',
      payload: { firstName: '', lastName: '  ', email: 'not-an-email', company: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
      company: ['Company name is required'],
    });
    expect(res.json().message).toBe('First name is required');
  });
});

describe('demo request review (admin)', () => {
  it('lists with search and status filter, moves through the workflow with notes, exports CSV', async () => {
    const { app, db } = await buildTestApp();
    const cookie = await loginAs(app, await createUser(db, { role: 'admin' }));
    const ids: number[] = [];
    for (const company of ['Acme 100%', 'Globex', 'Initech']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/demo-requests',
        payload: { ...valid, company },
      });
      ids.push(res.json().id);
    }
    const list = async (input: object) =>
      (
        (await trpcCall(app, 'demoRequests.list', 'query', input, { cookie })).body as Json<
          { company: string }[]
        >
      ).result.data.json.map((r) => r.company);
    expect((await list({})).sort()).toEqual(['Acme 100%', 'Globex', 'Initech']);
    expect(await list({ search: 'glob' })).toEqual(['Globex']);
    // LIKE wildcards typed by the admin match literally.
    expect(await list({ search: '100%' })).toEqual(['Acme 100%']);
    expect(await list({ search: '%' })).toEqual(['Acme 100%']);

    const update = await trpcCall(
      app,
      'demoRequests.update',
      'mutation',
      { id: ids[1], status: 'contacted', notes: 'Called, =follow up' },
      { cookie },
    );
    expect(update.status).toBe(200);
    expect((update.body as Json<{ status: string; notes: string }>).result.data.json).toMatchObject(
      { status: 'contacted', notes: 'Called, =follow up' },
    );
    expect(await list({ status: 'contacted' })).toEqual(['Globex']);
    expect(await list({ status: 'new' })).toHaveLength(2);

    const bad = await trpcCall(
      app,
      'demoRequests.update',
      'mutation',
      { id: ids[1], status: 'maybe' },
      { cookie },
    );
    expect(bad.status).toBe(400);

    const csv = (
      await trpcCall(app, 'demoRequests.exportCsv', 'query', { status: 'contacted' }, { cookie })
    ).body as Json<{ csv: string }>;
    const lines = csv.result.data.json.csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,createdAt,status,firstName,lastName,email,company,jobTitle,phone,message,notes',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Globex');
    expect(lines[1]).toContain('"Called, =follow up"');
  });
});

describe('toCsv', () => {
  it('quotes separators and neutralises formulas', () => {
    const csv = toCsv([
      {
        id: 1,
        firstName: '=HYPERLINK("x")',
        lastName: 'O"Brien',
        email: 'a@b.c',
        company: 'A, B',
        jobTitle: null,
        phone: '+61 4',
        message: 'line1\nline2',
        status: 'new',
        notes: '',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    const row = csv.split('\r\n')[1] ?? '';
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain('"O""Brien"');
    expect(row).toContain('"A, B"');
    expect(row).toContain("'+61 4");
    expect(row).toContain('"line1\nline2"');
  });
});
