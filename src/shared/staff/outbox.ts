import { z } from 'zod';
import { endpoint } from '../endpoints';
import { recordId } from '../fields';

/** The staff console's view of the e-mail outbox. */

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** The list shows at most this many e-mails, newest first. */
export const OUTBOX_LIST_LIMIT = 200;

export const outboxQuerySchema = z.object({
  status: z.enum(outboxStatuses).optional(),
});

export const outboxEmailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxMessages = {
  notFound: 'Not found',
  notFailed: (status: OutboxStatus) =>
    `Only a failed e-mail can be retried; this one is ${outboxStatusLabels[status].toLowerCase()}.`,
  retried: (to: string) => `The e-mail to ${to} is queued again and goes out shortly.`,
  retryFailed: 'The e-mail could not be queued again. Please try again.',
} as const;

/** What the console's outbox calls. The bodies of e-mails are not listed: they may carry links. */
export const staffOutboxEndpoints = {
  /** Newest first, at most OUTBOX_LIST_LIMIT. */
  list: endpoint('GET', '/api/staff/outbox', {
    querystring: outboxQuerySchema,
    response: { 200: z.array(outboxEmailSchema) },
  }),
  /** A failed e-mail queued again as if new. */
  retry: endpoint('POST', '/api/staff/outbox/:id/retry', {
    params: z.object({ id: recordId() }),
    response: { 200: outboxEmailSchema },
  }),
};
