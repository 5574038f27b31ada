import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index';
import { buildTestApp } from '../../test/app';
import { cookieFrom, createCustomer, createUser, loginAs, loginAsDemo } from '../../test/auth';
import { hashPassword } from './passwords';

const DEMO = 'demo-access-password';

describe('POST /api/auth/login', () => {
  it('signs in, answers the user and sets a hardened session cookie', async () => {
    const { app, db } = await buildTestApp();
    const user = await createUser(db, { firstName: 'Ada' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      user: { id: user.id, email: user.email, firstName: 'Ada', role: 'user' },
    });
    expect(res.json().user.passwordHash).toBeUndefined();
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^repute_sid=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: cookieFrom(res) },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Ada',
      lastName: expect.any(String),
      role: 'user',
      isDemo: false,
      emailVerified: true,
    });
  });

  it('answers 401 with one message for a wrong password or an unknown account', async () => {
    const { app, db } = await buildTestApp();
    const user = await createUser(db);
    for (const payload of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@example.test', password: 'whatever' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('answers 400 naming the field for a bad email', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nope', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password is required'],
    });
  });
});

describe('POST /api/password-login', () => {
  it('signs in as the demo user, an editor of every customer', async () => {
    const { app, db } = await buildTestApp({ DEMO_PASSWORD: DEMO });
    const a = createCustomer(db);
    const b = createCustomer(db);
    const cookie = await loginAsDemo(app, DEMO);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie },
    });
    expect(profile.json()).toMatchObject({ role: 'user', isDemo: true });
    const list = await app.inject({ method: 'GET', url: '/api/customers', headers: { cookie } });
    expect(
      list
        .json()
        .map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
  });

  it('answers 401 Invalid password for a wrong one', async () => {
    const { app } = await buildTestApp({ DEMO_PASSWORD: DEMO });
    const res = await app.inject({
      method: 'POST',
      url: '/api/password-login',
      payload: { password: 'nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid password' });
  });
});

describe('GET /api/logout', () => {
  it('destroys the session and redirects home', async () => {
    const { app, db } = await buildTestApp();
    const user = await createUser(db);
    const cookie = await loginAs(app, user);
    expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(1);
    const res = await app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(0);
    const after = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('argon2id', () => {
  it('hashes with m=19456, t=2, p=1', async () => {
    const hash = await hashPassword('Some-Password-123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});
