import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { users } from '#server/db/schema';
import { demoAccounts } from '#server/db/seed';
import { setUpDemoApp } from './demo-app';
import { logInAs } from './sessions';

export type DemoAccount = keyof typeof demoAccounts;

/**
 * The demo app (./demo-app.ts) with every demo account logged in, for the staff console's API
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
  const { t, config } = setUpDemoApp({ name });
  const cookies = {} as Record<DemoAccount, string>;
  const ids = {} as Record<DemoAccount, string>;
  /** The client accounts of the demo clients (staff URLs name accounts). */
  const accounts = {} as Record<'client' | 'second', string>;

  beforeAll(async () => {
    let n = firstHost;
    for (const [who, account] of Object.entries(demoAccounts)) {
      cookies[who as DemoAccount] = await logInAs(t.app, account, `203.0.113.${n++}`);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email));
      ids[who as DemoAccount] = row!.id;
      if (who === 'client' || who === 'second') accounts[who] = row!.accountId!;
    }
  });

  return { t, config, cookies, ids, accounts };
}
