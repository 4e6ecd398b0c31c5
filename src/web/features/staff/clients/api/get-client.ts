import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathKey } from '#shared/endpoints';
import { callApi } from '~/lib/api';
import {
  type ClientDetail,
  clientDetailSchema,
  staffClientEndpoints as endpoints,
} from '#shared/staff/clients';

/** A client's contact data, policies, claims, documents and pending invitation. */
export function getClientQueryOptions(id: string) {
  return queryOptions<ClientDetail>({
    queryKey: pathKey(endpoints.detail.path, { id }),
    queryFn: async () =>
      clientDetailSchema.parse(await callApi(endpoints.detail, { params: { id } })),
  });
}

export function useClient(id: string) {
  return useQuery(getClientQueryOptions(id));
}
