import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { createUser } from '../../test/auth';
import { AttemptLimiter, RATE_LIMITED_MESSAGE } from './rate-limit';

const post = (
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  url: string,
  payload: unknown,
  ip = '127.0.0.1',
) => app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

describe('sign-in rate limits', () => {
  it('limits failed sign-ins per account, even with the right password afterwards', async () => {
    const { app, db } = await buildTestApp();
    const user = await createUser(db);
    for (let i = 0; i < 5; i++) {
      // Different addresses: the account limit holds across IPs.
      const res = await post(
        app,
        '/api/auth/login',
        { email: user.email, password: 'nope' },
        `10.0.0.${i + 1}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const limited = await post(
      app,
      '/api/auth/login',
      { email: user.email, password: user.password },
      '10.0.1.1',
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: RATE_LIMITED_MESSAGE });
    // Another account from another address is unaffected.
    const other = await createUser(db);
    expect(
      (
        await post(
          app,
          '/api/auth/login',
          { email: other.email, password: other.password },
          '10.0.2.1',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, so a client cannot pick its address', async () => {
    const attempt = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `spoof${i}@example.test`, password: 'nope' },
        remoteAddress: '10.7.7.7',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    const direct = await buildTestApp();
    for (let i = 0; i < 20; i++) expect((await attempt(direct.app, i)).statusCode).toBe(401);
    expect((await attempt(direct.app, 20)).statusCode).toBe(429);

    const proxied = await buildTestApp({ TRUST_PROXY: '10.7.7.7' });
    for (let i = 0; i < 25; i++) expect((await attempt(proxied.app, i)).statusCode).toBe(401);
    const oneHop = await buildTestApp({ TRUST_PROXY: '1' });
    for (let i = 0; i < 25; i++) expect((await attempt(oneHop.app, i)).statusCode).toBe(401);
  });

  it('limits failed sign-ins per IP across accounts', async () => {
    const { app, db } = await buildTestApp();
    for (let i = 0; i < 20; i++) {
      const res = await post(
        app,
        '/api/auth/login',
        { email: `u${i}@example.test`, password: 'nope' },
        '10.9.9.9',
      );
      expect(res.statusCode).toBe(401);
    }
    const user = await createUser(db);
    const limited = await post(
      app,
      '/api/auth/login',
      { email: user.email, password: user.password },
      '10.9.9.9',
    );
    expect(limited.statusCode).toBe(429);
    expect(
      (
        await post(
          app,
          '/api/auth/login',
          { email: user.email, password: user.password },
          '10.9.9.8',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('limits the password-only access per IP', async () => {
    const { app } = await buildTestApp({ DEMO_PASSWORD: 'right-one' });
    for (let i = 0; i < 10; i++) {
      expect(
        (await post(app, '/api/password-login', { password: `wrong-${i}` }, '10.1.1.1')).statusCode,
      ).toBe(401);
    }
    const limited = await post(app, '/api/password-login', { password: 'right-one' }, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(RATE_LIMITED_MESSAGE);
    expect(
      (await post(app, '/api/password-login', { password: 'right-one' }, '10.1.1.2')).statusCode,
    ).toBe(200);
  });

  it('limits forgot-password per account and per IP', async () => {
    const { app } = await buildTestApp();
    for (let i = 0; i < 3; i++) {
      expect(
        (await post(app, '/api/auth/forgot-password', { email: 'x@example.test' }, `10.2.0.${i}`))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (await post(app, '/api/auth/forgot-password', { email: 'x@example.test' }, '10.2.1.0'))
        .statusCode,
    ).toBe(429);
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(app, '/api/auth/forgot-password', { email: `y${i}@example.test` }, '10.3.0.1'))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (await post(app, '/api/auth/forgot-password', { email: 'z@example.test' }, '10.3.0.1'))
        .statusCode,
    ).toBe(429);
  });

  it('also limits the tRPC procedures (the same code path)', async () => {
    const { app, db } = await buildTestApp();
    const user = await createUser(db);
    for (let i = 0; i < 5; i++)
      await post(app, '/api/auth/login', { email: user.email, password: 'nope' });
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email: user.email, password: user.password } },
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('AttemptLimiter', () => {
  it('opens again when the window has passed', () => {
    let now = 0;
    const limiter = new AttemptLimiter(() => now);
    const rule = { windowMs: 60_000, max: 2 };
    limiter.hit('k', rule);
    limiter.hit('k', rule);
    expect(limiter.isLimited('k', rule)).toBe(true);
    now = 60_001;
    expect(limiter.isLimited('k', rule)).toBe(false);
  });
});
