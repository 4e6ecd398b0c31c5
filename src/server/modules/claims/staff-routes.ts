import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeClaimStatusSchema,
  claimQueueQuerySchema,
  staffClaimMessages,
  staffClaimRowSchema,
  staffClaimSchema,
} from '#shared/staff/claims';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '../auth/guards';
import { staffClaimService } from './service';
import { recordId } from '#shared/fields';
import { siteOrigin } from '#server/config';

const claimParams = z.object({ id: recordId() });

/** The staff console's claims: registered by ./routes.ts behind its guard. */
const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = staffClaimService(app.database.db, {
    agency: app.config.agency,
    origin: siteOrigin(app.config),
  });

  app.get(
    '/api/staff/claims',
    {
      schema: {
        querystring: claimQueueQuerySchema,
        response: { 200: z.array(staffClaimRowSchema) },
      },
    },
    async (request) => service.queue(request.query.status),
  );

  app.get(
    '/api/staff/claims/:id',
    { schema: { params: claimParams, response: { 200: staffClaimSchema } } },
    async (request) => {
      const claim = await service.claim(request.params.id);
      if (!claim) throw new HttpError(404, staffClaimMessages.notFound);
      return claim;
    },
  );

  app.post(
    '/api/staff/claims/:id/status',
    {
      schema: {
        params: claimParams,
        body: changeClaimStatusSchema,
        response: { 200: staffClaimSchema },
      },
    },
    async (request) =>
      service.changeStatus(request.params.id, request.body, currentUser(request).id),
  );
};

export default claimsRoutes;
