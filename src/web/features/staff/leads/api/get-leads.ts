import '~/lib/zod-jitless';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pathKey } from '#shared/endpoints';
import { apiRequest, urlOf } from '~/lib/api';
import {
  leadListSchema,
  type LeadList,
  staffLeadEndpoints as endpoints,
} from '#shared/staff/leads';

/** Every query of the leads area starts with this key: one invalidation refreshes them all. */
export const leadsKey = pathKey(endpoints.list.path);

/** `url` with the page's query string (filters, page) as the address has it, if any. */
const withQuery = (url: string, query: string) => (query ? `${url}?${query}` : url);

/** One page of leads (`query` as in the page's address: filters and page). */
export function getLeadsQueryOptions(query: string) {
  return queryOptions<LeadList>({
    queryKey: [...leadsKey, 'list', query],
    queryFn: async () => {
      const response = await apiRequest(
        endpoints.list.method,
        withQuery(urlOf(endpoints.list), query),
      );
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
  withQuery(urlOf(endpoints.exportCsv), filterQuery);
