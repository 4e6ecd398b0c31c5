import { z } from 'zod';
import { endpoint, queueEndpoints } from '../endpoints';
import { recordIdParams } from '../fields';
import { NUL_MESSAGE } from '../text';
import {
  type ServiceRequestStatus,
  serviceAttachmentSchema,
  serviceRequestHeadSchema,
  serviceRequestKinds,
  serviceRequestStatuses,
} from '../change-requests';
import { personRefSchema, responseDueSchema, type ResponseDue } from './leads';

/**
 * The service queue (/staff/service): every change and certificate request clients sent from the
 * portal, oldest due first, each with its promise shown as due or missed like a lead's 24 hours.
 */

/** Words the service queue's refusals use. */
export const staffServiceMessages = {
  notFound: 'Not found',
  nothingToDo: 'Please change the status, the assignee, or write a note',
  refused: (from: ServiceRequestStatus) =>
    from === 'completed'
      ? 'This request is completed; it cannot be moved again.'
      : 'A request cannot go back to Received.',
  changedMeanwhile:
    'Someone else changed this request a moment ago. Its page now shows what they did.',
  assigneeNotStaff: 'Please choose a member of the agency staff',
  noteTooLong: 'Please keep a note under 2000 characters',
} as const;

/** A request within this many hours of its due time is shown as due soon. */
export const SERVICE_SOON_HOURS = 4;
const HOUR_MS = 3600 * 1000;

/**
 * How a request's promise stands: missed once past `dueAt`, soon within 4 hours. Completed
 * requests have none, and neither has one waiting for the client's answer (the agency's clock
 * stops while it waits).
 */
export function serviceDueOf(
  dueAt: Date,
  status: ServiceRequestStatus,
  now: Date,
): ResponseDue | null {
  if (status === 'completed' || status === 'needs-information') return null;
  const left = dueAt.getTime() - now.getTime();
  if (left <= 0) {
    return { state: 'missed', dueAt: dueAt.toISOString(), hours: Math.floor(-left / HOUR_MS) };
  }
  return {
    state: left <= SERVICE_SOON_HOURS * HOUR_MS ? 'soon' : 'ok',
    dueAt: dueAt.toISOString(),
    hours: Math.ceil(left / HOUR_MS),
  };
}

export const serviceQueueFilters = ['open', 'all', ...serviceRequestStatuses] as const;
export type ServiceQueueFilter = (typeof serviceQueueFilters)[number];

/** GET /api/staff/service?status=&kind=&assignee= */
export const serviceQueueQuerySchema = z.object({
  status: z
    .enum(serviceQueueFilters)
    .or(z.literal('').transform(() => 'open' as const))
    .default('open'),
  kind: z
    .enum(['all', ...serviceRequestKinds])
    .or(z.literal('').transform(() => 'all' as const))
    .default('all'),
  /** `me`, `unassigned`, `anyone` (default), or a staff member's id. */
  assignee: z
    .union([z.enum(['anyone', 'me', 'unassigned']), z.uuid()])
    .or(z.literal('').transform(() => 'anyone' as const))
    .default('anyone'),
});
export type ServiceQueueQuery = z.output<typeof serviceQueueQuerySchema>;

export const staffServiceRowSchema = serviceRequestHeadSchema.extend({
  /** The client account (its page in the console). */
  client: personRefSchema,
  policy: z
    .object({ id: z.number().int(), policyNumber: z.string(), policyType: z.string() })
    .nullable(),
  createdAt: z.string(),
  dueAt: z.string(),
  /** The promise: null when completed or waiting for the client. */
  due: responseDueSchema.nullable(),
  assignee: personRefSchema.nullable(),
});
export type StaffServiceRow = z.infer<typeof staffServiceRowSchema>;

export const staffServiceEventSchema = z.object({
  id: z.number().int(),
  fromStatus: z.enum(serviceRequestStatuses).nullable(),
  toStatus: z.enum(serviceRequestStatuses).nullable(),
  /** For the client (from staff), or the client's own answer. */
  note: z.string().nullable(),
  internalNote: z.string().nullable(),
  actor: personRefSchema.extend({ role: z.string() }).nullable(),
  createdAt: z.string(),
});

/** GET /api/staff/service/:id */
export const staffServiceRequestSchema = staffServiceRowSchema.extend({
  /** The type's fields as the client sent them. */
  details: z.record(z.string(), z.unknown()),
  note: z.string().nullable(),
  requestedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  history: z.array(staffServiceEventSchema),
  attachments: z.array(serviceAttachmentSchema),
  updatedAt: z.string(),
});
export type StaffServiceRequest = z.infer<typeof staffServiceRequestSchema>;

const noteText = z
  .string()
  .trim()
  .max(2000, staffServiceMessages.noteTooLong)
  .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
  .optional()
  .transform((value) => value || null);

/**
 * PATCH /api/staff/service/:id: a new status, an assignee (null: nobody), a note the client reads
 * (e-mailed), an internal note; at least one. A status change or a note to the client e-mails the
 * person who asked.
 */
export const updateServiceRequestSchema = z
  .object({
    status: z.enum(serviceRequestStatuses).optional(),
    assigneeId: z.uuid().nullable().optional(),
    note: noteText,
    internalNote: noteText,
  })
  .refine(
    (input) =>
      input.status !== undefined ||
      input.assigneeId !== undefined ||
      input.note !== null ||
      input.internalNote !== null,
    { message: staffServiceMessages.nothingToDo },
  );
export type UpdateServiceRequestInput = z.input<typeof updateServiceRequestSchema>;
export type UpdateServiceRequest = z.output<typeof updateServiceRequestSchema>;

// --- the service queue's endpoints ---------------------------------------------------------------

/** A request's routes: its id in the path, and the request as it now is in the answer. */
const ofRequest = { params: recordIdParams(), response: { 200: staffServiceRequestSchema } };

/** What the console calls to work the service queue. */
export const staffChangeRequestEndpoints = {
  ...queueEndpoints('/api/staff/service', {
    query: serviceQueueQuerySchema,
    list: z.array(staffServiceRowSchema),
    ofRecord: ofRequest,
  }),
  update: endpoint('PATCH', '/api/staff/service/:id', {
    ...ofRequest,
    body: updateServiceRequestSchema,
  }),
  /** A certificate request's certificate, one PDF as multipart (`file`). */
  issueCertificate: endpoint('POST', '/api/staff/service/:id/certificate', ofRequest),
};
