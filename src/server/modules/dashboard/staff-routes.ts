import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardSchema,
  reportExportQuerySchema,
  reportQuerySchema,
  reportSchema,
} from '#shared/staff/dashboard';
import { agencyToday } from '#shared/agency-time';
import { siteOrigin } from '#server/config';
import { appointmentService, toStaffAppointment } from '../appointments/service';
import { reportCsv, reportsService } from './reports';
import { dashboardService } from './service';

/**
 * The staff console's dashboard: this week's figures and today's appointments, and how the
 * agency is doing per week or month (as tables, and each figure as CSV). Any staff member, read
 * only.
 */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = dashboardService(app.database.query);
  const reports = reportsService(app.database.query);
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

  app.get(
    '/api/staff/reports',
    { schema: { querystring: reportQuerySchema, response: { 200: reportSchema } } },
    async (request) => reports.report(request.query.period),
  );

  app.get(
    '/api/staff/reports/export',
    { schema: { querystring: reportExportQuerySchema } },
    async (request, reply) => {
      const { period, figure } = request.query;
      const csv = reportCsv(await reports.report(period), figure);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${figure}-by-${period}-${agencyToday()}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};

export default dashboardRoutes;
