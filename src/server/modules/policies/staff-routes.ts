import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { knownRecord } from '#server/plugins/errors';
import { driverInputSchema, vehicleInputSchema } from '#shared/vehicles';
import { z } from 'zod';
import {
  policyInputSchema,
  policyPatchSchema,
  staffDriverSchema,
  staffPolicySchema,
  staffVehicleSchema,
} from '#shared/staff/policies';
import { currentUser } from '../auth/guards';
import { policiesService } from './service';
import { idParams, knownClient } from '../clients/service';

/**
 * A client's policies, as the staff console adds, edits and cancels them. Registered by
 * ../console/routes.ts behind its staff guard; every write records an audit row.
 */
const policiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const policies = policiesService(app.database.db, {
    agency: app.config.agency,
    notifyTo: app.config.agencyNotifyEmail ?? app.config.agency.email,
  });

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
      policies.update(currentUser(request).id, knownRecord(request.params.id), request.body),
  );

  // The policy's vehicles and drivers (the portal's proof of insurance shows the vehicles), each
  // added and removed the same way.
  const childParams = z.object({ id: z.string().max(20), childId: z.string().max(20) });
  const childRoutes = <Body extends z.ZodType>(child: {
    path: 'vehicles' | 'drivers';
    body: Body;
    response: z.ZodType;
    add(actorId: string, policyId: number, input: z.infer<Body>): Promise<unknown>;
    remove(actorId: string, policyId: number, childId: number): Promise<void>;
  }) => {
    app.post(
      `/api/staff/policies/:id/${child.path}`,
      { schema: { params: idParams, body: child.body, response: { 201: child.response } } },
      async (request, reply) => {
        const added = await child.add(
          currentUser(request).id,
          knownRecord(request.params.id),
          // The schema checked it; the type provider cannot see through the generic.
          request.body as z.infer<Body>,
        );
        return reply.code(201).send(added);
      },
    );
    app.delete(
      `/api/staff/policies/:id/${child.path}/:childId`,
      { schema: { params: childParams } },
      async (request, reply) => {
        await child.remove(
          currentUser(request).id,
          knownRecord(request.params.id),
          knownRecord(request.params.childId),
        );
        return reply.code(204).send();
      },
    );
  };
  childRoutes({
    path: 'vehicles',
    body: vehicleInputSchema,
    response: staffVehicleSchema,
    add: policies.addVehicle,
    remove: policies.removeVehicle,
  });
  childRoutes({
    path: 'drivers',
    body: driverInputSchema,
    response: staffDriverSchema,
    add: policies.addDriver,
    remove: policies.removeDriver,
  });

  app.post(
    '/api/staff/policies/:id/cancel',
    { schema: { params: idParams, response: { 200: staffPolicySchema } } },
    async (request) => policies.cancel(currentUser(request).id, knownRecord(request.params.id)),
  );
};

export default policiesRoutes;
