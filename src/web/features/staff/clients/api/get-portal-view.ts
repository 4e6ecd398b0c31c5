import '~/lib/zod-jitless';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { clientPortalViewSchema } from '#shared/staff/clients';
import { clientsKey } from '../../shared/clients-key';

/** GET /api/staff/clients/:id/portal: what the client (or one of its people) sees. */
export function useClientPortalView(id: string, personId: string | null) {
  return useQuery({
    queryKey: [...clientsKey, id, 'portal', personId],
    queryFn: async () => {
      const query = personId ? `?personId=${encodeURIComponent(personId)}` : '';
      const response = await apiRequest(
        'GET',
        `/api/staff/clients/${encodeURIComponent(id)}/portal${query}`,
      );
      return clientPortalViewSchema.parse(await response.json());
    },
  });
}
