import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseRecordId } from '#shared/fields';
import {
  claimAttachmentSchema,
  claimSchema,
  newClaimSchema,
  policiesCurrentAsOfSchema,
  policyReportReceivedSchema,
  policyReportSchema,
  policySchema,
  portalMessages,
} from '#shared/portal';
import { currentUser, requireUser } from '../auth/guards';
import { HttpError } from '../../plugins/errors';
import { clientScope } from '../clients/scope';
import { claimService } from './service';
import { idCardService } from './id-cards';
import { sendDownload } from '../documents/file-names';
import { receiveClientFile } from '../documents/attachments';
import { refuseOversizedBody, registerMultipart } from '../documents/upload';
import { acknowledgementSchema } from '#shared/auth';
import { idCardSchema } from '#shared/id-cards';
import { policyPaymentSchema } from '#shared/payments';
import { paymentsOf } from './payments';
import { perPersonLimit } from '../../plugins/rate-limit';

/** Claims one client may file in an hour. */
export const CLAIM_RATE_LIMIT = { max: 5, timeWindow: 3600 * 1000 };

/** Proof-of-insurance cards one person may have e-mailed in an hour. */
export const ID_CARD_MAIL_RATE_LIMIT = { max: 10, timeWindow: 3600 * 1000 };

const cardParams = z.object({ policyId: z.string().max(20), vehicleId: z.string().max(20) });
const cardIds = (params: z.infer<typeof cardParams>) => ({
  policyId: recordIdOf(params.policyId),
  vehicleId: recordIdOf(params.vehicleId),
});

/** Reports of a mistake in a policy one person may send in an hour. */
export const POLICY_REPORT_RATE_LIMIT = { max: 5, timeWindow: 3600 * 1000 };

/** Counted per signed-in person, not per address. */

// A malformed id names a record that does not exist: 404, as for an unknown one.
function recordIdOf(id: string): number {
  const record = parseRecordId(id);
  if (record === null) throw new HttpError(404, 'Not found');
  return record;
}

/**
 * The client portal's policies (and reports of their mistakes) and claims: any signed-in user,
 * guarded once here, and always their account's records in their scope (from the session, never
 * from the request).
 */
const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agency, agencyNotifyEmail } = app.config;
  const idCards = idCardService(app.database.db, agency);
  const cardMailLimit = perPersonLimit(
    ID_CARD_MAIL_RATE_LIMIT,
    `You have asked for ${ID_CARD_MAIL_RATE_LIMIT.max} cards by e-mail in the last hour. Please download it instead.`,
  );
  const service = claimService(app.database.db, {
    agency,
    notifyTo: agencyNotifyEmail ?? agency.email,
  });
  // Only the claim files route takes multipart bodies.
  await registerMultipart(app);
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/client/policies',
    { schema: { response: { 200: z.array(policySchema) } } },
    async (request) => service.policiesOf(clientScope(currentUser(request))),
  );

  // Beside the list, whose shape the specification fixes: how fresh each policy's information is.
  app.get(
    '/api/client/policies/current-as-of',
    { schema: { response: { 200: policiesCurrentAsOfSchema } } },
    async (request) => service.currentAsOf(clientScope(currentUser(request))),
  );

  app.post(
    '/api/client/policies/:id/report',
    {
      schema: {
        params: z.object({ id: z.string() }),
        body: policyReportSchema,
        response: { 202: policyReportReceivedSchema },
      },
      // Each report e-mails the agency: at most 5 an hour from one person, counted before the work.
      config: perPersonLimit(
        POLICY_REPORT_RATE_LIMIT,
        `You have sent ${POLICY_REPORT_RATE_LIMIT.max} reports in the last hour. Please call us at ${agency.phone}.`,
      ),
    },
    async (request, reply) => {
      const user = currentUser(request);
      await service.reportPolicy(
        clientScope(user),
        user,
        recordIdOf(request.params.id),
        request.body.message,
      );
      return reply.code(202).send({ message: portalMessages.reportSent });
    },
  );

  // Proof of insurance: each auto policy in scope with its vehicles; a vehicle's wallet card as a
  // PDF, or e-mailed to the person asking.
  app.get(
    '/api/client/id-cards',
    { schema: { response: { 200: z.array(idCardSchema) } } },
    async (request) => idCards.list(clientScope(currentUser(request))),
  );

  app.get(
    '/api/client/id-cards/:policyId/vehicles/:vehicleId/pdf',
    { schema: { params: cardParams } },
    async (request, reply) => {
      const { policyId, vehicleId } = cardIds(request.params);
      const card = await idCards.pdf(clientScope(currentUser(request)), policyId, vehicleId);
      return sendDownload(reply, {
        fileName: card.fileName,
        type: 'application/pdf',
        body: card.bytes,
      });
    },
  );

  app.post(
    '/api/client/id-cards/:policyId/vehicles/:vehicleId/email',
    {
      schema: { params: cardParams, response: { 202: acknowledgementSchema } },
      // Each e-mails the person's own address: a few an hour is plenty.
      config: cardMailLimit,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { policyId, vehicleId } = cardIds(request.params);
      const sent = await idCards.email(clientScope(user), user.email, policyId, vehicleId);
      return reply.code(202).send(sent);
    },
  );

  app.post(
    '/api/client/id-cards/:policyId/carrier-card/email',
    {
      schema: {
        params: z.object({ policyId: z.string().max(20) }),
        response: { 202: acknowledgementSchema },
      },
      config: cardMailLimit,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const sent = await idCards.emailCarrierCard(
        clientScope(user),
        user.email,
        recordIdOf(request.params.policyId),
        app.documentStorage,
      );
      return reply.code(202).send(sent);
    },
  );

  // How to pay each policy in force: the carrier's page and phone, autopay, the next due date.
  app.get(
    '/api/client/payments',
    { schema: { response: { 200: z.array(policyPaymentSchema) } } },
    async (request) => paymentsOf(app.database.db, clientScope(currentUser(request))),
  );

  app.get(
    '/api/client/claims',
    { schema: { response: { 200: z.array(claimSchema) } } },
    async (request) => service.claimsOf(clientScope(currentUser(request))),
  );

  app.post(
    '/api/client/claims',
    {
      schema: { body: newClaimSchema, response: { 201: claimSchema } },
      // Each claim e-mails the agency: a client files at most 5 an hour (a storm can bring a
      // home and two cars), counted per client, not per address, before the work.
      config: perPersonLimit(
        CLAIM_RATE_LIMIT,
        `You have filed ${CLAIM_RATE_LIMIT.max} claims in the last hour. To report another now, please call us at ${agency.phone}.`,
      ),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const claim = await service.fileClaim(clientScope(user), user, request.body);
      return reply.code(201).send(claim);
    },
  );

  // A photo or document of a claim (the damage, an estimate, a police report): one of the
  // account's documents, on the claim's policy, through the documents' upload pipeline.
  app.post(
    '/api/client/claims/:id/attachments',
    {
      schema: {
        params: z.object({ id: z.string().max(20) }),
        response: { 201: claimAttachmentSchema },
      },
      preHandler: refuseOversizedBody,
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Before the body is read: the claim is theirs, open, and has room for another file.
      const claim = await service.claimFileTarget(clientScope(user), recordIdOf(request.params.id));
      const document = await receiveClientFile(app, request, reply, {
        personId: user.id,
        accountId: claim.accountId,
        policyId: claim.policyId,
        to: { claimId: claim.id },
      });
      const [stored] = await service.claimsOf(clientScope(user), claim.id);
      return reply.code(201).send(stored!.attachments.find((file) => file.id === document.id)!);
    },
  );
};

export default fp(portalRoutes, {
  name: 'portal-routes',
  dependencies: ['session', 'rate-limit', 'documents'],
  encapsulate: true,
});
