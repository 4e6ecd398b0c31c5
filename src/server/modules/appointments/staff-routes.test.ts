// The console's appointments: each staff member's weekly hours (checked, audited, and what the
// booking pages offer), the appointments booked, a cancellation with the reason the client reads,
// and today's appointments on the dashboard.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencyInstant, agencyToday } from '#shared/agency-time';
import type { Appointment, Slots } from '#shared/appointments';
import type { Dashboard } from '#shared/staff/dashboard';
import {
  availabilityMessages,
  type Availability,
  type StaffAppointment,
} from '#shared/staff/appointments';
import { appointments, appointmentSlots, auditLog, emailOutbox } from '#server/db/schema';
import { setUpStaffApp } from '#tests/helpers/staff-app';
import { isoWeekday } from './slots';

const { t, cookies, ids } = setUpStaffApp({ name: 'staff-appointments', firstHost: 250 });

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, who = cookies.agent) =>
  t.app.inject({ method, url, headers: { cookie: who }, ...(payload ? { payload } : {}) });

const openTimes = async (minutes = 30) => {
  const res = await t.app.inject({ url: `/api/appointments/slots?minutes=${minutes}` });
  return res.json<Slots>().days.flatMap((day) => day.times.map((x) => ({ ...x, date: day.date })));
};

describe('/api/staff/availability', () => {
  it("reads and replaces the signed-in member's week, audited, and the booking pages follow it", async () => {
    const seeded = await call('GET', '/api/staff/availability');
    expect(seeded.json<Availability>().windows).toContainEqual({
      weekday: 1,
      start: '09:00',
      end: '12:00',
    });
    // The admin opens Saturday mornings; nobody else works Saturdays.
    const week = { windows: [{ weekday: 6, start: '08:30', end: '10:00' }] };
    const saved = await call('PUT', '/api/staff/availability', week, cookies.admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(week);
    const saturdays = (await openTimes(30)).filter((x) => isoWeekday(x.date) === 6);
    expect(saturdays.length).toBeGreaterThan(0);
    expect(new Set(saturdays.map((x) => x.time))).toEqual(
      new Set(['08:30', '08:45', '09:00', '09:15', '09:30']),
    );
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'availability.update'), eq(auditLog.actorId, ids.admin)));
    expect(audit).toMatchObject({ entityId: ids.admin, before: { windows: [] }, after: week });

    // An empty week takes the admin off the calendar.
    await call('PUT', '/api/staff/availability', { windows: [] }, cookies.admin);
    expect((await openTimes(30)).filter((x) => isoWeekday(x.date) === 6)).toEqual([]);
  });

  it('says what is wrong with a time, by its field', async () => {
    const res = await call('PUT', '/api/staff/availability', {
      windows: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
        { weekday: 2, start: '09:10', end: '10:00' },
        { weekday: 3, start: '14:00', end: '13:00' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: unknown[] }>().errors).toEqual(
      expect.arrayContaining([
        { path: 'windows.1.start', message: availabilityMessages.overlap },
        { path: 'windows.2.start', message: availabilityMessages.time },
        { path: 'windows.3.end', message: availabilityMessages.order },
      ]),
    );
  });
});

describe('/api/staff/appointments', () => {
  async function visitorBooks(index: number, email: string) {
    const time = (await openTimes(30))[index]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      remoteAddress: `198.51.100.${100 + index}`,
      payload: {
        startsAt: time.startsAt,
        minutes: 30,
        mode: 'visit',
        topic: 'new-coverage',
        name: 'Lee Chen',
        email,
        phone: '(785) 555-0199',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Appointment>();
  }

  it('lists what is booked, mine or everyone’s, and cancels with the reason the client reads', async () => {
    const booked = await visitorBooks(20, 'lee.chen@example.com');
    const mine = await call('GET', '/api/staff/appointments?scope=mine');
    const row = mine.json<StaffAppointment[]>().find((a) => a.id === booked.id)!;
    expect(row).toMatchObject({
      staffId: ids.agent,
      staffName: 'Avery Morgan',
      name: 'Lee Chen',
      email: 'lee.chen@example.com',
      phone: '(785) 555-0199',
      accountId: null,
      status: 'booked',
    });
    const adminsOwn = await call(
      'GET',
      '/api/staff/appointments?scope=mine',
      undefined,
      cookies.admin,
    );
    expect(adminsOwn.json<StaffAppointment[]>().map((a) => a.id)).not.toContain(booked.id);
    const everyone = await call(
      'GET',
      '/api/staff/appointments?scope=all',
      undefined,
      cookies.admin,
    );
    expect(everyone.json<StaffAppointment[]>().map((a) => a.id)).toContain(booked.id);

    const noReason = await call('POST', `/api/staff/appointments/${booked.id}/cancel`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: availabilityMessages.reason });

    const reason = 'Avery is out sick that day; we will call you to find another time.';
    const cancelled = await call(
      'POST',
      `/api/staff/appointments/${booked.id}/cancel`,
      { reason },
      cookies.admin,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<StaffAppointment>()).toMatchObject({
      status: 'cancelled',
      cancelReason: reason,
    });
    const [told] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, 'lee.chen@example.com'),
          like(emailOutbox.kind, 'appointment-cancelled'),
        ),
      );
    expect(told!.text).toContain(`The reason: ${reason}`);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'appointment.cancel'), eq(auditLog.entityId, String(booked.id))),
      );
    expect(audit).toMatchObject({ actorId: ids.admin, after: { status: 'cancelled', reason } });
    expect(
      await t.database.db
        .select()
        .from(appointmentSlots)
        .where(eq(appointmentSlots.appointmentId, booked.id)),
    ).toEqual([]);
  });

  it('refuses to cancel one that has started (409) or does not exist (404)', async () => {
    const [started] = await t.database.db
      .insert(appointments)
      .values({
        staffId: ids.agent,
        startsAt: new Date(Date.now() - 60_000),
        minutes: 15,
        mode: 'call',
        topic: 'claim',
        name: 'Early Caller',
        email: 'early@example.com',
      })
      .returning();
    const res = await call('POST', `/api/staff/appointments/${started!.id}/cancel`, {
      reason: 'Too late',
    });
    expect(res.statusCode).toBe(409);
    const missing = await call('POST', '/api/staff/appointments/999999/cancel', { reason: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it("shows today's booked appointments, everyone's, on the dashboard", async () => {
    const today = agencyToday();
    // A minute from now: later today in Kansas (written directly: a booking needs notice).
    const tonight = new Date(Date.now() + 60_000);
    const tomorrow = agencyInstant(today, '00:00').getTime() + 36 * 3600_000;
    const values = (startsAt: Date, name: string, status: 'booked' | 'cancelled' = 'booked') => ({
      staffId: ids.admin,
      startsAt,
      minutes: 15,
      mode: 'call' as const,
      topic: 'annual-review' as const,
      name,
      email: 'dash@example.com',
      status,
    });
    await t.database.db
      .insert(appointments)
      .values([
        values(tonight, 'Tonight Booked'),
        values(tonight, 'Tonight Cancelled', 'cancelled'),
        values(new Date(tomorrow), 'Tomorrow Booked'),
      ]);
    const res = await call('GET', '/api/staff/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json<Dashboard>().appointmentsToday.map((a) => a.name);
    // Unless the test runs in the last minute of the agency's day.
    if (agencyToday(tonight) === today) expect(names).toContain('Tonight Booked');
    expect(names).not.toContain('Tonight Cancelled');
    expect(names).not.toContain('Tomorrow Booked');
  });
});
