import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Db } from '../db/connection';
import { loadSessionUser } from '../trpc/trpc';
import { SqliteSessionStore } from './session-store';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** Epoch ms of sign-in, for the absolute lifetime. */
    signedInAt?: number;
  }
}

export const SESSION_COOKIE_NAME = 'repute_sid';

export function sessionCookieName(config: AppConfig): string {
  return config.secureCookies ? `__Host-${SESSION_COOKIE_NAME}` : SESSION_COOKIE_NAME;
}

async function sessionPlugin(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const absoluteMs = config.SESSION_MAX_HOURS * 3_600_000;
  const store = new SqliteSessionStore(db, idleMs, absoluteMs);
  // Rows left by a previous run that have expired go at once, then every ten minutes.
  store.sweepExpired();

  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: config.sessionSecret,
    cookieName: sessionCookieName(config),
    store,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: '/',
      maxAge: idleMs,
    },
  });

  app.decorateRequest('sessionUser', null);
  app.addHook('preHandler', async (req) => {
    const { userId, signedInAt } = req.session;
    if (userId === undefined) return;
    if (signedInAt !== undefined && Date.now() - signedInAt > absoluteMs) {
      await req.session.destroy();
      return;
    }
    req.sessionUser = await loadSessionUser(db, userId);
    if (!req.sessionUser) await req.session.destroy();
  });

  const sweep = setInterval(() => store.sweepExpired(), 10 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  app.decorate('sessionStore', store);
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: SqliteSessionStore;
  }
}

export default fp(sessionPlugin, { name: 'session' });
