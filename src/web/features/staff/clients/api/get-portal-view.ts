import '~/lib/zod-jitless';
import { useQuery } from '@tanstack/react-query';
import { pathKey } from '#shared/endpoints';
import { callApi } from '~/lib/api';
import { clientPortalViewSchema, staffClientEndpoints as endpoints } from '#shared/staff/clients';

/** What the client (or one of its people) sees in the portal. */
export function useClientPortalView(id: string, personId: string | null) {
  return useQuery({
    queryKey: [...pathKey(endpoints.portalView.path, { id }), personId],
    queryFn: async () =>
      clientPortalViewSchema.parse(
        await callApi(endpoints.portalView, {
          params: { id },
          query: { personId: personId ?? undefined },
        }),
      ),
  });
}
