import '~/lib/zod-jitless';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { auditPageSchema, type AuditPage } from '#shared/staff/team';

export const auditKey = ['/api/staff/audit'] as const;

/** GET /api/staff/audit?page= (admins): the audit log, newest first. */
export function getAuditQueryOptions(page: number) {
  return queryOptions<AuditPage>({
    queryKey: [...auditKey, page],
    queryFn: async () => {
      const response = await apiRequest('GET', `/api/staff/audit?page=${page}`);
      return auditPageSchema.parse(await response.json());
    },
    // The list stays while the next page loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useAudit(page: number) {
  return useQuery(getAuditQueryOptions(page));
}
