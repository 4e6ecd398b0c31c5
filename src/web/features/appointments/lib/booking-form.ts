import { z } from 'zod';
import {
  clientBookingSchema,
  prospectBookingSchema,
  type AppointmentTopic,
} from '#shared/appointments';

/** Who books: a signed-in client (identity from the session) or a visitor who says who they are. */
export type Audience = 'client' | 'prospect';

/** The booking form's fields as the browser holds them: every choice a string. */
const bookingFields = z.object({
  minutes: z.string(),
  mode: z.string(),
  topic: z.string(),
  startsAt: z.string(),
  notes: z.string(),
  /** The policy to review, or '' for none (clients only). */
  policyId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type BookingValues = z.output<typeof bookingFields>;

export function emptyBooking(
  start: { topic?: AppointmentTopic; policyId?: number } = {},
): BookingValues {
  return {
    minutes: '30',
    mode: 'call',
    topic: start.topic ?? '',
    startsAt: '',
    notes: '',
    policyId: start.policyId === undefined ? '' : String(start.policyId),
    name: '',
    email: '',
    phone: '',
  };
}

/**
 * The API's schema read from what `fields` gives: its input is looser than the strings the form
 * holds (`minutes` is coerced), which the types cannot see.
 */
const reading = <TApi extends z.ZodType, TFields>(api: TApi) =>
  api as unknown as z.ZodType<z.output<TApi>, TFields>;

const clientFields = bookingFields.transform(
  ({ startsAt, minutes, mode, topic, notes, policyId, phone }) => ({
    startsAt,
    minutes,
    mode,
    topic,
    notes,
    policyId: policyId === '' ? undefined : Number(policyId),
    // Only for a call; blank, the account's number.
    phone: mode === 'call' && phone.trim() !== '' ? phone : undefined,
  }),
);

/** A client's booking: the API's own schema (the same messages), read from the browser's strings. */
export const clientBookingFormSchema = clientFields.pipe(
  reading<typeof clientBookingSchema, z.output<typeof clientFields>>(clientBookingSchema),
);

/** A visitor's booking: the API's own schema, with who they are. */
export const prospectBookingFormSchema = bookingFields.pipe(
  reading<typeof prospectBookingSchema, BookingValues>(prospectBookingSchema),
);

/** "13:30" → "1:30 PM": a time of the agency's clock as people read it. */
export function clockLabel(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** "2026-12-01" → "Tuesday, December 1": a day of the agency's calendar. */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}
