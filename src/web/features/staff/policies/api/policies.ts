import '~/lib/zod-jitless';
import { type DriverInput, type VehicleInput } from '#shared/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, postFile, urlOf } from '~/lib/api';
import { staffClientEndpoints } from '#shared/staff/clients';
import {
  type PolicyPatch,
  type PolicyValues,
  staffPolicyEndpoints as endpoints,
  staffPolicySchema,
} from '#shared/staff/policies';
import { clientsKey } from '../../shared/clients-key';

/** After any write, the client's page and the list's counts are read again. */
function useRefreshClients() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clientsKey });
}

/** Adds a policy to a client's account. */
export function useCreatePolicy(clientId: string) {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: async (values: PolicyValues) =>
      staffPolicySchema.parse(
        await callApi(endpoints.create, { params: { id: clientId }, body: values }),
      ),
    onSuccess: refresh,
  });
}

/** Saves the fields of a policy that changed. */
export function useUpdatePolicy() {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: PolicyPatch }) =>
      staffPolicySchema.parse(await callApi(endpoints.update, { params: { id }, body: changes })),
    onSuccess: refresh,
  });
}

/** Cancels a policy. */
export function useCancelPolicy() {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: async (id: number) =>
      staffPolicySchema.parse(await callApi(endpoints.cancel, { params: { id } })),
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

/** Adds a vehicle or a driver to a policy, or removes one. */
export function usePolicyChild(kind: 'vehicles' | 'drivers') {
  const refresh = useRefreshClients();
  const add = useMutation({
    // The form of `kind` made `values`: a vehicle's fields or a driver's.
    mutationFn: async ({
      policyId,
      values,
    }: {
      policyId: number;
      values: VehicleInput | DriverInput;
    }) =>
      kind === 'vehicles'
        ? callApi(endpoints.addVehicle, { params: { id: policyId }, body: values as VehicleInput })
        : callApi(endpoints.addDriver, { params: { id: policyId }, body: values as DriverInput }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async ({ policyId, id }: { policyId: number; id: number }) =>
      callApi(kind === 'vehicles' ? endpoints.removeVehicle : endpoints.removeDriver, {
        params: { id: policyId, childId: id },
      }),
    onSuccess: refresh,
  });
  return { add, remove };
}

/** POST /api/staff/policies/:id/id-card: the carrier's card (a PDF) for the current term. */
export function useUploadCarrierCard() {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: async ({ policyId, file }: { policyId: number; file: File }) => {
      const response = await postFile(
        urlOf(staffClientEndpoints.uploadCarrierCard, { params: { id: policyId } }),
        file,
      );
      return response.json() as Promise<{ fileName: string }>;
    },
    onSuccess: refresh,
  });
}
