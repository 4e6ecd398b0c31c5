import '~/lib/zod-jitless';
import { clientsKey } from '../../shared/clients-key';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api';
import {
  type ClientList,
  clientListSchema,
  staffClientEndpoints as endpoints,
} from '#shared/staff/clients';

/** The list's query as the page's address and the API have it: the defaults left out. */
function listParams({ q, page }: { q: string; page: number }): Record<string, string> {
  return { ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) };
}

/** `?q=…&page=…` of the list, without the defaults. */
export function clientsSearch(filter: { q: string; page: number }): string {
  const search = new URLSearchParams(listParams(filter)).toString();
  return search ? `?${search}` : '';
}

/** One page of clients, narrowed by `q` (name or e-mail). */
export function getClientsQueryOptions(filter: { q: string; page: number }) {
  return queryOptions<ClientList>({
    queryKey: [...clientsKey, 'list', filter],
    queryFn: async () =>
      clientListSchema.parse(await callApi(endpoints.list, { query: listParams(filter) })),
    // The table stays while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useClients(filter: { q: string; page: number }) {
  return useQuery(getClientsQueryOptions(filter));
}
