import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agencyToday } from '#shared/agency-time';
import {
  leadDetailSchema,
  leadFiltersSchema,
  leadInvitationSchema,
  leadListQuerySchema,
  leadListSchema,
  leadNoteSchema,
  leadUpdateSchema,
  newLeadNoteSchema,
  staffMemberSchema,
} from '#shared/staff/leads';
import { currentUser } from '../auth/guards';
import { leadsCsv } from './csv';
import { leadsService } from './service';
import { recordId } from '#shared/fields';

const params = z.object({ id: recordId() });

/**
 * The staff console's leads: the inbox with its filters and CSV export, one lead with its status,
 * assignee and notes, and a won lead's invitation to the portal. Registered by ./routes.ts behind
 * its staff guard.
 */
const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = leadsService(app.database.db);

  app.get(
    '/api/staff/leads',
    { schema: { querystring: leadListQuerySchema, response: { 200: leadListSchema } } },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return service.list(filters, page, pageSize);
    },
  );

  // Personal data in a file: never kept by a cache on the way.
  app.get(
    '/api/staff/leads/export.csv',
    { schema: { querystring: leadFiltersSchema } },
    async (request, reply) => {
      const csv = leadsCsv(await service.all(request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${agencyToday()}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/staff/leads/:id',
    { schema: { params, response: { 200: leadDetailSchema } } },
    async (request) => service.get(request.params.id),
  );

  app.patch(
    '/api/staff/leads/:id',
    { schema: { params, body: leadUpdateSchema, response: { 200: leadDetailSchema } } },
    async (request) => service.update(request.params.id, request.body, currentUser(request).id),
  );

  app.post(
    '/api/staff/leads/:id/notes',
    { schema: { params, body: newLeadNoteSchema, response: { 201: leadNoteSchema } } },
    async (request, reply) => {
      const note = await service.addNote(
        request.params.id,
        request.body.text,
        currentUser(request).id,
      );
      return reply.code(201).send(note);
    },
  );

  // A request held as suspected spam that a person judged real: it joins the inbox.
  app.post(
    '/api/staff/leads/:id/restore',
    { schema: { params, response: { 200: leadDetailSchema } } },
    async (request) => service.restore(request.params.id, currentUser(request).id),
  );

  // A won lead becomes a client: the invitation e-mail, its token and its audit row are the
  // accounts service's; 409 when the address already has an account.
  app.post(
    '/api/staff/leads/:id/invite',
    { schema: { params, response: { 201: leadInvitationSchema } } },
    async (request, reply) => {
      const actorId = currentUser(request).id;
      const lead = await service.invitable(request.params.id);
      const sent = await app.invitations.inviteClient(
        {
          email: lead.email.trim().toLowerCase(),
          firstName: lead.firstName,
          lastName: lead.lastName,
        },
        actorId,
      );
      await service.recordInvited(lead.id, actorId, sent);
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/api/staff/members',
    { schema: { response: { 200: z.array(staffMemberSchema) } } },
    async () => service.members(),
  );
};

export default leadsRoutes;
