import { isNotNull } from 'drizzle-orm';
import { accountName } from '#shared/clients';
import type { Db } from '#server/db/client';
import { clientAccounts, users } from '#server/db/schema';
import { normalize } from './values';

export type AccountRow = typeof clientAccounts.$inferSelect;

/** A client's fields as an export gives them (absent: the file has no value for it). */
export interface ClientValues {
  clientCode?: string;
  kind?: 'person' | 'business';
  firstName?: string;
  lastName?: string;
  businessName?: string;
  email?: string;
  phone?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
}

export type ClientMatch =
  { how: 'code' | 'email'; account: AccountRow } | { how: 'name'; account: AccountRow };

const nameKey = (v: {
  kind?: string | null;
  businessName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}) =>
  v.businessName && (v.kind === 'business' || !v.lastName)
    ? normalize(v.businessName)
    : normalize(`${v.firstName ?? ''} ${v.lastName ?? ''}`);

/** The names a row or an account goes by (its business's, its person's), normalised. */
function namesOf(v: {
  businessName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string[] {
  return [normalize(v.businessName), normalize(`${v.firstName ?? ''} ${v.lastName ?? ''}`)].filter(
    Boolean,
  );
}

/**
 * Whether a row names, by name alone, someone other than `account`: it carries a name and none of
 * its names is one of the account's.
 */
export function namesSomeoneElse(
  row: Parameters<typeof namesOf>[0],
  account: Parameters<typeof namesOf>[0],
): boolean {
  const theirs = namesOf(account);
  const named = namesOf(row);
  return named.length > 0 && theirs.length > 0 && !named.some((name) => theirs.includes(name));
}

/** Name and street address, with the ZIP code's first five digits: null without both. */
function nameAddressKey(v: {
  kind?: string | null;
  businessName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  addressLine1?: string | null;
  postalCode?: string | null;
}): string | null {
  const name = nameKey(v);
  const street = normalize(v.addressLine1);
  if (!name || !street) return null;
  return `${name}|${street}|${(v.postalCode ?? '').replace(/\D/g, '').slice(0, 5)}`;
}

export const addressOf = (a: Partial<AccountRow>) =>
  [a.addressLine1, a.city, [a.state, a.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

export const nameOf = (a: Partial<AccountRow>) =>
  accountName({
    kind: a.kind ?? 'person',
    businessName: a.businessName ?? null,
    firstName: a.firstName ?? null,
    lastName: a.lastName ?? null,
    email: a.email ?? null,
  });

/**
 * The agency's clients as an import matches them: by the source system's client code, else by
 * e-mail (the account's contact address or one of its people's), else by name and address: a
 * likely match that a person confirms.
 */
export class ClientsIndex {
  private readonly byCode = new Map<string, AccountRow>();
  private readonly byEmail = new Map<string, AccountRow>();
  private readonly byNameAddress = new Map<string, AccountRow>();
  readonly byId = new Map<string, AccountRow>();

  static async load(db: Db, sourceSystem: string): Promise<ClientsIndex> {
    const index = new ClientsIndex();
    const accounts = await db.select().from(clientAccounts);
    for (const account of accounts) index.add(account, sourceSystem);
    const people = await db
      .select({ email: users.email, accountId: users.accountId })
      .from(users)
      .where(isNotNull(users.accountId));
    for (const person of people) {
      const account = index.byId.get(person.accountId!);
      const email = person.email.toLowerCase();
      if (account && !index.byEmail.has(email)) index.byEmail.set(email, account);
    }
    return index;
  }

  /** Makes an account findable, as loaded or as this import creates it. */
  add(account: AccountRow, sourceSystem: string) {
    this.byId.set(account.id, account);
    if (account.externalId && account.sourceSystem?.toLowerCase() === sourceSystem.toLowerCase()) {
      this.byCode.set(account.externalId.toLowerCase(), account);
    }
    if (account.email) this.byEmail.set(account.email.toLowerCase(), account);
    const key = nameAddressKey(account);
    if (key && !this.byNameAddress.has(key)) this.byNameAddress.set(key, account);
  }

  find(values: ClientValues): ClientMatch | null {
    const byCode = values.clientCode && this.byCode.get(values.clientCode.toLowerCase());
    if (byCode) return { how: 'code', account: byCode };
    const byEmail = values.email && this.byEmail.get(values.email);
    if (byEmail) return { how: 'email', account: byEmail };
    const key = nameAddressKey(values);
    const byName = key && this.byNameAddress.get(key);
    if (byName) return { how: 'name', account: byName };
    return null;
  }
}
