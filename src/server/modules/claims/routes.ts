import fp from 'fastify-plugin';
import { agencyMail } from '#server/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimEndpoints as endpoints } from '#shared/claims';
import { serve } from '#server/plugins/endpoints';
import { knownRecord } from '#server/plugins/errors';
import { perPersonLimit } from '#server/plugins/rate-limit';
import { clientActor, currentUser, requireUser } from '../auth/guards';
import { createInScope, readInScope } from '../clients/in-scope';
import { clientScope } from '../clients/scope';
import { receiveFile } from '../documents/attachments';
import { refuseOversizedBody, registerMultipart } from '../documents/upload';
import { claimService } from './service';

/** Claims one client may file in an hour. */
export const CLAIM_RATE_LIMIT = { max: 5, timeWindow: 3600 * 1000 };

/**
 * The client portal's claims (and their photos): any signed-in user, guarded once here, and
 * always their account's claims in their scope (from the session, never from the request).
 */
const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = claimService(app.database.db, agencyMail(app.config));
  // Only the claim files route takes multipart bodies.
  await registerMultipart(app);
  app.addHook('onRequest', requireUser);

  serve(app, endpoints.list, readInScope(service.claimsOf));

  serve(app, endpoints.file, createInScope(service.fileClaim), {
    // Each claim e-mails the agency: a client files at most 5 an hour (a storm can bring a home
    // and two cars), counted per client, not per address, before the work.
    config: perPersonLimit(
      CLAIM_RATE_LIMIT,
      `You have filed ${CLAIM_RATE_LIMIT.max} claims in the last hour. To report another now, please call us at ${app.config.agency.phone}.`,
    ),
  });

  // A photo or document of a claim (the damage, an estimate, a police report): one of the
  // account's documents, on the claim's policy, through the documents' upload pipeline.
  serve(
    app,
    endpoints.addAttachment,
    async (request, reply) => {
      const user = currentUser(request);
      // Before the body is read: the claim is theirs, open, and has room for another file.
      const claim = await service.claimFileTarget(
        clientScope(user),
        knownRecord(request.params.id),
      );
      const document = await receiveFile(app, request, reply, {
        actor: clientActor(request),
        accountId: claim.accountId,
        policyId: claim.policyId,
        to: { claimId: claim.id },
      });
      const [stored] = await service.claimsOf(clientScope(user), claim.id);
      return reply.code(201).send(stored!.attachments.find((file) => file.id === document.id)!);
    },
    { preHandler: refuseOversizedBody },
  );
};

export default fp(claimRoutes, {
  name: 'claim-routes',
  dependencies: ['session', 'rate-limit', 'documents'],
  encapsulate: true,
});
