import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyMail } from '#server/config';
import { certificateEndpoints as endpoints } from '#shared/certificates';
import { serve } from '#server/plugins/endpoints';
import { perPersonLimit } from '#server/plugins/rate-limit';
import { currentUser, requireUser } from '../auth/guards';
import { requestRateLimit } from '../change-requests/service';
import { createInScope, readInScope } from '../clients/in-scope';
import { clientScope } from '../clients/scope';
import { certificateService } from './service';

/** Certificate holders one person may add in an hour. */
export const HOLDER_RATE_LIMIT = { max: 30, timeWindow: 3600 * 1000 };

/**
 * The portal's certificates of insurance (`/api/client/certificate*`): the account's holders, a
 * request for one, those issued; any signed-in person, on their account's records in their scope
 * (from the session, never from the request).
 */
const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const certificates = certificateService(app.database.db, agencyMail(app.config));
  const requestLimit = requestRateLimit(app.config.agency);
  app.addHook('onRequest', requireUser);

  serve(app, endpoints.holders, readInScope(certificates.holders));

  serve(
    app,
    endpoints.addHolder,
    async (request, reply) => {
      const holder = await certificates.addHolder(clientScope(currentUser(request)), request.body);
      return reply.code(201).send(holder);
    },
    {
      config: perPersonLimit(
        HOLDER_RATE_LIMIT,
        `You have added ${HOLDER_RATE_LIMIT.max} holders in the last hour. Please try again later.`,
      ),
    },
  );

  serve(app, endpoints.updateHolder, async (request) =>
    certificates.updateHolder(clientScope(currentUser(request)), request.params.id, request.body),
  );

  // Ten an hour a person, as for changes: each e-mails the agency.
  serve(app, endpoints.request, createInScope(certificates.request), { config: requestLimit });

  serve(app, endpoints.issued, readInScope(certificates.issued));
};

export default fp(certificateRoutes, {
  name: 'certificate-routes',
  dependencies: ['session', 'rate-limit'],
  encapsulate: true,
});
