// Double bookings on PostgreSQL 15: eight people pressing Book on one time at the same moment,
// on separate connections as on separate instances, get one appointment per staff member free
// then; the key of `appointment_slots` decides, not the check that came before.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencyProfileSchema } from '#shared/agency';
import { appointmentMessages } from '#shared/appointments';
import { demoAccounts } from '#server/db/seed';
import { appointments, appointmentSlots, staffAvailability, users } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { databaseTargets } from '#tests/helpers/database-targets';
import { setUpApp } from '#tests/helpers/set-up-app';
import { appointmentService, type BookingRequest } from './service';

const postgres = databaseTargets.find((target) => target.name.startsWith('PostgreSQL'))!;

describe('booking on PostgreSQL 15', () => {
  const { t } = setUpApp({ name: 'appointments-pg', target: postgres });
  const agency = agencyProfileSchema.parse({
    name: 'Agency',
    legalName: 'Agency LLC',
    phone: '(316) 555-0100',
    email: 'office@agency.example',
    address: { street: '1 Main St', city: 'Wichita', state: 'KS', zip: '67202' },
    licenseState: 'Kansas',
    social: { label: 'Facebook', url: 'https://facebook.example/agency' },
    foundedYear: 1990,
    copyrightYear: 2026,
    promoInsurer: 'Carrier',
    officeHours: [{ days: 'Mon–Fri', hours: '9–5' }],
    claimsHotline: '(316) 555-0101',
  });
  const service = () =>
    appointmentService(t.database.db, { agency, origin: 'https://agency.example' });

  const visitor = (i: number) => ({
    accountId: null,
    userId: null,
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    phone: '(316) 555-0142',
    address: `198.51.100.${i + 1}`,
  });

  async function everyoneBooks(requests: BookingRequest[]) {
    const results = await Promise.allSettled(
      requests.map((request, i) => service().book(visitor(i), request)),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(HttpError);
      expect((r.reason as HttpError).statusCode).toBe(409);
      expect((r.reason as HttpError).message).toBe(appointmentMessages.taken);
    }
    return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  }

  const booking = (startsAt: Date, minutes: 15 | 30 = 30): BookingRequest => ({
    startsAt: startsAt.toISOString(),
    minutes,
    mode: 'call',
    topic: 'new-coverage',
  });

  it('books one of eight at once with the one agent free, and one of two that overlap', async () => {
    const [time, , , , next] = await service().openTimes(30);
    const booked = await everyoneBooks(Array.from({ length: 8 }, () => booking(time!.startsAt)));
    expect(booked).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.startsAt, time!.startsAt));
    expect(rows).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(appointmentSlots)
        .where(eq(appointmentSlots.appointmentId, rows[0]!.id)),
    ).toHaveLength(2);

    // 30 minutes from one time and 15 from its second quarter hour share a quarter hour.
    const start = next!.startsAt;
    const second = new Date(start.getTime() + 15 * 60_000);
    const overlapping = await everyoneBooks([
      booking(start, 30),
      booking(second, 15),
      booking(start, 30),
      booking(second, 15),
    ]);
    expect(overlapping).toHaveLength(1);
  });

  it('books one per staff member free when two work then', async () => {
    const [admin] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccounts.admin.email));
    await t.database.db.insert(staffAvailability).values(
      [1, 2, 3, 4, 5].map((weekday) => ({
        userId: admin!.id,
        weekday,
        startMinute: 9 * 60,
        endMinute: 17 * 60,
      })),
    );
    const times = await service().openTimes(15);
    const both = times.find((t) => t.staffIds.length === 2)!;
    const booked = await everyoneBooks(Array.from({ length: 8 }, () => booking(both.startsAt, 15)));
    expect(booked).toHaveLength(2);
    expect(new Set(booked.map((b) => b.staffId)).size).toBe(2);
    const held = await t.database.db
      .select()
      .from(appointmentSlots)
      .where(and(eq(appointmentSlots.slotStart, both.startsAt)));
    expect(held).toHaveLength(2);
  });
});
