import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimSchema, newClaimSchema, policySchema } from '#shared/portal';
import { currentUser, requireUser } from '../auth/guards';
import { clientScope } from '../clients/scope';
import { claimService } from './service';

/** Claims one client may file in an hour. */
export const CLAIM_RATE_LIMIT = { max: 5, timeWindow: 3600 * 1000 };

/**
 * The client portal's policies and claims: any signed-in user, guarded once here, and always their
 * account's records in their scope (from the session, never from the request).
 */
const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agency, agencyNotifyEmail } = app.config;
  const service = claimService(app.database.db, {
    agency,
    notifyTo: agencyNotifyEmail ?? agency.email,
  });
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/client/policies',
    { schema: { response: { 200: z.array(policySchema) } } },
    async (request) => service.policiesOf(clientScope(currentUser(request))),
  );

  app.get(
    '/api/client/claims',
    { schema: { response: { 200: z.array(claimSchema) } } },
    async (request) => service.claimsOf(clientScope(currentUser(request))),
  );

  app.post(
    '/api/client/claims',
    {
      schema: { body: newClaimSchema, response: { 201: claimSchema } },
      // Each claim e-mails the agency: a client files at most 5 an hour (a storm can bring a
      // home and two cars), counted per client, not per address, before the work.
      config: {
        rateLimit: {
          ...CLAIM_RATE_LIMIT,
          keyGenerator: (request: FastifyRequest) => request.session?.user.id ?? request.ip,
        },
        rateLimitMessage: `You have filed ${CLAIM_RATE_LIMIT.max} claims in the last hour. To report another now, please call us at ${agency.phone}.`,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const claim = await service.fileClaim(clientScope(user), user, request.body);
      return reply.code(201).send(claim);
    },
  );
};

export default fp(portalRoutes, {
  name: 'portal-routes',
  dependencies: ['session', 'rate-limit'],
  encapsulate: true,
});
