import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { knownRecord } from '#server/plugins/errors';
import { z } from 'zod';
import {
  carrierPaymentInputSchema,
  carrierPaymentSchema,
  policyBillingSavedSchema,
  policyBillingSchema,
} from '#shared/staff/payments';
import { currentUser } from '../auth/guards';
import { idParams } from '#shared/fields';
import { paymentsService } from './service';

/**
 * How clients pay, as staff keep it: each carrier's payment page and phone, each policy's autopay
 * and next due date. Registered by ../console/routes.ts behind its staff guard.
 */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = paymentsService(app.database.db);

  app.get(
    '/api/staff/carrier-payments',
    { schema: { response: { 200: z.array(carrierPaymentSchema) } } },
    async () => payments.carriers(),
  );

  app.put(
    '/api/staff/carrier-payments/:carrier',
    {
      schema: {
        params: z.object({ carrier: z.string().min(1).max(200) }),
        body: carrierPaymentInputSchema,
        response: { 200: carrierPaymentSchema },
      },
    },
    async (request) =>
      payments.setCarrier(currentUser(request).id, request.params.carrier, request.body),
  );

  app.put(
    '/api/staff/policies/:id/billing',
    {
      schema: {
        params: idParams,
        body: policyBillingSchema,
        response: { 200: policyBillingSavedSchema },
      },
    },
    async (request) =>
      payments.setBilling(currentUser(request).id, knownRecord(request.params.id), request.body),
  );
};

export default paymentsRoutes;
