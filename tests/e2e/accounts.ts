// Accounts made for one test, straight into the e2e server's PostgreSQL database (its URL is in
// the shared data folder: web-server.ts writes it), as epic-stack's tests insert their users. A
// test that logs in, files, chats or is invited works with its own people, so tests running side
// by side never see each other's records.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database, type Db } from '#server/db/client';
import {
  certificateHolders,
  claims,
  clientAccounts,
  clientPolicies,
  users,
} from '#server/db/schema';
import { addClaimHistory, isoDay } from '#server/db/seed';
import { hashPassword } from '#server/modules/auth/passwords';
import { addClientPerson } from '#server/modules/clients/accounts';
import { eq } from 'drizzle-orm';
import type { UserRole } from '#shared/auth';
import { agencyToday } from '#shared/agency-time';

export interface Account {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: UserRole;
}

/** The e2e server's database; `dataDir` is the folder the config shares with the server. */
export function openE2eDatabase(dataDir: string): Promise<Database> {
  const url = readFileSync(path.join(dataDir, 'database-url'), 'utf8');
  return openDatabase({ kind: 'postgres', url });
}

const token = () => randomBytes(6).toString('hex');

/** A confirmed account of `role` that no other test knows, with a password of its own. */
export async function insertNewUser(
  db: Db,
  {
    role = 'client',
    firstName = 'Casey',
    lastName = `Tester ${token().slice(0, 4)}`,
  }: Partial<Pick<Account, 'role' | 'firstName' | 'lastName'>> = {},
): Promise<Account> {
  const email = `${role}.${token()}@example.com`;
  const password = `E2e passphrase ${token()}`;
  const person = {
    email,
    username: email,
    password: await hashPassword(password),
    firstName,
    lastName,
    emailVerifiedAt: new Date(),
  };
  const [row] =
    role === 'client'
      ? [await addClientPerson(db, person)]
      : await db
          .insert(users)
          .values({ ...person, role, isClient: false })
          .returning();
  return { id: row!.id, email, password, firstName, lastName, role };
}

/** A client's book as the portal shows it: the numbers of its policies and of its claims. */
export interface Book {
  auto: string;
  home: string;
  umbrella: string;
  claims: Record<'submitted' | 'processing' | 'approved' | 'denied' | 'closed', string>;
}

/**
 * Gives a client the demo client's kind of book, dated from the agency's today: an Auto policy
 * that expires in 20 days (the expiry warning), a Homeowners one, an expired Umbrella, and a claim
 * in each status. Numbers are the client's own (policy and claim numbers are unique).
 */
export async function giveBook(db: Db, userId: string): Promise<Book> {
  const [owner] = await db
    .select({ accountId: users.accountId })
    .from(users)
    .where(eq(users.id, userId));
  const accountId = owner!.accountId!;
  const today = new Date(`${agencyToday()}T12:00:00Z`);
  const day = (offset: number) => isoDay(today, offset);
  const tag = token().toUpperCase();
  const book: Book = {
    auto: `SSI-AUTO-${tag}`,
    home: `SSI-HOME-${tag}`,
    umbrella: `SSI-UMB-${tag}`,
    claims: {
      submitted: `CLM-${tag}-1`,
      processing: `CLM-${tag}-2`,
      approved: `CLM-${tag}-3`,
      denied: `CLM-${tag}-4`,
      closed: `CLM-${tag}-5`,
    },
  };
  const policy = (
    policyNumber: string,
    policyType: string,
    carrier: string,
    premium: string,
    deductible: string | null,
    from: number,
    to: number,
  ) => ({
    accountId,
    policyNumber,
    policyType,
    carrier,
    premium,
    deductible,
    effectiveDate: day(from),
    expirationDate: day(to),
    status: to < 0 ? ('expired' as const) : ('active' as const),
  });
  const rows = await db
    .insert(clientPolicies)
    .values([
      policy(book.auto, 'Auto', 'Progressive', '1284.00', '500.00', -345, 20),
      policy(book.home, 'Homeowners', 'Travelers', '1876.50', '1000.00', -120, 245),
      policy(book.umbrella, 'Umbrella', 'Nationwide', '310.00', null, -400, -35),
    ])
    .returning({ id: clientPolicies.id, number: clientPolicies.policyNumber });
  const id = (number: string) => rows.find((r) => r.number === number)!.id;
  const claim = (
    number: string,
    status: keyof Book['claims'],
    incident: number,
    description: string,
    amount: string | null,
  ) => ({
    userId,
    policyId: id(number),
    claimNumber: book.claims[status],
    status,
    incidentDate: day(incident),
    description,
    amount,
  });
  const added = await db
    .insert(claims)
    .values([
      claim(book.auto, 'submitted', -3, 'Rear-ended at a stop light; bumper damaged.', null),
      claim(book.home, 'processing', -18, 'Hail storm damaged the roof shingles.', '8450.00'),
      claim(book.auto, 'approved', -64, 'Windshield cracked by a rock on I-435.', '420.00'),
      claim(book.home, 'denied', -95, 'Basement seepage after heavy rain.', '3200.00'),
      claim(book.umbrella, 'closed', -300, 'Guest slipped on icy steps; bills settled.', '1500.00'),
    ])
    .returning({ id: claims.id, status: claims.status });
  await addClaimHistory(db, added);
  return book;
}

/**
 * Makes a client's account a business (`<last name> Roofing LLC`) with a general liability policy
 * and one certificate holder, as a contractor's book looks; returns the business's and the
 * holder's names.
 */
export async function makeBusiness(db: Db, userId: string) {
  const [owner] = await db
    .select({ accountId: users.accountId, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  const accountId = owner!.accountId!;
  const businessName = `${owner!.lastName} Roofing LLC`;
  const holderName = `Prairie Builders ${token().slice(0, 4)} Inc.`;
  await db
    .update(clientAccounts)
    .set({ kind: 'business', businessName })
    .where(eq(clientAccounts.id, accountId));
  const today = new Date(`${agencyToday()}T12:00:00Z`);
  await db.insert(clientPolicies).values({
    accountId,
    policyNumber: `SSI-GL-${token().toUpperCase()}`,
    policyType: 'General Liability',
    carrier: 'The Hartford',
    premium: '2940.00',
    deductible: '1000.00',
    effectiveDate: isoDay(today, -90),
    expirationDate: isoDay(today, 275),
    status: 'active',
  });
  await db.insert(certificateHolders).values({
    accountId,
    name: holderName,
    addressLine1: '11500 Metcalf Ave',
    city: 'Overland Park',
    state: 'KS',
    postalCode: '66210',
  });
  return { businessName, holderName };
}
