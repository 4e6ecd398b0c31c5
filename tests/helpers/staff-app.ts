import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { users } from '#server/db/schema';
import { demoAccounts } from '#server/db/seed';
import { setUpApp, type DemoAccount } from './set-up-app';

export type { DemoAccount };

/**
 * The demo app (./set-up-app.ts) with every demo account logged in, for the staff console's API
 * tests. Call it at the top of a test file. `t.app` and `t.database` are there once
 * the tests run; `cookies`, `ids` and the clients' `accounts` are filled in by then too.
 */
export function setUpStaffApp({
  name,
  firstHost,
}: {
  /** Names the temporary data folder. */
  name: string;
  /** The log-ins come from 203.0.113.<firstHost> on, one address per account. */
  firstHost: number;
}) {
  const everyone = Object.keys(demoAccounts) as DemoAccount[];
  const { t, config, cookies } = setUpApp({ name, logIn: everyone, firstHost });
  const ids = {} as Record<DemoAccount, string>;
  /** The client accounts of the demo clients (staff URLs name accounts). */
  const accounts = {} as Record<'client' | 'second', string>;

  beforeAll(async () => {
    for (const who of everyone) {
      const [row] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, demoAccounts[who].email));
      ids[who] = row!.id;
      if (who === 'client' || who === 'second') accounts[who] = row!.accountId!;
    }
  });

  return { t, config, cookies, ids, accounts };
}
