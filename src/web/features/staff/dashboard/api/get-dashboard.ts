import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { dashboardSchema, type Dashboard } from '#shared/staff/dashboard';

export const dashboardKey = ['/api/staff/dashboard'] as const;

/**
 * GET /api/staff/dashboard: this week's leads, the open claims and the open service requests.
 * Read once, like every query (no refetch on focus, no polling); the page says when, and its
 * Refresh button reads them again.
 */
export function getDashboardQueryOptions() {
  return queryOptions<Dashboard>({
    queryKey: dashboardKey,
    queryFn: async () => {
      const response = await apiRequest('GET', '/api/staff/dashboard');
      return dashboardSchema.parse(await response.json());
    },
  });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
