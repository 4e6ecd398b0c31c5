import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverInputSchema, vehicleInputSchema } from '#shared/vehicles';
import { z } from 'zod';
import {
  policyInputSchema,
  policyPatchSchema,
  staffDriverSchema,
  staffPolicySchema,
  staffVehicleSchema,
} from '#shared/staff/clients';
import { currentUser } from '../../auth/guards';
import { policiesService } from './policies-service';
import { idParams, knownClient, knownRecord } from './service';

/**
 * A client's policies, as the staff console adds, edits and cancels them. Registered by
 * ../routes.ts behind its staff guard; every write records an audit row.
 */
const policiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const policies = policiesService(app.database.db);

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

  // The policy's vehicles and drivers (the portal's proof of insurance shows the vehicles).
  const childParams = z.object({ id: z.string().max(20), childId: z.string().max(20) });
  app.post(
    '/api/staff/policies/:id/vehicles',
    {
      schema: { params: idParams, body: vehicleInputSchema, response: { 201: staffVehicleSchema } },
    },
    async (request, reply) => {
      const vehicle = await policies.addVehicle(
        currentUser(request).id,
        knownRecord(request.params.id),
        request.body,
      );
      return reply.code(201).send(vehicle);
    },
  );
  app.delete(
    '/api/staff/policies/:id/vehicles/:childId',
    { schema: { params: childParams } },
    async (request, reply) => {
      await policies.removeVehicle(
        currentUser(request).id,
        knownRecord(request.params.id),
        knownRecord(request.params.childId),
      );
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/staff/policies/:id/drivers',
    { schema: { params: idParams, body: driverInputSchema, response: { 201: staffDriverSchema } } },
    async (request, reply) => {
      const driver = await policies.addDriver(
        currentUser(request).id,
        knownRecord(request.params.id),
        request.body,
      );
      return reply.code(201).send(driver);
    },
  );
  app.delete(
    '/api/staff/policies/:id/drivers/:childId',
    { schema: { params: childParams } },
    async (request, reply) => {
      await policies.removeDriver(
        currentUser(request).id,
        knownRecord(request.params.id),
        knownRecord(request.params.childId),
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/staff/policies/:id/cancel',
    { schema: { params: idParams, response: { 200: staffPolicySchema } } },
    async (request) => policies.cancel(currentUser(request).id, knownRecord(request.params.id)),
  );
};

export default policiesRoutes;
