import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policyPaymentSchema } from '#shared/payments';
import { currentUser, requireUser } from '../auth/guards';
import { clientScope } from '../clients/scope';
import { paymentsOf } from './service';

/**
 * How the client pays: any signed-in user, their account's policies in their scope (from the
 * session, never from the request).
 */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  // How to pay each policy in force: the carrier's page and phone, autopay, the next due date.
  app.get(
    '/api/client/payments',
    { schema: { response: { 200: z.array(policyPaymentSchema) } } },
    async (request) => paymentsOf(app.database.db, clientScope(currentUser(request))),
  );
};

export default fp(paymentRoutes, {
  name: 'payment-routes',
  dependencies: ['session'],
  encapsulate: true,
});
