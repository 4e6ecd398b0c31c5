import '~/lib/zod-jitless';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api';
import { invitationSentSchema } from '#shared/auth';
import {
  staffTeamEndpoints as endpoints,
  teamMemberSchema,
  type InviteStaffInput,
  type TeamMember,
} from '#shared/staff/team';
import { auditKey } from './get-audit';
import { teamKey } from './get-team';

/** After a change: the team and the audit log are read again (both show it). */
function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKey }),
      queryClient.invalidateQueries({ queryKey: auditKey }),
    ]);
}

/** Invites a staff member: 201 `{ email, expiresAt }`. */
export function useInviteStaff() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: async (input: InviteStaffInput) =>
      invitationSentSchema.parse(await callApi(endpoints.invite, { body: input })),
    onSuccess: refresh,
  });
}

/** Disables or enables a staff account: the account as it is now. */
export function useSetDisabled() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: async ({ id, disabled }: { id: string; disabled: boolean }): Promise<TeamMember> =>
      teamMemberSchema.parse(
        await callApi(disabled ? endpoints.disable : endpoints.enable, { params: { id } }),
      ),
    onSuccess: refresh,
    meta: {
      errorToast: ({ disabled }: { disabled: boolean }) => ({
        title: disabled ? 'Not disabled' : 'Not enabled',
        fallback: 'The change could not be saved. Please try again.',
      }),
    },
  });
}
