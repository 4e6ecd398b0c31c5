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
