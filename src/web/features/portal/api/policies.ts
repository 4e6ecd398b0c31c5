import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getQueryFn } from '~/lib/query-client';
import { policySchema, type Policy } from '#shared/portal';
import { portalRetry } from '~/lib/portal-query';

/** GET /api/client/policies: the default query reads the key as the path. */
export const policiesKey = ['/api/client/policies'] as const;

const readList = getQueryFn<unknown>({ on401: 'throw' });
const policyListSchema = z.array(policySchema);

export function getPoliciesQueryOptions() {
  return queryOptions<Policy[]>({
    queryKey: policiesKey,
    // Parsed, so an answer of another shape shows the error state instead of a broken card.
    queryFn: async (context) => policyListSchema.parse(await readList(context)),
    retry: portalRetry,
  });
}

/** The signed-in client's policies, every status (the claim form keeps the active ones). */
export function usePolicies() {
  return useQuery(getPoliciesQueryOptions());
}
