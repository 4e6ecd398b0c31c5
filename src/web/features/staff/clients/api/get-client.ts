import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { clientDetailSchema, type ClientDetail } from '#shared/staff/clients';
import { clientsKey } from './get-clients';

/** GET /api/staff/clients/:id: contact data, policies, claims, documents, pending invitation. */
export function getClientQueryOptions(id: string) {
  return queryOptions<ClientDetail>({
    queryKey: [...clientsKey, id],
    queryFn: async () => {
      const response = await apiRequest('GET', `/api/staff/clients/${encodeURIComponent(id)}`);
      return clientDetailSchema.parse(await response.json());
    },
  });
}

export function useClient(id: string) {
  return useQuery(getClientQueryOptions(id));
}
