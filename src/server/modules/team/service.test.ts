import { eq, isNull, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '#tests/helpers/database-targets';
import { teamMessages } from '#shared/staff/team';
import type { Database } from '#server/db/client';
import { auditLog, users } from '#server/db/schema';
import { sessionStore } from '../auth/sessions';
import { teamService } from './service';

// Two admins disable each other at the same time. Without the lock on the active admins, each
// request would see the other admin left, and the agency would have none.
describe.each(databaseTargets)('the last active admin on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    await cleanup?.();
  });

  it('stays when two admins disable each other at the same time', async () => {
    const { db } = database;
    const [a, b] = await db
      .insert(users)
      .values([
        { email: 'a@race.example', role: 'admin' },
        { email: 'b@race.example', role: 'admin' },
      ])
      .returning();
    const team = teamService(db, sessionStore(db, database.query));

    // A disables B in a transaction still open when B's request (already past the guard)
    // disables A. On PostgreSQL B's request must wait for A's to commit, then see that A is the
    // last active admin; PGlite has one connection, so the two run one after the other.
    let second: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, b!.id));
      second = team.disable(b!.id, a!.id).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(await second).toMatchObject({ statusCode: 409, message: teamMessages.lastAdmin });

    const active = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));
    expect(active).toEqual([{ email: 'a@race.example' }]);
    expect(await db.$count(auditLog, eq(auditLog.action, 'user.disable'))).toBe(0);
  });
});
