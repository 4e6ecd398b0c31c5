// Records a matrix call acts on (src/server/authorization.test.ts), made fresh per caller so that
// one caller's change never decides the next one's status.
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { MatrixContext } from './authorization-matrix';

/** Inserts one row of `table` and returns its serial id, for the URL of the call. */
export async function insertedId<
  T extends PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> },
>(ctx: MatrixContext, table: T, values: PgInsertValue<T>): Promise<number> {
  const [row] = await ctx.database.db.insert(table).values(values).returning({ id: table.id });
  return row!.id;
}
