import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '#shared/staff/dashboard';
import { siteOrigin } from '#server/config';
import { appointmentService, toStaffAppointment } from '../../appointments/service';
import { dashboardService } from './service';

/** The staff console's dashboard: any staff member, read only. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = dashboardService(app.database.query);
  const appointments = appointmentService(app.database.db, {
    agency: app.config.agency,
    origin: siteOrigin(app.config),
  });

  app.get('/api/staff/dashboard', { schema: { response: { 200: dashboardSchema } } }, async () => {
    const [week, today] = await Promise.all([
      service.thisWeek(),
      appointments.upcoming({ days: 1 }),
    ]);
    return {
      ...week,
      appointmentsToday: today.filter((row) => row.status === 'booked').map(toStaffAppointment),
    };
  });
};

export default dashboardRoutes;
