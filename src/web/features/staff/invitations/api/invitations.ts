import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { acknowledgementSchema } from '#shared/auth';
import { pathKey } from '#shared/endpoints';
import {
  openInvitationSchema,
  staffInvitationEndpoints as endpoints,
  type OpenInvitation,
} from '#shared/staff/invitations';
import { callApi } from '~/lib/api';

export const invitationsKey = pathKey(endpoints.list.path);

/** The open invitations, newest first. */
export function getInvitationsQueryOptions() {
  return queryOptions<OpenInvitation[]>({
    queryKey: invitationsKey,
    queryFn: async () => z.array(openInvitationSchema).parse(await callApi(endpoints.list)),
  });
}

export const useInvitations = () => useQuery(getInvitationsQueryOptions());

/** Withdraws an invitation; the list is read again either way. */
export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      acknowledgementSchema.parse(await callApi(endpoints.withdraw, { params: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
