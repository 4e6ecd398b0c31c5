import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffClaimEndpoints as endpoints, staffClaimMessages } from '#shared/staff/claims';
import { serve } from '#server/plugins/endpoints';
import { queueRecord } from '../console/queue-record';
import { currentUser } from '../auth/guards';
import { staffClaimService } from './service';
import { siteOrigin } from '#server/config';

/** The staff console's claims: registered by ./routes.ts behind its guard. */
const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = staffClaimService(app.database.db, {
    agency: app.config.agency,
    origin: siteOrigin(app.config),
  });

  serve(app, endpoints.queue, async (request) => service.queue(request.query.status));

  serve(app, endpoints.record, queueRecord(service.claim, staffClaimMessages.notFound));

  serve(app, endpoints.changeStatus, async (request) =>
    service.changeStatus(request.params.id, request.body, currentUser(request).id),
  );
};

export default claimsRoutes;
