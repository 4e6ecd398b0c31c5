// Booking an appointment: the open times in Kansas, a visitor's and a client's booking with its
// confirmations (each with a calendar file) and reminders, a time taken or never open, a client's
// cancellation that gives the time back and withdraws the reminders, and a review booked for a
// policy showing on the renewal board.
import ICAL from 'ical.js';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencyInstant, agencyToday } from '#shared/agency-time';
import {
  appointmentMessages,
  bookingCapMessages,
  OPEN_BOOKINGS_PER_ADDRESS,
  OPEN_BOOKINGS_PER_PERSON,
  type Appointment,
  type Slots,
} from '#shared/appointments';
import {
  appointments,
  appointmentSlots,
  clientPolicies,
  emailOutbox,
  policyRenewals,
} from '#server/db/schema';
import { setUpStaffApp } from '#tests/helpers/staff-app';
import { isoWeekday } from './slots';
import { PROSPECT_BOOKING_RATE_LIMIT } from './routes';

const { t, cookies, ids, accounts } = setUpStaffApp({ name: 'appointments', firstHost: 240 });

let visitor = 0;
/** Each visitor's booking from an address of its own, so the per-address limit is not in play. */
const prospectBooks = (payload: object, ip = `198.51.100.${++visitor}`) =>
  t.app.inject({ method: 'POST', url: '/api/appointments', payload, remoteAddress: ip });
const clientCall = (method: 'GET' | 'POST', url: string, payload?: object, who = cookies.client) =>
  t.app.inject({ method, url, headers: { cookie: who }, ...(payload ? { payload } : {}) });

async function slots(minutes = 30): Promise<Slots> {
  const res = await t.app.inject({ url: `/api/appointments/slots?minutes=${minutes}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Slots>();
}

/** An open time at least two days ahead (its reminder, a day before, is still to come). */
async function laterTime(minutes = 30, index = 0) {
  const open = await slots(minutes);
  const twoDays = Date.now() + 48 * 3600_000;
  const times = open.days
    .flatMap((day) => day.times)
    .filter((time) => new Date(time.startsAt).getTime() > twoDays);
  return times[index]!;
}

const visitorDetails = {
  name: 'Pat Rivera',
  email: 'pat.rivera@example.com',
  phone: '(316) 555-0142',
  mode: 'call',
  topic: 'new-coverage',
};

const mailTo = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), like(emailOutbox.kind, kind)));

function calendarOf(mail: { attachments: { contentBase64: string }[] | null }) {
  const file = Buffer.from(mail.attachments![0]!.contentBase64, 'base64').toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(file));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { file, method: calendar.getFirstPropertyValue('method'), event };
}

describe('GET /api/appointments/slots', () => {
  it("offers the agent's weekday hours in Kansas, on the quarter hour, from two hours ahead", async () => {
    const open = await slots(30);
    expect(open.timeZone).toBe('America/Chicago');
    expect(open.days.length).toBeGreaterThan(10);
    const earliest = Date.now() + 2 * 3600_000;
    for (const day of open.days) {
      expect(isoWeekday(day.date)).toBeLessThanOrEqual(5);
      expect(day.date >= agencyToday()).toBe(true);
      for (const { time, startsAt } of day.times) {
        expect(time).toMatch(/^(09|10|11|13|14|15|16):(00|15|30|45)$/);
        // The instant is that time on that day in Kansas, whichever side of daylight saving.
        expect(startsAt).toBe(agencyInstant(day.date, time).toISOString());
        expect(new Date(startsAt).getTime()).toBeGreaterThanOrEqual(earliest - 1000);
      }
    }
    // A full day: 30 minutes must fit before noon and before five.
    const full = open.days.find((day) => day.times[0]?.time === '09:00')!;
    expect(full.times.map((x) => x.time)).toContain('11:30');
    expect(full.times.map((x) => x.time)).not.toContain('11:45');
    expect(full.times.at(-1)!.time).toBe('16:30');
    const quarterHours = (await slots(15)).days.find((day) => day.date === full.date)!;
    expect(quarterHours.times.map((x) => x.time)).toContain('11:45');
    expect(quarterHours.times.at(-1)!.time).toBe('16:45');
  });

  it('says what is wrong with a length that is not offered', async () => {
    const res = await t.app.inject({ url: '/api/appointments/slots?minutes=45' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: appointmentMessages.minutes });
  });
});

describe('POST /api/appointments (a visitor)', () => {
  it('books the time, confirms to both sides with a calendar file, and queues the reminders', async () => {
    const time = await laterTime(30);
    const res = await prospectBooks({ ...visitorDetails, startsAt: time.startsAt, minutes: 30 });
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<Appointment>();
    expect(booked).toMatchObject({
      startsAt: time.startsAt,
      minutes: 30,
      mode: 'call',
      topic: 'new-coverage',
      status: 'booked',
      staffName: 'Avery Morgan',
      policyNumber: null,
    });

    // The time is gone from the offer, for 30 minutes and for 15.
    const taken = (await slots(30)).days.flatMap((day) => day.times.map((x) => x.startsAt));
    expect(taken).not.toContain(time.startsAt);
    const quarter = new Date(new Date(time.startsAt).getTime() + 15 * 60_000).toISOString();
    const quarters = (await slots(15)).days.flatMap((day) => day.times.map((x) => x.startsAt));
    expect(quarters).not.toContain(quarter);

    const [toVisitor] = await mailTo(visitorDetails.email, 'appointment-booked');
    expect(toVisitor!.text).toContain(
      'You are booked for a 30-minute phone call with Avery Morgan',
    );
    expect(toVisitor!.text).toContain('Your agent will call you at (316) 555-0142.');
    const visitorCalendar = calendarOf(toVisitor!);
    expect(visitorCalendar.method).toBe('PUBLISH');
    expect(visitorCalendar.event.startDate.toJSDate().toISOString()).toBe(time.startsAt);
    expect(visitorCalendar.event.duration.toSeconds()).toBe(30 * 60);
    expect(visitorCalendar.event.uid).toBe(`appointment-${booked.id}@localhost`);
    expect(visitorCalendar.file).toMatch(/\r\n$/);
    expect(visitorCalendar.file.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(
      true,
    );

    const [toAgent] = await mailTo('agent@example.com', 'appointment-booked-staff');
    expect(toAgent!.text).toContain('A visitor to the site, not a client yet.');
    expect(calendarOf(toAgent!).event.uid).toBe(`appointment-${booked.id}@localhost`);

    // A reminder to each, a day before the start, waiting in the outbox.
    const reminders = [
      ...(await mailTo(visitorDetails.email, 'appointment-reminder')),
      ...(await mailTo('agent@example.com', 'appointment-reminder-staff')),
    ];
    expect(reminders).toHaveLength(2);
    for (const reminder of reminders) {
      expect(reminder.status).toBe('pending');
      expect(reminder.nextAttemptAt.getTime()).toBe(
        new Date(time.startsAt).getTime() - 24 * 3600_000,
      );
    }
  });

  it('refuses a time just taken (409), and one never open (400 by the field)', async () => {
    const time = await laterTime(15, 3);
    const first = await prospectBooks({ ...visitorDetails, startsAt: time.startsAt, minutes: 15 });
    expect(first.statusCode, first.body).toBe(201);
    const again = await prospectBooks({ ...visitorDetails, startsAt: time.startsAt, minutes: 15 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: appointmentMessages.taken });

    // 30 minutes that would run into a booked quarter hour are taken too.
    const before = new Date(new Date(time.startsAt).getTime() - 15 * 60_000).toISOString();
    const overlapping = await prospectBooks({ ...visitorDetails, startsAt: before, minutes: 30 });
    expect(overlapping.statusCode).toBe(409);

    const night = agencyInstant(time.startsAt.slice(0, 10), '03:00').toISOString();
    const never = await prospectBooks({ ...visitorDetails, startsAt: night, minutes: 15 });
    expect(never.statusCode).toBe(400);
    expect(never.json()).toEqual({
      message: appointmentMessages.unavailable,
      errors: [{ path: 'startsAt', message: appointmentMessages.unavailable }],
    });
    const offQuarter = new Date(new Date(time.startsAt).getTime() + 5 * 60_000).toISOString();
    expect(
      (await prospectBooks({ ...visitorDetails, startsAt: offQuarter, minutes: 15 })).statusCode,
    ).toBe(400);
    expect(
      await t.database.db
        .select()
        .from(appointments)
        .where(eq(appointments.startsAt, new Date(night))),
    ).toEqual([]);
  });

  it('says what is missing, field by field', async () => {
    const res = await prospectBooks({ startsAt: 'soon', minutes: 20, mode: 'fax', email: 'pat' });
    expect(res.statusCode).toBe(400);
    const messages = res.json<{ errors: { path: string; message: string }[] }>().errors;
    expect(messages).toEqual(
      expect.arrayContaining([
        { path: 'startsAt', message: appointmentMessages.startsAt },
        { path: 'minutes', message: appointmentMessages.minutes },
        { path: 'mode', message: appointmentMessages.mode },
        { path: 'topic', message: appointmentMessages.topic },
        { path: 'name', message: appointmentMessages.name },
        { path: 'email', message: 'Please enter a valid email address' },
      ]),
    );
  });

  it(`counts a visitor's bookings before the work: the ${PROSPECT_BOOKING_RATE_LIMIT.max + 1}th in an hour waits`, async () => {
    const ip = '198.51.100.250';
    const statuses: number[] = [];
    for (let i = 0; i <= PROSPECT_BOOKING_RATE_LIMIT.max; i++) {
      statuses.push((await prospectBooks({ ...visitorDetails, startsAt: 'x' }, ip)).statusCode);
    }
    expect(statuses).toEqual([...Array(PROSPECT_BOOKING_RATE_LIMIT.max).fill(400), 429]);
  });
});

describe("a visitor's words in the agency's e-mails", () => {
  it("reach the greeting only as a name, never the booker's copy as a note; staff read them as the visitor's", async () => {
    const time = await laterTime(15, 20);
    const email = 'victim@example.org';
    const res = await prospectBooks({
      ...visitorDetails,
      name: 'Dana, your auto policy LAPSES TODAY. Pay at https://pay.example/now',
      email,
      notes: 'URGENT: your policy lapses\rBEGIN:VEVENT\rpay at https://pay.example',
      startsAt: time.startsAt,
      minutes: 15,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [toBooker] = await mailTo(email, 'appointment-booked');
    expect(toBooker!.text.split('\n')[0]).toBe('Hello,');
    for (const part of [toBooker!.subject, toBooker!.text, toBooker!.html]) {
      expect(part).not.toMatch(/LAPSES|pay\.example/);
    }
    const bookerCalendar = calendarOf(toBooker!);
    expect(bookerCalendar.file).not.toMatch(/LAPSES|pay\.example/);
    const [reminder] = await mailTo(email, 'appointment-reminder');
    expect(reminder!.text).not.toMatch(/LAPSES|pay\.example/);

    // The agent sees what the visitor wrote, as theirs, in one event.
    const [toAgent] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.kind, 'appointment-booked-staff'), like(emailOutbox.text, '%LAPSES%')),
      );
    expect(toAgent!.text).toContain('Their note: URGENT');
    const agentCalendar = calendarOf(toAgent!);
    expect(agentCalendar.event.description).toContain('Their note: URGENT: your policy lapses');
    expect(agentCalendar.file.split(/\r\n|\r|\n/).filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(
      1,
    );
  });

  it.each(['https://pay.example/now', 'call 913 555 0100 now', '(913) 555-0100; drop', '555-0100'])(
    'refuses %j as a phone number, by the field, and books nothing',
    async (phone) => {
      const time = await laterTime(15, 21);
      const res = await prospectBooks({
        ...visitorDetails,
        phone,
        startsAt: time.startsAt,
        minutes: 15,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'phone', message: 'Please enter a valid phone number' },
      ]);
    },
  );
});

describe('upcoming bookings are capped, counted before the work', () => {
  const booked = (email: string) =>
    t.database.db.select().from(appointments).where(eq(appointments.email, email));

  it(`per person: a visitor's ${OPEN_BOOKINGS_PER_PERSON + 1}th upcoming booking is refused, from any address`, async () => {
    const email = 'many.times@example.com';
    const statuses: number[] = [];
    let last;
    for (let i = 0; i <= OPEN_BOOKINGS_PER_PERSON; i++) {
      const time = await laterTime(15, 30 + i);
      // Another capitalisation is the same person.
      last = await prospectBooks({
        ...visitorDetails,
        email: i % 2 ? email.toUpperCase() : email,
        startsAt: time.startsAt,
        minutes: 15,
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array(OPEN_BOOKINGS_PER_PERSON).fill(201), 429]);
    expect(last!.json()).toEqual({ message: bookingCapMessages.person('(913) 555-0142') });
    const rows = [...(await booked(email)), ...(await booked(email.toUpperCase()))];
    expect(rows).toHaveLength(OPEN_BOOKINGS_PER_PERSON);
  });

  it(`per visitor address: the ${OPEN_BOOKINGS_PER_ADDRESS + 1}th upcoming booking from one address is refused, whatever the e-mail`, async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    let last;
    for (let i = 0; i <= OPEN_BOOKINGS_PER_ADDRESS; i++) {
      const time = await laterTime(15, 40 + i);
      last = await prospectBooks(
        {
          ...visitorDetails,
          email: `from.one.address${i}@example.com`,
          startsAt: time.startsAt,
          minutes: 15,
        },
        ip,
      );
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array(OPEN_BOOKINGS_PER_ADDRESS).fill(201), 429]);
    expect(last!.json()).toEqual({ message: bookingCapMessages.address('(913) 555-0142') });
    expect(await booked(`from.one.address${OPEN_BOOKINGS_PER_ADDRESS}@example.com`)).toEqual([]);
  });

  it('per client: the 4th upcoming booking is refused until one is cancelled', async () => {
    const book = async (index: number) => {
      const time = await laterTime(15, index);
      return clientCall(
        'POST',
        '/api/client/appointments',
        { startsAt: time.startsAt, minutes: 15, mode: 'visit', topic: 'other' },
        cookies.second,
      );
    };
    const made = [];
    for (let i = 0; i < OPEN_BOOKINGS_PER_PERSON; i++) {
      const res = await book(50 + i);
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json<Appointment>().id);
    }
    const refused = await book(50 + OPEN_BOOKINGS_PER_PERSON);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(bookingCapMessages.person('(913) 555-0142'));
    const cancel = await clientCall(
      'POST',
      `/api/client/appointments/${made[0]}/cancel`,
      undefined,
      cookies.second,
    );
    expect(cancel.statusCode).toBe(200);
    expect((await book(50 + OPEN_BOOKINGS_PER_PERSON)).statusCode).toBe(201);
  });
});

describe('/api/client/appointments (a client)', () => {
  const auto = async () =>
    (
      await t.database.db
        .select()
        .from(clientPolicies)
        .where(eq(clientPolicies.policyNumber, 'SSI-AUTO-100231'))
    )[0]!;

  it('books a review of a policy from the session, and the renewal board shows it booked', async () => {
    const policy = await auto();
    const time = await laterTime(30, 6);
    const res = await clientCall('POST', '/api/client/appointments', {
      startsAt: time.startsAt,
      minutes: 30,
      mode: 'visit',
      topic: 'renewal',
      policyId: policy.id,
      notes: 'We added a teen driver.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Appointment>()).toMatchObject({
      policyNumber: 'SSI-AUTO-100231',
      mode: 'visit',
      notes: 'We added a teen driver.',
    });
    const [row] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, res.json<Appointment>().id));
    expect(row).toMatchObject({
      accountId: accounts.client,
      bookedBy: ids.client,
      email: 'demo.client@example.com',
    });
    const [toClient] = await mailTo('demo.client@example.com', 'appointment-booked');
    expect(toClient!.text).toContain('Come to our office at');
    expect(toClient!.text).toContain('open Appointments in your client portal');
    const [renewal] = await t.database.db
      .select()
      .from(policyRenewals)
      .where(
        and(
          eq(policyRenewals.policyId, policy.id),
          eq(policyRenewals.expirationDate, policy.expirationDate),
        ),
      );
    expect(renewal).toMatchObject({ status: 'review-booked', assigneeId: ids.agent });

    const list = await clientCall('GET', '/api/client/appointments');
    expect(list.json<Appointment[]>().map((a) => a.id)).toContain(res.json<Appointment>().id);
    // Another household sees none of it.
    const theirs = await clientCall('GET', '/api/client/appointments', undefined, cookies.second);
    expect(theirs.json<Appointment[]>().map((a) => a.id)).not.toContain(res.json<Appointment>().id);
  });

  it("refuses another household's policy (404) and staff in the portal (403)", async () => {
    const time = await laterTime(15, 9);
    const policy = await auto();
    const other = await clientCall(
      'POST',
      '/api/client/appointments',
      { startsAt: time.startsAt, minutes: 15, mode: 'call', topic: 'renewal', policyId: policy.id },
      cookies.second,
    );
    expect(other.statusCode).toBe(404);
    const staff = await clientCall(
      'POST',
      '/api/client/appointments',
      { startsAt: time.startsAt, minutes: 15, mode: 'call', topic: 'other' },
      cookies.agent,
    );
    expect(staff.statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: '/api/client/appointments' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('cancels: the time opens again, the reminders are withdrawn, both are told', async () => {
    const time = await laterTime(15, 12);
    const call = { startsAt: time.startsAt, minutes: 15, mode: 'call', topic: 'annual-review' };
    // The demo account has no phone: a call needs a number to call.
    const noNumber = await clientCall('POST', '/api/client/appointments', call);
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json()).toEqual({
      message: appointmentMessages.phoneForCall,
      errors: [{ path: 'phone', message: appointmentMessages.phoneForCall }],
    });
    const made = await clientCall('POST', '/api/client/appointments', {
      ...call,
      phone: '(785) 555-0110',
    });
    expect(made.statusCode, made.body).toBe(201);
    const [held] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, made.json<Appointment>().id));
    expect(held!.phone).toBe('(785) 555-0110');
    const { id } = made.json<Appointment>();
    const [booked] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(booked!.reminderEmailIds).toHaveLength(2);

    const notTheirs = await clientCall(
      'POST',
      `/api/client/appointments/${id}/cancel`,
      undefined,
      cookies.second,
    );
    expect(notTheirs.statusCode).toBe(404);

    const cancelled = await clientCall('POST', `/api/client/appointments/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Appointment>().status).toBe('cancelled');
    expect(
      await t.database.db
        .select()
        .from(appointmentSlots)
        .where(eq(appointmentSlots.appointmentId, id)),
    ).toEqual([]);
    const offered = (await slots(15)).days.flatMap((day) => day.times.map((x) => x.startsAt));
    expect(offered).toContain(time.startsAt);
    for (const reminderId of booked!.reminderEmailIds) {
      expect(
        await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, reminderId)),
      ).toEqual([]);
    }
    const [told] = await mailTo('demo.client@example.com', 'appointment-cancelled');
    expect(calendarOf(told!).method).toBe('CANCEL');
    expect(calendarOf(told!).event.uid).toBe(`appointment-${id}@localhost`);
    expect(await mailTo('agent@example.com', 'appointment-cancelled-staff')).not.toEqual([]);

    const again = await clientCall('POST', `/api/client/appointments/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: appointmentMessages.alreadyCancelled });
  });
});
