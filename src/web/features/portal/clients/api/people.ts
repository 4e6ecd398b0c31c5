import '~/lib/zod-jitless';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acknowledgementSchema } from '#shared/auth';
import {
  accountPeopleSchema,
  clientEndpoints as endpoints,
  type InvitePersonInput,
} from '#shared/clients';
import { pathKey } from '#shared/endpoints';
import { callApi } from '~/lib/api';
import { portalRetry } from '~/lib/portal-query';

export const peopleKey = pathKey(endpoints.people.path);

/** Who signs in to the account: 404 for anyone but the account's holder. */
export function useAccountPeople() {
  return useQuery({
    queryKey: peopleKey,
    queryFn: async () => accountPeopleSchema.parse(await callApi(endpoints.people)),
    retry: portalRetry,
  });
}

function useRefreshPeople() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: peopleKey });
}

/** Invites a member: 201 with the sentence to show. */
export function useInvitePerson() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: async (input: InvitePersonInput) =>
      acknowledgementSchema.parse(await callApi(endpoints.invite, { body: input })),
    onSuccess: refresh,
  });
}

/** Removes a member's access: they can no longer sign in. */
export function useRevokePerson() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: async (id: string) =>
      acknowledgementSchema.parse(await callApi(endpoints.revoke, { params: { id } })),
    onSuccess: refresh,
  });
}

/** Withdraws a member invitation: its link opens nothing. */
export function useWithdrawInvitation() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: async (id: number) =>
      acknowledgementSchema.parse(await callApi(endpoints.withdrawInvitation, { params: { id } })),
    onSuccess: refresh,
  });
}
