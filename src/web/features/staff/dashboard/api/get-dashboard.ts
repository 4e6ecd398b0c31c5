import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathKey } from '#shared/endpoints';
import { callApi } from '~/lib/api';
import {
  dashboardSchema,
  type Dashboard,
  staffDashboardEndpoints as endpoints,
} from '#shared/staff/dashboard';

export const dashboardKey = pathKey(endpoints.dashboard.path);

/**
 * This week's leads, the open claims and the open service requests. Read once, like every query
 * (no refetch on focus, no polling); the page says when, and its Refresh button reads them again.
 */
export function getDashboardQueryOptions() {
  return queryOptions<Dashboard>({
    queryKey: dashboardKey,
    queryFn: async () => dashboardSchema.parse(await callApi(endpoints.dashboard)),
  });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
