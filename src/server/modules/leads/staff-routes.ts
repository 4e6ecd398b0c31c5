import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyToday } from '#shared/agency-time';
import { serve } from '#server/plugins/endpoints';
import { staffLeadEndpoints as endpoints } from '#shared/staff/leads';
import { currentUser } from '../auth/guards';
import { leadsCsv } from './csv';
import { leadsService } from './service';

/**
 * The staff console's leads: the inbox with its filters and CSV export, one lead with its status,
 * assignee and notes, and a won lead's invitation to the portal. Registered by ./routes.ts behind
 * its staff guard.
 */
const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = leadsService(app.database.db);

  serve(app, endpoints.list, async (request) => {
    const { page, pageSize, ...filters } = request.query;
    return service.list(filters, page, pageSize);
  });

  // Personal data in a file: never kept by a cache on the way.
  serve(app, endpoints.exportCsv, async (request, reply) => {
    const csv = leadsCsv(await service.all(request.query));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${agencyToday()}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  serve(app, endpoints.detail, async (request) => service.get(request.params.id));

  serve(app, endpoints.update, async (request) =>
    service.update(request.params.id, request.body, currentUser(request).id),
  );

  serve(app, endpoints.addNote, async (request, reply) => {
    const note = await service.addNote(
      request.params.id,
      request.body.text,
      currentUser(request).id,
    );
    return reply.code(201).send(note);
  });

  // A request held as suspected spam that a person judged real: it joins the inbox.
  serve(app, endpoints.restore, async (request) =>
    service.restore(request.params.id, currentUser(request).id),
  );

  // A won lead becomes a client: the invitation e-mail, its token and its audit row are the
  // accounts service's; 409 when the address already has an account.
  serve(app, endpoints.invite, async (request, reply) => {
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
  });

  serve(app, endpoints.members, async () => service.members());
};

export default leadsRoutes;
