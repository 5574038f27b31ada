import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, z } from 'zod';
import type { AppConfig } from '../config';
import type { Db } from '../db/connection';
import { appRouter } from '../trpc/router';
import { createCallerFactory, createContextInner } from '../trpc/trpc';

const createCaller = createCallerFactory(appRouter);
export type ServerCaller = ReturnType<typeof createCaller>;

/** A server-side tRPC caller acting as the request's user, so REST paths reuse the procedures. */
export function callerFor(req: FastifyRequest, db: Db, config: AppConfig): ServerCaller {
  const header = req.headers['x-customer-id'];
  return createCaller(
    createContextInner({
      db,
      config,
      user: req.sessionUser ?? null,
      customerIdHeader: Array.isArray(header) ? header[0] : header,
      ip: req.ip,
      http: { req, res: undefined as never, info: undefined as never },
    }),
  );
}

export interface RestErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** Maps a procedure error onto the REST answer: status code from tRPC, field messages for 400. */
export function sendRestError(
  reply: FastifyReply,
  error: unknown,
  config: AppConfig,
): FastifyReply {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (error.cause instanceof ZodError) {
      const flat = z.flattenError(error.cause);
      const fieldErrors = flat.fieldErrors as Record<string, string[]>;
      const first = Object.values(fieldErrors)[0]?.[0] ?? flat.formErrors[0] ?? 'Invalid input';
      return reply.code(400).send({ message: first, errors: fieldErrors } satisfies RestErrorBody);
    }
    if (status >= 500) {
      reply.log.error({ err: error }, 'procedure failed');
      const message = config.isProduction ? 'Internal server error' : error.message;
      return reply.code(status).send({ message });
    }
    return reply.code(status).send({ message: error.message });
  }
  reply.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ message: 'Internal server error' });
}

/** Wraps a REST handler body so procedure errors become the right status and JSON message. */
export function restRoute<T>(
  db: Db,
  config: AppConfig,
  run: (caller: ServerCaller, req: FastifyRequest, reply: FastifyReply) => Promise<T>,
) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      const result = await run(callerFor(req, db, config), req, reply);
      if (reply.sent) return reply;
      return reply.send(result);
    } catch (error) {
      return sendRestError(reply, error, config);
    }
  };
}
