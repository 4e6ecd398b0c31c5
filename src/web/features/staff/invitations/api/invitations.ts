import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { acknowledgementSchema } from '#shared/auth';
import { openInvitationSchema, type OpenInvitation } from '#shared/staff/invitations';
import { apiRequest } from '~/lib/api';

export const invitationsKey = ['/api/staff/invitations'] as const;

/** GET /api/staff/invitations: the open ones, newest first. */
export function getInvitationsQueryOptions() {
  return queryOptions<OpenInvitation[]>({
    queryKey: invitationsKey,
    queryFn: async () =>
      z
        .array(openInvitationSchema)
        .parse(await (await apiRequest('GET', '/api/staff/invitations')).json()),
  });
}

export const useInvitations = () => useQuery(getInvitationsQueryOptions());

/** POST /api/staff/invitations/:id/withdraw; the list is read again either way. */
export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      acknowledgementSchema.parse(
        await (await apiRequest('POST', `/api/staff/invitations/${id}/withdraw`)).json(),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
