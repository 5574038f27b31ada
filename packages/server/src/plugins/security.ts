import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Helmet with a CSP the client runs under, and a same-origin check on unsafe methods. */
async function securityPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: opts.config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: opts.config.secureCookies,
  });

  app.addHook('onRequest', async (req, reply) => {
    if (!UNSAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin;
    if (!origin) return;
    const host = req.headers.host;
    const allowed = new Set<string>();
    if (host) {
      allowed.add(`http://${host}`);
      allowed.add(`https://${host}`);
    }
    if (opts.config.PUBLIC_URL) allowed.add(new URL(opts.config.PUBLIC_URL).origin);
    if (!allowed.has(origin)) {
      return reply.code(403).send({ message: 'Cross-site request refused' });
    }
  });

  // REST and tRPC bodies are JSON (uploads: multipart). Refusing the other "simple" content
  // types means a cross-site form can never reach a handler, even without an Origin header.
  app.addHook('onRequest', async (req, reply) => {
    if (!UNSAFE_METHODS.has(req.method)) return;
    if (!/^\/(api|trpc)\//.test(req.url)) return;
    const length = Number(req.headers['content-length'] ?? 0);
    const hasBody = length > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return;
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (type === 'application/json' || type === 'multipart/form-data') return;
    return reply.code(415).send({ message: 'Request body must be JSON (application/json)' });
  });
}

export default fp(securityPlugin, { name: 'security' });
