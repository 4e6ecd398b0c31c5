import { CsvError, parse } from 'csv-parse/sync';
import { csvProblem, IMPORT_MAX_ROWS, importMessages } from '#shared/staff/import';
import { HttpError } from '#server/plugins/errors';

/** A file's header and rows; `rows[i]` is line `i + 2` as a spreadsheet numbers it. */
export interface CsvTable {
  headers: string[];
  rows: string[][];
}

const refuse = (message: string) => new HttpError(400, message, [{ path: 'file', message }]);

/** What csv-parse's error codes mean, in words. */
const problems: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quotation mark opens a cell and never closes it',
  CSV_INVALID_CLOSING_QUOTE: 'a quotation mark inside a cell is not doubled ("")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE:
    'there is text after the closing quotation mark of a cell',
  CSV_MAX_RECORD_SIZE: 'a row is too long',
};

/** The delimiter of the header line: a comma, or what a spreadsheet in another locale used. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** The line where the quote that never closes opens (the parser only knows where the file ended). */
function unclosedQuoteLine(text: string): number {
  let line = 1;
  let quoted = false;
  let openedAt = 1;
  for (const char of text) {
    if (char === '\n') line++;
    else if (char === '"') {
      quoted = !quoted;
      if (quoted) openedAt = line;
    }
  }
  return openedAt;
}

/**
 * Reads an export as a management system or a spreadsheet writes it: UTF-8 (with or without its
 * byte-order mark), a comma, semicolon or tab between cells, quoted cells over several lines.
 * Anything else is refused with what to do: another encoding, a binary file, an unclosed quote,
 * a header that names a column twice, no rows, too many rows.
 */
export function readCsv(bytes: Buffer): CsvTable {
  // UTF-16 (what "Unicode text" exports write) starts with its byte-order mark.
  if (
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  ) {
    throw refuse(importMessages.notText);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse(importMessages.notText);
  }
  if (text.includes('\u0000')) throw refuse(importMessages.notText);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      max_record_size: 64 * 1024,
      to: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const line =
        error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? unclosedQuoteLine(text)
          : ((error as CsvError & { lines?: number }).lines ?? 1);
      throw refuse(
        csvProblem(
          line,
          problems[error.code] ?? 'the cells are not separated as a CSV file separates them',
        ),
      );
    }
    throw error;
  }
  const [headers, ...rows] = records;
  if (!headers || rows.length === 0) throw refuse(importMessages.empty);
  if (rows.length > IMPORT_MAX_ROWS) throw refuse(importMessages.tooManyRows);
  const seen = new Set<string>();
  for (const header of headers) {
    if (header === '') continue;
    if (seen.has(header.toLowerCase())) throw refuse(importMessages.duplicateHeader(header));
    seen.add(header.toLowerCase());
  }
  return { headers, rows };
}
