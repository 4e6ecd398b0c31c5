import '~/lib/zod-jitless';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { leadListSchema, type LeadList } from '#shared/staff/leads';

/** Every query of the leads area starts with this key: one invalidation refreshes them all. */
export const leadsKey = ['/api/staff/leads'] as const;

/** GET /api/staff/leads?… (`query` as in the page's address: filters and page). */
export function getLeadsQueryOptions(query: string) {
  return queryOptions<LeadList>({
    queryKey: [...leadsKey, 'list', query],
    queryFn: async () => {
      const response = await apiRequest('GET', `/api/staff/leads${query ? `?${query}` : ''}`);
      return leadListSchema.parse(await response.json());
    },
    // The table stays while the next page or filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useLeads(query: string) {
  return useQuery(getLeadsQueryOptions(query));
}

/** The CSV export of the same filters (no page). */
export const leadsExportHref = (filterQuery: string) =>
  `/api/staff/leads/export.csv${filterQuery ? `?${filterQuery}` : ''}`;
