import { z } from 'zod';
import { appointmentIdParams, appointmentSchema, SLOT_MINUTES } from '../appointments';
import { endpoint } from '../endpoints';

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const weekdayLabels = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const availabilityMessages = {
  time: 'Please enter a time on the quarter hour, such as 09:00 or 13:45',
  order: 'The end must be after the start',
  overlap: 'This time overlaps another on the same day',
  weekday: 'Please choose a day',
  tooMany: 'Please enter at most 28 times in a week',
  reason: 'Please tell the client why, in a sentence they will read',
} as const;

/** HH:MM on the quarter hour, 00:00 to 24:00, as minutes since midnight. */
const quarterHour = z
  .string()
  .regex(/^([01]\d|2[0-4]):(00|15|30|45)$/, availabilityMessages.time)
  .refine((time) => time <= '24:00', availabilityMessages.time);

export const minutesOfTime = (time: string) =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const availabilityWindowSchema = z
  .object({
    weekday: z.number({ error: availabilityMessages.weekday }).int().min(1).max(7),
    start: quarterHour,
    end: quarterHour,
  })
  .refine((w) => minutesOfTime(w.end) - minutesOfTime(w.start) >= SLOT_MINUTES, {
    message: availabilityMessages.order,
    path: ['end'],
  });
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

/** PUT /api/staff/availability: the signed-in staff member's whole week, replacing the last. */
export const availabilitySchema = z
  .object({ windows: z.array(availabilityWindowSchema).max(28, availabilityMessages.tooMany) })
  .superRefine(({ windows }, ctx) => {
    windows.forEach((w, i) => {
      const clash = windows.findIndex(
        (other, j) =>
          j < i &&
          other.weekday === w.weekday &&
          minutesOfTime(other.start) < minutesOfTime(w.end) &&
          minutesOfTime(w.start) < minutesOfTime(other.end),
      );
      if (clash >= 0) {
        ctx.addIssue({
          code: 'custom',
          message: availabilityMessages.overlap,
          path: ['windows', i, 'start'],
        });
      }
    });
  });
export type Availability = z.infer<typeof availabilitySchema>;

/** An appointment as the console shows it: who booked, with whom, about what. */
export const staffAppointmentSchema = appointmentSchema.extend({
  staffId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The client's record, when a client booked; null for a prospect. */
  accountId: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAppointment = z.infer<typeof staffAppointmentSchema>;

export const appointmentScopes = ['mine', 'all'] as const;

/** GET /api/staff/appointments?scope=: from the start of today, the next 60 days. */
export const appointmentListQuerySchema = z.object({
  scope: z.enum(appointmentScopes).default('mine'),
});

/** POST /api/staff/appointments/:id/cancel: why, in words the client reads in their e-mail. */
export const appointmentCancelSchema = z.object({
  reason: z.string().trim().min(1, availabilityMessages.reason).max(500),
});

// --- the console's appointment endpoints --------------------------------------------------------

/** The member's weekly hours, read and written whole: what is saved is answered back. */
const availability = { response: { 200: availabilitySchema } };

/** What the console calls: the signed-in member's weekly hours, the appointments, a cancellation. */
export const staffAppointmentEndpoints = {
  availability: endpoint('GET', '/api/staff/availability', availability),
  saveAvailability: endpoint('PUT', '/api/staff/availability', {
    ...availability,
    body: availabilitySchema,
  }),
  list: endpoint('GET', '/api/staff/appointments', {
    querystring: appointmentListQuerySchema,
    response: { 200: z.array(staffAppointmentSchema) },
  }),
  cancel: endpoint('POST', '/api/staff/appointments/:id/cancel', {
    params: appointmentIdParams,
    body: appointmentCancelSchema,
    response: { 200: staffAppointmentSchema },
  }),
};
