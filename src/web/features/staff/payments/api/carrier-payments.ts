import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '~/lib/api';
import {
  carrierPaymentSchema,
  type CarrierPayment,
  type CarrierPaymentInput,
} from '#shared/staff/payments';

/** GET /api/staff/carrier-payments: every carrier, by name. */
export const carrierPaymentsKey = ['/api/staff/carrier-payments'] as const;

const listSchema = z.array(carrierPaymentSchema);

export function getCarrierPaymentsQueryOptions() {
  return queryOptions<CarrierPayment[]>({
    queryKey: carrierPaymentsKey,
    queryFn: async () => {
      const response = await apiRequest('GET', '/api/staff/carrier-payments');
      return listSchema.parse(await response.json());
    },
  });
}

export const useCarrierPayments = () => useQuery(getCarrierPaymentsQueryOptions());

/** The path of one carrier: its name may hold spaces, `&` or `/`. */
export const carrierPaymentPath = (carrier: string) =>
  `/api/staff/carrier-payments/${encodeURIComponent(carrier)}`;

/**
 * PUT /api/staff/carrier-payments/:carrier: the payment page and phone clients read ('' clears
 * one). The answer takes the carrier's place in the list, so the table shows it at once.
 */
export function useSaveCarrierPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ carrier, values }: { carrier: string; values: CarrierPaymentInput }) => {
      const response = await apiRequest('PUT', carrierPaymentPath(carrier), values);
      return carrierPaymentSchema.parse(await response.json());
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<CarrierPayment[]>(carrierPaymentsKey, (list) =>
        list?.map((entry) => (entry.carrier === saved.carrier ? saved : entry)),
      ),
  });
}
