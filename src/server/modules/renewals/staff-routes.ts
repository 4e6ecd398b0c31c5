import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { knownRecord } from '#server/plugins/errors';
import {
  annualReviewInputSchema,
  annualReviewSchema,
  nextTermSchema,
  renewalBoardSchema,
  renewalRowSchema,
  renewalUpdateSchema,
} from '#shared/staff/renewals';
import { currentUser } from '../auth/guards';
import { z } from 'zod';
import { knownClient } from '../clients/service';
import { idParams } from '#shared/fields';
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

  app.get('/api/staff/renewals', { schema: { response: { 200: renewalBoardSchema } } }, async () =>
    renewals.board(),
  );

  app.put(
    '/api/staff/renewals/:id',
    {
      schema: { params: idParams, body: renewalUpdateSchema, response: { 200: renewalRowSchema } },
    },
    async (request) =>
      rowAfter(request.params.id, (policyId) =>
        renewals.update(currentUser(request).id, policyId, request.body),
      ),
  );

  app.put(
    '/api/staff/policies/:id/next-term',
    { schema: { params: idParams, body: nextTermSchema, response: { 200: renewalRowSchema } } },
    async (request) =>
      rowAfter(request.params.id, (policyId) =>
        renewals.setNextTerm(currentUser(request).id, policyId, request.body),
      ),
  );

  // A household's annual reviews: the list, and one recorded as it happened.
  app.get(
    '/api/staff/clients/:id/reviews',
    { schema: { params: idParams, response: { 200: z.array(annualReviewSchema) } } },
    async (request) => reviews.list(knownClient(request.params.id)),
  );

  app.post(
    '/api/staff/clients/:id/reviews',
    {
      schema: {
        params: idParams,
        body: annualReviewInputSchema,
        response: { 201: z.array(annualReviewSchema) },
      },
    },
    async (request, reply) => {
      const accountId = knownClient(request.params.id);
      await reviews.add(currentUser(request).id, accountId, request.body);
      return reply.code(201).send(await reviews.list(accountId));
    },
  );
};

export default renewalsRoutes;
