import '~/lib/zod-jitless';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api';
import { pathKey } from '#shared/endpoints';
import {
  auditPageSchema,
  staffTeamEndpoints as endpoints,
  type AuditPage,
} from '#shared/staff/team';

export const auditKey = pathKey(endpoints.audit.path);

/** A page of the audit log (admins), newest first. */
export function getAuditQueryOptions(page: number) {
  return queryOptions<AuditPage>({
    queryKey: [...auditKey, page],
    queryFn: async () => auditPageSchema.parse(await callApi(endpoints.audit, { query: { page } })),
    // The list stays while the next page loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useAudit(page: number) {
  return useQuery(getAuditQueryOptions(page));
}
