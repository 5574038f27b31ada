import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

export function resolveClientDist(config: AppConfig): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = config.CLIENT_DIST
    ? [path.resolve(config.CLIENT_DIST)]
    : [path.resolve(here, '../../../client/dist'), path.resolve(here, '../../client/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? null;
}

const API_PREFIXES = ['/api/', '/trpc/'];

/** Serves the built client; any other GET answers index.html; unknown /api paths answer JSON 404. */
async function clientPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  const root = resolveClientDist(opts.config);
  if (root) {
    await app.register(fastifyStatic, {
      root,
      // One route per built file, so unknown paths reach the SPA fallback below.
      wildcard: false,
      index: false,
      maxAge: '1h',
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  } else {
    app.log.warn('client build not found; run the build to serve the web app');
  }

  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((prefix) => req.url.startsWith(prefix)) || req.url === '/api';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi || !root) {
      return reply
        .code(404)
        .send({ message: `Route ${req.method} ${req.url.split('?')[0]} not found` });
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}

export default fp(clientPlugin, { name: 'client' });
