import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  appointmentMessages,
  bookingCapMessages,
  OPEN_BOOKINGS_PER_ADDRESS,
  OPEN_BOOKINGS_PER_PERSON,
  type Appointment,
  type AppointmentMode,
  type AppointmentTopic,
} from '#shared/appointments';
import { agencyInstant, agencyToday, addDays } from '#shared/agency-time';
import type { StaffAppointment } from '#shared/staff/appointments';
import type { Db } from '#server/db/client';
import {
  appointments,
  appointmentSlots,
  clientPolicies,
  emailOutbox,
  policyRenewals,
  users,
} from '#server/db/schema';
import { HttpError } from '../../plugins/errors';
import { enqueueEmails, enqueueEmailsReturningIds } from '../mail/outbox';
import { bookingEmails, cancellationEmails, reminderEmails, type AppointmentMail } from './emails';
import { openTimes, quartersOf } from './slots';

/** Who books: a signed-in client (their account and themselves), or a visitor to the site. */
export interface Booker {
  accountId: string | null;
  userId: string | null;
  name: string;
  email: string;
  phone: string | null;
  /** A visitor's network address (null for a client, known by the session). */
  address: string | null;
}

export interface BookingRequest {
  startsAt: string;
  minutes: 15 | 30;
  mode: AppointmentMode;
  topic: AppointmentTopic;
  notes?: string;
  /** Already checked to be one of the booker's policies. */
  policyId?: number;
}

/** Thrown inside one candidate's savepoint when a quarter hour was held first. */
class QuarterTaken extends Error {}

const staffUser = alias(users, 'staff_user');

const staffNameOf = sql<string>`trim(coalesce(${staffUser.firstName}, '') || ' ' || coalesce(${staffUser.lastName}, ''))`;

const appointmentColumns = {
  id: appointments.id,
  startsAt: appointments.startsAt,
  minutes: appointments.minutes,
  mode: appointments.mode,
  topic: appointments.topic,
  notes: appointments.notes,
  status: appointments.status,
  staffId: appointments.staffId,
  staffName: staffNameOf,
  staffEmail: staffUser.email,
  name: appointments.name,
  email: appointments.email,
  phone: appointments.phone,
  accountId: appointments.accountId,
  bookedBy: appointments.bookedBy,
  policyId: appointments.policyId,
  policyNumber: clientPolicies.policyNumber,
  cancelReason: appointments.cancelReason,
  reminderEmailIds: appointments.reminderEmailIds,
  createdAt: appointments.createdAt,
};

/** Appointments with their staff member's name and e-mail and the policy's number. */
function selectAppointments(tx: Db) {
  return tx
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(staffUser, eq(staffUser.id, appointments.staffId))
    .leftJoin(clientPolicies, eq(clientPolicies.id, appointments.policyId));
}

export type AppointmentRow = Awaited<ReturnType<typeof selectAppointments>>[number];

export function toClientAppointment(row: AppointmentRow): Appointment {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    minutes: row.minutes,
    mode: row.mode,
    topic: row.topic,
    notes: row.notes,
    policyNumber: row.policyNumber,
    status: row.status,
    staffName: row.staffName,
  };
}

export function toStaffAppointment(row: AppointmentRow): StaffAppointment {
  return {
    ...toClientAppointment(row),
    staffId: row.staffId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    accountId: row.accountId,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Booking and cancelling appointments (docs/adr/0017). A booking holds its quarter hours in
 * `appointment_slots`, whose key refuses a second holder: of two bookings of one time, on any
 * number of instances, the second finds the quarter hours held and goes to the next staff member
 * free then, or is told the time was taken. The booking, its quarter hours and its e-mails (the
 * confirmations now, the reminders later) are written in one transaction.
 */
export function appointmentService(db: Db, mail: AppointmentMail) {
  const settings = mail.agency.appointments;

  async function get(id: number, tx: Db = db): Promise<AppointmentRow | undefined> {
    const [row] = await selectAppointments(tx).where(eq(appointments.id, id));
    return row;
  }

  /** Staff free at `startsAt`, the one who works the policy's renewal first, then the least booked that day. */
  async function candidates(
    db: Db,
    startsAt: Date,
    minutes: number,
    policyId: number | undefined,
    now: Date,
  ) {
    const [free] = await openTimes(db, settings, minutes, now, { onlyAt: startsAt });
    if (!free) {
      const [working] = await openTimes(db, settings, minutes, now, {
        onlyAt: startsAt,
        ignoreHeld: true,
      });
      if (!working) {
        throw new HttpError(400, appointmentMessages.unavailable, [
          { path: 'startsAt', message: appointmentMessages.unavailable },
        ]);
      }
      throw new HttpError(409, appointmentMessages.taken);
    }
    const dayStart = agencyInstant(free.date, '00:00');
    const dayEnd = agencyInstant(addDays(free.date, 1), '00:00');
    const load = await db
      .select({ staffId: appointments.staffId, count: sql<number>`count(*)::int` })
      .from(appointments)
      .where(
        and(
          eq(appointments.status, 'booked'),
          inArray(appointments.staffId, free.staffIds),
          gte(appointments.startsAt, dayStart),
          sql`${appointments.startsAt} < ${dayEnd.toISOString()}`,
        ),
      )
      .groupBy(appointments.staffId);
    const loadOf = new Map(load.map((l) => [l.staffId, l.count]));
    let preferred: string | null = null;
    if (policyId !== undefined) {
      const [renewal] = await db
        .select({ assigneeId: policyRenewals.assigneeId })
        .from(policyRenewals)
        .innerJoin(
          clientPolicies,
          and(
            eq(clientPolicies.id, policyRenewals.policyId),
            eq(clientPolicies.expirationDate, policyRenewals.expirationDate),
          ),
        )
        .where(eq(policyRenewals.policyId, policyId));
      preferred = renewal?.assigneeId ?? null;
    }
    return [...free.staffIds].sort(
      (a, b) =>
        Number(b === preferred) - Number(a === preferred) ||
        (loadOf.get(a) ?? 0) - (loadOf.get(b) ?? 0) ||
        a.localeCompare(b),
    );
  }

  /**
   * Refuses a booking past the caps on upcoming appointments, per person (their e-mail address)
   * and per visitor address. Two bookings of one person at once: the transaction's locks make the
   * second count the first.
   */
  async function refuseOverCap(tx: Db, booker: Booker, now: Date) {
    const upcoming = and(eq(appointments.status, 'booked'), gt(appointments.startsAt, now));
    const email = booker.email.toLowerCase();
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${email}`}, 0))`);
    const [person] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(appointments)
      .where(and(upcoming, sql`lower(${appointments.email}) = ${email}`));
    if (person!.count >= OPEN_BOOKINGS_PER_PERSON) {
      throw new HttpError(429, bookingCapMessages.person(mail.agency.phone));
    }
    if (booker.address === null) return;
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`booking-from:${booker.address}`}, 0))`,
    );
    const [address] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(appointments)
      .where(and(upcoming, eq(appointments.bookedFrom, booker.address)));
    if (address!.count >= OPEN_BOOKINGS_PER_ADDRESS) {
      throw new HttpError(429, bookingCapMessages.address(mail.agency.phone));
    }
  }

  /** A client who books a review of a policy whose renewal nobody has started: the board says so. */
  async function markReviewBooked(tx: Db, policyId: number, staffId: string) {
    const [policy] = await tx
      .select({ expirationDate: clientPolicies.expirationDate })
      .from(clientPolicies)
      .where(eq(clientPolicies.id, policyId));
    if (!policy) return;
    await tx
      .insert(policyRenewals)
      .values({
        policyId,
        expirationDate: policy.expirationDate,
        status: 'review-booked',
        assigneeId: staffId,
      })
      .onConflictDoUpdate({
        target: [policyRenewals.policyId, policyRenewals.expirationDate],
        set: {
          status: 'review-booked',
          assigneeId: sql`coalesce(${policyRenewals.assigneeId}, excluded."assigneeId")`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${policyRenewals.status} = 'not-contacted'`,
      });
  }

  /**
   * Writes the appointment with the first staff member whose quarter hours are still free: each
   * try in a savepoint, given up when a quarter hour was held first. Answers its id.
   */
  async function holdFirstFree(
    tx: Db,
    staffIds: string[],
    booker: Booker,
    request: BookingRequest,
    startsAt: Date,
  ): Promise<number> {
    const quarters = quartersOf(startsAt, request.minutes);
    for (const staffId of staffIds) {
      try {
        return await tx.transaction(async (savepoint) => {
          const [row] = await savepoint
            .insert(appointments)
            .values({
              staffId,
              startsAt,
              minutes: request.minutes,
              mode: request.mode,
              topic: request.topic,
              notes: request.notes ?? null,
              accountId: booker.accountId,
              bookedBy: booker.userId,
              policyId: request.policyId ?? null,
              name: booker.name,
              email: booker.email,
              phone: booker.phone,
              bookedFrom: booker.address,
            })
            .returning({ id: appointments.id });
          const held = await savepoint
            .insert(appointmentSlots)
            .values(quarters.map((slotStart) => ({ staffId, slotStart, appointmentId: row!.id })))
            .onConflictDoNothing()
            .returning({ slotStart: appointmentSlots.slotStart });
          if (held.length !== quarters.length) throw new QuarterTaken();
          return row!.id;
        });
      } catch (error) {
        if (error instanceof QuarterTaken) continue;
        throw error;
      }
    }
    throw new HttpError(409, appointmentMessages.taken);
  }

  return {
    get,

    /** The open times for an appointment of `minutes`, from now. */
    openTimes: (minutes: number, now = new Date()) => openTimes(db, settings, minutes, now),

    async book(booker: Booker, request: BookingRequest, now = new Date()) {
      const startsAt = new Date(request.startsAt);
      return db.transaction(async (tx) => {
        // Counted before the work: no open time is looked for, nothing is held, past a cap.
        await refuseOverCap(tx, booker, now);
        const staffIds = await candidates(tx, startsAt, request.minutes, request.policyId, now);
        const id = await holdFirstFree(tx, staffIds, booker, request, startsAt);
        const booked = (await get(id, tx))!;
        await enqueueEmails(tx, bookingEmails(booked, mail, now));
        const reminderAt = new Date(startsAt.getTime() - settings.reminderHours * 3600_000);
        // A booking made within the reminder's hours has its confirmation for a reminder.
        if (reminderAt.getTime() > now.getTime() + 3600_000) {
          const reminderEmailIds = await enqueueEmailsReturningIds(
            tx,
            reminderEmails(booked, mail).map((email) => ({
              ...email,
              notBefore: reminderAt.toISOString(),
            })),
          );
          await tx.update(appointments).set({ reminderEmailIds }).where(eq(appointments.id, id));
        }
        if (request.policyId !== undefined) {
          await markReviewBooked(tx, request.policyId, booked.staffId);
        }
        return booked;
      });
    },

    /**
     * Cancels a booked appointment that has not started: its quarter hours open again, its
     * reminders not yet sent are withdrawn, and both sides are told (with the calendar file
     * that removes the event). `by` is whoever cancels; `reason` is shown to the client; a
     * staff member's cancellation is audited by `audit`, in the same transaction.
     */
    async cancel(
      id: number,
      by: { userId: string; reason?: string; audit?: (tx: Db) => Promise<void> },
      now = new Date(),
    ) {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ status: appointments.status, startsAt: appointments.startsAt })
          .from(appointments)
          .where(eq(appointments.id, id))
          .for('update');
        if (!locked) throw new HttpError(404, appointmentMessages.notFound);
        if (locked.status === 'cancelled') {
          throw new HttpError(409, appointmentMessages.alreadyCancelled);
        }
        if (locked.startsAt.getTime() <= now.getTime()) {
          throw new HttpError(409, appointmentMessages.started);
        }
        await tx
          .update(appointments)
          .set({
            status: 'cancelled',
            cancelledAt: now,
            cancelledBy: by.userId,
            cancelReason: by.reason ?? null,
          })
          .where(eq(appointments.id, id));
        await tx.delete(appointmentSlots).where(eq(appointmentSlots.appointmentId, id));
        const row = (await get(id, tx))!;
        if (row.reminderEmailIds.length > 0) {
          await tx
            .delete(emailOutbox)
            .where(
              and(inArray(emailOutbox.id, row.reminderEmailIds), eq(emailOutbox.status, 'pending')),
            );
        }
        await enqueueEmails(tx, cancellationEmails(row, mail, now));
        await by.audit?.(tx);
        return row;
      });
    },

    /** A client account's appointments from the start of today, soonest first. */
    async ofAccount(accountId: string, now = new Date()) {
      return selectAppointments(db)
        .where(
          and(
            eq(appointments.accountId, accountId),
            gte(appointments.startsAt, agencyInstant(agencyToday(now), '00:00')),
          ),
        )
        .orderBy(asc(appointments.startsAt));
    },

    /** The console's list: from the start of today, 60 days on, one person's or everyone's. */
    async upcoming(options: { staffId?: string; days?: number }, now = new Date()) {
      const today = agencyToday(now);
      return selectAppointments(db)
        .where(
          and(
            gte(appointments.startsAt, agencyInstant(today, '00:00')),
            sql`${appointments.startsAt} < ${agencyInstant(addDays(today, options.days ?? 60), '00:00').toISOString()}`,
            options.staffId ? eq(appointments.staffId, options.staffId) : undefined,
          ),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.id));
    },
  };
}
