import '~/lib/zod-jitless';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api';
import {
  leadInvitationSchema,
  type LeadInvitation,
  staffLeadEndpoints as endpoints,
} from '#shared/staff/leads';
import { leadKey } from './get-lead';

export async function inviteLead(id: number): Promise<LeadInvitation> {
  return leadInvitationSchema.parse(await callApi(endpoints.invite, { params: { id } }));
}

/** A won lead gets an e-mailed invitation to the portal. */
export function useInviteLead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => inviteLead(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKey(id) }),
  });
}
