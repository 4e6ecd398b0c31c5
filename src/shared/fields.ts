import { z } from 'zod';
import { isPhoneNumber } from './phone';

/** The largest id of a serial column (PostgreSQL `integer`). */
export const MAX_RECORD_ID = 2_147_483_647;

/** The id of a record in a path, a query or a body: a whole number the database can hold. */
export const recordId = (message = 'Not found') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);

/** A path's `:id` of a record (`message` when it cannot be one: a 400 with it). */
export const recordIdParams = (message?: string) => z.object({ id: recordId(message) });

/** A path's `:id` as text: a client account's id, or a record's before `knownRecord` reads it. */
export const idParams = z.object({ id: z.string().max(100) });

/** A record id written in a path: the number, or null for anything that cannot be one. */
export function parseRecordId(text: string): number | null {
  return /^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= MAX_RECORD_ID
    ? Number(text)
    : null;
}

/** The earliest date the product accepts for anything that happened (an incident, a policy). */
export const EARLIEST_DATE = '1900-01-01';

/** Whether `value` is a day of the calendar (no 31 February) as YYYY-MM-DD, from 1900 on. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < EARLIEST_DATE) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * A real calendar date, YYYY-MM-DD, not before 1900; one message for any problem, and later
 * checks (not in the future) run only on a date that is one.
 */
export const calendarDate = (message: string) =>
  z.string({ error: message }).refine(isCalendarDate, { message, abort: true });

/**
 * A phone field: a phone number (see isPhoneNumber), at least 10 characters as the quote form has
 * always asked, one message for any problem.
 */
export const phoneNumberField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(10, { message, abort: true })
    .max(30, { message, abort: true })
    .refine(isPhoneNumber, { message, abort: true });
