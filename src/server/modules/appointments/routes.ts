import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { appointmentEndpoints as endpoints, appointmentMessages } from '#shared/appointments';
import { serve } from '#server/plugins/endpoints';
import { clientAccounts, clientPolicies } from '#server/db/schema';
import { siteOrigin } from '../../config';
import { HttpError } from '../../plugins/errors';
import { currentUser, requireUser } from '../auth/guards';
import { clientScope, policiesIn } from '../clients/scope';
import { appointmentService, toClientAppointment } from './service';
import { slotsByDay } from './slots';
import { perPersonLimit } from '../../plugins/rate-limit';

/** Times asked for by one address in ten minutes (each reads every staff member's week). */
export const SLOTS_RATE_LIMIT = { max: 120, timeWindow: 10 * 60 * 1000 };
/** Bookings by a visitor from one address in an hour. */
export const PROSPECT_BOOKING_RATE_LIMIT = { max: 5, timeWindow: 3600 * 1000 };
/** Bookings and cancellations by one client in an hour. */
export const CLIENT_BOOKING_RATE_LIMIT = { max: 10, timeWindow: 3600 * 1000 };

const notForStaff = 'Appointments in the portal are for clients. Use the console’s Appointments.';

/**
 * Booking an appointment (docs/adr/0017): the open times and a visitor's booking, public; a
 * client's bookings and cancellations, from the session's account.
 */
const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { agency } = app.config;
  const service = appointmentService(db, { agency, origin: siteOrigin(app.config) });
  /** A visitor's bookings, counted per address. */
  const prospectBookingLimit = {
    rateLimit: PROSPECT_BOOKING_RATE_LIMIT,
    rateLimitMessage: `Too many bookings from your network. Please call us at ${agency.phone}.`,
  };
  /** A client's bookings and cancellations together, counted per person. */
  const clientBookingLimit = perPersonLimit(
    CLIENT_BOOKING_RATE_LIMIT,
    `You have booked or cancelled ${CLIENT_BOOKING_RATE_LIMIT.max} times in the last hour. Please call us at ${agency.phone}.`,
  );

  serve(
    app,
    endpoints.slots,
    async (request) => {
      const { minutes } = request.query;
      return slotsByDay(await service.openTimes(minutes), minutes);
    },
    { config: { rateLimit: SLOTS_RATE_LIMIT } },
  );

  serve(
    app,
    endpoints.book,
    async (request, reply) => {
      const { name, email, phone, ...booking } = request.body;
      const booked = await service.book(
        { accountId: null, userId: null, name, email, phone, address: request.ip },
        booking,
      );
      return reply.code(201).send(toClientAppointment(booked));
    },
    { config: prospectBookingLimit },
  );

  const portalAppointments: FastifyPluginAsyncZod = async (portal) => {
    portal.addHook('onRequest', requireUser);

    /** The signed-in client's account, or 403 for staff, who have none. */
    const clientOf = (request: FastifyRequest) => {
      const user = currentUser(request);
      if (!user.accountId) throw new HttpError(403, notForStaff);
      return { user, accountId: user.accountId, scope: clientScope(user) };
    };

    serve(portal, endpoints.clientList, async (request) => {
      const { user, accountId, scope } = clientOf(request);
      const rows = await service.ofAccount(accountId);
      // A person who sees chosen policies sees the appointments they booked.
      return rows
        .filter((row) => !scope.chosen || row.bookedBy === user.id)
        .map(toClientAppointment);
    });

    serve(
      portal,
      endpoints.clientBook,
      async (request, reply) => {
        const { user, accountId, scope } = clientOf(request);
        const { policyId, phone: given, ...booking } = request.body;
        if (policyId !== undefined) {
          const [policy] = await db
            .select({ id: clientPolicies.id })
            .from(clientPolicies)
            .where(and(eq(clientPolicies.id, policyId), policiesIn(scope)));
          if (!policy) throw new HttpError(404, appointmentMessages.notFound);
        }
        const [account] = await db
          .select({ phone: clientAccounts.phone })
          .from(clientAccounts)
          .where(eq(clientAccounts.id, accountId));
        const phone = given ?? account?.phone ?? null;
        // A call needs a number: the one given, else the account's.
        if (booking.mode === 'call' && !phone) {
          throw new HttpError(400, appointmentMessages.phoneForCall, [
            { path: 'phone', message: appointmentMessages.phoneForCall },
          ]);
        }
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
        const booked = await service.book(
          { accountId, userId: user.id, name, email: user.email, phone, address: null },
          { ...booking, policyId },
        );
        return reply.code(201).send(toClientAppointment(booked));
      },
      { config: clientBookingLimit },
    );

    serve(
      portal,
      endpoints.clientCancel,
      async (request) => {
        const { user, accountId, scope } = clientOf(request);
        const row = await service.get(request.params.id);
        const theirs = row?.accountId === accountId && (!scope.chosen || row.bookedBy === user.id);
        if (!row || !theirs) throw new HttpError(404, appointmentMessages.notFound);
        return toClientAppointment(await service.cancel(row.id, { userId: user.id }));
      },
      { config: clientBookingLimit },
    );
  };
  await app.register(portalAppointments);
};

export default fp(appointmentRoutes, {
  name: 'appointment-routes',
  dependencies: ['rate-limit'],
  encapsulate: true,
});
