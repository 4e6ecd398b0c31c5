import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteOrigin } from '#server/config';
import { recordId } from '#shared/fields';
import {
  certificateHolderInputSchema,
  certificateHolderSchema,
  certificateRequestSchema,
  issuedCertificateSchema,
  changeOptionsSchema,
  newChangeRequestSchema,
  serviceAttachmentSchema,
  serviceReplySchema,
  serviceRequestSchema,
} from '#shared/service-requests';
import { currentUser, requireUser } from '../auth/guards';
import { clientScope } from '../clients/scope';
import { receiveClientFile } from '../documents/attachments';
import { refuseOversizedBody, registerMultipart } from '../documents/upload';
import { serviceRequestService } from './service';
import { certificateService } from './certificates';
import { perPersonLimit } from '../../plugins/rate-limit';

/** Change requests one person may send in an hour: each e-mails the agency. */
export const CHANGE_REQUEST_RATE_LIMIT = { max: 10, timeWindow: 3600 * 1000 };
/** Answers on requests one person may send in an hour. */
export const SERVICE_REPLY_RATE_LIMIT = { max: 20, timeWindow: 3600 * 1000 };

/** Certificate holders one person may add in an hour. */
export const HOLDER_RATE_LIMIT = { max: 30, timeWindow: 3600 * 1000 };

const idParams = z.object({ id: recordId() });

/**
 * The portal's change requests (`/api/client/service-requests*`) and certificates of insurance
 * (`/api/client/certificate*`): any signed-in person, on their account's records in their scope
 * (from the session, never from the request).
 */
const serviceRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agency, agencyNotifyEmail } = app.config;
  const mail = {
    agency,
    notifyTo: agencyNotifyEmail ?? agency.email,
    origin: siteOrigin(app.config),
  };
  const service = serviceRequestService(app.database.db, mail);
  const certificates = certificateService(app.database.db, mail);
  /** Changes and certificate requests together: each e-mails the agency. */
  const requestLimit = perPersonLimit(
    CHANGE_REQUEST_RATE_LIMIT,
    `You have sent ${CHANGE_REQUEST_RATE_LIMIT.max} requests in the last hour. Please call us at ${agency.phone}.`,
  );
  // Only this plugin's attachment route parses multipart bodies.
  await registerMultipart(app);
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/client/service-requests',
    { schema: { response: { 200: z.array(serviceRequestSchema) } } },
    async (request) => service.list(clientScope(currentUser(request))),
  );

  app.get(
    '/api/client/service-requests/options',
    { schema: { response: { 200: changeOptionsSchema } } },
    async (request) => service.options(clientScope(currentUser(request))),
  );

  app.post(
    '/api/client/service-requests',
    {
      schema: { body: newChangeRequestSchema, response: { 201: serviceRequestSchema } },
      config: requestLimit,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const created = await service.createChange(clientScope(user), user, request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/client/service-requests/:id/reply',
    {
      schema: {
        params: idParams,
        body: serviceReplySchema,
        response: { 200: serviceRequestSchema },
      },
      config: perPersonLimit(
        SERVICE_REPLY_RATE_LIMIT,
        `You have sent ${SERVICE_REPLY_RATE_LIMIT.max} answers in the last hour. Please call us at ${agency.phone}.`,
      ),
    },
    async (request) => {
      const user = currentUser(request);
      return service.reply(clientScope(user), user, request.params.id, request.body.message);
    },
  );

  // A file for the request (a bill of sale, a lender's letter): one of the account's documents,
  // on the request's policy, through the documents' upload pipeline and limits.
  app.post(
    '/api/client/service-requests/:id/attachments',
    {
      schema: { params: idParams, response: { 201: serviceAttachmentSchema } },
      preHandler: refuseOversizedBody,
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Before the body is read: the request is theirs, open, and has room for another file.
      const target = await service.attachmentTarget(clientScope(user), request.params.id);
      const document = await receiveClientFile(app, request, reply, {
        personId: user.id,
        accountId: target.accountId,
        policyId: target.policyId,
        to: { serviceRequestId: target.id },
      });
      return reply.code(201).send({
        id: document.id,
        fileName: document.fileName,
        fileSize: document.fileSize,
        uploadedAt: document.uploadedAt,
      });
    },
  );

  // Certificates of insurance: the account's holders, a request for one, those issued.
  app.get(
    '/api/client/certificate-holders',
    { schema: { response: { 200: z.array(certificateHolderSchema) } } },
    async (request) => certificates.holders(clientScope(currentUser(request))),
  );

  app.post(
    '/api/client/certificate-holders',
    {
      schema: { body: certificateHolderInputSchema, response: { 201: certificateHolderSchema } },
      config: perPersonLimit(
        HOLDER_RATE_LIMIT,
        `You have added ${HOLDER_RATE_LIMIT.max} holders in the last hour. Please try again later.`,
      ),
    },
    async (request, reply) => {
      const holder = await certificates.addHolder(clientScope(currentUser(request)), request.body);
      return reply.code(201).send(holder);
    },
  );

  app.put(
    '/api/client/certificate-holders/:id',
    {
      schema: {
        params: idParams,
        body: certificateHolderInputSchema,
        response: { 200: certificateHolderSchema },
      },
    },
    async (request) =>
      certificates.updateHolder(clientScope(currentUser(request)), request.params.id, request.body),
  );

  app.post(
    '/api/client/certificate-requests',
    {
      schema: { body: certificateRequestSchema, response: { 201: serviceRequestSchema } },
      // Ten an hour a person, as for changes: each e-mails the agency.
      config: requestLimit,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const created = await certificates.request(clientScope(user), user, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/client/certificates',
    { schema: { response: { 200: z.array(issuedCertificateSchema) } } },
    async (request) => certificates.issued(clientScope(currentUser(request))),
  );
};

export default fp(serviceRequestRoutes, {
  name: 'service-request-routes',
  dependencies: ['session', 'rate-limit', 'documents'],
  encapsulate: true,
});
