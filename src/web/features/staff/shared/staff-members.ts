import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathKey } from '#shared/endpoints';
import { callApi } from '~/lib/api';
import { staffLeadEndpoints } from '#shared/staff/leads';

const { members } = staffLeadEndpoints;

/** The active agents and admins a lead or a service request can be assigned to. */
export function getStaffMembersQueryOptions() {
  return queryOptions({
    queryKey: pathKey(members.path),
    queryFn: async () => members.schema.response[200].parse(await callApi(members)),
  });
}

export function useStaffMembers() {
  return useQuery(getStaffMembersQueryOptions());
}
