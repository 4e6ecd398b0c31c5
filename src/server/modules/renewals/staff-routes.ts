import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { knownRecord } from '#server/plugins/errors';
import { serve } from '#server/plugins/endpoints';
import { staffRenewalEndpoints as endpoints } from '#shared/staff/renewals';
import { currentUser } from '../auth/guards';
import { knownClient } from '../clients/service';
import { reviewsService } from './reviews';
import { renewalsService } from './service';

/**
 * The renewal board and what staff do on it, and a household's annual reviews: registered by
 * ../console/routes.ts behind its staff guard. Each write on the board answers the policy's row as the
 * board now shows it; a review recorded answers the household's reviews.
 */
const renewalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const renewals = renewalsService(app.database.db, app.config.agency.renewals);
  /** A write on one policy's renewal, answered with its row of the board as it now stands. */
  const rowAfter = async (id: string, write: (policyId: number) => Promise<unknown>) => {
    const policyId = knownRecord(id);
    await write(policyId);
    return renewals.row(policyId);
  };
  const reviews = reviewsService(app.database.db);

  serve(app, endpoints.board, async () => renewals.board());

  serve(app, endpoints.update, async (request) =>
    rowAfter(request.params.id, (policyId) =>
      renewals.update(currentUser(request).id, policyId, request.body),
    ),
  );

  serve(app, endpoints.nextTerm, async (request) =>
    rowAfter(request.params.id, (policyId) =>
      renewals.setNextTerm(currentUser(request).id, policyId, request.body),
    ),
  );

  // A household's annual reviews: the list, and one recorded as it happened.
  serve(app, endpoints.reviews, async (request) => reviews.list(knownClient(request.params.id)));

  serve(app, endpoints.addReview, async (request, reply) => {
    const accountId = knownClient(request.params.id);
    await reviews.add(currentUser(request).id, accountId, request.body);
    return reply.code(201).send(await reviews.list(accountId));
  });
};

export default renewalsRoutes;
