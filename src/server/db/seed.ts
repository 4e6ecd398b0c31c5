import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { agencyToday } from '#shared/agency-time';
import { hashPassword } from '../modules/auth/passwords';
import { addClientPerson } from '../modules/clients/accounts';
import type { DocumentStorage } from '../modules/documents/storage';
import type { Db } from './client';
import {
  claimStatusHistory,
  claims,
  clientPolicies,
  documents,
  leads,
  carrierPayments,
  certificateHolders,
  clientAccounts,
  policyDrivers,
  policyTerms,
  staffAvailability,
  policyVehicles,
  users,
  type ClaimStatus,
  type UserRole,
} from './schema';

interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: UserRole;
}

export const demoAccounts = {
  client: {
    email: 'demo.client@example.com',
    password: 'DemoClient#2025',
    firstName: 'Dana',
    lastName: 'Whitfield',
    role: 'client',
  },
  second: {
    email: 'second.client@example.com',
    password: 'SecondClient#2025',
    firstName: 'Marcus',
    lastName: 'Lee',
    role: 'client',
  },
  business: {
    email: 'business.client@example.com',
    password: 'BusinessClient#2025',
    firstName: 'Rosa',
    lastName: 'Delgado',
    role: 'client',
  },
  agent: {
    email: 'agent@example.com',
    password: 'DemoAgent#2025',
    firstName: 'Avery',
    lastName: 'Morgan',
    role: 'agent',
  },
  admin: {
    email: 'admin@example.com',
    password: 'DemoAdmin#2025',
    firstName: 'Jordan',
    lastName: 'Price',
    role: 'admin',
  },
} as const satisfies Record<string, DemoAccount>;

/** YYYY-MM-DD `days` from `today` (UTC calendar days). */
export function isoDay(today: Date, days: number): string {
  const d = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days),
  );
  return d.toISOString().slice(0, 10);
}

// A one-page PDF, so the demo document opens in any viewer.
const welcomePdf = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj
4 0 obj<</Length 61>>stream
BT /F1 18 Tf 72 720 Td (Welcome to your client portal.) Tj ET
endstream endobj
5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj
trailer<</Root 1 0 R>>
%%EOF
`;

/** The demo person's id and (a client's) account id. */
async function upsertUser(
  db: Db,
  account: DemoAccount,
): Promise<{ id: string; accountId: string | null }> {
  const existing = async () =>
    (
      await db
        .select({ id: users.id, accountId: users.accountId })
        .from(users)
        .where(eq(users.email, account.email))
    )[0];
  const found = await existing();
  if (found) return found;
  const person = {
    email: account.email,
    username: account.email,
    password: await hashPassword(account.password),
    firstName: account.firstName,
    lastName: account.lastName,
    emailVerifiedAt: new Date(),
  };
  const [row] =
    account.role === 'client'
      ? [await addClientPerson(db, person)]
      : await db
          .insert(users)
          .values({ ...person, role: account.role, isClient: false })
          .onConflictDoNothing()
          .returning();
  if (row) return { id: row.id, accountId: row.accountId };
  // Another instance seeded at the same moment.
  return (await existing())!;
}

/**
 * The history of claims just added: filed as submitted, then (as if staff had moved it) to where
 * each one is.
 */
export async function addClaimHistory(db: Db, added: { id: number; status: ClaimStatus }[]) {
  if (added.length === 0) return;
  await db
    .insert(claimStatusHistory)
    .values(
      added.flatMap((c) => [
        { claimId: c.id, fromStatus: null, toStatus: 'submitted' as const },
        ...(c.status === 'submitted'
          ? []
          : [{ claimId: c.id, fromStatus: 'submitted' as const, toStatus: c.status }]),
      ]),
    );
}

/**
 * Seeds the demo accounts, their policies, claims and a document. Safe to run at every start:
 * rows are keyed by e-mail, policy number and claim number, and existing ones are left alone.
 */
/**
 * The demo agent takes appointments on weekdays, 9 to 12 and 1 to 5 in Kansas, so the booking
 * pages have times to offer. Left alone once the agent has set any hours.
 */
async function seedAvailability(db: Db, userId: string) {
  const [set] = await db
    .select({ id: staffAvailability.id })
    .from(staffAvailability)
    .where(eq(staffAvailability.userId, userId))
    .limit(1);
  if (set) return;
  await db.insert(staffAvailability).values(
    [1, 2, 3, 4, 5].flatMap((weekday) => [
      { userId, weekday, startMinute: 9 * 60, endMinute: 12 * 60 },
      { userId, weekday, startMinute: 13 * 60, endMinute: 17 * 60 },
    ]),
  );
}

export async function seedDemoData(db: Db, options: { storage: DocumentStorage; today?: Date }) {
  // Days count in the agency's calendar, as the portal's expiry warnings do.
  const today = options.today ?? new Date(`${agencyToday()}T12:00:00Z`);
  const day = (offset: number) => isoDay(today, offset);
  const { id: clientId, accountId: clientAccount } = await upsertUser(db, demoAccounts.client);
  const { id: secondId, accountId: secondAccount } = await upsertUser(db, demoAccounts.second);
  const { accountId: businessAccount } = await upsertUser(db, demoAccounts.business);
  const { id: agentUserId } = await upsertUser(db, demoAccounts.agent);
  await upsertUser(db, demoAccounts.admin);
  await seedAvailability(db, agentUserId);
  // Rosa's account is her business: its certificates go to the holders it works for.
  await db
    .update(clientAccounts)
    .set({ kind: 'business', businessName: 'Delgado Roofing LLC' })
    .where(eq(clientAccounts.id, businessAccount!));

  await db
    .insert(clientPolicies)
    .values([
      {
        accountId: clientAccount!,
        policyNumber: 'SSI-AUTO-100231',
        policyType: 'Auto',
        carrier: 'Progressive',
        premium: '1284.00',
        deductible: '500.00',
        effectiveDate: day(-345),
        expirationDate: day(20),
        status: 'active',
      },
      {
        accountId: clientAccount!,
        policyNumber: 'SSI-HOME-200417',
        policyType: 'Homeowners',
        carrier: 'Travelers',
        premium: '1876.50',
        deductible: '1000.00',
        effectiveDate: day(-120),
        expirationDate: day(245),
        status: 'active',
      },
      {
        accountId: clientAccount!,
        policyNumber: 'SSI-UMB-300058',
        policyType: 'Umbrella',
        carrier: 'Nationwide',
        premium: '310.00',
        deductible: null,
        effectiveDate: day(-400),
        expirationDate: day(-35),
        status: 'expired',
      },
      {
        accountId: secondAccount!,
        policyNumber: 'SSI-RENT-400912',
        policyType: 'Renters',
        carrier: 'Safeco Insurance',
        premium: '168.00',
        deductible: '250.00',
        effectiveDate: day(-60),
        expirationDate: day(305),
        status: 'active',
      },
      {
        accountId: secondAccount!,
        policyNumber: 'SSI-MOTO-500377',
        policyType: 'Motorcycle',
        carrier: 'Progressive',
        premium: '412.75',
        deductible: '500.00',
        effectiveDate: day(-200),
        expirationDate: day(165),
        status: 'active',
      },
      {
        accountId: businessAccount!,
        policyNumber: 'SSI-GL-600145',
        policyType: 'General Liability',
        carrier: 'The Hartford',
        premium: '2940.00',
        deductible: '1000.00',
        effectiveDate: day(-90),
        expirationDate: day(275),
        status: 'active',
      },
    ])
    .onConflictDoNothing();

  const policyIds = new Map(
    (
      await db
        .select({ id: clientPolicies.id, number: clientPolicies.policyNumber })
        .from(clientPolicies)
    ).map((p) => [p.number, p.id]),
  );
  // The vehicles of the auto and motorcycle policies: the portal's proof of insurance.
  await db
    .insert(policyVehicles)
    .values([
      {
        policyId: policyIds.get('SSI-AUTO-100231')!,
        year: 2021,
        make: 'Toyota',
        model: 'RAV4',
        vin: '2T3P1RFV1MC123456',
      },
      {
        policyId: policyIds.get('SSI-AUTO-100231')!,
        year: 2017,
        make: 'Honda',
        model: 'Civic',
        vin: '19XFC2F50HE012345',
      },
      {
        policyId: policyIds.get('SSI-MOTO-500377')!,
        year: 2019,
        make: 'Harley-Davidson',
        model: 'Street Glide',
        vin: '1HD1KBC17KB612345',
      },
    ])
    .onConflictDoNothing();
  // How the demo's carriers are paid (staff keep these in the console); at the first seeding only,
  // the auto policy goes on automatic payments and the home policy's next payment is due soon.
  const firstPayments = await db
    .insert(carrierPayments)
    .values([
      {
        carrier: 'Progressive',
        paymentUrl: 'https://payments.progressive.example/pay',
        paymentPhone: '(800) 555-0177',
      },
      {
        carrier: 'Travelers',
        paymentUrl: 'https://billing.travelers.example/',
        paymentPhone: '(800) 555-0143',
      },
      { carrier: 'Safeco Insurance', paymentPhone: '(800) 555-0166' },
    ])
    .onConflictDoNothing()
    .returning({ carrier: carrierPayments.carrier });
  if (firstPayments.length > 0) {
    await db
      .update(clientPolicies)
      .set({ autopay: true })
      .where(eq(clientPolicies.policyNumber, 'SSI-AUTO-100231'));
    await db
      .update(clientPolicies)
      .set({ nextPaymentDue: day(12) })
      .where(eq(clientPolicies.policyNumber, 'SSI-HOME-200417'));
    // The carrier's renewal of the auto policy, 13 % dearer: the renewal board flags it.
    const [auto] = await db
      .select()
      .from(clientPolicies)
      .where(eq(clientPolicies.policyNumber, 'SSI-AUTO-100231'));
    await db
      .insert(policyTerms)
      .values({
        policyId: auto!.id,
        effectiveDate: auto!.expirationDate,
        expirationDate: isoDay(new Date(`${auto!.expirationDate}T12:00:00Z`), 365),
        premium: '1452.00',
      })
      .onConflictDoNothing();
  }

  // The holders Rosa's certificates go to: once.
  if (
    (await db.$count(certificateHolders, eq(certificateHolders.accountId, businessAccount!))) === 0
  ) {
    await db.insert(certificateHolders).values([
      {
        accountId: businessAccount!,
        name: 'Overland Park Builders Inc.',
        addressLine1: '11500 Metcalf Ave',
        city: 'Overland Park',
        state: 'KS',
        postalCode: '66210',
        email: 'certificates@opbuilders.example',
        location: 'Corbin Park retail site',
      },
      {
        accountId: businessAccount!,
        name: 'Johnson County Property Management',
        addressLine1: '400 E Santa Fe St',
        city: 'Olathe',
        state: 'KS',
        postalCode: '66061',
      },
    ]);
  }

  // The auto policy's drivers (a change request can replace or remove one): once.
  const autoPolicyId = policyIds.get('SSI-AUTO-100231')!;
  if ((await db.$count(policyDrivers, eq(policyDrivers.policyId, autoPolicyId))) === 0) {
    await db.insert(policyDrivers).values([
      {
        policyId: autoPolicyId,
        firstName: 'Dana',
        lastName: 'Whitfield',
        dateOfBirth: '1984-05-12',
        licenseState: 'KS',
      },
      {
        policyId: autoPolicyId,
        firstName: 'Riley',
        lastName: 'Whitfield',
        dateOfBirth: '2008-09-03',
        licenseState: 'KS',
      },
    ]);
  }

  const claim = (
    userId: string,
    policyNumber: string,
    claimNumber: string,
    status: ClaimStatus,
    incidentOffset: number,
    description: string,
    amount: string | null,
  ) => ({
    userId,
    policyId: policyIds.get(policyNumber)!,
    claimNumber,
    status,
    incidentDate: day(incidentOffset),
    description,
    amount,
  });
  const added = await db
    .insert(claims)
    .values([
      claim(
        clientId,
        'SSI-AUTO-100231',
        'CLM-DEMO-0001',
        'submitted',
        -3,
        'Rear-ended at a stop light on Metcalf Ave; rear bumper and tail light damaged.',
        null,
      ),
      claim(
        clientId,
        'SSI-HOME-200417',
        'CLM-DEMO-0002',
        'processing',
        -18,
        'Hail storm damaged the roof shingles and two skylights.',
        '8450.00',
      ),
      claim(
        clientId,
        'SSI-AUTO-100231',
        'CLM-DEMO-0003',
        'approved',
        -64,
        'Windshield cracked by a rock on I-435.',
        '420.00',
      ),
      claim(
        clientId,
        'SSI-HOME-200417',
        'CLM-DEMO-0004',
        'denied',
        -95,
        'Basement seepage after heavy rain (flood exclusion).',
        '3200.00',
      ),
      claim(
        clientId,
        'SSI-UMB-300058',
        'CLM-DEMO-0005',
        'closed',
        -300,
        'Guest slipped on the icy front steps; medical bills settled.',
        '1500.00',
      ),
      claim(
        secondId,
        'SSI-RENT-400912',
        'CLM-DEMO-0006',
        'submitted',
        -5,
        'Laptop and bicycle stolen from the apartment storage unit.',
        '1900.00',
      ),
    ])
    .onConflictDoNothing()
    .returning({ id: claims.id, status: claims.status });
  await addClaimHistory(db, added);

  const fileName = 'welcome-letter.pdf';
  const relativePath = path.posix.join('demo', fileName);
  await options.storage.put(Buffer.from(welcomePdf), relativePath);
  const existingDoc = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.accountId, clientAccount!), eq(documents.fileName, fileName)));
  if (!existingDoc[0]) {
    await db.insert(documents).values({
      accountId: clientAccount!,
      fileName,
      filePath: relativePath,
      fileSize: Buffer.byteLength(welcomePdf),
      mimeType: 'application/pdf',
      sha256: createHash('sha256').update(welcomePdf).digest('hex'),
    });
  }
}

/**
 * A few quote requests for the staff console's inbox, dated relative to now so that one is
 * fresh, one close to the 24-hour promise and one past it. Seeded once (keyed by e-mail), by
 * the demo start only: tests count leads of their own.
 */
export async function seedDemoLeads(db: Db) {
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccounts.agent.email));
  const agentId = agent?.id ?? null;
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000);
  const demo = [
    {
      type: 'auto',
      firstName: 'Taylor',
      lastName: 'Nguyen',
      email: 'taylor.nguyen@example.net',
      phone: '(913) 555-0171',
      coverageTypes: ['auto'],
      additionalInfo: 'Zip code: 66062. Two cars, one teen driver.',
      sourcePage: '/auto-insurance',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'auto-fall',
      createdAt: hoursAgo(2),
    },
    {
      type: 'personal',
      firstName: 'Morgan',
      lastName: 'Ellis',
      email: 'morgan.ellis@example.net',
      phone: '(785) 555-0123',
      coverageTypes: ['home', 'umbrella'],
      additionalInfo: 'Zip code: 66044',
      sourcePage: '/personal-insurance',
      referrerHost: 'facebook.com',
      createdAt: hoursAgo(20),
    },
    {
      type: 'commercial',
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya@prairiebakery.example',
      phone: '(316) 555-0142',
      businessName: 'Prairie Bakery LLC',
      industry: 'Retail & Restaurants',
      coverageTypes: ['general-liability', 'bop', 'workers-comp'],
      sourcePage: '/commercial-insurance',
      createdAt: hoursAgo(30),
    },
    {
      type: 'personal',
      firstName: 'Chris',
      lastName: 'Olsen',
      email: 'chris.olsen@example.net',
      phone: '(913) 555-0188',
      coverageTypes: ['renters'],
      sourcePage: '/renters-insurance',
      createdAt: hoursAgo(75),
      status: 'contacted' as const,
      contactedAt: hoursAgo(71),
      assigneeId: agentId,
    },
    {
      type: 'personal',
      firstName: 'Jamie',
      lastName: 'Brooks',
      email: 'jamie.brooks@example.net',
      phone: '(620) 555-0101',
      coverageTypes: ['auto', 'home'],
      sourcePage: '/personal-insurance',
      createdAt: hoursAgo(120),
      status: 'won' as const,
      contactedAt: hoursAgo(117),
      quotedAt: hoursAgo(110),
      closedAt: hoursAgo(100),
      utmSource: 'newsletter',
      utmMedium: 'email',
      assigneeId: agentId,
    },
  ];
  const existing = new Set(
    (
      await db
        .select({ email: leads.email })
        .from(leads)
        .where(
          inArray(
            leads.email,
            demo.map((l) => l.email),
          ),
        )
    ).map((l) => l.email),
  );
  const fresh = demo.filter((l) => !existing.has(l.email));
  if (fresh.length > 0) await db.insert(leads).values(fresh);
}
