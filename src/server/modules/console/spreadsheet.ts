import { stringify } from 'csv-stringify/sync';
import { AGENCY_TIME_ZONE } from '#shared/agency-time';

// A spreadsheet reads `2025-11-22 13:04` as a date and time; on the agency's clock, as staff
// read every other time in the console.
const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a spreadsheet's date and time on the agency's clock; empty for none. */
export const agencyTime = (at: Date | string | null) =>
  at === null ? '' : localTime.format(typeof at === 'string' ? new Date(at) : at);

/**
 * Rows as a CSV file for a spreadsheet (the console's exports): RFC 4180 quoting (commas, quotes,
 * line breaks), CRLF between records, and a UTF-8 byte order mark, without which Excel reads
 * "José" as "JosÃ©". What visitors and clients typed can start with `=`, `+`, `-`, `@`, a tab or
 * a carriage return, which a spreadsheet would run as a formula (OWASP, CSV injection): such a
 * cell gets a leading `'`.
 */
export function spreadsheetCsv<T>(
  rows: T[],
  columns: { header: string; value: (row: T) => string | number }[],
): string {
  return stringify(
    rows.map((row) => columns.map((column) => column.value(row))),
    {
      header: true,
      columns: columns.map((column) => column.header),
      bom: true,
      escape_formulas: true,
      record_delimiter: 'windows',
      // Set with record_delimiter, or csv-stringify leaves a lone \n or \r in a cell unquoted.
      quote_record_delimiter: true,
    },
  );
}
