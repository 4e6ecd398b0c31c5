import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  decimal,
  index,
  integer,
  json,
  pgTable,
  pgSequence,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { LeadDetails, LeadSpamReason, LeadStatus } from '#shared/leads';
import type { LeadLostReason } from '#shared/staff/leads';
import { userRoles } from '#shared/auth';
import { type ClaimStatus, claimStatuses } from '#shared/claims';
import { policyStatuses } from '#shared/policies';
import type { AccountKind, AccountRole, PolicyScope } from '#shared/clients';
import type { AppointmentMode, AppointmentStatus, AppointmentTopic } from '#shared/appointments';
import type { ImportKind } from '#shared/staff/import';
import type { CoverageOutcome, LostReason, RenewalStatus } from '#shared/staff/renewals';
import type { ServiceRequestStatus, ServiceRequestType } from '#shared/change-requests';

// Column names are exactly those of the original data model (camelCase, quoted in SQL).
const createdAt = () => timestamp('createdAt', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updatedAt', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const money = (name: string) => decimal(name, { precision: 10, scale: 2 });

export { claimStatuses, policyStatuses, userRoles, type ClaimStatus };
export type UserRole = (typeof userRoles)[number];

/**
 * A client as the agency knows it: a household or a business, with its contact details (either
 * may be missing in an imported book) and the code of the system it was imported from. Its
 * people sign in (`users.accountId`); its policies and documents belong to it.
 */
export const clientAccounts = pgTable(
  'client_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 10 }).$type<AccountKind>().notNull().default('person'),
    firstName: varchar('firstName', { length: 100 }),
    lastName: varchar('lastName', { length: 100 }),
    businessName: varchar('businessName', { length: 200 }),
    email: varchar('email', { length: 320 }),
    phone: varchar('phone', { length: 40 }),
    addressLine1: varchar('addressLine1', { length: 200 }),
    addressLine2: varchar('addressLine2', { length: 200 }),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 50 }),
    postalCode: varchar('postalCode', { length: 20 }),
    /** The management system an import came from, and its client code there. */
    sourceSystem: varchar('sourceSystem', { length: 40 }),
    externalId: varchar('externalId', { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('client_accounts_source_idx').on(t.sourceSystem, t.externalId),
    index('client_accounts_email_idx').on(sql`lower(${t.email})`),
    check('client_accounts_kind_check', sql`${t.kind} in ('person', 'business')`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: varchar('username', { length: 100 }).unique(),
    password: text('password'),
    email: varchar('email', { length: 320 }).notNull().unique(),
    firstName: varchar('firstName', { length: 100 }),
    lastName: varchar('lastName', { length: 100 }),
    profileImageUrl: text('profileImageUrl'),
    isClient: boolean('isClient').notNull().default(false),
    role: varchar('role', { length: 16 }).$type<UserRole>().notNull().default('client'),
    /** When the owner proved the address (a verification, invitation or reset link). Null:
     * registered but not confirmed, and log-in is refused. */
    emailVerifiedAt: timestamp('emailVerifiedAt', { withTimezone: true }),
    /** Set by an admin: the user can no longer log in and their sessions have ended. */
    disabledAt: timestamp('disabledAt', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** A client's account (none for staff), their part in it and what of it they see. */
    accountId: uuid('accountId').references(() => clientAccounts.id, { onDelete: 'cascade' }),
    accountRole: varchar('accountRole', { length: 10 }).$type<AccountRole>(),
    policyScope: varchar('policyScope', { length: 10 }).$type<PolicyScope>(),
    lastSignInAt: timestamp('lastSignInAt', { withTimezone: true }),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('client', 'agent', 'admin')`),
    index('users_accountId_idx').on(t.accountId),
    // Every client belongs to an account, with a part and a scope; staff to none.
    check(
      'users_account_check',
      sql`(${t.role} = 'client') = (${t.accountId} is not null)
        and (${t.accountId} is null) = (${t.accountRole} is null)
        and (${t.accountId} is null) = (${t.policyScope} is null)`,
    ),
    check('users_accountRole_check', sql`${t.accountRole} in ('holder', 'member')`),
    check('users_policyScope_check', sql`${t.policyScope} in ('all', 'chosen')`),
  ],
);

export const accountTokenPurposes = ['verify-email', 'invitation', 'password-reset'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * One-time links sent by e-mail: only the SHA-256 of the token is stored, `usedAt` makes it
 * single-use, `expiresAt` bounds it. An invitation has no user yet: it holds the e-mail and the
 * names the agent typed.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('tokenHash', { length: 64 }).notNull().unique(),
    purpose: varchar('purpose', { length: 20 }).$type<AccountTokenPurpose>().notNull(),
    userId: uuid('userId').references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 320 }).notNull(),
    /**
     * `role`: a staff invitation (agent or admin); none for a client's. `passwordHash`: a
     * registration's chosen password (argon2id), given to the account only by its own link.
     */
    data: json('data').$type<{
      firstName?: string;
      lastName?: string;
      role?: 'agent' | 'admin';
      passwordHash?: string;
      /**
       * A client invitation to an existing account (an imported client, or a household member
       * the holder or staff invited), the part the person takes in it and what they see.
       */
      accountId?: string;
      /** Sent to the account's contact address (the bulk invitation): void once it changes. */
      toContactAddress?: boolean;
      accountRole?: AccountRole;
      policyScope?: PolicyScope;
      policyIds?: number[];
    }>(),
    createdBy: uuid('createdBy').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expiresAt', { withTimezone: true }).notNull(),
    usedAt: timestamp('usedAt', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_email_purpose_idx').on(t.email, t.purpose),
    index('account_tokens_expiresAt_idx').on(t.expiresAt),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('verify-email', 'invitation', 'password-reset')`,
    ),
  ],
);

/**
 * Six-digit codes e-mailed for signing in without a password: only an HMAC of the code (keyed
 * with the session secret) is stored, a code is good for 10 minutes and 5 tries, used once, and
 * a newer code retires the older ones.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('codeHash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expiresAt', { withTimezone: true }).notNull(),
    usedAt: timestamp('usedAt', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_codes_userId_idx').on(t.userId),
    index('sign_in_codes_expiresAt_idx').on(t.expiresAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true }).notNull(),
  },
  (t) => [index('IDX_session_expire').on(t.expire)],
);

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 40 }).notNull(),
    firstName: varchar('firstName', { length: 100 }).notNull(),
    lastName: varchar('lastName', { length: 100 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    businessName: varchar('businessName', { length: 200 }),
    industry: varchar('industry', { length: 100 }),
    coverageTypes: json('coverageTypes').$type<string[]>().notNull(),
    additionalInfo: text('additionalInfo'),
    createdAt: createdAt(),
    // Additions for working the lead (not in the original data model).
    status: varchar('status', { length: 20 }).$type<LeadStatus>().notNull().default('new'),
    /**
     * Why the request looks automated (a filled honeypot, filled in under 3 s), or null. Such a
     * request is kept, but mailed to nobody, and waits under its own filter of the inbox.
     */
    spamReason: varchar('spamReason', { length: 20 }).$type<LeadSpamReason>(),
    sourcePage: varchar('sourcePage', { length: 200 }),
    /** The campaign's UTM parameters and the site the visitor came from (docs/adr/0018). */
    utmSource: varchar('utmSource', { length: 100 }),
    utmMedium: varchar('utmMedium', { length: 100 }),
    utmCampaign: varchar('utmCampaign', { length: 100 }),
    referrerHost: varchar('referrerHost', { length: 253 }),
    details: json('details').$type<LeadDetails>(),
    /** sha256 of the one-time token that lets the visitor add details after submitting. */
    detailsTokenHash: varchar('detailsTokenHash', { length: 64 }),
    /** The agent working the lead (staff console). */
    assigneeId: uuid('assigneeId').references(() => users.id, { onDelete: 'set null' }),
    /** When the lead first left `new`: the response time the agency promises (24 hours). */
    contactedAt: timestamp('contactedAt', { withTimezone: true }),
    /** When the lead first became quoted. */
    quotedAt: timestamp('quotedAt', { withTimezone: true }),
    /** When it was won or lost (cleared if it is opened again), and why it was lost. */
    closedAt: timestamp('closedAt', { withTimezone: true }),
    lostReason: varchar('lostReason', { length: 20 }).$type<LeadLostReason>(),
    /**
     * The form's Idempotency-Key: a submission sent again (a retry after a lost answer, a
     * proxy's retry during a restart) finds its lead instead of making a second.
     */
    idempotencyKey: varchar('idempotencyKey', { length: 100 }),
  },
  (t) => [
    uniqueIndex('leads_idempotencyKey_idx')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('leads_createdAt_idx').on(t.createdAt),
    index('leads_status_idx').on(t.status),
    check('leads_status_check', sql`${t.status} in ('new', 'contacted', 'quoted', 'won', 'lost')`),
    check(
      'leads_lostReason_check',
      sql`${t.lostReason} is null or (${t.status} = 'lost' and ${t.lostReason} in ('price', 'coverage', 'another-agency', 'unreachable', 'not-eligible', 'other'))`,
    ),
  ],
);

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const;

/** A file sent with an e-mail: small ones only (a wallet card), kept in the outbox row. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * Transactional outbox for e-mail: rows are written in the same transaction as the record that
 * causes them, and a worker delivers them (ARCHITECTURE.md, mail).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    to: varchar('to', { length: 320 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    leadId: integer('leadId').references(() => leads.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('nextAttemptAt', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: when the claim lapses (a worker that died mid-send). */
    lockedUntil: timestamp('lockedUntil', { withTimezone: true }),
    lastError: text('lastError'),
    sentAt: timestamp('sentAt', { withTimezone: true }),
    /** Files sent with the e-mail (a proof of insurance), their bytes in base64. */
    attachments: json('attachments').$type<MailAttachment[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_leadId_idx').on(t.leadId),
    check(
      'email_outbox_status_check',
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`,
    ),
  ],
);

/** Fixed-window request counters, kept in the database so limits hold across restarts and instances. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamp('windowStart', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limits_windowStart_idx').on(t.windowStart),
  ],
);

/**
 * Log-in gates: one row per thing being guessed at (an account from one address or trusted device,
 * an account from anywhere, an address across accounts). `attempts` counts the current streak of
 * attempts that did not succeed; `nextAt` is the earliest time the next attempt may be checked,
 * pushed back further after each attempt past the free ones; a gate left alone long enough starts
 * over.
 */
export const loginGates = pgTable(
  'login_gates',
  {
    key: varchar('key', { length: 400 }).primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('nextAt', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('lastAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_gates_lastAt_idx').on(t.lastAt)],
);

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    userId: uuid('userId').references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agentId').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chat_rooms_userId_idx').on(t.userId),
    index('chat_rooms_agentId_idx').on(t.agentId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('roomId')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: uuid('senderId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    messageType: varchar('messageType', { length: 20 }).notNull().default('text'),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_roomId_createdAt_idx').on(t.roomId, t.createdAt)],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    /** The client account it belongs to (SPEC.md names a user: ADR 0013 made it the account). */
    accountId: uuid('accountId')
      .notNull()
      .references(() => clientAccounts.id, { onDelete: 'cascade' }),
    /** The policy it is about, if any: a member who sees chosen policies sees its documents. */
    policyId: integer('policyId').references(() => clientPolicies.id, { onDelete: 'set null' }),
    leadId: integer('leadId').references(() => leads.id, { onDelete: 'set null' }),
    fileName: varchar('fileName', { length: 255 }).notNull(),
    filePath: text('filePath').notNull(),
    fileSize: integer('fileSize').notNull(),
    mimeType: varchar('mimeType', { length: 100 }).notNull(),
    uploadedAt: timestamp('uploadedAt', { withTimezone: true }).notNull().defaultNow(),
    // Not in the original data model: the bytes' SHA-256, and who uploaded them (the client, or an
    // agent putting a declarations page into the client's portal).
    sha256: varchar('sha256', { length: 64 }),
    uploadedBy: uuid('uploadedBy').references(() => users.id, { onDelete: 'set null' }),
    /**
     * `id-card`: the carrier's own proof of insurance for the policy's term ending on
     * `termExpires`, which the portal offers instead of the card it makes.
     */
    kind: varchar('kind', { length: 20 }),
    termExpires: date('termExpires', { mode: 'string' }),
    /** A file sent with a change or certificate request (a bill of sale, a lender's letter). */
    serviceRequestId: integer('serviceRequestId').references(() => serviceRequests.id, {
      onDelete: 'set null',
    }),
    /** A photo or document of a claim (the damage, an estimate, a police report). */
    claimId: integer('claimId').references(() => claims.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('documents_accountId_idx').on(t.accountId),
    index('documents_serviceRequestId_idx').on(t.serviceRequestId),
    index('documents_claimId_idx').on(t.claimId),
    index('documents_policyId_idx').on(t.policyId),
    index('documents_leadId_idx').on(t.leadId),
  ],
);

export const clientPolicies = pgTable(
  'client_policies',
  {
    id: serial('id').primaryKey(),
    /** The client account (SPEC.md names a user: ADR 0013 made it the account). */
    accountId: uuid('accountId')
      .notNull()
      .references(() => clientAccounts.id, { onDelete: 'cascade' }),
    policyNumber: varchar('policyNumber', { length: 50 }).notNull().unique(),
    policyType: varchar('policyType', { length: 100 }).notNull(),
    carrier: varchar('carrier', { length: 200 }).notNull(),
    premium: money('premium').notNull(),
    deductible: money('deductible'),
    effectiveDate: date('effectiveDate', { mode: 'string' }).notNull(),
    expirationDate: date('expirationDate', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * When the agency last stood behind this record: its last edit, or the last import of the
     * agency's book that held it (changed or not). The client reads "Information current as of".
     */
    currentAsOf: timestamp('currentAsOf', { withTimezone: true }).notNull().defaultNow(),
    /** The client pays by automatic payments with the carrier (staff keep it). */
    autopay: boolean('autopay').notNull().default(false),
    /** The next payment's due date, when the agency knows it. */
    nextPaymentDue: date('nextPaymentDue', { mode: 'string' }),
  },
  (t) => [
    index('client_policies_accountId_idx').on(t.accountId),
    index('client_policies_expirationDate_idx').on(t.expirationDate),
    check(
      'client_policies_status_check',
      sql`${t.status} in ('active', 'expired', 'cancelled', 'other')`,
    ),
  ],
);

/**
 * A policy's terms apart from the current one, which the policy row holds: the next term staff
 * enter when the carrier sends the renewal (it starts on the policy's expiration date), and past
 * terms kept when the policy rolls to the next (docs/adr/0016).
 */
export const policyTerms = pgTable(
  'policy_terms',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policyId')
      .notNull()
      .references(() => clientPolicies.id, { onDelete: 'cascade' }),
    effectiveDate: date('effectiveDate', { mode: 'string' }).notNull(),
    expirationDate: date('expirationDate', { mode: 'string' }).notNull(),
    premium: money('premium').notNull(),
    createdBy: uuid('createdBy').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('policy_terms_policy_effective_idx').on(t.policyId, t.effectiveDate)],
);

/**
 * The renewal of a policy's term (the one ending on `expirationDate`): how it is being worked and
 * how it ended. No row: not contacted yet.
 */
export const policyRenewals = pgTable(
  'policy_renewals',
  {
    policyId: integer('policyId')
      .notNull()
      .references(() => clientPolicies.id, { onDelete: 'cascade' }),
    expirationDate: date('expirationDate', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).$type<RenewalStatus>().notNull(),
    lostReason: varchar('lostReason', { length: 20 }).$type<LostReason>(),
    note: text('note'),
    assigneeId: uuid('assigneeId').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updatedBy').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.policyId, t.expirationDate] }),
    index('policy_renewals_status_idx').on(t.status),
    check(
      'policy_renewals_status_check',
      sql`${t.status} in ('not-contacted', 'review-booked', 're-marketing', 'renewed', 'lost')`,
    ),
    check(
      'policy_renewals_lost_check',
      sql`(${t.status} = 'lost') = (${t.lostReason} is not null)`,
    ),
  ],
);

/**
 * The renewal reminders sent: one per policy, expiring term and threshold (60, 30, 7 days), written
 * with the e-mail in one transaction, so each is sent once whatever the number of instances.
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    policyId: integer('policyId')
      .notNull()
      .references(() => clientPolicies.id, { onDelete: 'cascade' }),
    expirationDate: date('expirationDate', { mode: 'string' }).notNull(),
    daysBefore: integer('daysBefore').notNull(),
    sentAt: timestamp('sentAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.expirationDate, t.daysBefore] })],
);

/**
 * A household's annual review, as it happened (docs/adr/0016): life changes, whether the
 * coverage fits, each coverage discussed and what became of it. Never edited: a correction is a
 * new review, as an errors-and-omissions file expects.
 */
export const annualReviews = pgTable(
  'annual_reviews',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('accountId')
      .notNull()
      .references(() => clientAccounts.id, { onDelete: 'cascade' }),
    reviewedOn: date('reviewedOn', { mode: 'string' }).notNull(),
    reviewerId: uuid('reviewerId').references(() => users.id, { onDelete: 'set null' }),
    lifeChanges: text('lifeChanges'),
    coverageAdequate: boolean('coverageAdequate').notNull(),
    coverages: json('coverages')
      .$type<{ coverage: string; outcome: CoverageOutcome }[]>()
      .notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('annual_reviews_accountId_idx').on(t.accountId, t.reviewedOn)],
);

/**
 * The hours a staff member takes appointments, week by week (docs/adr/0017): on an ISO weekday
 * (1 Monday to 7 Sunday), from `startMinute` to `endMinute` after midnight on the agency's clock,
 * on the quarter hour.
 */
export const staffAvailability = pgTable(
  'staff_availability',
  {
    id: serial('id').primaryKey(),
    userId: uuid('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('startMinute').notNull(),
    endMinute: integer('endMinute').notNull(),
  },
  (t) => [
    index('staff_availability_userId_idx').on(t.userId),
    check('staff_availability_weekday_check', sql`${t.weekday} between 1 and 7`),
    check(
      'staff_availability_minutes_check',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}
        and ${t.startMinute} % 15 = 0 and ${t.endMinute} % 15 = 0`,
    ),
  ],
);

/**
 * A call or visit booked with a staff member: by a client (`accountId`, `bookedBy`) or a visitor
 * to the site (their name, e-mail and phone only). Its quarter hours are held in
 * `appointment_slots`, whose key makes a double booking impossible.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    staffId: uuid('staffId')
      .notNull()
      .references(() => users.id),
    startsAt: timestamp('startsAt', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    mode: varchar('mode', { length: 10 }).$type<AppointmentMode>().notNull(),
    topic: varchar('topic', { length: 20 }).$type<AppointmentTopic>().notNull(),
    notes: text('notes'),
    accountId: uuid('accountId').references(() => clientAccounts.id, { onDelete: 'set null' }),
    bookedBy: uuid('bookedBy').references(() => users.id, { onDelete: 'set null' }),
    policyId: integer('policyId').references(() => clientPolicies.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    /** A visitor's network address, so the open bookings of one address can be capped. */
    bookedFrom: varchar('bookedFrom', { length: 64 }),
    status: varchar('status', { length: 10 })
      .$type<AppointmentStatus>()
      .notNull()
      .default('booked'),
    cancelledAt: timestamp('cancelledAt', { withTimezone: true }),
    cancelledBy: uuid('cancelledBy').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancelReason'),
    /** The reminders queued in the outbox, withdrawn if the appointment is cancelled first. */
    reminderEmailIds: json('reminderEmailIds').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointments_startsAt_idx').on(t.startsAt),
    index('appointments_accountId_idx').on(t.accountId),
    check('appointments_minutes_check', sql`${t.minutes} in (15, 30)`),
    check('appointments_mode_check', sql`${t.mode} in ('call', 'visit')`),
    check('appointments_status_check', sql`${t.status} in ('booked', 'cancelled')`),
  ],
);

/**
 * The quarter hours a booked appointment holds, one row each: a staff member's quarter hour is
 * held once (the key), so two bookings of one time cannot both be written, on any number of
 * instances. A cancelled appointment gives its quarter hours back.
 */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    staffId: uuid('staffId')
      .notNull()
      .references(() => users.id),
    slotStart: timestamp('slotStart', { withTimezone: true }).notNull(),
    appointmentId: integer('appointmentId')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.slotStart] }),
    index('appointment_slots_appointmentId_idx').on(t.appointmentId),
  ],
);

/**
 * How a carrier's customers pay: its payment page and phone. The content file's carriers start it
 * (content/carriers.ts `payment`); staff correct or add them, and the portal's How to pay reads
 * them here. Keyed by the carrier's name as policies name it.
 */
export const carrierPayments = pgTable('carrier_payments', {
  carrier: varchar('carrier', { length: 200 }).primaryKey(),
  paymentUrl: varchar('paymentUrl', { length: 500 }),
  paymentPhone: varchar('paymentPhone', { length: 40 }),
  updatedBy: uuid('updatedBy').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** The vehicles an auto policy insures (staff enter them or import them). */
export const policyVehicles = pgTable(
  'policy_vehicles',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policyId')
      .notNull()
      .references(() => clientPolicies.id, { onDelete: 'cascade' }),
    year: integer('year'),
    make: varchar('make', { length: 60 }),
    model: varchar('model', { length: 60 }),
    vin: varchar('vin', { length: 17 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('policy_vehicles_policy_vin_idx').on(t.policyId, t.vin)],
);

/** The drivers an auto policy lists. */
export const policyDrivers = pgTable(
  'policy_drivers',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policyId')
      .notNull()
      .references(() => clientPolicies.id, { onDelete: 'cascade' }),
    firstName: varchar('firstName', { length: 100 }).notNull(),
    lastName: varchar('lastName', { length: 100 }).notNull(),
    dateOfBirth: date('dateOfBirth', { mode: 'string' }),
    licenseState: varchar('licenseState', { length: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('policy_drivers_policyId_idx').on(t.policyId)],
);

/** Those a business client's certificates of insurance are issued to (a lender, a landlord). */
export const certificateHolders = pgTable(
  'certificate_holders',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('accountId')
      .notNull()
      .references(() => clientAccounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    addressLine1: varchar('addressLine1', { length: 200 }),
    addressLine2: varchar('addressLine2', { length: 200 }),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 50 }),
    postalCode: varchar('postalCode', { length: 20 }),
    email: varchar('email', { length: 320 }),
    loanNumber: varchar('loanNumber', { length: 60 }),
    /** The job site or premises a certificate for this holder is about. */
    location: varchar('location', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('certificate_holders_accountId_idx').on(t.accountId)],
);

/** How one source system's export names its columns, per kind of file: saved at each import. */
export const importMappings = pgTable(
  'import_mappings',
  {
    id: serial('id').primaryKey(),
    sourceSystem: varchar('sourceSystem', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<ImportKind>().notNull(),
    /** Field name → the file's column header. */
    mapping: json('mapping').$type<Record<string, string>>().notNull(),
    updatedBy: uuid('updatedBy').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('import_mappings_source_kind_idx').on(t.sourceSystem, t.kind)],
);

/** The policies a member with the `chosen` scope sees. */
export const accountMemberPolicies = pgTable(
  'account_member_policies',
  {
    userId: uuid('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policyId: integer('policyId')
      .notNull()
      .references(() => clientPolicies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.policyId] }),
    index('account_member_policies_policyId_idx').on(t.policyId),
  ],
);

/** Numbers the claims: `CLM-<year>-<6 digits>`. */
export const claimNumberSeq = pgSequence('claim_number_seq', { startWith: 1000 });

export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    userId: uuid('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policyId: integer('policyId')
      .notNull()
      .references(() => clientPolicies.id, { onDelete: 'restrict' }),
    claimNumber: varchar('claimNumber', { length: 50 }).notNull().unique(),
    incidentDate: date('incidentDate', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    status: varchar('status', { length: 20 }).$type<ClaimStatus>().notNull().default('submitted'),
    amount: money('amount'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('claims_userId_idx').on(t.userId),
    index('claims_policyId_idx').on(t.policyId),
    check(
      'claims_status_check',
      sql`${t.status} in ('submitted', 'processing', 'approved', 'denied', 'closed')`,
    ),
  ],
);

/**
 * Every status a claim has had: who changed it, when, from what to what. `note` is shown to the
 * client; `internalNote` only to staff.
 */
export const claimStatusHistory = pgTable(
  'claim_status_history',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claimId')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    fromStatus: varchar('fromStatus', { length: 20 }).$type<ClaimStatus>(),
    toStatus: varchar('toStatus', { length: 20 }).$type<ClaimStatus>().notNull(),
    changedBy: uuid('changedBy').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    internalNote: text('internalNote'),
    createdAt: createdAt(),
  },
  (t) => [index('claim_status_history_claimId_idx').on(t.claimId, t.createdAt)],
);

/** Numbers the service requests: `CHG-<year>-<6 digits>`, `COI-<year>-<6 digits>`. */
export const serviceRequestNumberSeq = pgSequence('service_request_number_seq', {
  startWith: 1000,
});

/**
 * What a client asked the agency to do from the portal: a change to a policy, or a certificate of
 * insurance. `details` holds the fields of its type (src/shared/change-requests.ts), as sent;
 * `summary` says it in one line for lists and e-mails. Staff work it from the service queue.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    reference: varchar('reference', { length: 30 }).notNull().unique(),
    accountId: uuid('accountId')
      .notNull()
      .references(() => clientAccounts.id, { onDelete: 'cascade' }),
    /** The policy a change is on; a certificate request may name none. */
    policyId: integer('policyId').references(() => clientPolicies.id, { onDelete: 'cascade' }),
    /** Who asked: they get the e-mails. */
    requestedBy: uuid('requestedBy').references(() => users.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 30 }).$type<ServiceRequestType>().notNull(),
    details: json('details').$type<Record<string, unknown>>().notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    /** The client's own words beside the fields. */
    note: text('note'),
    status: varchar('status', { length: 20 })
      .$type<ServiceRequestStatus>()
      .notNull()
      .default('received'),
    /** When the agency promised to have worked it (the service times, or a certificate's need). */
    dueAt: timestamp('dueAt', { withTimezone: true }).notNull(),
    assigneeId: uuid('assigneeId').references(() => users.id, { onDelete: 'set null' }),
    /** A certificate request's holder. */
    certificateHolderId: integer('certificateHolderId').references(() => certificateHolders.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('service_requests_accountId_idx').on(t.accountId),
    index('service_requests_policyId_idx').on(t.policyId),
    index('service_requests_status_dueAt_idx').on(t.status, t.dueAt),
    check(
      'service_requests_status_check',
      sql`${t.status} in ('received', 'in-progress', 'sent-to-carrier', 'needs-information', 'completed')`,
    ),
  ],
);

/**
 * A request's timeline: each change of status, each note to the client and each answer from them,
 * with who wrote it. `internalNote` is for staff only.
 */
export const serviceRequestEvents = pgTable(
  'service_request_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('requestId')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    fromStatus: varchar('fromStatus', { length: 20 }).$type<ServiceRequestStatus>(),
    toStatus: varchar('toStatus', { length: 20 }).$type<ServiceRequestStatus>(),
    note: text('note'),
    internalNote: text('internalNote'),
    actorId: uuid('actorId').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('service_request_events_requestId_idx').on(t.requestId, t.createdAt)],
);

/** Notes staff write on a lead (staff console). */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('leadId')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: uuid('authorId').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_leadId_idx').on(t.leadId, t.createdAt)],
);

/**
 * Notes staff keep on a client's record (the client's timeline): a call, a coverage offered and
 * declined, what was agreed. Never shown to the client; exported with the timeline for the
 * agency's errors-and-omissions file.
 */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('accountId')
      .notNull()
      .references(() => clientAccounts.id, { onDelete: 'cascade' }),
    authorId: uuid('authorId').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('client_notes_accountId_idx').on(t.accountId, t.createdAt)],
);

/**
 * Every write by staff: who did what to which record, with the record before and after. Rows are
 * only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: uuid('actorId').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 60 }).notNull(),
    entityType: varchar('entityType', { length: 40 }).notNull(),
    entityId: varchar('entityId', { length: 64 }).notNull(),
    before: json('before'),
    after: json('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_createdAt_idx').on(t.createdAt),
  ],
);
