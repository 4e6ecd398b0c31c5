import { withRefererCampaign } from './source';
import { agencyMail } from '#server/config';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  leadEndpoints as endpoints,
  leadInputSchema,
  leadMessages,
  spamReasonOf,
  type Lead,
} from '#shared/leads';
import { CALLBACK_LEAD_TYPE, quoteResultPaths } from '#shared/site-routes';
import { serve } from '#server/plugins/endpoints';
import { HttpError } from '../../plugins/errors';
import { addLeadDetails, createLead } from './service';
import { quoteTypesOffered } from '../../content/product-pages';

/** At most 10 quote requests per address in 10 minutes. */
export const LEAD_RATE_LIMIT = { max: 10, timeWindow: 10 * 60 * 1000 };

/** A quote form's fields as a browser posts them: far less than this. */
const FORM_BODY_LIMIT = 64 * 1024;

/** What the url-encoded parser below gives: anything else (a JSON body) is no form. */
const formFieldsSchema = z.record(z.string(), z.array(z.string()));

/** A url-encoded body as every name's values, in order (plain data: input-text cleans it). */
type FormFields = Record<string, string[]>;

function formFields(body: string): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of new URLSearchParams(body)) (fields[name] ??= []).push(value);
  return fields;
}

/** The lead a plain HTML form post describes (repeated coverageTypes, empty fields absent). */
function leadFromForm(form: FormFields): unknown {
  const field = (name: string) => form[name]?.[0];
  return {
    type: field('type'),
    firstName: field('firstName'),
    lastName: field('lastName'),
    email: field('email'),
    phone: field('phone'),
    businessName: field('businessName'),
    industry: field('industry'),
    coverageTypes: form.coverageTypes ?? [],
    additionalInfo: field('additionalInfo'),
    sourcePage: field('sourcePage') || undefined,
    website: field('website') || undefined,
  };
}

const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agency } = app.config;
  const context = agencyMail(app.config);
  const quoteTypes = await quoteTypesOffered();
  /** A type the schema lets through but the site does not offer (an integration's typo). */
  const offersType = (type: string) => quoteTypes.has(type);
  const tooManyLeads = `Too many quote requests from your network. Please wait a few minutes, or call us at ${agency.phone}.`;

  /** Stores a lead (rate-limited inside createLead's statement: one round trip). */
  const receive = async (request: FastifyRequest, lead: Lead, idempotencyKey?: string) => {
    // Kept either way: a person may fill a form fast (autofill), a page may be cached, and
    // nothing a visitor was told we received may be lost. Suspected spam reaches no inbox.
    lead = withRefererCampaign(lead, request.headers.referer, request.hostname);
    const spamReason = spamReasonOf(lead);
    if (spamReason) request.log.warn({ spamReason }, 'lead held as suspected spam');
    const result = await createLead(
      app.database.query,
      { ...lead, spamReason },
      context,
      {
        ...LEAD_RATE_LIMIT,
        // One count per address, whichever way the form was sent.
        key: `${endpoints.create.method} ${endpoints.create.path} ${request.ip}`,
      },
      idempotencyKey ? { idempotencyKey, secret: app.config.sessionSecret! } : undefined,
    );
    // The request's one log line ('request completed') carries the new lead's id.
    if (result.created) request.log = request.log.child({ leadId: result.id });
    return result;
  };

  serve(app, endpoints.create, async (request, reply) => {
    if (!offersType(request.body.type)) {
      throw new HttpError(400, leadMessages.type, [{ path: 'type', message: leadMessages.type }]);
    }
    const result = await receive(request, request.body, request.headers['idempotency-key']);
    if (!result.created) {
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new HttpError(429, tooManyLeads);
    }
    return reply.code(201).send({ id: result.id, detailsToken: result.detailsToken });
  });

  // A quote form sent before its page's script ran, or with JavaScript off, arrives as a plain
  // HTML form post, checked by the same schema. Its answer is a page: the outcome.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, formFields(body as string)),
  );
  app.post('/quote-request', async (request, reply) => {
    const form = formFieldsSchema.safeParse(request.body);
    const lead = leadInputSchema.safeParse(leadFromForm(form.success ? form.data : {}));
    const result =
      lead.success && offersType(lead.data.type) ? await receive(request, lead.data) : undefined;
    if (result && !result.created) reply.header('retry-after', String(result.retryAfterSeconds));
    const sent =
      lead.data?.type === CALLBACK_LEAD_TYPE
        ? quoteResultPaths.callbackRequested
        : quoteResultPaths.sent;
    return reply.redirect(result?.created ? sent : quoteResultPaths.notSent, 303);
  });

  serve(
    app,
    endpoints.addDetails,
    async (request, reply) => {
      const { token, details } = request.body;
      if (!(await addLeadDetails(app.database.db, request.params.id, token, details))) {
        throw new HttpError(404, leadMessages.detailsClosed);
      }
      return reply.code(204).send();
    },
    { config: { rateLimit: LEAD_RATE_LIMIT } },
  );
};

export default fp(leadRoutes, {
  name: 'lead-routes',
  dependencies: ['rate-limit'],
  encapsulate: true,
});
