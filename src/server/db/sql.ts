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
