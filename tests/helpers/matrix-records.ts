// Records a matrix call acts on (src/server/authorization.test.ts), made fresh per caller so that
// one caller's change never decides the next one's status.
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { claimStatusHistory, claims } from '#server/db/schema';
import type { MatrixContext } from './authorization-matrix';

/** Inserts one row of `table` and returns its serial id, for the URL of the call. */
export async function insertedId<
  T extends PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> },
>(ctx: MatrixContext, table: T, values: PgInsertValue<T>): Promise<number> {
  const [row] = await ctx.database.db.insert(table).values(values).returning({ id: table.id });
  return row!.id;
}

let claimCount = 0;

/** A submitted claim of client A on the policy member A sees, its history begun. */
export async function submittedClaimOfA(ctx: MatrixContext) {
  const id = await insertedId(ctx, claims, {
    userId: ctx.ids.clientA,
    policyId: ctx.clientAPolicyId,
    claimNumber: `CLM-MATRIX-${process.pid}-${++claimCount}`,
    incidentDate: '2026-01-05',
    description: 'Matrix check of who may see, move or add a photo to this claim.',
    status: 'submitted',
  });
  await ctx.database.db
    .insert(claimStatusHistory)
    .values({ claimId: id, fromStatus: null, toStatus: 'submitted' });
  return id;
}
