import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leadInputSchema } from '../../../shared/leads';
import { createLead } from './lead-service';

const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/leads', { schema: { body: leadInputSchema } }, async (request, reply) => {
    const lead = await createLead(app.database.db, request.body);
    return reply.code(201).send({ id: lead.id, createdAt: lead.createdAt.toISOString() });
  });
};

export default leadRoutes;
