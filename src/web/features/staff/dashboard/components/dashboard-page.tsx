import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { StaffPage } from '../../shared/staff-layout';
import { LoadStatus } from '../../shared/load-status';
import {
  coverageLabel,
  dashboardLabels,
  formatHours,
  type Dashboard,
} from '#shared/staff/dashboard';
import { useDashboard } from '../api/get-dashboard';
import { reportsKey } from '../api/reports';
import { chartHeight } from '../lib/chart-size';
import { formatAsOf, formatWeekStart } from '../lib/format';
import { AgencyReport } from './agency-report';
import { CountTable, type CountRow } from './count-table';
import { ServiceRequestsCard } from './service-requests-card';
import { TodaysAppointments } from './todays-appointments';

// The charts (recharts) load after the tables: the numbers never wait for the pictures.
const CountChart = React.lazy(() => import('./count-chart'));

/**
 * /staff: today's appointments, this week's leads and the open claims, as charts and as tables,
 * the service queue's open, missed and waiting requests, then how the agency is doing week by
 * week or month by month (read beside the week's figures, not after them).
 */
export function DashboardPage() {
  const dashboard = useDashboard();
  const queryClient = useQueryClient();
  const refresh = () => {
    void dashboard.refetch();
    void queryClient.invalidateQueries({ queryKey: reportsKey });
  };
  return (
    <StaffPage
      title="Dashboard"
      actions={
        dashboard.data && (
          <Button variant="outline" size="sm" disabled={dashboard.isFetching} onClick={refresh}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {dashboard.isFetching ? 'Refreshing...' : 'Refresh'}
          </Button>
        )
      }
    >
      <div className="space-y-10">
        <DashboardContent dashboard={dashboard} />
        <AgencyReport />
      </div>
    </StaffPage>
  );
}

function DashboardContent({ dashboard }: { dashboard: ReturnType<typeof useDashboard> }) {
  if (!dashboard.isSuccess) {
    return (
      <LoadStatus query={dashboard} loading="Loading this week's figures..." what="dashboard" />
    );
  }
  return <Figures data={dashboard.data} />;
}

function Figures({ data }: { data: Dashboard }) {
  const { leads, openClaims, decidedClaims } = data;
  const byLine = labelled(leads.byLine, (key) => dashboardLabels.line[key]);
  const byStatus = labelled(leads.byStatus, (key) => dashboardLabels.leadStatus[key]);
  const byCoverage = labelled(leads.byCoverage, coverageLabel);
  const claims = labelled(
    [...openClaims.byStatus, ...decidedClaims.byStatus],
    (key) => dashboardLabels.claimStatus[key],
  );

  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        This week began{' '}
        <time dateTime={data.weekStart} className="font-semibold text-ink">
          {formatWeekStart(data.weekStart)}
        </time>{' '}
        (agency time). Figures as of <time dateTime={data.asOf}>{formatAsOf(data.asOf)}</time>.
      </p>

      <TodaysAppointments appointments={data.appointmentsToday} />

      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Summary term="Leads this week" value={String(leads.total)} />
        <Summary
          term="Median time to first contact"
          value={formatHours(data.medianHoursToContact)}
          note={
            data.contactedLeads > 0
              ? `over ${data.contactedLeads} contacted ${data.contactedLeads === 1 ? 'lead' : 'leads'}`
              : undefined
          }
        />
        <Summary
          term="Open claims"
          value={String(openClaims.total)}
          note="submitted or processing"
        />
        <Summary
          term="Decided, not closed"
          value={String(decidedClaims.total)}
          note="approved or denied, waiting to be closed"
        />
      </dl>

      <ServiceRequestsCard counts={data.serviceRequests} />

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <CountFigure
          title="Leads by line"
          caption="Leads this week by line"
          category="Line"
          rows={byLine}
          total={leads.total}
        />
        <CountFigure
          title="Leads by status"
          caption="Leads this week by status"
          category="Status"
          rows={byStatus}
          total={leads.total}
        />
        <CountFigure
          title="Leads by coverage"
          caption="Leads this week by coverage asked for (a lead may ask for several)"
          category="Coverage"
          rows={byCoverage}
          horizontal
          empty="No leads this week yet."
        />
        <CountFigure
          title="Claims not closed by status"
          caption="Claims not closed by status: open (submitted, processing) and decided (approved, denied)"
          category="Status"
          rows={claims}
          total={openClaims.total + decidedClaims.total}
        />
      </div>
    </div>
  );
}

/** The server's counts, each with the label it is shown by. */
function labelled<K extends string>(
  rows: { key: K; count: number }[],
  label: (key: K) => string,
): CountRow[] {
  return rows.map((row) => ({ ...row, label: label(row.key) }));
}

function Summary({ term, value, note }: { term: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-700">{term}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink">{value}</dd>
      {note && <dd className="text-sm text-slate-700">{note}</dd>}
    </div>
  );
}

/** One figure under its heading: the chart, then the same counts as a table. */
function CountFigure({
  title,
  horizontal,
  empty,
  ...table
}: React.ComponentProps<typeof CountTable> & {
  title: string;
  horizontal?: boolean;
  /** Said instead of an empty chart and table, where no rows is a normal week (coverages). */
  empty?: string;
}) {
  const headingId = React.useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {empty && table.rows.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <>
          <Chart rows={table.rows} horizontal={horizontal} />
          <CountTable {...table} />
        </>
      )}
    </section>
  );
}

/** The chart of a table, or a blank of the same height while recharts loads. */
function Chart({ rows, horizontal = false }: { rows: CountRow[]; horizontal?: boolean }) {
  const blank = <div aria-hidden="true" style={{ height: chartHeight(rows.length, horizontal) }} />;
  return (
    <React.Suspense fallback={blank}>
      <CountChart rows={rows} horizontal={horizontal} />
    </React.Suspense>
  );
}
