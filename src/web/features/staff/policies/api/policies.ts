import '~/lib/zod-jitless';
import { type DriverInput, type VehicleInput } from '#shared/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, postFile } from '~/lib/api';
import {
  type PolicyPatch,
  type PolicyValues,
  type StaffPolicy,
  staffPolicySchema,
} from '#shared/staff/policies';
import { clientsKey } from '../../shared/clients-key';

async function policyFrom(response: Response): Promise<StaffPolicy> {
  return staffPolicySchema.parse(await response.json());
}

/** After any write, the client's page and the list's counts are read again. */
function useRefreshClients() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clientsKey });
}

/** POST /api/staff/clients/:id/policies */
export function useCreatePolicy(clientId: string) {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: async (values: PolicyValues) =>
      policyFrom(
        await apiRequest(
          'POST',
          `/api/staff/clients/${encodeURIComponent(clientId)}/policies`,
          values,
        ),
      ),
    onSuccess: refresh,
  });
}

/** PATCH /api/staff/policies/:id with the fields that changed. */
export function useUpdatePolicy() {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: PolicyPatch }) =>
      policyFrom(await apiRequest('PATCH', `/api/staff/policies/${id}`, changes)),
    onSuccess: refresh,
  });
}

/** POST /api/staff/policies/:id/cancel */
export function useCancelPolicy() {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: async (id: number) =>
      policyFrom(await apiRequest('POST', `/api/staff/policies/${id}/cancel`)),
    // A policy cancelled meanwhile from elsewhere (409) shows as it is now.
    onSettled: refresh,
    meta: {
      errorToast: {
        title: 'Not cancelled',
        fallback: 'The policy could not be cancelled. Please try again.',
      },
    },
  });
}

/** POST /api/staff/policies/:id/vehicles or /drivers, and DELETE of one of them. */
export function usePolicyChild(kind: 'vehicles' | 'drivers') {
  const refresh = useRefreshClients();
  const add = useMutation({
    mutationFn: async ({
      policyId,
      values,
    }: {
      policyId: number;
      values: VehicleInput | DriverInput;
    }) => (await apiRequest('POST', `/api/staff/policies/${policyId}/${kind}`, values)).json(),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async ({ policyId, id }: { policyId: number; id: number }) =>
      apiRequest('DELETE', `/api/staff/policies/${policyId}/${kind}/${id}`),
    onSuccess: refresh,
  });
  return { add, remove };
}

/** POST /api/staff/policies/:id/id-card: the carrier's card (a PDF) for the current term. */
export function useUploadCarrierCard() {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: async ({ policyId, file }: { policyId: number; file: File }) => {
      const response = await postFile(`/api/staff/policies/${policyId}/id-card`, file);
      return response.json() as Promise<{ fileName: string }>;
    },
    onSuccess: refresh,
  });
}
