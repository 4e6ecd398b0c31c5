import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentEndpoints as endpoints } from '#shared/payments';
import { serve } from '#server/plugins/endpoints';
import { requireUser } from '../auth/guards';
import { readInScope } from '../clients/in-scope';
import { paymentsOf } from './service';

/**
 * How the client pays: any signed-in user, their account's policies in their scope (from the
 * session, never from the request).
 */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  // How to pay each policy in force: the carrier's page and phone, autopay, the next due date.
  serve(
    app,
    endpoints.list,
    readInScope((scope) => paymentsOf(app.database.db, scope)),
  );
};

export default fp(paymentRoutes, {
  name: 'payment-routes',
  dependencies: ['session'],
  encapsulate: true,
});
