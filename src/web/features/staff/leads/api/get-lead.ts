import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api';
import {
  leadDetailSchema,
  type LeadDetail,
  staffLeadEndpoints as endpoints,
} from '#shared/staff/leads';
import { leadsKey } from './get-leads';

export const leadKey = (id: number) => [...leadsKey, id] as const;

/** Everything submitted, status, assignee, notes and history. */
export function getLeadQueryOptions(id: number) {
  return queryOptions<LeadDetail>({
    queryKey: leadKey(id),
    queryFn: async () =>
      leadDetailSchema.parse(await callApi(endpoints.detail, { params: { id } })),
  });
}

export function useLead(id: number) {
  return useQuery(getLeadQueryOptions(id));
}
