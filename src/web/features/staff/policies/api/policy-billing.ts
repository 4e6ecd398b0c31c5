import '~/lib/zod-jitless';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api';
import {
  policyBillingSavedSchema,
  staffPaymentEndpoints as endpoints,
} from '#shared/staff/payments';
import { clientsKey } from '../../shared/clients-key';

/** What the form sends: '' for a next due date not known. */
export interface PolicyBillingBody {
  autopay: boolean;
  nextPaymentDue: string;
}

/**
 * Saves whether the policy is on automatic payments and when the next payment is due, which the
 * client's portal shows under How to pay. The client's page is read again, as after any write to
 * it.
 */
export function useSavePolicyBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ policyId, body }: { policyId: number; body: PolicyBillingBody }) =>
      policyBillingSavedSchema.parse(
        await callApi(endpoints.saveBilling, { params: { id: policyId }, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}
