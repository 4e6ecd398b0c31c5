import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '~/lib/api';
import { getQueryFn } from '~/lib/query-client';
import { portalRetry } from '~/lib/portal-query';
import { clientAccountSchema, type ClientAccount, clientEndpoints } from '#shared/clients';
import { pathKey } from '#shared/endpoints';

/** The signed-in person's account: a household or a business, and the person's part in it. */
export const clientAccountKey = pathKey(clientEndpoints.account.path);

const readJson = getQueryFn<unknown>({ on401: 'throw' });

/** A 404 says there is no client account (staff): asking again would not change that. */
const accountRetry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && portalRetry(failureCount, error);

export function getClientAccountQueryOptions() {
  return queryOptions<ClientAccount>({
    queryKey: clientAccountKey,
    queryFn: async (context) => clientAccountSchema.parse(await readJson(context)),
    retry: accountRetry,
  });
}

/**
 * The signed-in person's account. `enabled: false` where there is none to read (staff viewing a
 * client's portal).
 */
export function useClientAccount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getClientAccountQueryOptions(), enabled });
}
