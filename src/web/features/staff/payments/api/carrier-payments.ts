import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { pathKey } from '#shared/endpoints';
import { callApi } from '~/lib/api';
import {
  carrierPaymentSchema,
  staffPaymentEndpoints as endpoints,
  type CarrierPayment,
  type CarrierPaymentInput,
} from '#shared/staff/payments';

/** Every carrier, by name. */
export const carrierPaymentsKey = pathKey(endpoints.carriers.path);

const listSchema = z.array(carrierPaymentSchema);

export function getCarrierPaymentsQueryOptions() {
  return queryOptions<CarrierPayment[]>({
    queryKey: carrierPaymentsKey,
    queryFn: async () => listSchema.parse(await callApi(endpoints.carriers)),
  });
}

export const useCarrierPayments = () => useQuery(getCarrierPaymentsQueryOptions());

/**
 * Saves a carrier's payment page and phone, as clients read them ('' clears one); its name may
 * hold spaces, `&` or `/`, filled in the path encoded. The answer takes the carrier's place in the list, so the table shows it at once.
 */
export function useSaveCarrierPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ carrier, values }: { carrier: string; values: CarrierPaymentInput }) =>
      carrierPaymentSchema.parse(
        await callApi(endpoints.saveCarrier, { params: { carrier }, body: values }),
      ),
    onSuccess: (saved) =>
      queryClient.setQueryData<CarrierPayment[]>(carrierPaymentsKey, (list) =>
        list?.map((entry) => (entry.carrier === saved.carrier ? saved : entry)),
      ),
  });
}
