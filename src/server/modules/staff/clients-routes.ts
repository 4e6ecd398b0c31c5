import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentSchema } from '#shared/portal';
import {
  clientDetailSchema,
  clientListQuerySchema,
  clientListSchema,
  policyInputSchema,
  policyPatchSchema,
  staffPolicySchema,
} from '#shared/staff/clients';
import { currentUser } from '../auth/guards';
import { storeDocument } from '../documents/documents';
import { acceptUpload, refuseOversizedBody, registerMultipart } from '../documents/upload';
import { clientNotFound, clientsService } from './clients-service';
import { policiesService } from './policies-service';

const idParams = z.object({ id: z.string().max(100) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A malformed id names a record that does not exist: 404, as for an unknown one.
function knownClient(id: string): string {
  if (!UUID.test(id)) throw clientNotFound();
  return id;
}
function knownPolicy(id: string): number {
  if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) throw clientNotFound();
  return Number(id);
}

/**
 * The staff console's clients, their policies and documents (the staff-console issue, 2, 3 and
 * 5): registered by ./routes.ts behind its staff guard. Every write records an audit row.
 */
const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = clientsService(app.database.db);
  const policies = policiesService(app.database.db);
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

  app.post(
    '/api/staff/clients/:id/policies',
    {
      schema: {
        params: idParams,
        body: policyInputSchema,
        response: { 201: staffPolicySchema },
      },
    },
    async (request, reply) => {
      const policy = await policies.create(
        currentUser(request).id,
        knownClient(request.params.id),
        request.body,
      );
      return reply.code(201).send(policy);
    },
  );

  app.patch(
    '/api/staff/policies/:id',
    {
      schema: {
        params: idParams,
        body: policyPatchSchema,
        response: { 200: staffPolicySchema },
      },
    },
    async (request) =>
      policies.update(currentUser(request).id, knownPolicy(request.params.id), request.body),
  );

  app.post(
    '/api/staff/policies/:id/cancel',
    { schema: { params: idParams, response: { 200: staffPolicySchema } } },
    async (request) => policies.cancel(currentUser(request).id, knownPolicy(request.params.id)),
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
      const actorId = currentUser(request).id;
      const id = knownClient(request.params.id);
      // Before reading the body: nothing is stored for a client who does not exist, and the
      // hourly limit, the disk and the client's quota are checked.
      await clients.clientRow(id);
      const release = await app.uploadLimits.admit(
        request,
        reply,
        { id: actorId, staff: true },
        id,
      );
      const document = await acceptUpload(request, app.documentStorage, (upload) =>
        storeDocument(app.database.db, app.uploadLimits, {
          upload,
          ownerId: id,
          actor: { id: actorId, staff: true },
        }),
      ).finally(release);
      return reply.code(201).send(document);
    },
  );
};

export default clientsRoutes;
