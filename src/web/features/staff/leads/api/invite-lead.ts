import '~/lib/zod-jitless';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { leadInvitationSchema, type LeadInvitation } from '#shared/staff/leads';
import { leadKey } from './get-lead';

export async function inviteLead(id: number): Promise<LeadInvitation> {
  const response = await apiRequest('POST', `/api/staff/leads/${id}/invite`);
  return leadInvitationSchema.parse(await response.json());
}

/** POST /api/staff/leads/:id/invite: a won lead gets an e-mailed invitation to the portal. */
export function useInviteLead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => inviteLead(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKey(id) }),
  });
}
