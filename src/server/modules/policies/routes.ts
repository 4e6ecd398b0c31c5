import fp from 'fastify-plugin';
import { agencyMail } from '#server/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type IdCardParams, idCardEndpoints as cardEndpoints } from '#shared/id-cards';
import { policyEndpoints as endpoints, policyMessages } from '#shared/policies';
import { serve } from '#server/plugins/endpoints';
import { knownRecord } from '#server/plugins/errors';
import { perPersonLimit } from '#server/plugins/rate-limit';
import { currentUser, requireUser } from '../auth/guards';
import { readInScope } from '../clients/in-scope';
import { clientScope } from '../clients/scope';
import { sendDownload } from '../documents/file-names';
import { idCardService } from './id-cards';
import { policiesService } from './service';

/** Proof-of-insurance cards one person may have e-mailed in an hour. */
export const ID_CARD_MAIL_RATE_LIMIT = { max: 10, timeWindow: 3600 * 1000 };

/** Reports of a mistake in a policy one person may send in an hour. */
export const POLICY_REPORT_RATE_LIMIT = { max: 5, timeWindow: 3600 * 1000 };

const cardIds = (params: IdCardParams) => ({
  policyId: knownRecord(params.policyId),
  vehicleId: knownRecord(params.vehicleId),
});

/**
 * The client portal's policies (and reports of their mistakes), proof of insurance and how to pay:
 * any signed-in user, guarded once here, and always their account's policies in their scope (from
 * the session, never from the request). Limits are counted per signed-in person, not per address.
 */
const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agency } = app.config;
  const idCards = idCardService(app.database.db, agency);
  const cardMailLimit = perPersonLimit(
    ID_CARD_MAIL_RATE_LIMIT,
    `You have asked for ${ID_CARD_MAIL_RATE_LIMIT.max} cards by e-mail in the last hour. Please download it instead.`,
  );
  const service = policiesService(app.database.db, agencyMail(app.config));
  app.addHook('onRequest', requireUser);

  serve(app, endpoints.list, readInScope(service.policiesOf));

  // Beside the list, whose shape the specification fixes: how fresh each policy's information is.
  serve(app, endpoints.currentAsOf, readInScope(service.currentAsOf));

  serve(
    app,
    endpoints.report,
    async (request, reply) => {
      const user = currentUser(request);
      await service.reportPolicy(
        clientScope(user),
        user,
        knownRecord(request.params.id),
        request.body.message,
      );
      return reply.code(202).send({ message: policyMessages.reportSent });
    },
    {
      // Each report e-mails the agency: at most 5 an hour from one person, counted before the work.
      config: perPersonLimit(
        POLICY_REPORT_RATE_LIMIT,
        `You have sent ${POLICY_REPORT_RATE_LIMIT.max} reports in the last hour. Please call us at ${agency.phone}.`,
      ),
    },
  );

  // Proof of insurance: each auto policy in scope with its vehicles; a vehicle's wallet card as a
  // PDF, or e-mailed to the person asking.
  serve(app, cardEndpoints.list, readInScope(idCards.list));

  serve(app, cardEndpoints.pdf, async (request, reply) => {
    const { policyId, vehicleId } = cardIds(request.params);
    const card = await idCards.pdf(clientScope(currentUser(request)), policyId, vehicleId);
    return sendDownload(reply, {
      fileName: card.fileName,
      type: 'application/pdf',
      body: card.bytes,
    });
  });

  // Each e-mails the person's own address: a few an hour is plenty.
  serve(
    app,
    cardEndpoints.email,
    async (request, reply) => {
      const user = currentUser(request);
      const { policyId, vehicleId } = cardIds(request.params);
      const sent = await idCards.email(clientScope(user), user.email, policyId, vehicleId);
      return reply.code(202).send(sent);
    },
    { config: cardMailLimit },
  );

  serve(
    app,
    cardEndpoints.emailCarrierCard,
    async (request, reply) => {
      const user = currentUser(request);
      const sent = await idCards.emailCarrierCard(
        clientScope(user),
        user.email,
        knownRecord(request.params.policyId),
        app.documentStorage,
      );
      return reply.code(202).send(sent);
    },
    { config: cardMailLimit },
  );
};

export default fp(policyRoutes, {
  name: 'policy-routes',
  dependencies: ['session', 'rate-limit', 'documents'],
  encapsulate: true,
});
