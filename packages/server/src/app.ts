import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/connection';
import { registerRestModules } from './modules/rest';
import { checkDatabase } from './modules/system/service';
import clientPlugin from './plugins/client';
import securityPlugin from './plugins/security';
import sessionPlugin from './plugins/session';
import { appRouter, type AppRouter } from './trpc/router';
import { makeCreateContext } from './trpc/trpc';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
}

export interface BuildOptions {
  db: Db;
  /** Overrides the logger (tests pass false). */
  logger?: boolean | object;
}

/** Builds the Fastify instance; does not listen (tests use app.inject). */
/** A hop count as proxy-addr reads it: the first `hops` proxies from this server are trusted. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(config: AppConfig, options: BuildOptions): Promise<FastifyInstance> {
  const { db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    trustProxy:
      typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    routerOptions: { maxParamLength: 500 },
  });
  app.decorate('db', db);
  app.decorate('config', config);

  // Infrastructure first.
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  await app.register(securityPlugin, { config });
  await app.register(rateLimit, { global: false });
  await app.register(sessionPlugin, { db, config });

  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Internal server error' });
    }
    const message =
      status === 413
        ? 'Request body is too large'
        : error.name === 'SyntaxError' || /JSON/.test(error.message)
          ? 'Malformed JSON body'
          : error.message;
    return reply.code(status).send({ message });
  });

  // Then the application.
  app.get('/healthz', async (_req, reply) => {
    try {
      return checkDatabase(db);
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'error', database: 'unavailable' });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: makeCreateContext(db, config),
      onError({ error, path, ctx }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          ctx?.http?.req.log.error({ err: error, path }, 'procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await registerRestModules(app);
  await app.register(clientPlugin, { config });
  return app;
}
