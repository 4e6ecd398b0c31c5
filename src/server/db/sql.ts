import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Column names for an INSERT's or an ON CONFLICT's list, where PostgreSQL wants them bare
 * (`"count"`, not `"rate_limits"."count"` as a column reference elsewhere in `sql` renders).
 */
export function columnList(...columns: Column[]): SQL {
  return sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
}

/**
 * A LIKE / ILIKE pattern for text found anywhere in a value: `%` and `_` typed in a search box
 * are letters, not wildcards.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The PostgreSQL SQLSTATE of an error (`23505`: a unique key taken), looked for down the error's
 * causes: drizzle wraps the driver's error in `cause`.
 */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
