import { z } from 'zod';
import { type ClaimStatus, claimAttachmentSchema, claimStatusText, claimStatuses } from '../claims';
import { endpoint, queueEndpoints } from '../endpoints';
import { recordId } from '../fields';

/**
 * The staff console's claims queue: the allowed moves, the shapes of /api/staff/claims and the
 * texts the server and the console share.
 */

/** The claim graph: submitted → processing → approved or denied → closed. */
export const claimTransitions: Record<ClaimStatus, readonly ClaimStatus[]> = {
  submitted: ['processing'],
  processing: ['approved', 'denied'],
  approved: ['closed'],
  denied: ['closed'],
  closed: [],
};

export const canMoveClaim = (from: ClaimStatus, to: ClaimStatus) =>
  claimTransitions[from].includes(to);

/**
 * The decisions a client reads about their claim: approved, denied, closed. Each goes with the
 * reason for the client (the note), and staff confirm it before it is e-mailed.
 */
export const claimDecisions: readonly ClaimStatus[] = ['approved', 'denied', 'closed'];
export const isClaimDecision = (status: ClaimStatus) => claimDecisions.includes(status);

/** Claims older than this many days are highlighted in the queue. */
export const CLAIM_AGE_WARNING_DAYS = 7;

/** The queue's filter: `open` (every status but closed, the default), `all`, or one status. */
export const claimQueueFilters = ['open', 'all', ...claimStatuses] as const;
export type ClaimQueueFilter = (typeof claimQueueFilters)[number];

export const claimQueueFilterLabels: Record<ClaimQueueFilter, string> = {
  open: 'Open (not closed)',
  all: 'All claims',
  ...(Object.fromEntries(claimStatuses.map((s) => [s, claimStatusText[s].label])) as Record<
    ClaimStatus,
    string
  >),
};

export const claimQueueQuerySchema = z.object({
  status: z.enum(claimQueueFilters).default('open'),
});

const label = (status: ClaimStatus) => claimStatusText[status].label;

export const NOTE_MAX_LENGTH = 2000;

export const staffClaimMessages = {
  notFound: 'Not found',
  refused: (from: ClaimStatus, to: ClaimStatus) =>
    from === to
      ? `This claim is already ${label(from)}.`
      : `A claim cannot move from ${label(from)} to ${label(to)}.`,
  changedMeanwhile: (now: ClaimStatus) =>
    `Someone else changed this claim a moment ago: it is now ${label(now)}. Check the timeline and try again.`,
  noteTooLong: `Keep the note under ${NOTE_MAX_LENGTH} characters`,
  changeFailed: 'The status could not be changed. Please try again.',
  moved: (claimNumber: string, to: ClaimStatus) =>
    `Claim ${claimNumber} is now ${label(to)}. The client has been e-mailed.`,
  reasonRequired: 'Please write the reason the client will read',
  confirmTitle: (claimNumber: string, to: ClaimStatus) =>
    `Move claim ${claimNumber} to ${label(to)}?`,
  confirmText: (to: ClaimStatus) =>
    `The client is e-mailed at once that their claim is ${label(to).toLowerCase()}, with your reason. This cannot be taken back.`,
} as const;

/** An optional note: blank is no note. */
const optionalNote = z
  .string()
  .trim()
  .max(NOTE_MAX_LENGTH, staffClaimMessages.noteTooLong)
  .nullish()
  .transform((note) => note || null);

/** The two notes of a status change: the form's schema, and part of the request's. */
export const claimNotesSchema = z.object({
  /** Public: e-mailed to the client and shown in their portal. */
  note: optionalNote,
  /** Staff only: never leaves the staff console. */
  internalNote: optionalNote,
});

/** POST /api/staff/claims/:id/status: a decision comes with the reason for the client. */
export const changeClaimStatusSchema = claimNotesSchema
  .extend({ status: z.enum(claimStatuses) })
  .superRefine((change, ctx) => {
    if (isClaimDecision(change.status) && change.note === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: staffClaimMessages.reasonRequired,
        input: change.note,
      });
    }
  });
export type ChangeClaimStatus = z.output<typeof changeClaimStatusSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const decimalString = z.string().regex(/^\d+(\.\d{1,2})?$/);

export const claimClientSchema = z.object({
  /** The client account the claim's policy belongs to (`/staff/clients/:id`). */
  id: z.string(),
  /** The person who filed it: first and last name, or the e-mail when they gave no name. */
  name: z.string(),
  email: z.string(),
});

/** GET /api/staff/claims: one row of the queue, oldest first. */
export const staffClaimRowSchema = z.object({
  id: z.number().int(),
  claimNumber: z.string(),
  client: claimClientSchema,
  policyNumber: z.string(),
  policyType: z.string(),
  status: z.enum(claimStatuses),
  amount: decimalString.nullable(),
  incidentDate: isoDate,
  createdAt: z.string(),
  /** Whole days since the claim was filed. */
  ageDays: z.number().int(),
});
export type StaffClaimRow = z.infer<typeof staffClaimRowSchema>;

/** One status change as staff see it: with the internal note and who made it. */
export const staffClaimEventSchema = z.object({
  id: z.number().int(),
  fromStatus: z.enum(claimStatuses).nullable(),
  toStatus: z.enum(claimStatuses),
  note: z.string().nullable(),
  internalNote: z.string().nullable(),
  /** Null for a change nobody is recorded for (demo data, a deleted account). */
  changedBy: z.object({ id: z.string(), name: z.string(), role: z.string() }).nullable(),
  createdAt: z.string(),
});
export type StaffClaimEvent = z.infer<typeof staffClaimEventSchema>;

/** GET /api/staff/claims/:id (and the answer of a status change). */
export const staffClaimSchema = staffClaimRowSchema.extend({
  description: z.string(),
  updatedAt: z.string(),
  policy: z.object({
    id: z.number().int(),
    policyNumber: z.string(),
    policyType: z.string(),
    carrier: z.string(),
    status: z.string(),
    premium: decimalString,
    deductible: decimalString.nullable(),
    effectiveDate: isoDate,
    expirationDate: isoDate,
  }),
  /** Oldest first. */
  history: z.array(staffClaimEventSchema),
  /** The photos and documents the client sent with the claim, oldest first. */
  attachments: z.array(claimAttachmentSchema),
});
export type StaffClaim = z.infer<typeof staffClaimSchema>;

// --- the console's claim endpoints ---------------------------------------------------------------

/** A claim's routes: its id in the path, and the claim as it now is in the answer. */
const ofClaim = { params: z.object({ id: recordId() }), response: { 200: staffClaimSchema } };

/** What the console calls to work the claims queue. */
export const staffClaimEndpoints = {
  ...queueEndpoints('/api/staff/claims', {
    query: claimQueueQuerySchema,
    list: z.array(staffClaimRowSchema),
    ofRecord: ofClaim,
  }),
  changeStatus: endpoint('POST', '/api/staff/claims/:id/status', {
    ...ofClaim,
    body: changeClaimStatusSchema,
  }),
};
