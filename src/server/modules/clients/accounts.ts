import { eq } from 'drizzle-orm';
import type { AccountRole, PolicyScope } from '#shared/clients';
import type { Db } from '#server/db/client';
import { clientAccounts, users } from '#server/db/schema';

type UserRow = typeof users.$inferSelect;

/** A client person's own columns: the account ones are set here. */
export type ClientPersonValues = Omit<
  typeof users.$inferInsert,
  'role' | 'isClient' | 'accountId' | 'accountRole' | 'policyScope'
>;

/** Where a person joins: an existing account, in a part and a scope. */
export interface Membership {
  accountId: string;
  accountRole: AccountRole;
  policyScope: PolicyScope;
}

/**
 * Adds a client person: to the account of `membership`, or as the holder of a new account of
 * their own (a household named as they are, their address its contact). Every path that makes a
 * client (registration, invitation, the operator's command, the demo data) comes here. Null when
 * the address already has an account, and then nothing is written.
 */
export async function addClientPerson(
  tx: Db,
  person: ClientPersonValues,
  membership?: Membership,
): Promise<UserRow | null> {
  return tx.transaction(async (inner) => {
    const joining =
      membership ??
      ({
        accountId: (
          await inner
            .insert(clientAccounts)
            .values({
              kind: 'person',
              firstName: person.firstName ?? null,
              lastName: person.lastName ?? null,
              email: person.email,
            })
            .returning({ id: clientAccounts.id })
        )[0]!.id,
        accountRole: 'holder',
        policyScope: 'all',
      } satisfies Membership);
    const [row] = await inner
      .insert(users)
      .values({ ...person, role: 'client', isClient: true, ...joining })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (!membership) {
      await inner.delete(clientAccounts).where(eq(clientAccounts.id, joining.accountId));
    }
    return null;
  });
}
