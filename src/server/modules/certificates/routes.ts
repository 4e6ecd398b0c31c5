import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteOrigin } from '#server/config';
import { recordIdParams } from '#shared/fields';
import {
  certificateHolderInputSchema,
  certificateHolderSchema,
  certificateRequestSchema,
  issuedCertificateSchema,
} from '#shared/certificates';
import { serviceRequestSchema } from '#shared/change-requests';
import { perPersonLimit } from '#server/plugins/rate-limit';
import { currentUser, requireUser } from '../auth/guards';
import { requestRateLimit } from '../change-requests/service';
import { clientScope } from '../clients/scope';
import { certificateService } from './service';

/** Certificate holders one person may add in an hour. */
export const HOLDER_RATE_LIMIT = { max: 30, timeWindow: 3600 * 1000 };

const idParams = recordIdParams();

/**
 * The portal's certificates of insurance (`/api/client/certificate*`): the account's holders, a
 * request for one, those issued; any signed-in person, on their account's records in their scope
 * (from the session, never from the request).
 */
const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agency, agencyNotifyEmail } = app.config;
  const certificates = certificateService(app.database.db, {
    agency,
    notifyTo: agencyNotifyEmail ?? agency.email,
    origin: siteOrigin(app.config),
  });
  const requestLimit = requestRateLimit(agency);
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/client/certificate-holders',
    { schema: { response: { 200: z.array(certificateHolderSchema) } } },
    async (request) => certificates.holders(clientScope(currentUser(request))),
  );

  app.post(
    '/api/client/certificate-holders',
    {
      schema: { body: certificateHolderInputSchema, response: { 201: certificateHolderSchema } },
      config: perPersonLimit(
        HOLDER_RATE_LIMIT,
        `You have added ${HOLDER_RATE_LIMIT.max} holders in the last hour. Please try again later.`,
      ),
    },
    async (request, reply) => {
      const holder = await certificates.addHolder(clientScope(currentUser(request)), request.body);
      return reply.code(201).send(holder);
    },
  );

  app.put(
    '/api/client/certificate-holders/:id',
    {
      schema: {
        params: idParams,
        body: certificateHolderInputSchema,
        response: { 200: certificateHolderSchema },
      },
    },
    async (request) =>
      certificates.updateHolder(clientScope(currentUser(request)), request.params.id, request.body),
  );

  app.post(
    '/api/client/certificate-requests',
    {
      schema: { body: certificateRequestSchema, response: { 201: serviceRequestSchema } },
      // Ten an hour a person, as for changes: each e-mails the agency.
      config: requestLimit,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const created = await certificates.request(clientScope(user), user, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/client/certificates',
    { schema: { response: { 200: z.array(issuedCertificateSchema) } } },
    async (request) => certificates.issued(clientScope(currentUser(request))),
  );
};

export default fp(certificateRoutes, {
  name: 'certificate-routes',
  dependencies: ['session', 'rate-limit'],
  encapsulate: true,
});
