import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '~/lib/api';
import { getQueryFn } from '~/lib/query-client';
import { claimSchema, portalMessages, type Claim, type newClaimSchema } from '#shared/portal';
import { portalRetry } from '~/lib/portal-query';

/** GET /api/client/claims, newest first. */
export const claimsKey = ['/api/client/claims'] as const;

const readList = getQueryFn<unknown>({ on401: 'throw' });
const claimListSchema = z.array(claimSchema);

export function getClaimsQueryOptions() {
  return queryOptions<Claim[]>({
    queryKey: claimsKey,
    queryFn: async (context) => claimListSchema.parse(await readList(context)),
    retry: portalRetry,
  });
}

export function useClaims() {
  return useQuery(getClaimsQueryOptions());
}

/** What the claim form sends: the shared schema's output (policyId a number, amount or null). */
export type NewClaim = z.output<typeof newClaimSchema>;

export async function createClaim(input: NewClaim): Promise<Claim> {
  const response = await apiRequest('POST', '/api/client/claims', input);
  return claimSchema.parse(await response.json());
}

/**
 * POST /api/client/claims. On success the claims list is read again; on failure the
 * claim-submit-failed toast with the server's words (a 401 has its own toast and the log-in
 * redirect: not shown over it).
 */
export function useCreateClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClaim,
    onSuccess: () => {
      // Not awaited: the success screen need not wait; the list reloads when next shown.
      void queryClient.invalidateQueries({ queryKey: claimsKey });
    },
    meta: {
      errorToast: {
        title: portalMessages.claimSubmitFailedTitle,
        fallback: portalMessages.claimSubmitFailed,
      },
    },
  });
}
