import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOrigin } from '../../config';
import { peopleService } from './people';
import { knownRecord } from '../../plugins/errors';
import { serve } from '#server/plugins/endpoints';
import { idCardMessages } from '#shared/id-cards';
import { staffClientEndpoints as endpoints } from '#shared/staff/clients';
import { currentUser, staffActor } from '../auth/guards';
import { refuseOversizedBody, registerMultipart } from '../documents/upload';
import { type FileTarget, receiveFile } from '../documents/attachments';
import { clientsService, knownClient } from './service';
import { idCardService } from '../policies/id-cards';
import { sendDownload } from '../documents/file-names';
import { agencyToday } from '#shared/agency-time';
import { timelineCsv, timelinePdf } from './timeline-export';
import { timelineService } from './timeline';

/**
 * The staff console's clients: the list, one client's page, invitations to the portal and the
 * documents an agent uploads for a client, and the client's timeline (with its export and the
 * notes staff keep). Registered by ../console/routes.ts behind its staff guard; every write
 * records an audit row. Their policies: ../policies/staff-routes.ts.
 */
const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = clientsService(app.database.db);
  const timeline = timelineService(app.database.db);
  const idCards = idCardService(app.database.db, app.config.agency);
  const people = peopleService(app.database.db, app.sessions, {
    origin: siteOrigin(app.config),
    agency: app.config.agency,
  });
  // Only this plugin's upload route parses multipart bodies.
  await registerMultipart(app);

  serve(app, endpoints.list, async (request) => clients.list(request.query));

  serve(app, endpoints.detail, async (request) => clients.detail(knownClient(request.params.id)));

  // An e-mailed, single-use link to /accept-invite that signs the client in; with `accountId`, the
  // person joins that client account (an imported client).
  serve(app, endpoints.invite, async (request, reply) => {
    if (request.body.accountId) await clients.assertExists(request.body.accountId);
    const sent = await app.invitations.inviteClient(request.body, currentUser(request).id);
    return reply.code(201).send(sent);
  });

  // The chosen client accounts (or all) that have an address and nobody signed in: one link each,
  // sent spread out through the outbox.
  serve(app, endpoints.inviteAccounts, async (request) =>
    app.invitations.inviteAccounts(request.body, currentUser(request).id),
  );

  // The portal as the client sees it (every policy, or one person's scope), to walk a caller
  // through it: read-only, and each look is in the audit log.
  serve(app, endpoints.portalView, async (request) =>
    clients.portalView(
      knownClient(request.params.id),
      request.query.personId,
      currentUser(request).id,
    ),
  );

  // A vehicle's proof of insurance as the client gets it, for staff viewing the client's portal.
  serve(app, endpoints.idCardPdf, async (request, reply) => {
    const id = knownClient(request.params.id);
    const policyId = knownRecord(request.params.policyId);
    const vehicleId = knownRecord(request.params.vehicleId);
    const card = await idCards.pdf(
      { userId: id, accountId: id, chosen: false },
      policyId,
      vehicleId,
    );
    return sendDownload(reply, {
      fileName: card.fileName,
      type: 'application/pdf',
      body: card.bytes,
    });
  });

  // The client's people: staff invite a member (every policy, or chosen ones) or remove one's
  // access, as the holder can in the portal; both audited.
  serve(app, endpoints.invitePerson, async (request, reply) => {
    const id = knownClient(request.params.id);
    await clients.assertExists(id);
    const sent = await people.invite(id, request.body, staffActor(request));
    return reply.code(201).send(sent);
  });

  serve(app, endpoints.revokePerson, async (request) => {
    const id = knownClient(request.params.id);
    const personId = knownClient(request.params.personId);
    return people.revoke(id, personId, staffActor(request));
  });

  // Files staff upload for a client, each checked before its body is read:
  // - the carrier's own proof of insurance for the policy's current term (a PDF): the portal
  //   offers it instead of the card it makes;
  // - a document for the client's portal (a declarations page, an ID card): stored as the
  //   client's, uploaded by the agent, so the portal marks it as from the agency. Nothing is
  //   stored for a client who does not exist, and the hourly limit, the disk and the client's
  //   quota are checked.
  type Target = Omit<FileTarget, 'actor'>;
  for (const [route, targetOf] of [
    [
      endpoints.uploadCarrierCard,
      async (id: string): Promise<Target> => {
        const policy = await clients.policyOf(id);
        return {
          accountId: policy.accountId,
          policyId: policy.id,
          kind: 'id-card',
          termExpires: policy.expirationDate,
          pdfOnly: idCardMessages.carrierCardOnly,
        };
      },
    ],
    [
      endpoints.uploadDocument,
      async (id: string): Promise<Target> => {
        const accountId = knownClient(id);
        await clients.assertExists(accountId);
        return { accountId };
      },
    ],
  ] as const) {
    serve(
      app,
      route,
      async (request, reply) => {
        const target = await targetOf(request.params.id);
        const document = await receiveFile(app, request, reply, {
          actor: staffActor(request),
          ...target,
        });
        return reply.code(201).send(document);
      },
      { preHandler: refuseOversizedBody },
    );
  }

  // The client's timeline, its export for the errors-and-omissions file, and the notes staff keep
  // on the record.
  serve(app, endpoints.timeline, async (request) =>
    timeline.page(knownClient(request.params.id), request.query.kinds),
  );

  // The whole record in a file: never kept by a cache on the way; who took it is audited.
  serve(app, endpoints.timelineExport, async (request, reply) => {
    const user = currentUser(request);
    const id = knownClient(request.params.id);
    const { format, kinds } = request.query;
    const [events, clientName] = await Promise.all([
      timeline.events(id, kinds),
      timeline.clientName(id),
    ]);
    await timeline.recordExport(user.id, id, { format, kinds, events: events.length });
    const fileName = `client-record-${id.slice(0, 8)}-${agencyToday()}.${format}`;
    reply
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store');
    if (format === 'csv') {
      return reply.header('content-type', 'text/csv; charset=utf-8').send(timelineCsv(events));
    }
    const pdf = await timelinePdf(
      {
        agencyName: app.config.agency.name,
        clientName,
        kinds,
        exportedBy: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
        exportedAt: new Date(),
      },
      events,
    );
    return reply.header('content-type', 'application/pdf').send(pdf);
  });

  serve(app, endpoints.addNote, async (request, reply) => {
    const note = await timeline.addNote(
      currentUser(request).id,
      knownClient(request.params.id),
      request.body.text,
    );
    return reply.code(201).send(note);
  });
};

export default clientsRoutes;
