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
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

// Column names are exactly those of SPEC section 3 (camelCase, quoted in SQL).
const createdAt = () => timestamp('createdAt', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updatedAt', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const money = (name: string) => decimal(name, { precision: 10, scale: 2 });

export const userRoles = ['client', 'agent', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('client', 'agent', 'admin')`)],
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
  },
  (t) => [index('leads_createdAt_idx').on(t.createdAt)],
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
    userId: uuid('userId').references(() => users.id, { onDelete: 'cascade' }),
    leadId: integer('leadId').references(() => leads.id, { onDelete: 'set null' }),
    fileName: varchar('fileName', { length: 255 }).notNull(),
    filePath: text('filePath').notNull(),
    fileSize: integer('fileSize').notNull(),
    mimeType: varchar('mimeType', { length: 100 }).notNull(),
    uploadedAt: timestamp('uploadedAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_userId_idx').on(t.userId), index('documents_leadId_idx').on(t.leadId)],
);

export const policyStatuses = ['active', 'expired', 'cancelled', 'other'] as const;

export const clientPolicies = pgTable(
  'client_policies',
  {
    id: serial('id').primaryKey(),
    userId: uuid('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  },
  (t) => [
    index('client_policies_userId_idx').on(t.userId),
    index('client_policies_expirationDate_idx').on(t.expirationDate),
    check(
      'client_policies_status_check',
      sql`${t.status} in ('active', 'expired', 'cancelled', 'other')`,
    ),
  ],
);

export const claimStatuses = ['submitted', 'processing', 'approved', 'denied', 'closed'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

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
