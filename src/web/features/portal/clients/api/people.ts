import '~/lib/zod-jitless';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acknowledgementSchema } from '#shared/auth';
import { accountPeopleSchema, type InvitePersonInput } from '#shared/clients';
import { apiRequest } from '~/lib/api';
import { portalRetry } from '~/lib/portal-query';

export const peopleKey = ['/api/client/people'] as const;

/** GET /api/client/people: 404 for anyone but the account's holder. */
export function useAccountPeople() {
  return useQuery({
    queryKey: peopleKey,
    queryFn: async () =>
      accountPeopleSchema.parse(await (await apiRequest('GET', '/api/client/people')).json()),
    retry: portalRetry,
  });
}

function useRefreshPeople() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: peopleKey });
}

/** POST /api/client/people/invite: 201 with the sentence to show. */
export function useInvitePerson() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: async (input: InvitePersonInput) =>
      acknowledgementSchema.parse(
        await (await apiRequest('POST', '/api/client/people/invite', input)).json(),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/client/people/:id/revoke: the member can no longer sign in. */
export function useRevokePerson() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: async (id: string) =>
      acknowledgementSchema.parse(
        await (
          await apiRequest('POST', `/api/client/people/${encodeURIComponent(id)}/revoke`)
        ).json(),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/client/people/invitations/:id/withdraw: the invitation's link opens nothing. */
export function useWithdrawInvitation() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: async (id: number) =>
      acknowledgementSchema.parse(
        await (await apiRequest('POST', `/api/client/people/invitations/${id}/withdraw`)).json(),
      ),
    onSuccess: refresh,
  });
}
