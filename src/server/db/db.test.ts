import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { databaseTargets } from '#tests/helpers/database-targets';
import { migrationsDir } from '../paths';
import type { Database, Db } from './client';
import {
  chatMessages,
  chatRooms,
  claims,
  clientAccounts,
  clientPolicies,
  documents,
  emailOutbox,
  leads,
  rateLimits,
  sessions,
  users,
} from './schema';
import { purgeOldRateWindows } from './rate-counter';
import { createLead } from '../modules/leads/service';
import type { Lead } from '#shared/leads';
import { testConfig } from '#tests/helpers/test-app';
import { demoAccounts, seedDemoData, seedDemoLeads } from './seed';
import { localDiskStorage } from '#server/modules/documents/storage';
import { sqlState } from './sql';

// Exact column names of the original data model, which must not change (plus users.role, lead
// workflow columns, and the outbox and rate-limit tables that the product adds).
const expectedColumns: Record<string, string[]> = {
  email_outbox: [
    'id',
    'kind',
    'to',
    'subject',
    'text',
    'html',
    'leadId',
    'status',
    'attempts',
    'nextAttemptAt',
    'lockedUntil',
    'lastError',
    'sentAt',
    'createdAt',
    // A proof of insurance travels as an attachment.
    'attachments',
  ],
  rate_limits: ['key', 'windowStart', 'count'],
  login_gates: ['key', 'attempts', 'nextAt', 'lastAt'],
  claim_status_history: [
    'id',
    'claimId',
    'fromStatus',
    'toStatus',
    'changedBy',
    'note',
    'internalNote',
    'createdAt',
  ],
  lead_notes: ['id', 'leadId', 'authorId', 'text', 'createdAt'],
  client_notes: ['id', 'accountId', 'authorId', 'text', 'createdAt'],
  policy_terms: [
    'id',
    'policyId',
    'effectiveDate',
    'expirationDate',
    'premium',
    'createdBy',
    'createdAt',
    'updatedAt',
  ],
  policy_renewals: [
    'policyId',
    'expirationDate',
    'status',
    'lostReason',
    'note',
    'assigneeId',
    'updatedBy',
    'createdAt',
    'updatedAt',
  ],
  renewal_reminders: ['policyId', 'expirationDate', 'daysBefore', 'sentAt'],
  annual_reviews: [
    'id',
    'accountId',
    'reviewedOn',
    'reviewerId',
    'lifeChanges',
    'coverageAdequate',
    'coverages',
    'notes',
    'createdAt',
  ],
  staff_availability: ['id', 'userId', 'weekday', 'startMinute', 'endMinute'],
  appointments: [
    'id',
    'staffId',
    'startsAt',
    'minutes',
    'mode',
    'topic',
    'notes',
    'accountId',
    'bookedBy',
    'policyId',
    'name',
    'email',
    'phone',
    'status',
    'cancelledAt',
    'cancelledBy',
    'cancelReason',
    'reminderEmailIds',
    'createdAt',
    'bookedFrom',
  ],
  appointment_slots: ['staffId', 'slotStart', 'appointmentId'],
  audit_log: ['id', 'actorId', 'action', 'entityType', 'entityId', 'before', 'after', 'createdAt'],
  sign_in_codes: ['id', 'userId', 'codeHash', 'attempts', 'expiresAt', 'usedAt', 'createdAt'],
  account_tokens: [
    'id',
    'tokenHash',
    'purpose',
    'userId',
    'email',
    'data',
    'createdBy',
    'expiresAt',
    'usedAt',
    'createdAt',
  ],
  users: [
    'id',
    'username',
    'password',
    'email',
    'firstName',
    'lastName',
    'profileImageUrl',
    'isClient',
    'role',
    'createdAt',
    'updatedAt',
    'emailVerifiedAt',
    'disabledAt',
    // The client account a person signs in to (docs/adr/0013).
    'accountId',
    'accountRole',
    'policyScope',
    'lastSignInAt',
  ],
  client_accounts: [
    'id',
    'kind',
    'firstName',
    'lastName',
    'businessName',
    'email',
    'phone',
    'addressLine1',
    'addressLine2',
    'city',
    'state',
    'postalCode',
    'sourceSystem',
    'externalId',
    'createdAt',
    'updatedAt',
  ],
  account_member_policies: ['userId', 'policyId'],
  sessions: ['sid', 'sess', 'expire'],
  leads: [
    'id',
    'type',
    'firstName',
    'lastName',
    'email',
    'phone',
    'businessName',
    'industry',
    'coverageTypes',
    'additionalInfo',
    'createdAt',
    // Additions for working the lead.
    'status',
    'sourcePage',
    'details',
    'detailsTokenHash',
    'assigneeId',
    'contactedAt',
    // Held as suspected spam.
    'spamReason',
    // A submission sent again finds its lead.
    'idempotencyKey',
    // Where it came from, and what became of it.
    'utmSource',
    'utmMedium',
    'utmCampaign',
    'referrerHost',
    'quotedAt',
    'closedAt',
    'lostReason',
  ],
  chat_rooms: ['id', 'name', 'userId', 'agentId', 'status', 'createdAt', 'updatedAt'],
  chat_messages: ['id', 'roomId', 'senderId', 'message', 'messageType', 'createdAt'],
  // SPEC.md's userId became the client account (docs/adr/0013).
  documents: [
    'id',
    'leadId',
    'fileName',
    'filePath',
    'fileSize',
    'mimeType',
    'uploadedAt',
    'sha256',
    'uploadedBy',
    'accountId',
    'policyId',
    // The carrier's own proof of insurance for a policy term.
    'kind',
    'termExpires',
    // A file sent with a change or certificate request, or a claim's photo.
    'serviceRequestId',
    'claimId',
  ],
  client_policies: [
    'id',
    'policyNumber',
    'policyType',
    'carrier',
    'premium',
    'deductible',
    'effectiveDate',
    'expirationDate',
    'status',
    'createdAt',
    'updatedAt',
    'accountId',
    'currentAsOf',
    'autopay',
    'nextPaymentDue',
  ],
  carrier_payments: ['carrier', 'paymentUrl', 'paymentPhone', 'updatedBy', 'updatedAt'],
  policy_vehicles: ['id', 'policyId', 'year', 'make', 'model', 'vin', 'createdAt', 'updatedAt'],
  policy_drivers: [
    'id',
    'policyId',
    'firstName',
    'lastName',
    'dateOfBirth',
    'licenseState',
    'createdAt',
    'updatedAt',
  ],
  certificate_holders: [
    'id',
    'accountId',
    'name',
    'addressLine1',
    'addressLine2',
    'city',
    'state',
    'postalCode',
    'email',
    'loanNumber',
    'createdAt',
    'updatedAt',
    'location',
  ],
  service_requests: [
    'id',
    'reference',
    'accountId',
    'policyId',
    'requestedBy',
    'type',
    'details',
    'summary',
    'note',
    'status',
    'dueAt',
    'assigneeId',
    'certificateHolderId',
    'createdAt',
    'updatedAt',
  ],
  service_request_events: [
    'id',
    'requestId',
    'fromStatus',
    'toStatus',
    'note',
    'internalNote',
    'actorId',
    'createdAt',
  ],
  import_mappings: ['id', 'sourceSystem', 'kind', 'mapping', 'updatedBy', 'updatedAt'],
  claims: [
    'id',
    'userId',
    'policyId',
    'claimNumber',
    'incidentDate',
    'description',
    'status',
    'amount',
    'createdAt',
    'updatedAt',
  ],
};

const expectedIndexes = [
  'IDX_session_expire',
  'leads_createdAt_idx',
  'chat_rooms_userId_idx',
  'chat_rooms_agentId_idx',
  'chat_messages_roomId_createdAt_idx',
  'documents_accountId_idx',
  'documents_policyId_idx',
  'documents_leadId_idx',
  'client_policies_accountId_idx',
  'users_accountId_idx',
  'client_accounts_source_idx',
  'account_member_policies_policyId_idx',
  'policy_vehicles_policy_vin_idx',
  'policy_drivers_policyId_idx',
  'certificate_holders_accountId_idx',
  'documents_serviceRequestId_idx',
  'documents_claimId_idx',
  'service_requests_accountId_idx',
  'service_requests_policyId_idx',
  'service_requests_status_dueAt_idx',
  'service_request_events_requestId_idx',
  'import_mappings_source_kind_idx',
  'client_policies_expirationDate_idx',
  'claims_userId_idx',
  'claims_policyId_idx',
  'client_notes_accountId_idx',
  'policy_terms_policy_effective_idx',
  'policy_renewals_status_idx',
  'annual_reviews_accountId_idx',
  'staff_availability_userId_idx',
  'appointments_startsAt_idx',
  'appointments_accountId_idx',
  'appointment_slots_appointmentId_idx',
  // Backing the unique constraints.
  'users_email_unique',
  'users_username_unique',
  'client_policies_policyNumber_unique',
  'claims_claimNumber_unique',
  'service_requests_reference_unique',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Raw SQL rows from either driver (both answer `{ rows }`). */
async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function expectPgError(promise: Promise<unknown>, code: string) {
  let caught: unknown;
  try {
    await promise;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected the statement to fail with SQLSTATE ${code}`).toBeDefined();
  expect(sqlState(caught), String(caught)).toBe(code);
}

/** YYYY-MM-DD `days` after `date` (UTC calendar days). */
function utcDay(date: Date, days: number): string {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** A user; a client (the default role) holds an account of their own. */
async function newUser(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  const client = (values.role ?? 'client') === 'client';
  const account = client ? (await db.insert(clientAccounts).values({}).returning())[0]! : undefined;
  const [row] = await db
    .insert(users)
    .values({
      email: `u-${randomUUID()}@example.test`,
      ...(account ? { accountId: account.id, accountRole: 'holder', policyScope: 'all' } : {}),
      ...values,
    })
    .returning();
  return row!;
}

async function newPolicy(
  db: Db,
  accountId: string,
  values: Partial<typeof clientPolicies.$inferInsert> = {},
) {
  const [row] = await db
    .insert(clientPolicies)
    .values({
      accountId,
      policyNumber: `POL-${randomUUID()}`,
      policyType: 'Auto',
      carrier: 'Progressive',
      premium: '100.00',
      effectiveDate: '2026-01-01',
      expirationDate: '2027-01-01',
      ...values,
    })
    .returning();
  return row!;
}

/** A claim on `policyId`, numbered afresh; `values` set what a test is about. */
function newClaim(
  db: Db,
  userId: string,
  policyId: number,
  values: Partial<typeof claims.$inferInsert> = {},
) {
  return db
    .insert(claims)
    .values({
      userId,
      policyId,
      claimNumber: `CLM-${randomUUID()}`,
      incidentDate: '2026-02-01',
      description: 'Dent',
      ...values,
    })
    .returning();
}

describe.each(databaseTargets)('database on $name', (target) => {
  let database: Database;
  let db: Db;
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const opened = await target.open();
    database = opened.database;
    db = database.db;
    cleanup = opened.cleanup;
    await database.migrate();
  });

  afterAll(async () => {
    await cleanup?.();
  });

  it('migrates cleanly, and migrating again changes nothing', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const applied = () =>
      rows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((await applied())[0]!.n).toBe(journal.entries.length);
    await database.migrate();
    await database.migrate();
    expect((await applied())[0]!.n).toBe(journal.entries.length);
    await database.ping();
  });

  it('has every table of the data model with exactly its column names', async () => {
    const found = await rows<{ table_name: string; column_name: string }>(
      db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' order by table_name, ordinal_position`,
    );
    const byTable: Record<string, string[]> = {};
    for (const { table_name, column_name } of found) (byTable[table_name] ??= []).push(column_name);
    for (const [table, columns] of Object.entries(expectedColumns)) {
      expect(byTable[table], `columns of ${table}`).toEqual(columns);
    }
    expect(Object.keys(byTable).sort()).toEqual(Object.keys(expectedColumns).sort());
  });

  it('gives users a random uuid id and the data model defaults', async () => {
    const a = await newUser(db);
    const b = await newUser(db);
    expect(a.id).toMatch(UUID);
    expect(b.id).toMatch(UUID);
    expect(a.id).not.toBe(b.id);
    expect(a.isClient).toBe(false);
    expect(a.role).toBe('client');
    expect(a.createdAt).toBeInstanceOf(Date);
    expect(a.updatedAt).toBeInstanceOf(Date);

    const policy = await newPolicy(db, a.accountId!);
    expect(policy.status).toBe('active');
    const [claim] = await newClaim(db, a.id, policy.id, { description: 'Hail' });
    expect(claim!.status).toBe('submitted');
    expect(claim!.amount).toBeNull();

    const [room] = await db.insert(chatRooms).values({ name: 'Help', userId: a.id }).returning();
    expect(room!.status).toBe('active');
    const [message] = await db
      .insert(chatMessages)
      .values({ roomId: room!.id, senderId: a.id, message: 'Hello' })
      .returning();
    expect(message!.messageType).toBe('text');
  });

  it('stores money as decimal(10,2) and returns it as a string', async () => {
    const user = await newUser(db);
    const policy = await newPolicy(db, user.accountId!, {
      premium: '1284',
      deductible: '500.5',
    });
    const [read] = await db.select().from(clientPolicies).where(eq(clientPolicies.id, policy.id));
    expect(read!.premium).toBe('1284.00');
    expect(read!.deductible).toBe('500.50');
    expect(read!.effectiveDate).toBe('2026-01-01');

    const [claim] = await newClaim(db, user.id, policy.id, {
      description: 'Glass',
      amount: '99999999.99',
    });
    expect(claim!.amount).toBe('99999999.99');
    // 10 digits with 2 after the point: at most 8 before it.
    await expectPgError(
      newClaim(db, user.id, policy.id, { description: 'Too much', amount: '100000000.00' }),
      '22003',
    );

    const numeric = await rows<{
      table_name: string;
      column_name: string;
      data_type: string;
      numeric_precision: number;
      numeric_scale: number;
    }>(
      db,
      sql`select table_name, column_name, data_type, numeric_precision, numeric_scale
          from information_schema.columns
          where table_schema = 'public' and column_name in ('premium', 'deductible', 'amount')
          order by table_name, column_name`,
    );
    expect(
      numeric.map((c) => [
        c.table_name,
        c.column_name,
        c.data_type,
        Number(c.numeric_precision),
        Number(c.numeric_scale),
      ]),
    ).toEqual([
      ['claims', 'amount', 'numeric', 10, 2],
      ['client_policies', 'deductible', 'numeric', 10, 2],
      ['client_policies', 'premium', 'numeric', 10, 2],
      ['policy_terms', 'premium', 'numeric', 10, 2],
    ]);
  });

  it('round-trips json columns (leads.coverageTypes, sessions.sess)', async () => {
    const [lead] = await db
      .insert(leads)
      .values({
        type: 'personal',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
        phone: '3165550100',
        coverageTypes: ['auto', 'home', 'short-term-rental'],
      })
      .returning();
    const [readLead] = await db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(readLead!.coverageTypes).toEqual(['auto', 'home', 'short-term-rental']);
    expect(readLead!.createdAt).toBeInstanceOf(Date);

    const sess = {
      cookie: { maxAge: 86_400_000, httpOnly: true },
      userId: randomUUID(),
      flash: ['a', 1, null],
    };
    const sid = randomUUID();
    const expire = new Date('2030-05-06T07:08:09.123Z');
    await db.insert(sessions).values({ sid, sess, expire });
    const [readSession] = await db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(readSession!.sess).toEqual(sess);
    expect(readSession!.expire.toISOString()).toBe(expire.toISOString());

    const types = await rows<{ table_name: string; column_name: string; data_type: string }>(
      db,
      sql`select table_name, column_name, data_type from information_schema.columns
          where table_schema = 'public' and column_name in ('coverageTypes', 'sess') order by table_name`,
    );
    expect(types.map((t) => `${t.table_name}.${t.column_name}:${t.data_type}`)).toEqual([
      'leads.coverageTypes:json',
      'sessions.sess:json',
    ]);
  });

  it('refuses duplicates with 23505 (users.email, policyNumber, claimNumber)', async () => {
    const email = `dup-${randomUUID()}@example.test`;
    const user = await newUser(db, { email });
    await expectPgError(newUser(db, { email }), '23505');

    const policy = await newPolicy(db, user.accountId!);
    await expectPgError(
      newPolicy(db, user.accountId!, { policyNumber: policy.policyNumber }),
      '23505',
    );

    const claimNumber = `CLM-${randomUUID()}`;
    const claim = {
      userId: user.id,
      policyId: policy.id,
      claimNumber,
      incidentDate: '2026-02-01',
      description: 'Dent',
    };
    await db.insert(claims).values(claim);
    await expectPgError(db.insert(claims).values(claim), '23505');
  });

  it('refuses orphans with 23503', async () => {
    const user = await newUser(db);
    await expectPgError(newPolicy(db, randomUUID()), '23503');
    await expectPgError(
      db.insert(chatMessages).values({ roomId: 2_000_000_000, senderId: user.id, message: 'Hi' }),
      '23503',
    );
    await expectPgError(
      db.insert(documents).values({
        accountId: randomUUID(),
        fileName: 'a.pdf',
        filePath: 'x/a.pdf',
        fileSize: 1,
        mimeType: 'application/pdf',
      }),
      '23503',
    );
    // A policy with claims cannot be deleted (ON DELETE RESTRICT). PostgreSQL 15 reports that as
    // 23503; PostgreSQL 18 (PGlite 0.5) as 23001 restrict_violation. Code mapping either must know both.
    const policy = await newPolicy(db, user.accountId!);
    await newClaim(db, user.id, policy.id);
    const serverVersion = Number(
      (await rows<{ v: string }>(db, sql`select current_setting('server_version_num') as v`))[0]!.v,
    );
    await expectPgError(
      db.delete(clientPolicies).where(eq(clientPolicies.id, policy.id)),
      serverVersion >= 180000 ? '23001' : '23503',
    );
    expect(
      await db.select().from(clientPolicies).where(eq(clientPolicies.id, policy.id)),
    ).toHaveLength(1);
  });

  it('refuses a bad role or status with 23514', async () => {
    await expectPgError(newUser(db, { role: 'superuser' as never }), '23514');
    const user = await newUser(db, { role: 'agent' });
    expect(user.role).toBe('agent');
    // Staff belong to no client account, and every client to one.
    await expectPgError(
      newUser(db, { role: 'agent', accountId: (await newUser(db)).accountId }),
      '23514',
    );
    await expectPgError(
      newUser(db, { accountId: null, accountRole: null, policyScope: null }),
      '23514',
    );
    const client = await newUser(db);
    await expectPgError(newPolicy(db, client.accountId!, { status: 'lapsed' }), '23514');
    const policy = await newPolicy(db, client.accountId!);
    await expectPgError(newClaim(db, user.id, policy.id, { status: 'lost' as never }), '23514');
  });

  it('has the indexes', async () => {
    const found = await rows<{ indexname: string }>(
      db,
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    const names = found.map((r) => r.indexname);
    for (const index of expectedIndexes) expect(names, `index ${index}`).toContain(index);
    const [expire] = await rows<{ indexdef: string }>(
      db,
      sql`select indexdef from pg_indexes where indexname = 'IDX_session_expire'`,
    );
    expect(expire!.indexdef).toMatch(/ON public\.sessions USING btree \(expire\)/);
  });

  it('seeds demo quote requests once: one fresh, one near the 24-hour promise, one past it', async () => {
    await seedDemoLeads(db);
    await seedDemoLeads(db);
    const demo = await rows<{ email: string; age: number; status: string }>(
      db,
      sql`select "email", extract(epoch from now() - "createdAt") / 3600 as age, "status"
          from leads where "email" like '%@example.net' or "email" = 'priya@prairiebakery.example'`,
    );
    expect(demo).toHaveLength(5);
    const fresh = demo.filter((l) => l.status === 'new').map((l) => Math.floor(Number(l.age)));
    expect(fresh.sort((a, b) => a - b)).toEqual([2, 20, 30]);
  });

  it('seeds the demo data idempotently', async () => {
    const uploadDir = mkdtempSync(path.join(tmpdir(), 'seed-uploads-'));
    const today = new Date('2026-03-15T12:00:00Z');
    const counts = async () => {
      const [row] = await rows<{
        users: number;
        policies: number;
        claims: number;
        documents: number;
      }>(
        db,
        sql`select (select count(*)::int from users) as users,
                   (select count(*)::int from client_policies) as policies,
                   (select count(*)::int from claims) as claims,
                   (select count(*)::int from documents) as documents`,
      );
      return row!;
    };
    try {
      const before = await counts();
      await seedDemoData(db, { storage: localDiskStorage(uploadDir), today });
      const once = await counts();
      await seedDemoData(db, { storage: localDiskStorage(uploadDir), today });
      expect(await counts()).toEqual(once);
      // The first run adds the five accounts and at least their policies, claims and document.
      expect(once.users).toBe(before.users + 5);
      expect(once.policies).toBeGreaterThanOrEqual(before.policies + 5);
      expect(once.claims).toBeGreaterThanOrEqual(before.claims + 6);
      expect(once.documents).toBeGreaterThanOrEqual(before.documents + 1);

      const byEmail = async (email: string) => {
        const [user] = await db.select().from(users).where(eq(users.email, email));
        expect(user, email).toBeDefined();
        return user!;
      };
      const client = await byEmail(demoAccounts.client.email);
      const second = await byEmail(demoAccounts.second.email);
      const agent = await byEmail(demoAccounts.agent.email);
      expect(client.role).toBe('client');
      expect(client.isClient).toBe(true);
      expect(second.role).toBe('client');
      expect(agent.role).toBe('agent');
      for (const user of [client, second, agent]) expect(user.password).toMatch(/^\$argon2id\$/);

      const todayIso = utcDay(today, 0);
      const in30 = utcDay(today, 30);
      const policies = await db
        .select()
        .from(clientPolicies)
        .where(eq(clientPolicies.accountId, client.accountId!));
      expect(policies.length).toBeGreaterThanOrEqual(3);
      const active = policies.filter((p) => p.status === 'active');
      expect(active.some((p) => p.expirationDate >= todayIso && p.expirationDate <= in30)).toBe(
        true,
      );
      expect(active.some((p) => p.expirationDate > in30)).toBe(true);
      expect(policies.some((p) => p.status === 'expired' && p.expirationDate < todayIso)).toBe(
        true,
      );
      for (const p of policies) expect(p.premium).toMatch(/^\d+\.\d{2}$/);

      const clientClaims = await db.select().from(claims).where(eq(claims.userId, client.id));
      expect(new Set(clientClaims.map((c) => c.status))).toEqual(
        new Set(['submitted', 'processing', 'approved', 'denied', 'closed']),
      );
      const ownPolicyIds = new Set(policies.map((p) => p.id));
      for (const c of clientClaims) expect(ownPolicyIds.has(c.policyId)).toBe(true);

      const docs = await db
        .select()
        .from(documents)
        .where(eq(documents.accountId, client.accountId!));
      expect(docs).toHaveLength(1);
      expect(existsSync(path.join(uploadDir, docs[0]!.filePath))).toBe(true);
      expect(readFileSync(path.join(uploadDir, docs[0]!.filePath)).length).toBe(docs[0]!.fileSize);

      const secondPolicies = await db
        .select()
        .from(clientPolicies)
        .where(eq(clientPolicies.accountId, second.accountId!));
      expect(secondPolicies.filter((p) => p.status === 'active')).toHaveLength(2);
      const secondClaims = await db.select().from(claims).where(eq(claims.userId, second.id));
      expect(secondClaims).toHaveLength(1);
    } finally {
      rmSync(uploadDir, { recursive: true, force: true });
    }
  });

  it('stores a lead with its two e-mails and counts it, refusing all of it over the limit', async () => {
    const key = `POST /api/leads ${randomUUID()}`;
    const limit = { key, max: 2, timeWindow: 600_000 };
    const context = { agency: testConfig().agency, notifyTo: 'agents@example.test' };
    const input = (n: number): Lead => ({
      type: 'personal',
      firstName: 'Ada',
      lastName: `Limit${n}`,
      email: `limit${n}@example.test`,
      phone: '3165550100',
      businessName: null,
      industry: null,
      coverageTypes: ['auto'],
      additionalInfo: null,
      sourcePage: '/auto-insurance',
      utm: null,
      referrerHost: null,
      details: null,
      website: '',
      fillMs: 5000,
    });
    const first = await createLead(database.query, input(1), context, limit);
    const second = await createLead(database.query, input(2), context, limit);
    expect(first.created && second.created).toBe(true);
    const leadsBefore = await db.$count(leads);
    const mailBefore = await db.$count(emailOutbox);

    const third = await createLead(database.query, input(3), context, limit);
    expect(third).toEqual({ created: false, retryAfterSeconds: expect.any(Number) });
    if (third.created) throw new Error('unreachable');
    expect(third.retryAfterSeconds).toBeGreaterThan(0);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(await db.$count(leads)).toBe(leadsBefore);
    expect(await db.$count(emailOutbox)).toBe(mailBefore);
    const [counter] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(counter!.count).toBe(3);

    if (!first.created) throw new Error('unreachable');
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.leadId, first.id));
    expect(mail.map((m) => m.kind).sort()).toEqual(['lead-confirmation', 'lead-notification']);
    expect(mail.find((m) => m.kind === 'lead-notification')!.subject).toContain(`#${first.id}`);
  });

  it('purges rate-limit windows that ended more than a day ago', async () => {
    const now = Date.now();
    const old = `old ${randomUUID()}`;
    const fresh = `fresh ${randomUUID()}`;
    await db.insert(rateLimits).values([
      { key: old, windowStart: new Date(now - 25 * 3600 * 1000), count: 4 },
      { key: fresh, windowStart: new Date(now - 3600 * 1000), count: 4 },
    ]);
    expect(await purgeOldRateWindows(db, now)).toBeGreaterThanOrEqual(1);
    const keys = (await db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).toContain(fresh);
    expect(keys).not.toContain(old);
  });
});
