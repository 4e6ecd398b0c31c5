import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { type ClientDetail, clientDetailSchema } from '#shared/staff/clients';
import { clientsKey } from '../../shared/clients-key';

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
