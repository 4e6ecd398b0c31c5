import { z } from 'zod';
import { AGENCY_TIME_ZONE } from './agency-time';
import { endpoint } from './endpoints';
import { phoneNumberField, recordIdParams } from './fields';
import { leadMessages } from './leads';

/**
 * Appointments with an agent (docs/adr/0017): a 15- or 30-minute call or office visit a client
 * or a prospect books in the agency's time zone, from the times staff have said they are free.
 */
export const appointmentMinutes = [15, 30] as const;

export const appointmentModes = ['call', 'visit'] as const;
export type AppointmentMode = (typeof appointmentModes)[number];
export const appointmentModeLabels: Record<AppointmentMode, string> = {
  call: 'Phone call',
  visit: 'Visit at the office',
};

export const appointmentTopics = [
  'annual-review',
  'renewal',
  'new-coverage',
  'claim',
  'other',
] as const;
export type AppointmentTopic = (typeof appointmentTopics)[number];
export const appointmentTopicLabels: Record<AppointmentTopic, string> = {
  'annual-review': 'Review my coverage',
  renewal: 'A renewal coming up',
  'new-coverage': 'New coverage or a quote',
  claim: 'A claim',
  other: 'Something else',
};

export const appointmentStatuses = ['booked', 'cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** Bookable times start on the quarter hour: every 15 minutes of a staff member's windows. */
export const SLOT_MINUTES = 15;

export const appointmentMessages = {
  minutes: 'Please choose 15 or 30 minutes',
  mode: 'Please choose a phone call or a visit',
  topic: 'Please choose what you would like to talk about',
  startsAt: 'Please choose a time',
  name: 'Please enter your name',
  notes: 'Please keep your note under 1,000 characters',
  taken: 'That time was just booked by someone else. Please choose another.',
  unavailable: 'That time is not open for booking. Please choose one of the times shown.',
  notFound: 'Not found',
  alreadyCancelled: 'This appointment is already cancelled.',
  started: 'This appointment has already started. Please call us to change it.',
  phoneForCall: 'Please give a number we can call you at',
} as const;

const minutesField = z.coerce
  .number({ error: appointmentMessages.minutes })
  .pipe(z.union([z.literal(15), z.literal(30)], { error: appointmentMessages.minutes }));

/** GET /api/appointments/slots?minutes=: the times open for a booking of that length. */
export const slotsQuerySchema = z.object({ minutes: minutesField.default(30) });

/** The open times of one day of the agency's calendar. */
export const slotDaySchema = z.object({
  /** YYYY-MM-DD on the agency's calendar. */
  date: z.string(),
  /** Each open start: the agency's clock (HH:MM) and the instant. */
  times: z.array(z.object({ time: z.string(), startsAt: z.string() })),
});

export const slotsSchema = z.object({
  timeZone: z.string(),
  minutes: z.number(),
  days: z.array(slotDaySchema),
});
export type Slots = z.infer<typeof slotsSchema>;

const bookingFields = {
  startsAt: z.iso.datetime({ offset: true, error: appointmentMessages.startsAt }),
  minutes: minutesField,
  mode: z.enum(appointmentModes, { error: appointmentMessages.mode }),
  topic: z.enum(appointmentTopics, { error: appointmentMessages.topic }),
  notes: z
    .string()
    .trim()
    .max(1000, appointmentMessages.notes)
    .optional()
    .transform((text) => text || undefined),
};

/**
 * Upcoming appointments one person (by e-mail address) may hold at once, and one visitor's network
 * address: enough for a household's reviews, too few to fill an agent's weeks.
 */
export const OPEN_BOOKINGS_PER_PERSON = 3;
export const OPEN_BOOKINGS_PER_ADDRESS = 3;

export const bookingCapMessages = {
  person: (phone: string) =>
    `You already have ${OPEN_BOOKINGS_PER_PERSON} upcoming appointments with us. To book another, cancel one first or call us at ${phone}.`,
  address: (phone: string) =>
    `Too many upcoming appointments were booked from your network. Please call us at ${phone}.`,
};

/** POST /api/client/appointments: a signed-in client books; who they are comes from the session. */
export const clientBookingSchema = z.object({
  ...bookingFields,
  /** The policy to review, one of the client's. */
  policyId: z.number().int().positive().optional(),
  /** The number to call, when it is not the account's (or the account has none). */
  phone: z
    .string({ error: leadMessages.phone })
    .trim()
    .max(30)
    .optional()
    .transform((value) => value || undefined)
    .pipe(phoneNumberField(leadMessages.phone).optional()),
});
export type ClientBooking = z.input<typeof clientBookingSchema>;

/** POST /api/appointments: a visitor to the site books, and says who they are. */
export const prospectBookingSchema = z.object({
  ...bookingFields,
  name: z
    .string({ error: appointmentMessages.name })
    .trim()
    .min(1, appointmentMessages.name)
    .max(200),
  email: z.string({ error: leadMessages.email }).trim().max(320).pipe(z.email(leadMessages.email)),
  phone: phoneNumberField(leadMessages.phone),
});
export type ProspectBooking = z.input<typeof prospectBookingSchema>;

/** An appointment as the person who booked it sees it. */
export const appointmentSchema = z.object({
  id: z.number(),
  startsAt: z.string(),
  minutes: z.number(),
  mode: z.enum(appointmentModes),
  topic: z.enum(appointmentTopics),
  notes: z.string().nullable(),
  policyNumber: z.string().nullable(),
  status: z.enum(appointmentStatuses),
  /** The agent the appointment is with. */
  staffName: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

// --- the appointments' endpoints ----------------------------------------------------------------

/** An appointment's `:id`: one that cannot be an id is not found, as an unknown one. */
export const appointmentIdParams = recordIdParams(appointmentMessages.notFound);

/** A booking, a visitor's or a client's: 201 with the appointment as its booker sees it. */
const booking = <const P extends `/${string}`, B extends z.ZodType>(path: P, body: B) =>
  endpoint('POST', path, { body, response: { 201: appointmentSchema } });

/** What the site's booking page and the portal call: the open times, a booking, a cancellation. */
export const appointmentEndpoints = {
  slots: endpoint('GET', '/api/appointments/slots', {
    querystring: slotsQuerySchema,
    response: { 200: slotsSchema },
  }),
  /** A visitor's booking. */
  book: booking('/api/appointments', prospectBookingSchema),
  /** The signed-in client's appointments. */
  clientList: endpoint('GET', '/api/client/appointments', {
    response: { 200: z.array(appointmentSchema) },
  }),
  clientBook: booking('/api/client/appointments', clientBookingSchema),
  clientCancel: endpoint('POST', '/api/client/appointments/:id/cancel', {
    params: appointmentIdParams,
    response: { 200: appointmentSchema },
  }),
};

/** "Tue, Dec 1, 2026 at 10:30 AM CST": an appointment's start, on the agency's clock. */
export function formatAppointmentTime(startsAt: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: AGENCY_TIME_ZONE,
    timeZoneName: 'short',
  })
    .format(new Date(startsAt))
    .replace(/, (\d{1,2}:\d{2})/, ' at $1');
}
