import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { teamSchema, type Team } from '#shared/staff/team';

/** Every query of the team area starts with this key: one invalidation refreshes them all. */
export const teamKey = ['/api/staff/team'] as const;

/** GET /api/staff/team (admins): staff accounts and pending staff invitations. */
export function getTeamQueryOptions() {
  return queryOptions<Team>({
    queryKey: teamKey,
    queryFn: async () => {
      const response = await apiRequest('GET', '/api/staff/team');
      return teamSchema.parse(await response.json());
    },
  });
}

export function useTeam() {
  return useQuery(getTeamQueryOptions());
}
