import { z } from 'zod';

/** The largest id of a serial column (PostgreSQL `integer`). */
export const MAX_RECORD_ID = 2_147_483_647;

/** The id of a record in a path, a query or a body: a whole number the database can hold. */
export const recordId = (message = 'Not found') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);

/** The earliest date the product accepts for anything that happened (an incident, a policy). */
export const EARLIEST_DATE = '1900-01-01';

/** A real calendar date (no 31 February), YYYY-MM-DD, not before 1900. */
export const calendarDate = (message: string) =>
  z.iso.date({ error: message }).refine((value) => value >= EARLIEST_DATE, message);
