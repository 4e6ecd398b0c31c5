import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffDashboardEndpoints as endpoints } from '#shared/staff/dashboard';
import { agencyToday } from '#shared/agency-time';
import { siteOrigin } from '#server/config';
import { serve } from '#server/plugins/endpoints';
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

  serve(app, endpoints.dashboard, async () => {
    const [week, today] = await Promise.all([
      service.thisWeek(),
      appointments.upcoming({ days: 1 }),
    ]);
    return {
      ...week,
      appointmentsToday: today.filter((row) => row.status === 'booked').map(toStaffAppointment),
    };
  });

  serve(app, endpoints.report, async (request) => reports.report(request.query.period));

  serve(app, endpoints.reportExport, async (request, reply) => {
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
  });
};

export default dashboardRoutes;
