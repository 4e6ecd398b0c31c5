// Authorization matrix entries of booking (src/server/authorization.test.ts): the open times and
// a visitor's booking are public; a client's bookings are their account's, staff have none.
import { eq } from 'drizzle-orm';
import {
  everyone,
  ownerOnly,
  signedIn,
  type Caller,
  type MatrixContext,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';
import { agencyProfileSchema } from '#shared/agency';
import { appointments, rateLimits, staffAvailability } from '#server/db/schema';
import { openTimes, quartersOf } from './slots';
import { appointmentSlots } from '#server/db/schema';

const settings = agencyProfileSchema.shape.appointments.parse({});

/** The agent works every hour of every day, so a free time is always there to book. */
async function anOpenTime(ctx: MatrixContext, minutes = 15): Promise<string> {
  const { db } = ctx.database;
  const hours = await db
    .select()
    .from(staffAvailability)
    .where(eq(staffAvailability.userId, ctx.ids.agent));
  if (!hours.some((h) => h.startMinute === 0 && h.endMinute === 1440)) {
    await db.delete(staffAvailability).where(eq(staffAvailability.userId, ctx.ids.agent));
    await db.insert(staffAvailability).values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        userId: ctx.ids.agent,
        weekday,
        startMinute: 0,
        endMinute: 1440,
      })),
    );
  }
  const [time] = await openTimes(db, settings, minutes, new Date());
  return time!.startsAt.toISOString();
}

/** A booked appointment of client A's account, made by client A, a week ahead. */
async function appointmentOfA(ctx: MatrixContext) {
  const startsAt = new Date(await anOpenTime(ctx));
  const { db } = ctx.database;
  const [row] = await db
    .insert(appointments)
    .values({
      staffId: ctx.ids.agent,
      startsAt,
      minutes: 15,
      mode: 'call',
      topic: 'annual-review',
      accountId: ctx.accountIds.clientA,
      bookedBy: ctx.ids.clientA,
      name: 'Client A',
      email: 'client-a@matrix.example',
    })
    .returning({ id: appointments.id });
  await db.insert(appointmentSlots).values(
    quartersOf(startsAt, 15).map((slotStart) => ({
      staffId: ctx.ids.agent,
      slotStart,
      appointmentId: row!.id,
    })),
  );
  return row!.id;
}

export const matrix: MatrixEntries = {
  'GET /api/appointments/slots': {
    call: () => ({ url: '/api/appointments/slots?minutes=30' }),
    expect: everyone(200),
  },
  'POST /api/appointments': {
    call: async (ctx, caller: Caller) => {
      // Six callers from one address: the per-address limit is not what this checks.
      await ctx.database.db.delete(rateLimits);
      return {
        url: '/api/appointments',
        payload: {
          startsAt: await anOpenTime(ctx),
          minutes: 15,
          mode: 'call',
          topic: 'new-coverage',
          name: `Visitor ${caller}`,
          email: `visitor-${caller}@matrix.example`,
          phone: '(316) 555-0100',
        },
      };
    },
    expect: everyone(201),
  },
  'GET /api/client/appointments': {
    call: () => ({ url: '/api/client/appointments' }),
    expect: { ...signedIn(200), agent: 403, admin: 403 },
  },
  'POST /api/client/appointments': {
    call: async (ctx) => ({
      url: '/api/client/appointments',
      payload: {
        startsAt: await anOpenTime(ctx),
        minutes: 15,
        mode: 'call',
        topic: 'annual-review',
        phone: '(316) 555-0101',
      },
    }),
    expect: { ...signedIn(201), agent: 403, admin: 403 },
  },
  'POST /api/client/appointments/:id/cancel': {
    call: async (ctx) => ({ url: `/api/client/appointments/${await appointmentOfA(ctx)}/cancel` }),
    // Member A did not book it, and sees only what they booked.
    expect: ownerOnly(200, 403, 404),
  },
};
