import { z } from 'zod';
import { carriers } from '#content/carriers';
import { claimSchema, claimStatuses, policySchema, policyStatuses } from '../portal';
import { documentSchema } from '../documents';
import { idCardSchema } from '../id-cards';
import { accountKinds, signInPersonSchema } from '../client-accounts';

/**
 * The staff console's clients, policies and documents: the shapes of `/api/staff/clients*` and
 * `/api/staff/policies*`, and the one policy schema the form and the server both use.
 */

/** The 42 carriers of content/carriers.ts: a policy's carrier is one of these names. */
export const carrierNames: readonly string[] = carriers.map((carrier) => carrier.name);

/** Policy types the form suggests (free text: an agency writes more lines than these). */
export const policyTypeSuggestions = [
  'Auto',
  'Homeowners',
  'Renters',
  'Condo',
  'Umbrella',
  'Motorcycle',
  'Boat',
  'Flood',
  'Life',
  'Business Owners Policy',
  'General Liability',
  'Commercial Auto',
  'Workers Compensation',
  'Professional Liability',
  'Cyber',
] as const;

export const policyStatusLabels: Record<(typeof policyStatuses)[number], string> = {
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
  other: 'Other',
};

export const clientMessages = {
  policyNumberRequired: 'Please enter the policy number',
  policyNumberInvalid:
    'Use letters, digits, spaces, dots, slashes and dashes, starting with a letter or digit',
  policyNumberTaken: 'Another policy already has this number',
  policyTypeRequired: 'Please enter the type of policy',
  carrierRequired: 'Please choose a carrier from the list',
  premiumInvalid: 'Please enter the premium: an amount of 0 or more, in dollars and cents',
  deductibleInvalid: 'Please enter an amount of 0 or more, in dollars and cents, or leave it empty',
  effectiveDateRequired: 'Please enter the effective date',
  expirationDateRequired: 'Please enter the expiration date',
  datesOutOfOrder: 'The expiration date cannot be before the effective date',
  statusRequired: 'Please choose a status',
  alreadyCancelled: 'This policy is already cancelled',
  policyCreated: 'Policy added',
  policyUpdated: 'Policy saved',
  policyCancelled: 'Policy cancelled',
} as const;

// --- the policy form -------------------------------------------------------------------------

/** decimal(10,2): at most 8 digits before the point. */
const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** `1284.5` or `'$1,284.5'` as the column stores it, `'1284.50'`; null when it is not money. */
export function toMoney(value: string | number): string | null {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : value.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!MONEY_PATTERN.test(text)) return null;
  const [whole, cents = ''] = text.split('.');
  return `${BigInt(whole!).toString()}.${cents.padEnd(2, '0')}`;
}

const money = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const amount = toMoney(value);
    if (amount === null) {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return amount;
  });

/** Empty, null or absent: no deductible. */
const optionalMoney = (message: string) =>
  z
    .union([z.literal(''), money(message)], { error: message })
    .nullish()
    .transform((value) => value || null);

const day = (message: string) =>
  z.iso.date({ error: message }).refine((value) => !Number.isNaN(Date.parse(value)), message);

export const policyFields = z.object({
  policyNumber: z
    .string({ error: clientMessages.policyNumberRequired })
    .trim()
    .min(1, clientMessages.policyNumberRequired)
    .max(50, clientMessages.policyNumberInvalid)
    // Empty is told by the rule above, once.
    .regex(/^([A-Za-z0-9][A-Za-z0-9 ./-]*)?$/, clientMessages.policyNumberInvalid),
  policyType: z
    .string({ error: clientMessages.policyTypeRequired })
    .trim()
    .min(1, clientMessages.policyTypeRequired)
    .max(100),
  carrier: z
    .string({ error: clientMessages.carrierRequired })
    .refine((name) => carrierNames.includes(name), clientMessages.carrierRequired),
  premium: money(clientMessages.premiumInvalid),
  deductible: optionalMoney(clientMessages.deductibleInvalid),
  effectiveDate: day(clientMessages.effectiveDateRequired),
  expirationDate: day(clientMessages.expirationDateRequired),
  status: z.enum(policyStatuses, { error: clientMessages.statusRequired }),
});

type Dates = { effectiveDate?: unknown; expirationDate?: unknown };

/** Both dates valid and in order; the message goes on the expiration date. */
function datesInOrder(value: Dates, ctx: z.RefinementCtx) {
  const { effectiveDate, expirationDate } = value;
  if (
    typeof effectiveDate === 'string' &&
    typeof expirationDate === 'string' &&
    expirationDate < effectiveDate
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['expirationDate'],
      message: clientMessages.datesOutOfOrder,
      input: expirationDate,
    });
  }
}

/** Checked as soon as both dates are valid, whatever else is wrong with the form. */
const whenDatesParsed: z.core.$ZodSuperRefineParams = {
  when: (payload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      return field === 'effectiveDate' || field === 'expirationDate';
    }),
};

/** POST /api/staff/clients/:id/policies, and the "Add policy" form. */
export const policyInputSchema = policyFields.superRefine(datesInOrder, whenDatesParsed);
export type PolicyInput = z.input<typeof policyInputSchema>;
export type PolicyValues = z.output<typeof policyInputSchema>;

/**
 * PATCH /api/staff/policies/:id: any of the fields; the server checks the date order again on
 * the merged policy.
 */
export const policyPatchSchema = policyFields.partial();
export type PolicyPatch = z.output<typeof policyPatchSchema>;

/**
 * The "Edit policy" form: the same fields and rules, except that a carrier the policy already
 * names stays acceptable when it is not (or no longer) on the list, so a policy written before
 * the list can be edited without changing it. The form sends only the fields that changed, and
 * the server checks a sent carrier against the list.
 */
export function editPolicySchema(currentCarrier: string) {
  return policyFields
    .extend({ carrier: z.union([policyFields.shape.carrier, z.literal(currentCarrier)]) })
    .superRefine(datesInOrder, whenDatesParsed);
}

// --- what the API answers --------------------------------------------------------------------

/** A policy as staff see it: the portal's shape and its client account. */
export const staffPolicySchema = policySchema.extend({
  accountId: z.string(),
  updatedAt: z.string(),
});
export type StaffPolicy = z.infer<typeof staffPolicySchema>;

export const CLIENTS_PAGE_SIZE = 25;

/** GET /api/staff/clients */
export const clientListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CLIENTS_PAGE_SIZE),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

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

// --- vehicles and drivers of a policy ----------------------------------------------------------

export const staffVehicleSchema = z.object({
  id: z.number().int(),
  policyId: z.number().int(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  vin: z.string(),
});
export type StaffVehicle = z.infer<typeof staffVehicleSchema>;

export const staffDriverSchema = z.object({
  id: z.number().int(),
  policyId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  licenseState: z.string().nullable(),
});
export type StaffDriver = z.infer<typeof staffDriverSchema>;

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
