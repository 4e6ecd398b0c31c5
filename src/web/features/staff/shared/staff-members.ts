import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '~/lib/api';
import { staffMemberSchema, type StaffMember } from '#shared/staff/leads';

const membersSchema = z.array(staffMemberSchema);

/**
 * GET /api/staff/members: the active agents and admins a lead or a service request can be
 * assigned to.
 */
export function getStaffMembersQueryOptions() {
  return queryOptions<StaffMember[]>({
    queryKey: ['/api/staff/members'],
    queryFn: async () =>
      membersSchema.parse(await (await apiRequest('GET', '/api/staff/members')).json()),
  });
}

export function useStaffMembers() {
  return useQuery(getStaffMembersQueryOptions());
}
