import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyToday } from '#shared/agency-time';
import {
  clientNoteSchema,
  timelineEventSchema,
  timelineExportQuerySchema,
  timelineQuerySchema,
  timelineSchema,
} from '#shared/staff/clients';
import { currentUser } from '../auth/guards';
import { idParams, knownClient } from './service';
import { timelineCsv, timelinePdf } from './timeline-export';
import { timelineService } from './timeline';

/**
 * A client's timeline in the console, its export for the errors-and-omissions file, and the
 * notes staff keep on the record. Registered by ../console/routes.ts behind its staff guard.
 */
const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeline = timelineService(app.database.db);

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

export default timelineRoutes;
