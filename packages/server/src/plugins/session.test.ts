import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { sessions } from '../db/schema/index';
import { buildTestApp } from '../test/app';
import { cookieFrom, createUser, loginAs } from '../test/auth';
import { createTestDatabase } from '../test/db';

const SECRET = 'test-secret-test-secret-test-secret-123';

async function profileStatus(app: Awaited<ReturnType<typeof buildTestApp>>['app'], cookie: string) {
  return (await app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } }))
    .statusCode;
}

describe('sessions', () => {
  it('issues a new session id at every sign-in (no fixation)', async () => {
    const { app, db } = await buildTestApp();
    const user = await createUser(db);
    const first = await loginAs(app, user);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: first },
      payload: { email: user.email, password: user.password },
    });
    const second = cookieFrom(res);
    expect(second).not.toBe('');
    expect(second).not.toBe(first);
    expect(await profileStatus(app, second)).toBe(200);
    // The old id no longer names a session.
    expect(await profileStatus(app, first)).toBe(401);
    // A planted id an attacker chose never becomes signed in.
    const planted = 'repute_sid=attacker-chosen-id.invalidsignature';
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: planted },
      payload: { email: user.email, password: user.password },
    });
    expect(cookieFrom(login)).not.toContain('attacker-chosen-id');
  });

  it('uses at least 128 random bits for the id', async () => {
    const { app, db } = await buildTestApp();
    await loginAs(app, await createUser(db));
    const row = db.select({ sid: sessions.sid }).from(sessions).get();
    expect(Buffer.from(row?.sid ?? '', 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('ends after the idle timeout', async () => {
    const { app, db } = await buildTestApp({ SESSION_IDLE_MINUTES: '5' });
    const user = await createUser(db);
    const cookie = await loginAs(app, user);
    const row = db.select().from(sessions).where(eq(sessions.userId, user.id)).get();
    expect(row?.expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000 + 1000);
    db.update(sessions)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(sessions.userId, user.id))
      .run();
    expect(await profileStatus(app, cookie)).toBe(401);
  });

  it('ends after the absolute lifetime even when active', async () => {
    const { app, db } = await buildTestApp({ SESSION_MAX_HOURS: '1' });
    const user = await createUser(db);
    const cookie = await loginAs(app, user);
    expect(await profileStatus(app, cookie)).toBe(200);
    const row = db.select().from(sessions).where(eq(sessions.userId, user.id)).get();
    const data = JSON.parse(row?.data ?? '{}') as { signedInAt: number };
    data.signedInAt = Date.now() - 2 * 3_600_000;
    db.update(sessions)
      .set({ data: JSON.stringify(data) })
      .where(eq(sessions.userId, user.id))
      .run();
    expect(await profileStatus(app, cookie)).toBe(401);
  });

  it('sweeps expired rows', async () => {
    const { app, db } = await buildTestApp();
    const user = await createUser(db);
    await loginAs(app, user);
    db.update(sessions)
      .set({ expiresAt: Date.now() - 1 })
      .run();
    expect(app.sessionStore.sweepExpired()).toBe(1);
    expect(db.select().from(sessions).all()).toHaveLength(0);
  });

  it('survives a restart of the server', async () => {
    const { db, filePath } = createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: SECRET, LOG_LEVEL: 'silent' });
    const first = await buildApp(config, { db, logger: false });
    const user = await createUser(db);
    const cookie = await loginAs(first, user);
    await first.close();
    db.$client.close();

    const reopened = openDatabase(filePath);
    const second = await buildApp(config, { db: reopened, logger: false });
    const res = await second.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(user.email);
    await second.close();
    reopened.$client.close();
  });

  it('uses the __Host- prefix and Secure when PUBLIC_URL is https', async () => {
    const { db } = createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      PUBLIC_URL: 'https://repute.example',
      // The TLS-terminating proxy in front (app.inject comes from 127.0.0.1).
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(config, { db, logger: false });
    const user = await createUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-repute_sid=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    await app.close();
  });
});

describe('cross-site and body rules', () => {
  it('refuses an unsafe method with a foreign Origin', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/demo-requests',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'a' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused' });
    const same = await app.inject({
      method: 'POST',
      url: '/api/password-login',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { password: 'x' },
    });
    expect(same.statusCode).toBe(401);
  });

  it('refuses REST bodies that are not JSON', async () => {
    const { app } = await buildTestApp();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': type },
        payload: 'email=a@b.c&password=x',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/JSON/);
    }
  });

  it('answers 413 over the body limit and 400 for malformed JSON', async () => {
    const { app } = await buildTestApp({ BODY_LIMIT_BYTES: '2048' });
    const big = await app.inject({
      method: 'POST',
      url: '/api/demo-requests',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(5000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Request body is too large' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('sends helmet headers with the CSP and no X-Powered-By', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/user/profile' });
    const csp = String(res.headers['content-security-policy']);
    for (const part of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "script-src 'self'",
    ]) {
      expect(csp).toContain(part);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
