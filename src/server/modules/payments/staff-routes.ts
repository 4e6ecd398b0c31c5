import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#server/plugins/endpoints';
import { knownRecord } from '#server/plugins/errors';
import { staffPaymentEndpoints as endpoints } from '#shared/staff/payments';
import { currentUser } from '../auth/guards';
import { paymentsService } from './service';

/**
 * How clients pay, as staff keep it: each carrier's payment page and phone, each policy's autopay
 * and next due date. Registered by ../console/routes.ts behind its staff guard.
 */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = paymentsService(app.database.db);

  serve(app, endpoints.carriers, async () => payments.carriers());

  serve(app, endpoints.saveCarrier, async (request) =>
    payments.setCarrier(currentUser(request).id, request.params.carrier, request.body),
  );

  serve(app, endpoints.saveBilling, async (request) =>
    payments.setBilling(currentUser(request).id, knownRecord(request.params.id), request.body),
  );
};

export default paymentsRoutes;
