import type { FastifyInstance } from 'fastify';
import { restRoute } from '../../lib/rest';
import { sessionCookieName } from '../../plugins/session';

/** REST compatibility paths of SPEC section 7: adapters over the auth procedures. */
export async function registerAuthRest(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const route = <T>(run: Parameters<typeof restRoute<T>>[2]) => restRoute(db, config, run);

  app.post(
    '/api/auth/login',
    route((caller, req) => caller.auth.login(req.body as never)),
  );
  app.post(
    '/api/password-login',
    route((caller, req) => caller.auth.passwordLogin(req.body as never)),
  );
  app.post(
    '/api/auth/register',
    route((caller, req) => caller.auth.register(req.body as never)),
  );
  app.post(
    '/api/auth/forgot-password',
    route((caller, req) => caller.auth.forgotPassword(req.body as never)),
  );
  app.post(
    '/api/auth/verify-email',
    route((caller, req) => caller.auth.verifyEmail(req.body as never)),
  );
  app.post(
    '/api/auth/reset-password',
    route((caller, req) => caller.auth.resetPassword(req.body as never)),
  );
  app.get(
    '/api/user/profile',
    route((caller) => caller.auth.me()),
  );
  // SPEC: the browser navigates here to sign out; the answer is a redirect home.
  app.get(
    '/api/logout',
    route(async (caller, _req, reply) => {
      await caller.auth.logout();
      reply.clearCookie(sessionCookieName(config), { path: '/' });
      return reply.redirect('/', 302);
    }),
  );
}
