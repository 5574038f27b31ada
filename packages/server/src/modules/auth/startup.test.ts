import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appSettings, memberships, users } from '../../db/schema/index';
import { runStartupTasks } from '../../startup';
import { buildTestApp } from '../../test/app';
import { createCustomer } from '../../test/auth';
import { DEMO_USER_EMAIL } from './service';

function capture() {
  const lines: { obj: unknown; msg: string }[] = [];
  const log = {
    info: (obj: unknown, msg?: string) => lines.push({ obj, msg: msg ?? '' }),
    warn: (obj: unknown, msg?: string) => lines.push({ obj, msg: msg ?? '' }),
    error: () => undefined,
    debug: () => undefined,
  };
  return { lines, log: log as never };
}

describe('start-up tasks', () => {
  it('creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD once', async () => {
    const { app, db, config } = await buildTestApp({
      ADMIN_EMAIL: 'Boss@Example.test',
      ADMIN_PASSWORD: 'First-Admin-Pass-1!',
      DEMO_PASSWORD: 'x',
    });
    const { log } = capture();
    await runStartupTasks({ db, config, log });
    await runStartupTasks({ db, config, log });
    const admins = db.select().from(users).where(eq(users.role, 'admin')).all();
    expect(admins.map((a) => a.email)).toEqual(['boss@example.test']);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'boss@example.test', password: 'First-Admin-Pass-1!' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
  });

  it('generates the demo password once when DEMO_PASSWORD is unset, stores it and prints it at every start', async () => {
    const { app, db, config } = await buildTestApp();
    createCustomer(db, { code: 'ONE' });
    createCustomer(db, { code: 'TWO' });
    const first = capture();
    await runStartupTasks({ db, config, log: first.log });
    const printed = first.lines.find((l) => /demo access password/.test(l.msg));
    const password = (printed?.obj as { demoPassword: string } | undefined)?.demoPassword ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(printed?.msg).toContain(password);
    expect(printed?.obj).toMatchObject({ generated: true });

    const second = capture();
    await runStartupTasks({ db, config, log: second.log });
    const again = second.lines.find((l) => /demo access password/.test(l.msg));
    expect(again?.obj).toEqual({ demoPassword: password, generated: false });

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/password-login',
      payload: { password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/password-login',
      payload: { password },
    });
    expect(ok.statusCode).toBe(200);
    const demo = db.select().from(users).where(eq(users.email, DEMO_USER_EMAIL)).get();
    expect(demo).toMatchObject({ role: 'user', isDemo: true });
    const roles = db
      .select({ role: memberships.role })
      .from(memberships)
      .where(eq(memberships.userId, demo?.id ?? 0))
      .all();
    expect(roles).toEqual([{ role: 'editor' }, { role: 'editor' }]);
  });

  it('with DEMO_PASSWORD set, stores and prints nothing', async () => {
    const { db, config } = await buildTestApp({ DEMO_PASSWORD: 'chosen-by-operator' });
    const run = capture();
    await runStartupTasks({ db, config, log: run.log });
    expect(run.lines.find((l) => /demo access password/.test(l.msg))).toBeUndefined();
    expect(db.select().from(appSettings).all()).toEqual([]);
  });

  it('the demo user cannot sign in with email and password', async () => {
    const { app, db, config } = await buildTestApp({ DEMO_PASSWORD: 'demo-pass' });
    await runStartupTasks({ db, config, log: capture().log });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_USER_EMAIL, password: 'demo-pass' },
    });
    expect(res.statusCode).toBe(401);
  });
});
