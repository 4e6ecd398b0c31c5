import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyMail } from '#server/config';
import { changeRequestEndpoints as endpoints } from '#shared/change-requests';
import { serve } from '#server/plugins/endpoints';
import { clientActor, currentUser, requireUser } from '../auth/guards';
import { createInScope, readInScope } from '../clients/in-scope';
import { clientScope } from '../clients/scope';
import { receiveFile } from '../documents/attachments';
import { refuseOversizedBody, registerMultipart } from '../documents/upload';
import { requestRateLimit, serviceRequestService } from './service';
import { perPersonLimit } from '../../plugins/rate-limit';

/** Answers on requests one person may send in an hour. */
export const SERVICE_REPLY_RATE_LIMIT = { max: 20, timeWindow: 3600 * 1000 };

/**
 * The portal's change requests (`/api/client/service-requests*`): any signed-in person, on their
 * account's records in their scope (from the session, never from the request).
 */
const changeRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agency } = app.config;
  const mail = agencyMail(app.config);
  const service = serviceRequestService(app.database.db, mail);
  const requestLimit = requestRateLimit(agency);
  // Only this plugin's attachment route parses multipart bodies.
  await registerMultipart(app);
  app.addHook('onRequest', requireUser);

  serve(app, endpoints.list, readInScope(service.list));
  serve(app, endpoints.options, readInScope(service.options));
  serve(app, endpoints.create, createInScope(service.createChange), { config: requestLimit });

  serve(
    app,
    endpoints.reply,
    async (request) => {
      const user = currentUser(request);
      return service.reply(clientScope(user), user, request.params.id, request.body.message);
    },
    {
      config: perPersonLimit(
        SERVICE_REPLY_RATE_LIMIT,
        `You have sent ${SERVICE_REPLY_RATE_LIMIT.max} answers in the last hour. Please call us at ${agency.phone}.`,
      ),
    },
  );

  // A file for the request (a bill of sale, a lender's letter): one of the account's documents,
  // on the request's policy, through the documents' upload pipeline and limits.
  serve(
    app,
    endpoints.addAttachment,
    async (request, reply) => {
      const user = currentUser(request);
      // Before the body is read: the request is theirs, open, and has room for another file.
      const target = await service.attachmentTarget(clientScope(user), request.params.id);
      const document = await receiveFile(app, request, reply, {
        actor: clientActor(request),
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
    { preHandler: refuseOversizedBody },
  );
};

export default fp(changeRequestRoutes, {
  name: 'change-request-routes',
  dependencies: ['session', 'rate-limit', 'documents'],
  encapsulate: true,
});
