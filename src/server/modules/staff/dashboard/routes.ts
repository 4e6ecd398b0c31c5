import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '#shared/staff/dashboard';
import { dashboardService } from './service';

/** The staff console's dashboard: any staff member, read only. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = dashboardService(app.database.query);

  app.get('/api/staff/dashboard', { schema: { response: { 200: dashboardSchema } } }, async () =>
    service.thisWeek(),
  );
};

export default dashboardRoutes;
