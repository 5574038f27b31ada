import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { callerFor, restRoute, sendRestError } from '../../lib/rest';
import { cleanupInterruptedImports } from './import-job';
import { FileRejected } from './readers';
import { errorReportCsv, receiveUpload } from './service';

type IdParams = { id: string };

/**
 * REST paths of ingestion: POST /api/uploads (multipart, one file field), GET /api/uploads,
 * GET /api/uploads/:id/progress, GET /api/uploads/:id/errors.csv (the error report).
 */
export async function registerIngestionRest(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  // Imports cut short by a crash or kill leave no dataset behind.
  const removed = cleanupInterruptedImports(db);
  if (removed) app.log.warn({ removed }, 'removed datasets of interrupted imports');

  await app.register(async (scope) => {
    // Multipart only here: the rest of the app keeps JSON-only bodies.
    await scope.register(multipart, {
      limits: {
        fileSize: config.UPLOAD_LIMIT_BYTES,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
      },
    });

    scope.post('/api/uploads', async (req, reply) => {
      try {
        const access = await callerFor(req, db, config).ingestion.authorizeUpload();
        if (!req.isMultipart()) {
          return reply.code(400).send({ message: 'Send the file as multipart/form-data' });
        }
        const file = await req.file();
        if (!file) return reply.code(400).send({ message: 'No file was sent' });
        const result = await receiveUpload({
          db,
          config,
          customerId: access.customerId,
          userId: access.userId,
          filename: file.filename,
          stream: file.file,
        });
        return reply.code(201).send(result);
      } catch (error) {
        if (error instanceof FileRejected) {
          const status = /larger than/.test(error.message) ? 413 : 400;
          return reply.code(status).send({ message: error.message });
        }
        if (error instanceof TRPCError) return sendRestError(reply, error, config);
        const code = (error as { code?: string; statusCode?: number }).statusCode;
        if (code && code >= 400 && code < 500) {
          return reply.code(code).send({ message: (error as Error).message });
        }
        return sendRestError(reply, error, config);
      }
    });
  });

  app.get(
    '/api/uploads',
    restRoute(db, config, (caller) => caller.ingestion.uploads()),
  );
  app.get<{ Params: IdParams }>(
    '/api/uploads/:id/progress',
    restRoute(db, config, (caller, req) =>
      caller.ingestion.progress({ uploadId: (req.params as IdParams).id as never }),
    ),
  );
  app.get<{ Params: IdParams }>(
    '/api/uploads/:id/errors.csv',
    restRoute(db, config, async (caller, req, reply) => {
      // A download link is a plain navigation without the x-customer-id header: the
      // customer may come as ?customerId= instead (checked against memberships as ever).
      const { customerId } = req.query as { customerId?: string };
      const report = await caller.ingestion.errors({
        uploadId: (req.params as IdParams).id as never,
        ...(customerId ? { customerId: customerId as never } : {}),
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="upload-${report.id}-errors.csv"`)
        .send(errorReportCsv(report.errors));
    }),
  );
}
