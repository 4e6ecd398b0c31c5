import '~/lib/zod-jitless';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { invitationSentSchema, type InviteClientInput } from '#shared/auth';
import {
  type BulkInvite,
  type BulkInviteResult,
  bulkInviteResultSchema,
} from '#shared/staff/clients';
import { clientsKey } from '../../shared/clients-key';

/** POST /api/staff/clients/invite: an e-mailed link to /accept-invite. */
export function useInviteClient() {
  return useMutation({
    mutationFn: async (input: InviteClientInput) => {
      const response = await apiRequest('POST', '/api/staff/clients/invite', input);
      return invitationSentSchema.parse(await response.json());
    },
  });
}

/** POST /api/staff/clients/invitations: the chosen client accounts, or all; the list is read again. */
export function useInviteAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BulkInvite) => {
      const response = await apiRequest('POST', '/api/staff/clients/invitations', input);
      return bulkInviteResultSchema.parse(await response.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}

/** The sentence a toast shows after a bulk invitation: who got one, and why others did not. */
export function bulkInviteSummary(result: BulkInviteResult): string {
  const { noEmail, joined, invited, addressTaken } = result.skipped;
  const left = [
    noEmail && `${noEmail} without an e-mail address`,
    joined && `${joined} already signed in`,
    invited && `${invited} already invited`,
    addressTaken && `${addressTaken} whose address another account uses`,
  ].filter(Boolean);
  return left.length ? `${result.message} Left out: ${left.join(', ')}.` : result.message;
}
