import { z } from 'zod';
import { claimSchema, claimStatuses } from '../claims';
import { policySchema } from '../policies';
import { documentSchema } from '../documents';
import { idCardSchema } from '../id-cards';
import { accountKinds, invitePersonSchema, signInPersonSchema } from '../clients';
import { acknowledgementSchema, invitationSentSchema, inviteClientSchema } from '../auth';
import { endpoint } from '../endpoints';
import { idParams } from '../fields';
import { staffDriverSchema, staffPolicySchema, staffVehicleSchema } from './policies';

/**
 * The staff console's clients: the shapes of `/api/staff/clients*` (a client's people, policies,
 * claims, documents, invitations and timeline).
 */

export const CLIENTS_PAGE_SIZE = 25;

/** GET /api/staff/clients */
export const clientListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CLIENTS_PAGE_SIZE),
});

/**
 * Where a client account stands with the portal: nobody of it signs in yet, an invitation is on
 * its way, or someone has joined.
 */
export const portalStates = ['none', 'invited', 'joined'] as const;
export type PortalState = (typeof portalStates)[number];

/** A client account in the list: the household or business, and how far it is with the portal. */
export const clientSummarySchema = z.object({
  /** The client account's id (`/staff/clients/:id`). */
  id: z.string(),
  kind: z.enum(accountKinds),
  /** The business, the person, or the contact address when there is no name. */
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  businessName: z.string().nullable(),
  /** The contact address; an imported client may have none. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  portal: z.enum(portalStates),
  /** The latest sign-in of any of the account's people. */
  lastSignInAt: z.string().nullable(),
  policyCount: z.number().int(),
  openClaimCount: z.number().int(),
  createdAt: z.string(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const clientListSchema = z.object({
  items: z.array(clientSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ClientList = z.infer<typeof clientListSchema>;

/** A client's claim in the staff view (the claim itself is worked at /staff/claims/:id). */
export const clientClaimSchema = z.object({
  id: z.number().int(),
  claimNumber: z.string(),
  status: z.enum(claimStatuses),
  incidentDate: z.string(),
  amount: z.string().nullable(),
  createdAt: z.string(),
  policyId: z.number().int(),
  policyNumber: z.string(),
  policyType: z.string(),
});
export type ClientClaim = z.infer<typeof clientClaimSchema>;

/** A person who signs in to a client account. */
export const accountPersonSchema = signInPersonSchema.extend({
  /** The address was proved (a verification or invitation link). */
  confirmed: z.boolean(),
  disabledAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountPerson = z.infer<typeof accountPersonSchema>;

/** GET /api/staff/clients/:id */
export const clientDetailSchema = clientSummarySchema
  .omit({ policyCount: true, openClaimCount: true })
  .extend({
    address: z.object({
      line1: z.string().nullable(),
      line2: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      postalCode: z.string().nullable(),
    }),
    people: z.array(accountPersonSchema),
    policies: z.array(staffPolicySchema),
    /** The vehicles and drivers of the client's policies. */
    vehicles: z.array(z.lazy(() => staffVehicleSchema)),
    drivers: z.array(z.lazy(() => staffDriverSchema)),
    /** How each policy is paid: automatic payments, the next due date (staff keep them). */
    billing: z.array(
      z.object({
        policyId: z.number().int(),
        autopay: z.boolean(),
        nextPaymentDue: z.string().nullable(),
      }),
    ),
    claims: z.array(clientClaimSchema),
    documents: z.array(documentSchema),
    /** An invitation sent to this address and not used yet. */
    invitation: z.object({ sentAt: z.string(), expiresAt: z.string() }).nullable(),
  });
export type ClientDetail = z.infer<typeof clientDetailSchema>;

// --- invitations in bulk -------------------------------------------------------------------

/** Invitation e-mails the outbox sends a minute when staff invite many clients at once. */
export const INVITATIONS_PER_MINUTE = 60;

/** POST /api/staff/clients/invitations: the chosen client accounts, or every one. */
export const bulkInviteSchema = z.union([
  z.object({ accountIds: z.array(z.uuid()).min(1).max(1000) }),
  z.object({ all: z.literal(true) }),
]);
export type BulkInvite = z.infer<typeof bulkInviteSchema>;

export const bulkInviteResultSchema = z.object({
  invited: z.number().int(),
  /** Left out: no address, someone already signed in, an invitation still open, the address used. */
  skipped: z.object({
    noEmail: z.number().int(),
    joined: z.number().int(),
    invited: z.number().int(),
    addressTaken: z.number().int(),
  }),
  message: z.string(),
});
export type BulkInviteResult = z.infer<typeof bulkInviteResultSchema>;

// --- what the client sees --------------------------------------------------------------------

/**
 * GET /api/staff/clients/:id/portal[?personId=]: the client's portal as the account's holder (or
 * the person named) sees it, for staff walking a caller through it. Read-only; each look is
 * audited.
 */
export const clientPortalViewSchema = z.object({
  /** Whose view it is: the person's name, or the account's. */
  viewer: z.string(),
  policies: z.array(policySchema),
  currentAsOf: z.record(z.string(), z.string()),
  claims: z.array(claimSchema),
  documents: z.array(documentSchema),
  idCards: z.array(idCardSchema),
});
export type ClientPortalView = z.infer<typeof clientPortalViewSchema>;
export const portalViewQuerySchema = z.object({ personId: z.uuid().optional() });

// --- a client's timeline (the client's page; exported for the errors-and-omissions file) -------

/** What the timeline holds, in the filter's order. */
export const timelineKinds = [
  'lead',
  'claim',
  'service',
  'document',
  'chat',
  'email',
  'note',
  'review',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

export const timelineKindLabels: Record<TimelineKind, string> = {
  lead: 'Quote requests',
  claim: 'Claims',
  service: 'Service requests',
  document: 'Documents',
  chat: 'Chats',
  email: 'E-mails',
  note: 'Staff notes',
  review: 'Annual reviews',
};

export const timelineMessages = {
  kindsInvalid: `Choose what to show from: ${timelineKinds.join(', ')}`,
  noteRequired: 'Please write the note',
  noteTooLong: 'Please keep the note under 4000 characters',
  noteSaved: 'Note added to the timeline',
} as const;

/** The most events the page shows; the export holds them all. */
export const TIMELINE_PAGE_LIMIT = 500;

/** `?kinds=claim,email`: the kinds to show (all when missing or empty), once each, in order. */
export const timelineQuerySchema = z.object({
  kinds: z
    .string()
    .max(200, timelineMessages.kindsInvalid)
    .optional()
    .transform((value, ctx): TimelineKind[] => {
      const asked = (value ?? '').split(',').filter(Boolean);
      if (asked.some((kind) => !(timelineKinds as readonly string[]).includes(kind))) {
        ctx.addIssue({ code: 'custom', message: timelineMessages.kindsInvalid });
        return z.NEVER;
      }
      return asked.length === 0
        ? [...timelineKinds]
        : timelineKinds.filter((kind) => asked.includes(kind));
    }),
});

export const timelineExportQuerySchema = timelineQuerySchema.extend({
  format: z.enum(['csv', 'pdf'], { error: 'Choose csv or pdf' }),
});

export const timelineEventSchema = z.object({
  /** `<kind>-<record>-<part>`: unique in the timeline. */
  id: z.string(),
  kind: z.enum(timelineKinds),
  at: z.string(),
  title: z.string(),
  /** What the client or staff wrote, or what happened, in words. */
  detail: z.string().nullable(),
  /** A note for staff only (a claim's or request's internal note). */
  internalNote: z.string().nullable(),
  /** Who did it: a person's name, "Client", or null for the system. */
  by: z.string().nullable(),
  /** The record's page in the console, or the file's download. */
  href: z.string().nullable(),
  /** A chat's messages, oldest first. */
  transcript: z.array(z.object({ at: z.string(), from: z.string(), text: z.string() })).nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const timelineSchema = z.object({
  events: z.array(timelineEventSchema),
  /** More events than the page shows: the export has them all. */
  truncated: z.boolean(),
});
export type Timeline = z.infer<typeof timelineSchema>;

/** POST /api/staff/clients/:id/notes */
export const clientNoteSchema = z.object({
  text: z
    .string({ error: timelineMessages.noteRequired })
    .trim()
    .min(1, timelineMessages.noteRequired)
    .max(4000, timelineMessages.noteTooLong)
    .refine((value) => !value.includes('\u0000'), timelineMessages.noteRequired),
});

// --- the console's client endpoints -----------------------------------------------------------

/** A file staff upload for a client, answered with the document it became. */
const fileUpload = { params: idParams, response: { 201: documentSchema } };

/** What the console calls about its clients (every write audited). */
export const staffClientEndpoints = {
  list: endpoint('GET', '/api/staff/clients', {
    querystring: clientListQuerySchema,
    response: { 200: clientListSchema },
  }),
  detail: endpoint('GET', '/api/staff/clients/:id', {
    params: idParams,
    response: { 200: clientDetailSchema },
  }),
  invite: endpoint('POST', '/api/staff/clients/invite', {
    body: inviteClientSchema,
    response: { 201: invitationSentSchema },
  }),
  inviteAccounts: endpoint('POST', '/api/staff/clients/invitations', {
    body: bulkInviteSchema,
    response: { 200: bulkInviteResultSchema },
  }),
  portalView: endpoint('GET', '/api/staff/clients/:id/portal', {
    params: idParams,
    querystring: portalViewQuerySchema,
    response: { 200: clientPortalViewSchema },
  }),
  /** A vehicle's proof of insurance as the client gets it (a PDF). */
  idCardPdf: endpoint('GET', '/api/staff/clients/:id/id-cards/:policyId/vehicles/:vehicleId/pdf', {
    params: z.object({
      id: z.string().max(100),
      policyId: z.string().max(20),
      vehicleId: z.string().max(20),
    }),
  }),
  invitePerson: endpoint('POST', '/api/staff/clients/:id/people/invite', {
    params: idParams,
    body: invitePersonSchema,
    response: { 201: acknowledgementSchema },
  }),
  revokePerson: endpoint('POST', '/api/staff/clients/:id/people/:personId/revoke', {
    params: z.object({ id: z.string().max(100), personId: z.string().max(100) }),
    response: { 200: acknowledgementSchema },
  }),
  /** The carrier's own proof of insurance for the policy's current term (a PDF). */
  uploadCarrierCard: endpoint('POST', '/api/staff/policies/:id/id-card', fileUpload),
  uploadDocument: endpoint('POST', '/api/staff/clients/:id/documents', fileUpload),
  timeline: endpoint('GET', '/api/staff/clients/:id/timeline', {
    params: idParams,
    querystring: timelineQuerySchema,
    response: { 200: timelineSchema },
  }),
  /** The whole record as a CSV or PDF file. */
  timelineExport: endpoint('GET', '/api/staff/clients/:id/timeline/export', {
    params: idParams,
    querystring: timelineExportQuerySchema,
  }),
  addNote: endpoint('POST', '/api/staff/clients/:id/notes', {
    params: idParams,
    body: clientNoteSchema,
    response: { 201: timelineEventSchema },
  }),
};
