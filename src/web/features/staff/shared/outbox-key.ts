/**
 * The outbox's query key, for the areas whose changes queue e-mail (a claim's or a service
 * request's new status, a note to the client): the outbox is read again when next shown.
 */
export const outboxKey = ['/api/staff/outbox'] as const;
