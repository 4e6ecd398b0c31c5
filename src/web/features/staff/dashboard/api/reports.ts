import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import {
  reportSchema,
  type Report,
  type ReportFigure,
  type ReportPeriod,
} from '#shared/staff/dashboard';

/** Every period's report: what the dashboard's Refresh reads again. */
export const reportsKey = ['/api/staff/reports'] as const;
export const reportKey = (period: ReportPeriod) => [...reportsKey, period] as const;

/**
 * GET /api/staff/reports?period=: how the agency is doing per week or month, the current period
 * last. Read once per period, like every query; the dashboard's Refresh reads it again.
 */
export function getReportQueryOptions(period: ReportPeriod) {
  return queryOptions<Report>({
    queryKey: reportKey(period),
    queryFn: async () => {
      const response = await apiRequest('GET', `/api/staff/reports?period=${period}`);
      return reportSchema.parse(await response.json());
    },
  });
}

export function useReport(period: ReportPeriod) {
  return useQuery(getReportQueryOptions(period));
}

/** One figure's table as a CSV download (the browser sends the session cookie with the link). */
export const reportExportHref = (period: ReportPeriod, figure: ReportFigure) =>
  `/api/staff/reports/export?${new URLSearchParams({ period, figure }).toString()}`;
