import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyMail } from '#server/config';
import { knownRecord } from '#server/plugins/errors';
import { serve } from '#server/plugins/endpoints';
import { staffPolicyEndpoints as endpoints } from '#shared/staff/policies';
import { currentUser } from '../auth/guards';
import { policiesService } from './service';
import { knownClient } from '../clients/service';

/**
 * A client's policies, as the staff console adds, edits and cancels them. Registered by
 * ../console/routes.ts behind its staff guard; every write records an audit row.
 */
const policiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const policies = policiesService(app.database.db, agencyMail(app.config));

  serve(app, endpoints.create, async (request, reply) => {
    const policy = await policies.create(
      currentUser(request).id,
      knownClient(request.params.id),
      request.body,
    );
    return reply.code(201).send(policy);
  });

  /** Who acts (the signed-in staff member) and on which policy (the path's). */
  const onPolicy = (request: FastifyRequest & { params: { id: string } }) =>
    [currentUser(request).id, knownRecord(request.params.id)] as const;

  serve(app, endpoints.update, async (request) =>
    policies.update(...onPolicy(request), request.body),
  );

  // The policy's vehicles and drivers (the portal's proof of insurance shows the vehicles), each
  // added and removed the same way.
  serve(app, endpoints.addVehicle, async (request, reply) =>
    reply.code(201).send(await policies.addVehicle(...onPolicy(request), request.body)),
  );
  serve(app, endpoints.addDriver, async (request, reply) =>
    reply.code(201).send(await policies.addDriver(...onPolicy(request), request.body)),
  );
  for (const [route, remove] of [
    [endpoints.removeVehicle, policies.removeVehicle],
    [endpoints.removeDriver, policies.removeDriver],
  ] as const) {
    serve(app, route, async (request, reply) => {
      await remove(...onPolicy(request), knownRecord(request.params.childId));
      return reply.code(204).send();
    });
  }

  serve(app, endpoints.cancel, async (request) => policies.cancel(...onPolicy(request)));
};

export default policiesRoutes;
