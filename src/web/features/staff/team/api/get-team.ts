import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api';
import { pathKey } from '#shared/endpoints';
import { staffTeamEndpoints as endpoints, teamSchema, type Team } from '#shared/staff/team';

/** Every query of the team area starts with this key: one invalidation refreshes them all. */
export const teamKey = pathKey(endpoints.team.path);

/** Staff accounts and pending staff invitations (admins). */
export function getTeamQueryOptions() {
  return queryOptions<Team>({
    queryKey: teamKey,
    queryFn: async () => teamSchema.parse(await callApi(endpoints.team)),
  });
}

export function useTeam() {
  return useQuery(getTeamQueryOptions());
}
