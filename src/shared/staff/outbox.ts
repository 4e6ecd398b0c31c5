import { z } from 'zod';

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
