import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentSchema } from '#shared/documents';
import { acknowledgementSchema, invitationSentSchema, inviteClientSchema } from '#shared/auth';
import { invitePersonSchema } from '#shared/clients';
import { siteOrigin } from '../../config';
import { z } from 'zod';
import { peopleService } from './people';
import { knownRecord } from '../../plugins/errors';
import { idCardMessages } from '#shared/id-cards';
import {
  bulkInviteResultSchema,
  bulkInviteSchema,
  clientDetailSchema,
  clientListQuerySchema,
  clientListSchema,
  clientNoteSchema,
  clientPortalViewSchema,
  portalViewQuerySchema,
  timelineEventSchema,
  timelineExportQuerySchema,
  timelineQuerySchema,
  timelineSchema,
} from '#shared/staff/clients';
import { currentUser, staffActor } from '../auth/guards';
import { refuseOversizedBody, registerMultipart } from '../documents/upload';
import { receiveFile } from '../documents/attachments';
import { clientsService, knownClient } from './service';
import { idParams } from '#shared/fields';
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

  app.get(
    '/api/staff/clients',
    { schema: { querystring: clientListQuerySchema, response: { 200: clientListSchema } } },
    async (request) => clients.list(request.query),
  );

  app.get(
    '/api/staff/clients/:id',
    { schema: { params: idParams, response: { 200: clientDetailSchema } } },
    async (request) => clients.detail(knownClient(request.params.id)),
  );

  // An e-mailed, single-use link to /accept-invite that signs the client in; with `accountId`, the
  // person joins that client account (an imported client).
  app.post(
    '/api/staff/clients/invite',
    { schema: { body: inviteClientSchema, response: { 201: invitationSentSchema } } },
    async (request, reply) => {
      if (request.body.accountId) await clients.assertExists(request.body.accountId);
      const sent = await app.invitations.inviteClient(request.body, currentUser(request).id);
      return reply.code(201).send(sent);
    },
  );

  // The chosen client accounts (or all) that have an address and nobody signed in: one link each,
  // sent spread out through the outbox.
  app.post(
    '/api/staff/clients/invitations',
    { schema: { body: bulkInviteSchema, response: { 200: bulkInviteResultSchema } } },
    async (request) => app.invitations.inviteAccounts(request.body, currentUser(request).id),
  );

  // The portal as the client sees it (every policy, or one person's scope), to walk a caller
  // through it: read-only, and each look is in the audit log.
  app.get(
    '/api/staff/clients/:id/portal',
    {
      schema: {
        params: idParams,
        querystring: portalViewQuerySchema,
        response: { 200: clientPortalViewSchema },
      },
    },
    async (request) =>
      clients.portalView(
        knownClient(request.params.id),
        request.query.personId,
        currentUser(request).id,
      ),
  );

  // A vehicle's proof of insurance as the client gets it, for staff viewing the client's portal.
  app.get(
    '/api/staff/clients/:id/id-cards/:policyId/vehicles/:vehicleId/pdf',
    {
      schema: {
        params: z.object({
          id: z.string().max(100),
          policyId: z.string().max(20),
          vehicleId: z.string().max(20),
        }),
      },
    },
    async (request, reply) => {
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
    },
  );

  // The client's people: staff invite a member (every policy, or chosen ones) or remove one's
  // access, as the holder can in the portal; both audited.
  app.post(
    '/api/staff/clients/:id/people/invite',
    {
      schema: {
        params: idParams,
        body: invitePersonSchema,
        response: { 201: acknowledgementSchema },
      },
    },
    async (request, reply) => {
      const id = knownClient(request.params.id);
      await clients.assertExists(id);
      const sent = await people.invite(id, request.body, staffActor(request));
      return reply.code(201).send(sent);
    },
  );

  app.post(
    '/api/staff/clients/:id/people/:personId/revoke',
    {
      schema: {
        params: z.object({ id: z.string().max(100), personId: z.string().max(100) }),
        response: { 200: acknowledgementSchema },
      },
    },
    async (request) => {
      const id = knownClient(request.params.id);
      const personId = knownClient(request.params.personId);
      return people.revoke(id, personId, staffActor(request));
    },
  );

  // The carrier's own proof of insurance for the policy's current term (a PDF): the portal offers
  // it instead of the card it makes.
  app.post(
    '/api/staff/policies/:id/id-card',
    {
      schema: { params: idParams, response: { 201: documentSchema } },
      preHandler: refuseOversizedBody,
    },
    async (request, reply) => {
      const policy = await clients.policyOf(request.params.id);
      const document = await receiveFile(app, request, reply, {
        actor: staffActor(request),
        accountId: policy.accountId,
        policyId: policy.id,
        kind: 'id-card',
        termExpires: policy.expirationDate,
        pdfOnly: idCardMessages.carrierCardOnly,
      });
      return reply.code(201).send(document);
    },
  );

  // A document for the client's portal (a declarations page, an ID card): stored as the client's,
  // uploaded by the agent, so the portal marks it as from the agency.
  app.post(
    '/api/staff/clients/:id/documents',
    {
      schema: { params: idParams, response: { 201: documentSchema } },
      preHandler: refuseOversizedBody,
    },
    async (request, reply) => {
      const id = knownClient(request.params.id);
      // Before reading the body: nothing is stored for a client who does not exist, and the
      // hourly limit, the disk and the client's quota are checked.
      await clients.assertExists(id);
      const document = await receiveFile(app, request, reply, {
        actor: staffActor(request),
        accountId: id,
      });
      return reply.code(201).send(document);
    },
  );

  // The client's timeline, its export for the errors-and-omissions file, and the notes staff keep
  // on the record.
  app.get(
    '/api/staff/clients/:id/timeline',
    {
      schema: {
        params: idParams,
        querystring: timelineQuerySchema,
        response: { 200: timelineSchema },
      },
    },
    async (request) => timeline.page(knownClient(request.params.id), request.query.kinds),
  );

  // The whole record in a file: never kept by a cache on the way; who took it is audited.
  app.get(
    '/api/staff/clients/:id/timeline/export',
    { schema: { params: idParams, querystring: timelineExportQuerySchema } },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/api/staff/clients/:id/notes',
    {
      schema: {
        params: idParams,
        body: clientNoteSchema,
        response: { 201: timelineEventSchema },
      },
    },
    async (request, reply) => {
      const note = await timeline.addNote(
        currentUser(request).id,
        knownClient(request.params.id),
        request.body.text,
      );
      return reply.code(201).send(note);
    },
  );
};

export default clientsRoutes;
