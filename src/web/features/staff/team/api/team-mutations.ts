import '~/lib/zod-jitless';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { invitationSentSchema } from '#shared/auth';
import { teamMemberSchema, type InviteStaffInput, type TeamMember } from '#shared/staff/team';
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

/** POST /api/staff/team/invite: 201 `{ email, expiresAt }`. */
export function useInviteStaff() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: async (input: InviteStaffInput) => {
      const response = await apiRequest('POST', '/api/staff/team/invite', input);
      return invitationSentSchema.parse(await response.json());
    },
    onSuccess: refresh,
  });
}

/** POST /api/staff/team/:id/disable or /enable: the account as it is now. */
export function useSetDisabled() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: async ({
      id,
      disabled,
    }: {
      id: string;
      disabled: boolean;
    }): Promise<TeamMember> => {
      const verb = disabled ? 'disable' : 'enable';
      const response = await apiRequest(
        'POST',
        `/api/staff/team/${encodeURIComponent(id)}/${verb}`,
      );
      return teamMemberSchema.parse(await response.json());
    },
    onSuccess: refresh,
    meta: {
      errorToast: ({ disabled }: { disabled: boolean }) => ({
        title: disabled ? 'Not disabled' : 'Not enabled',
        fallback: 'The change could not be saved. Please try again.',
      }),
    },
  });
}
