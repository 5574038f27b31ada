import type { FastifyInstance } from 'fastify';
import { restRoute } from '../../lib/rest';

type IdParams = { id: string };

/**
 * REST compatibility paths (adapters over the datasets procedures):
 * GET /api/datasets, GET|PATCH|DELETE /api/datasets/:id, GET /api/datasets/:id/rows,
 * GET /api/datasets/:id/quality, PUT /api/mentions/:id/sentiment.
 */
export async function registerDatasetsRest(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  app.get(
    '/api/datasets',
    restRoute(db, config, (caller, req) => {
      const { kind } = req.query as { kind?: string };
      return caller.datasets.list(kind ? { kind: kind as never } : undefined);
    }),
  );
  app.get<{ Params: IdParams }>(
    '/api/datasets/:id',
    restRoute(db, config, (caller, req) =>
      caller.datasets.get({ datasetId: (req.params as IdParams).id as never }),
    ),
  );
  app.patch<{ Params: IdParams }>(
    '/api/datasets/:id',
    restRoute(db, config, (caller, req) =>
      caller.datasets.rename({
        datasetId: (req.params as IdParams).id as never,
        name: (req.body as { name?: unknown } | undefined)?.name as string,
      }),
    ),
  );
  app.delete<{ Params: IdParams }>(
    '/api/datasets/:id',
    restRoute(db, config, (caller, req) =>
      caller.datasets.delete({ datasetId: (req.params as IdParams).id as never }),
    ),
  );
  app.get<{ Params: IdParams }>(
    '/api/datasets/:id/rows',
    restRoute(db, config, (caller, req) => {
      const { limit, offset, ...filters } = req.query as Record<string, string>;
      return caller.datasets.preview({
        datasetId: (req.params as IdParams).id as never,
        filters,
        ...(limit ? { limit: limit as never } : {}),
        ...(offset ? { offset: offset as never } : {}),
      });
    }),
  );
  app.get<{ Params: IdParams }>(
    '/api/datasets/:id/quality',
    restRoute(db, config, (caller, req) =>
      caller.datasets.quality({ datasetId: (req.params as IdParams).id as never }),
    ),
  );
  app.put<{ Params: IdParams }>(
    '/api/mentions/:id/sentiment',
    restRoute(db, config, (caller, req) =>
      caller.datasets.overrideSentiment({
        mentionId: (req.params as IdParams).id as never,
        label: ((req.body as { label?: unknown } | undefined)?.label ?? null) as never,
      }),
    ),
  );
}
