import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import {
  minutesOfTime,
  staffAppointmentEndpoints as endpoints,
  timeOfMinutes,
  type Availability,
} from '#shared/staff/appointments';
import { serve } from '#server/plugins/endpoints';
import type { Db } from '#server/db/client';
import { staffAvailability } from '#server/db/schema';
import { siteOrigin } from '#server/config';
import { currentUser } from '../auth/guards';
import { appointmentService, toStaffAppointment } from './service';
import { recordAudit } from '../console/audit';

async function weekOf(db: Db, userId: string): Promise<Availability> {
  const rows = await db
    .select()
    .from(staffAvailability)
    .where(eq(staffAvailability.userId, userId))
    .orderBy(asc(staffAvailability.weekday), asc(staffAvailability.startMinute));
  return {
    windows: rows.map((row) => ({
      weekday: row.weekday,
      start: timeOfMinutes(row.startMinute),
      end: timeOfMinutes(row.endMinute),
    })),
  };
}

/**
 * Appointments in the console (docs/adr/0017): each staff member's weekly hours, the
 * appointments booked, and a cancellation with the reason the client reads. Registered by
 * ../console/routes.ts behind its staff guard; each write is audited.
 */
const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const service = appointmentService(db, {
    agency: app.config.agency,
    origin: siteOrigin(app.config),
  });

  serve(app, endpoints.availability, async (request) => weekOf(db, currentUser(request).id));

  serve(app, endpoints.saveAvailability, async (request) => {
    const userId = currentUser(request).id;
    await db.transaction(async (tx) => {
      const before = await weekOf(tx, userId);
      await tx.delete(staffAvailability).where(eq(staffAvailability.userId, userId));
      if (request.body.windows.length > 0) {
        await tx.insert(staffAvailability).values(
          request.body.windows.map((w) => ({
            userId,
            weekday: w.weekday,
            startMinute: minutesOfTime(w.start),
            endMinute: minutesOfTime(w.end),
          })),
        );
      }
      await recordAudit(tx, {
        actorId: userId,
        action: 'availability.update',
        entityType: 'user',
        entityId: userId,
        before,
        after: request.body,
      });
    });
    return weekOf(db, userId);
  });

  serve(app, endpoints.list, async (request) => {
    const mine = request.query.scope === 'mine';
    const rows = await service.upcoming({ staffId: mine ? currentUser(request).id : undefined });
    return rows.map(toStaffAppointment);
  });

  serve(app, endpoints.cancel, async (request) => {
    const userId = currentUser(request).id;
    const row = await service.cancel(request.params.id, {
      userId,
      reason: request.body.reason,
      audit: (tx) =>
        recordAudit(tx, {
          actorId: userId,
          action: 'appointment.cancel',
          entityType: 'appointment',
          entityId: request.params.id,
          before: { status: 'booked' },
          after: { status: 'cancelled', reason: request.body.reason },
        }),
    });
    return toStaffAppointment(row);
  });
};

export default appointmentsRoutes;
