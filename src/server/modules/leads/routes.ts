import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  leadCreatedSchema,
  leadDetailsUpdateSchema,
  leadInputSchema,
  spamReasonOf,
} from '#shared/leads';
import { HttpError } from '../../plugins/errors';
import { addLeadDetails, createLead } from './service';
import { recordId } from '#shared/fields';

/** At most 10 quote requests per address in 10 minutes. */
export const LEAD_RATE_LIMIT = { max: 10, timeWindow: 10 * 60 * 1000 };

const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agency } = app.config;
  const context = { agency, notifyTo: app.config.agencyNotifyEmail ?? agency.email };
  const tooManyLeads = `Too many quote requests from your network. Please wait a few minutes, or call us at ${agency.phone}.`;

  app.post(
    '/api/leads',
    {
      schema: { body: leadInputSchema, response: { 201: leadCreatedSchema } },
      // Rate-limited inside createLead's statement (one round trip on the hot path).
    },
    async (request, reply) => {
      const lead = request.body;
      // Kept either way: a person may fill a form fast (autofill), a page may be cached, and
      // nothing a visitor was told we received may be lost. Suspected spam reaches no inbox.
      const spamReason = spamReasonOf(lead);
      if (spamReason) request.log.warn({ spamReason }, 'lead held as suspected spam');
      const result = await createLead(app.database.query, { ...lead, spamReason }, context, {
        ...LEAD_RATE_LIMIT,
        key: `POST /api/leads ${request.ip}`,
      });
      if (!result.created) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new HttpError(429, tooManyLeads);
      }
      // The request's one log line ('request completed') carries the new lead's id.
      request.log = request.log.child({ leadId: result.id });
      return reply.code(201).send({ id: result.id, detailsToken: result.detailsToken });
    },
  );

  app.put(
    '/api/leads/:id/details',
    {
      schema: {
        params: z.object({
          id: recordId('This quote request can no longer be changed. Please call us.'),
        }),
        body: leadDetailsUpdateSchema,
      },
      config: { rateLimit: LEAD_RATE_LIMIT },
    },
    async (request, reply) => {
      const { token, details } = request.body;
      if (!(await addLeadDetails(app.database.db, request.params.id, token, details))) {
        throw new HttpError(404, 'This quote request can no longer be changed. Please call us.');
      }
      return reply.code(204).send();
    },
  );
};

export default fp(leadRoutes, {
  name: 'lead-routes',
  dependencies: ['rate-limit'],
  encapsulate: true,
});
