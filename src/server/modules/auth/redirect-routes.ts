import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeReturnTo } from '../../../shared/auth';

/**
 * The browser's redirects into and out of a session (SPEC section 7): `GET /api/login` leads to
 * the log-in page (or the identity provider when one is set up), `GET /api/logout` ends the
 * session and goes home.
 */
const redirectRoutes: FastifyPluginAsyncZod = async (app) => {
  // Browser redirects (SPEC section 7). The log-in page, or the identity provider when set up.
  app.get(
    '/api/login',
    { schema: { querystring: z.object({ returnTo: z.string().max(2000).optional() }) } },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`, 302);
    },
  );

  app.get('/api/logout', async (request, reply) => {
    // A page of another site cannot sign a visitor out by linking here.
    if (request.headers['sec-fetch-site'] !== 'cross-site') await app.endSession(request, reply);
    return reply.redirect('/', 302);
  });
};

export default redirectRoutes;
