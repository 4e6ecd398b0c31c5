import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathKey } from '#shared/endpoints';
import { callApi, urlOf } from '~/lib/api';
import {
  reportSchema,
  staffDashboardEndpoints as endpoints,
  type Report,
  type ReportFigure,
  type ReportPeriod,
} from '#shared/staff/dashboard';

/** Every period's report: what the dashboard's Refresh reads again. */
export const reportsKey = pathKey(endpoints.report.path);
export const reportKey = (period: ReportPeriod) => [...reportsKey, period] as const;

/**
 * How the agency is doing per week or month, the current period last. Read once per period, like
 * every query; the dashboard's Refresh reads it again.
 */
export function getReportQueryOptions(period: ReportPeriod) {
  return queryOptions<Report>({
    queryKey: reportKey(period),
    queryFn: async () => reportSchema.parse(await callApi(endpoints.report, { query: { period } })),
  });
}

export function useReport(period: ReportPeriod) {
  return useQuery(getReportQueryOptions(period));
}

/** One figure's table as a CSV download (the browser sends the session cookie with the link). */
export const reportExportHref = (period: ReportPeriod, figure: ReportFigure) =>
  urlOf(endpoints.reportExport, { query: { period, figure } });
