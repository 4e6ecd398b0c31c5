import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyMail } from '#server/config';
import {
  staffChangeRequestEndpoints as endpoints,
  staffServiceMessages,
} from '#shared/staff/change-requests';
import { serve } from '#server/plugins/endpoints';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '../auth/guards';
import { queueRecord } from '../console/queue-record';
import { staffServiceRequests } from './service';
import { certificateMessages } from '#shared/certificates';
import { storeDocument } from '../documents/service';
import { acceptUpload, refuseOversizedBody, registerMultipart } from '../documents/upload';

/** The service queue of the staff console: registered by ../console/routes.ts behind its guard. */
const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = staffServiceRequests(app.database.db, agencyMail(app.config));
  // Only this plugin's certificate upload parses multipart bodies.
  await registerMultipart(app);

  serve(app, endpoints.queue, async (request) =>
    service.queue(request.query, currentUser(request).id),
  );

  serve(app, endpoints.record, queueRecord(service.request, staffServiceMessages.notFound));

  serve(app, endpoints.update, async (request) =>
    service.update(request.params.id, request.body, currentUser(request).id),
  );

  // Issues a certificate request's certificate: staff upload the PDF (their agency management
  // system made it); it becomes the client's document, the request is completed and the person
  // who asked gets it attached.
  serve(
    app,
    endpoints.issueCertificate,
    async (request, reply) => {
      const actorId = currentUser(request).id;
      // Before the body is read: a certificate request that exists, and room for the file.
      const target = await service.certificateTarget(request.params.id);
      const release = await app.uploadLimits.admit(
        request,
        reply,
        { id: actorId, staff: true },
        target.accountId,
      );
      const issued = await acceptUpload(request, app.documentStorage, async (upload) => {
        if (upload.inspection.mimeType !== 'application/pdf') {
          throw new HttpError(415, certificateMessages.pdfOnly);
        }
        // The e-mail carries the certificate's bytes, read back from storage.
        const file = await app.documentStorage.open(upload.key);
        const chunks: Buffer[] = [];
        for await (const chunk of file!.stream) chunks.push(Buffer.from(chunk as Buffer));
        // The document's row, the completed request and the e-mail commit together; on any
        // failure the stored file is removed.
        return service.issueCertificate(
          target.id,
          {
            bytes: Buffer.concat(chunks),
            store: (tx) =>
              storeDocument(tx, app.uploadLimits, {
                upload,
                accountId: target.accountId,
                serviceRequestId: target.id,
                kind: 'certificate',
                actor: { id: actorId, staff: true },
              }),
          },
          actorId,
        );
      }).finally(release);
      return issued;
    },
    { preHandler: refuseOversizedBody },
  );
};

export default serviceRoutes;
