import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '~/lib/api';
import { getQueryFn } from '~/lib/query-client';
import { pathKey } from '#shared/endpoints';
import {
  type PoliciesCurrentAsOf,
  type Policy,
  policiesCurrentAsOfSchema,
  policyEndpoints as endpoints,
  policyReportReceivedSchema,
  type policyReportSchema,
  policySchema,
} from '#shared/policies';
import { portalRetry } from '~/lib/portal-query';

/** The policies' list: the default query reads the key as the path. */
export const policiesKey = pathKey(endpoints.list.path);

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
 * When each policy was last confirmed, under the policies' key (its parts still join to its
 * path): reading the policies again reads this again too.
 */
export const policiesCurrentAsOfKey = [
  ...policiesKey,
  endpoints.currentAsOf.path.slice(endpoints.list.path.length + 1),
];

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
  return policyReportReceivedSchema.parse(
    await callApi(endpoints.report, { params: { id: policyId }, body }),
  );
}

/**
 * Reports a mistake in a policy: the agency is told by e-mail. A refusal is said by the
 * form (its field, or above it); a 401 has the log-in redirect.
 */
export function useReportPolicy() {
  return useMutation({ mutationFn: reportPolicy });
}
