import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '~/lib/api';
import { getQueryFn } from '~/lib/query-client';
import {
  type PoliciesCurrentAsOf,
  type Policy,
  policiesCurrentAsOfSchema,
  policyReportReceivedSchema,
  type policyReportSchema,
  policySchema,
} from '#shared/policies';
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

/**
 * GET /api/client/policies/current-as-of, under the policies' key: reading the policies again
 * reads this again too.
 */
export const policiesCurrentAsOfKey = [...policiesKey, 'current-as-of'] as const;

export function getPoliciesCurrentAsOfQueryOptions() {
  return queryOptions<PoliciesCurrentAsOf>({
    queryKey: policiesCurrentAsOfKey,
    queryFn: async (context) => policiesCurrentAsOfSchema.parse(await readList(context)),
    retry: portalRetry,
  });
}

/** When the agency last confirmed each policy's information, by policy id (ISO instants). */
export function usePoliciesCurrentAsOf() {
  return useQuery(getPoliciesCurrentAsOfQueryOptions());
}

/** What the report form sends about one policy. */
export type PolicyReport = z.output<typeof policyReportSchema> & { policyId: number };

export async function reportPolicy({ policyId, ...body }: PolicyReport) {
  const response = await apiRequest('POST', `/api/client/policies/${policyId}/report`, body);
  return policyReportReceivedSchema.parse(await response.json());
}

/**
 * POST /api/client/policies/:id/report: the agency is told by e-mail. A refusal is said by the
 * form (its field, or above it); a 401 has the log-in redirect.
 */
export function useReportPolicy() {
  return useMutation({ mutationFn: reportPolicy });
}
