// Type-only: brings in @fastify/session's request.session and our Session fields.
import type {} from '../../plugins/session';
import type { FastifyRequest } from 'fastify';
import type { ContextInner } from '../../trpc/trpc';

function requestOf(ctx: ContextInner): FastifyRequest | undefined {
  return ctx.http?.req as FastifyRequest | undefined;
}

/**
 * Signs the request's session in as a user. A new session id every time (no fixation):
 * regenerate() drops the old row from the store and issues a fresh random id.
 */
export async function startSession(ctx: ContextInner, userId: number): Promise<void> {
  const req = requestOf(ctx);
  if (!req?.session) return;
  await req.session.regenerate();
  req.session.userId = userId;
  req.session.signedInAt = Date.now();
}

export async function endSession(ctx: ContextInner): Promise<void> {
  const req = requestOf(ctx);
  if (!req?.session) return;
  await req.session.destroy();
  req.sessionUser = null;
}
