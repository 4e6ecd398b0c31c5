import { z } from 'zod';
import { invitationSentSchema } from '../auth';
import { endpoint } from '../endpoints';
import { recordIdParams } from '../fields';
import {
  leadSpamReasons,
  leadStatuses,
  type LeadDetails,
  type LeadSpamReason,
  type LeadStatus,
} from '../leads';

/**
 * The staff console's leads inbox: the shapes of /api/staff/leads* and /api/staff/members, and the
 * rules both sides read the same way.
 */

export { leadStatuses, type LeadStatus };

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

/** Why a request is held as suspected spam, for the agent deciding whether it is. */
export const leadSpamReasonLabels: Record<LeadSpamReason, string> = {
  honeypot: 'A field hidden from people was filled in.',
  'too-fast': 'The form was sent less than 3 seconds after it appeared.',
};

export const leadMessagesStaff = {
  notSpam: 'This quote request is not held as suspected spam.',
  notWon: 'Only a won lead can be invited as a client. Mark the lead as Won first.',
  assigneeInvalid: 'Please choose an active agent or admin',
  noteEmpty: 'Please write a note',
  noteTooLong: 'A note can have at most 5000 characters',
  nothingToChange: 'Please send a status or an assignee',
  fromAfterTo: 'The start date must be on or before the end date',
  date: 'Please enter a date as YYYY-MM-DD',
  leadNotFound: 'Not found',
  lostReason: 'Please choose why the lead was lost',
} as const;

/** Why a lead was lost, recorded when it is marked lost (the dashboard counts them). */
export const leadLostReasons = [
  'price',
  'coverage',
  'another-agency',
  'unreachable',
  'not-eligible',
  'other',
] as const;
export type LeadLostReason = (typeof leadLostReasons)[number];
export const leadLostReasonLabels: Record<LeadLostReason, string> = {
  price: 'Price',
  coverage: 'Coverage did not fit',
  'another-agency': 'Chose another agency or carrier',
  unreachable: 'Could not reach them',
  'not-eligible': 'Not eligible',
  other: 'Other',
};

/**
 * The two lines of the business. The quote form's type is `personal`, `commercial`, or a product
 * page's own id (flood, rv, …); those ids belong to the line of their page, and only
 * short-term rentals sit on the commercial side (checked against content/products by a test).
 */
export const leadLines = ['personal', 'commercial'] as const;
export type LeadLine = (typeof leadLines)[number];

/** The agency promises an answer to a quote request within 24 hours; 'soon' from 18 hours on. */
export const RESPONSE_PROMISE_HOURS = 24;
export const RESPONSE_SOON_HOURS = 18;
const HOUR_MS = 3600 * 1000;

export const responseDueStates = ['ok', 'soon', 'missed'] as const;

export const responseDueSchema = z.object({
  state: z.enum(responseDueStates),
  /** When the promise is due: a lead's 24 hours, a service request's due time. */
  dueAt: z.string(),
  /** ok/soon: whole hours left, rounded up; missed: whole hours past due, rounded down. */
  hours: z.number().int().min(0),
});
export type ResponseDue = z.infer<typeof responseDueSchema>;

/** Whole hours since `createdAt` (rounded down). */
export const ageHoursOf = (createdAt: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / HOUR_MS));

/** The 24-hour promise of a lead still `new`; null once someone has moved it on. */
export function responseDueOf(createdAt: Date, status: LeadStatus, now: Date): ResponseDue | null {
  if (status !== 'new') return null;
  const dueAt = new Date(createdAt.getTime() + RESPONSE_PROMISE_HOURS * HOUR_MS);
  const age = now.getTime() - createdAt.getTime();
  const over = now.getTime() - dueAt.getTime();
  if (over >= 0) {
    return { state: 'missed', dueAt: dueAt.toISOString(), hours: Math.floor(over / HOUR_MS) };
  }
  return {
    state: age >= RESPONSE_SOON_HOURS * HOUR_MS ? 'soon' : 'ok',
    dueAt: dueAt.toISOString(),
    hours: Math.ceil(-over / HOUR_MS),
  };
}

/** Hours as a badge reads them: `5 h` under two days, `3 days` from two days on. */
const span = (hours: number) => (hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`);

/**
 * The words of a promise's badge (a lead's 24 hours, a service request's due time): never colour
 * alone.
 */
export function responseDueLabel(due: ResponseDue): string {
  if (due.state === 'missed') {
    return due.hours < 1 ? 'Missed by less than 1 h' : `Missed by ${span(due.hours)}`;
  }
  return `Due in ${span(due.hours)}`;
}

export const LEADS_PAGE_SIZE = 25;
export const LEADS_PAGE_SIZE_MAX = 100;

/** An empty query parameter (`?status=`) means "no filter". */
const blank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const day = z.iso.date(leadMessagesStaff.date);

const filterShape = {
  status: optional(z.enum(leadStatuses)),
  type: optional(z.enum(leadLines)),
  /** A coverage id the lead asked about (auto, home, bop, …). */
  coverage: optional(z.string().regex(/^[a-z][a-z0-9-]{0,59}$/, 'Unknown coverage')),
  /** First and last day, inclusive, on the agency's calendar (America/Chicago). */
  from: optional(day),
  to: optional(day),
  /** Name, e-mail, business name (case-insensitive) or phone (digits only compared). */
  q: optional(z.string().trim().max(200)),
  /** `only`: the requests held as suspected spam, which every other view leaves out. */
  spam: optional(z.enum(['only'])),
};
const datesInOrder = (filters: { from?: string; to?: string }) =>
  !filters.from || !filters.to || filters.from <= filters.to;
const datesMessage = { message: leadMessagesStaff.fromAfterTo, path: ['to'] };

/** GET /api/staff/leads/export.csv: the filters, every match. */
export const leadFiltersSchema = z.object(filterShape).refine(datesInOrder, datesMessage);
export type LeadFilters = z.output<typeof leadFiltersSchema>;

/** GET /api/staff/leads: the filters and a page. */
export const leadListQuerySchema = z
  .object({
    ...filterShape,
    page: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
    pageSize: z.preprocess(
      blank,
      z.coerce.number().int().min(1).max(LEADS_PAGE_SIZE_MAX).default(LEADS_PAGE_SIZE),
    ),
  })
  .refine(datesInOrder, datesMessage);

export const leadFilterKeys = ['status', 'type', 'coverage', 'from', 'to', 'q', 'spam'] as const;

/** The query string of a set of filters (and page), blanks left out: `status=new&q=smith`. */
export function leadQueryString(
  filters: Partial<Record<(typeof leadFilterKeys)[number], string | undefined>>,
  page?: number,
): string {
  const params = new URLSearchParams();
  for (const key of leadFilterKeys) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  if (page && page > 1) params.set('page', String(page));
  return params.toString();
}

/** A staff member as the assignee picker and the lists show them. */
export const personRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** GET /api/staff/members: active agents and admins. */
export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['agent', 'admin']),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const leadListItemSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  /** personal or commercial (see leadLineOf). */
  line: z.enum(leadLines),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  businessName: z.string().nullable(),
  coverageTypes: z.array(z.string()),
  status: z.enum(leadStatuses),
  createdAt: z.string(),
  assignee: personRefSchema.nullable(),
  /** Whole hours since the lead came in, by the server's clock. */
  ageHours: z.number().int().min(0),
  /** The 24-hour promise; only for leads still `new` and not held as spam. */
  responseDue: responseDueSchema.nullable(),
  /** Why the request is held as suspected spam, or null. */
  suspectedSpam: z.enum(leadSpamReasons).nullable(),
});
export type LeadListItem = z.infer<typeof leadListItemSchema>;

export const leadListSchema = z.object({
  items: z.array(leadListItemSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type LeadList = z.infer<typeof leadListSchema>;

export const leadNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  author: personRefSchema.nullable(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** One line of a lead's audit trail (status, assignee, notes, invitation). */
export const leadEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: personRefSchema.nullable(),
  createdAt: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;

/** Whether the lead's e-mail address already has a client account, or a pending invitation. */
export const leadAccountSchema = z.object({
  status: z.enum(['none', 'invited', 'active']),
  invitationExpiresAt: z.string().nullable(),
});

export const leadDetailSchema = leadListItemSchema.extend({
  industry: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  sourcePage: z.string().nullable(),
  /** The optional details step (vehicles, property, business), as the visitor sent it. */
  details: z.custom<LeadDetails>((value) => typeof value === 'object').nullable(),
  contactedAt: z.string().nullable(),
  /** When it was first quoted, and when won or lost (with why it was lost). */
  quotedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  lostReason: z.enum(leadLostReasons).nullable(),
  /** Where the visitor came from: the campaign's UTM parameters and the referring site. */
  utm: z.object({
    source: z.string().nullable(),
    medium: z.string().nullable(),
    campaign: z.string().nullable(),
  }),
  referrerHost: z.string().nullable(),
  notes: z.array(leadNoteSchema),
  history: z.array(leadEventSchema),
  account: leadAccountSchema,
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** PATCH /api/staff/leads/:id: any of the five statuses from any other; an assignee or none. */
export const leadUpdateSchema = z
  .object({
    status: z.enum(leadStatuses).optional(),
    /** With status `lost`, required: why. */
    lostReason: z.enum(leadLostReasons, { error: leadMessagesStaff.lostReason }).optional(),
    assigneeId: z.uuid(leadMessagesStaff.assigneeInvalid).nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.assigneeId !== undefined, {
    message: leadMessagesStaff.nothingToChange,
  })
  .refine((body) => body.status !== 'lost' || body.lostReason !== undefined, {
    message: leadMessagesStaff.lostReason,
    path: ['lostReason'],
  });
export type LeadUpdate = z.input<typeof leadUpdateSchema>;

/** POST /api/staff/leads/:id/notes. */
export const newLeadNoteSchema = z.object({
  text: z
    .string({ error: leadMessagesStaff.noteEmpty })
    .trim()
    .min(1, leadMessagesStaff.noteEmpty)
    .max(5000, leadMessagesStaff.noteTooLong),
});

/** POST /api/staff/leads/:id/invite: 201 `{ email, expiresAt }`. */
export const leadInvitationSchema = invitationSentSchema;
export type LeadInvitation = z.infer<typeof leadInvitationSchema>;

// --- the console's lead endpoints -------------------------------------------------------------

/** A path's lead id. */
const leadParams = recordIdParams();

/** What the console calls about the leads inbox, and who a lead can be assigned to. */
export const staffLeadEndpoints = {
  list: endpoint('GET', '/api/staff/leads', {
    querystring: leadListQuerySchema,
    response: { 200: leadListSchema },
  }),
  /** The same filters' every match, as a CSV file. */
  exportCsv: endpoint('GET', '/api/staff/leads/export.csv', { querystring: leadFiltersSchema }),
  detail: endpoint('GET', '/api/staff/leads/:id', {
    params: leadParams,
    response: { 200: leadDetailSchema },
  }),
  update: endpoint('PATCH', '/api/staff/leads/:id', {
    params: leadParams,
    body: leadUpdateSchema,
    response: { 200: leadDetailSchema },
  }),
  addNote: endpoint('POST', '/api/staff/leads/:id/notes', {
    params: leadParams,
    body: newLeadNoteSchema,
    response: { 201: leadNoteSchema },
  }),
  /** A request held as suspected spam that a person judged real. */
  restore: endpoint('POST', '/api/staff/leads/:id/restore', {
    params: leadParams,
    response: { 200: leadDetailSchema },
  }),
  /** A won lead's invitation to the portal; 409 when the address already has an account. */
  invite: endpoint('POST', '/api/staff/leads/:id/invite', {
    params: leadParams,
    response: { 201: leadInvitationSchema },
  }),
  members: endpoint('GET', '/api/staff/members', {
    response: { 200: z.array(staffMemberSchema) },
  }),
};
