import '~/lib/zod-jitless';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { searchResultsSchema, type SearchResults } from '#shared/staff/search';

/** The address of the console's search page for a query. */
export const searchHref = (q: string) => `/staff/search?q=${encodeURIComponent(q)}`;

/** GET /api/staff/search?q=: asked only for a query of at least 2 characters. */
export function useConsoleSearch(q: string) {
  return useQuery<SearchResults>({
    queryKey: ['/api/staff/search', q],
    queryFn: async () => {
      const response = await apiRequest('GET', `/api/staff/search?q=${encodeURIComponent(q)}`);
      return searchResultsSchema.parse(await response.json());
    },
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
