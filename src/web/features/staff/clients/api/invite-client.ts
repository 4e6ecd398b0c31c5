import '~/lib/zod-jitless';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api';
import { invitationSentSchema, type InviteClientInput } from '#shared/auth';
import {
  type BulkInvite,
  type BulkInviteResult,
  bulkInviteResultSchema,
  staffClientEndpoints as endpoints,
} from '#shared/staff/clients';
import { clientsKey } from '../../shared/clients-key';

/** Invites a client: an e-mailed link to /accept-invite. */
export function useInviteClient() {
  return useMutation({
    mutationFn: async (input: InviteClientInput) =>
      invitationSentSchema.parse(await callApi(endpoints.invite, { body: input })),
  });
}

/** Invites the chosen client accounts, or all; the list is read again. */
export function useInviteAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BulkInvite) =>
      bulkInviteResultSchema.parse(await callApi(endpoints.inviteAccounts, { body: input })),
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
