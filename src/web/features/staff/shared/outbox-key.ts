import { pathKey } from '#shared/endpoints';
import { staffOutboxEndpoints } from '#shared/staff/outbox';

/**
 * The outbox's query key: every outbox query starts with it (one per filter). The areas whose
 * changes queue e-mail (a claim's or a service request's new status, a note to the client)
 * invalidate it, so the outbox is read again when next shown.
 */
export const outboxKey = pathKey(staffOutboxEndpoints.list.path);
