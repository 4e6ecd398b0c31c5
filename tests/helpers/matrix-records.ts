// Records a matrix call acts on (src/server/authorization.test.ts), made fresh per caller so that
// one caller's change never decides the next one's status.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import {
  appointments,
  certificateHolders,
  claimStatusHistory,
  claims,
  documents,
  emailOutbox,
} from '#server/db/schema';
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

/** A visitor's appointment with the agent, a week ahead (no quarter hours held: none are needed). */
export function anAppointment(ctx: MatrixContext) {
  return insertedId(ctx, appointments, {
    staffId: ctx.ids.agent,
    startsAt: new Date(Date.now() + 7 * 86_400_000),
    minutes: 30,
    mode: 'visit',
    topic: 'new-coverage',
    name: 'A visitor',
    email: 'visitor@matrix.example',
    phone: '(316) 555-0100',
  });
}

/** A certificate holder of client A's account. */
export function holderOfA(ctx: MatrixContext) {
  return insertedId(ctx, certificateHolders, {
    accountId: ctx.accountIds.clientA,
    name: 'Matrix Property Management',
  });
}

/** Client A's seeded welcome letter, whose file the seed wrote into the app's DATA_DIR. */
export async function welcomeLetterOfA(ctx: MatrixContext) {
  const [row] = await ctx.database.db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.accountId, ctx.accountIds.clientA),
        eq(documents.fileName, 'welcome-letter.pdf'),
      ),
    );
  return row!.id;
}

/** A fresh document of client A for each caller, so one caller's delete leaves the next one's. */
export function freshDocumentOfA(ctx: MatrixContext) {
  return insertedId(ctx, documents, {
    accountId: ctx.accountIds.clientA,
    uploadedBy: ctx.ids.clientA,
    fileName: 'matrix.pdf',
    // No file under this key: removing a missing file is not an error.
    filePath: randomUUID(),
    fileSize: 1,
    mimeType: 'application/pdf',
  });
}

/** An e-mail the worker gave up on. */
export function freshFailedEmail(ctx: MatrixContext) {
  return insertedId(ctx, emailOutbox, {
    kind: 'matrix',
    to: 'nobody@matrix.example',
    subject: 'Matrix check',
    text: 'Matrix check',
    status: 'failed',
    attempts: 10,
    lastError: 'connection refused',
  });
}
