import '~/lib/zod-jitless';
import { clientsKey } from '../../shared/clients-key';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { type ClientList, clientListSchema } from '#shared/staff/clients';

/** Every query of this area starts with this key: a write invalidates them all. */

/** `?q=…&page=…` of the list, without the defaults. */
export function clientsSearch({ q, page }: { q: string; page: number }): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/staff/clients: one page of clients, narrowed by `q` (name or e-mail). */
export function getClientsQueryOptions(filter: { q: string; page: number }) {
  return queryOptions<ClientList>({
    queryKey: [...clientsKey, 'list', filter],
    queryFn: async () => {
      const response = await apiRequest('GET', `/api/staff/clients${clientsSearch(filter)}`);
      return clientListSchema.parse(await response.json());
    },
    // The table stays while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useClients(filter: { q: string; page: number }) {
  return useQuery(getClientsQueryOptions(filter));
}
