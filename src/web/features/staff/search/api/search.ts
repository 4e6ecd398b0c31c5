import '~/lib/zod-jitless';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pathKey } from '#shared/endpoints';
import { apiRequest, urlOf } from '~/lib/api';
import {
  searchResultsSchema,
  type SearchResults,
  staffSearchEndpoints as endpoints,
} from '#shared/staff/search';

/** The address of the console's search page for a query. */
export const searchHref = (q: string) => `/staff/search?q=${encodeURIComponent(q)}`;

/**
 * The records a query finds: asked only for a query of at least 2 characters, written as the
 * page's address writes it (`q=dana%20kim`).
 */
export function useConsoleSearch(q: string) {
  return useQuery<SearchResults>({
    queryKey: [...pathKey(endpoints.search.path), q],
    queryFn: async () => {
      const url = `${urlOf(endpoints.search)}?q=${encodeURIComponent(q)}`;
      const response = await apiRequest(endpoints.search.method, url);
      return searchResultsSchema.parse(await response.json());
    },
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
