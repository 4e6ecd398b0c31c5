import '~/lib/zod-jitless';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { invitationSentSchema, type InviteClientInput } from '#shared/auth';

/** POST /api/staff/clients/invite: an e-mailed link to /accept-invite. */
export function useInviteClient() {
  return useMutation({
    mutationFn: async (input: InviteClientInput) => {
      const response = await apiRequest('POST', '/api/staff/clients/invite', input);
      return invitationSentSchema.parse(await response.json());
    },
  });
}
