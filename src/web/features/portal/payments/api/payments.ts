import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getQueryFn } from '~/lib/query-client';
import { portalRetry } from '~/lib/portal-query';
import { pathKey } from '#shared/endpoints';
import {
  paymentEndpoints as endpoints,
  policyPaymentSchema,
  type PolicyPayment,
} from '#shared/payments';

/** How to pay each policy: the default query reads the key as the path. */
export const paymentsKey = pathKey(endpoints.list.path);

const readList = getQueryFn<unknown>({ on401: 'throw' });
const paymentListSchema = z.array(policyPaymentSchema);

export function getPaymentsQueryOptions() {
  return queryOptions<PolicyPayment[]>({
    queryKey: paymentsKey,
    // Parsed, so an answer of another shape is an error (shown as nothing), not a broken card.
    queryFn: async (context) => paymentListSchema.parse(await readList(context)),
    retry: portalRetry,
  });
}

/** How to pay each policy in force in the person's scope: the carrier's page and phone, autopay. */
export function usePayments() {
  return useQuery(getPaymentsQueryOptions());
}
