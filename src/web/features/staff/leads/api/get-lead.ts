import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { leadDetailSchema, type LeadDetail } from '#shared/staff/leads';
import { leadsKey } from './get-leads';

export const leadKey = (id: number) => [...leadsKey, id] as const;

/** GET /api/staff/leads/:id: everything submitted, status, assignee, notes and history. */
export function getLeadQueryOptions(id: number) {
  return queryOptions<LeadDetail>({
    queryKey: leadKey(id),
    queryFn: async () => {
      const response = await apiRequest('GET', `/api/staff/leads/${id}`);
      return leadDetailSchema.parse(await response.json());
    },
  });
}

export function useLead(id: number) {
  return useQuery(getLeadQueryOptions(id));
}
