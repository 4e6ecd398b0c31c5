import { RefreshCw } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { StaffPage } from '../../shared/staff-layout';
import { userMessage } from '~/lib/api';
import {
  coverageLabel,
  dashboardLabels,
  formatHours,
  type Dashboard,
} from '#shared/staff/dashboard';
import { useDashboard } from '../api/get-dashboard';
import { chartHeight } from '../lib/chart-size';
import { formatAsOf, formatWeekStart } from '../lib/format';
import { CountTable, type CountRow } from './count-table';

// The charts (recharts) load after the tables: the numbers never wait for the pictures.
const CountChart = React.lazy(() => import('./count-chart'));

/** /staff: this week's leads and the open claims, as charts and as tables. */
export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <StaffPage
      title="Dashboard"
      actions={
        dashboard.data && (
          <Button
            variant="outline"
            size="sm"
            disabled={dashboard.isFetching}
            onClick={() => void dashboard.refetch()}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {dashboard.isFetching ? 'Refreshing...' : 'Refresh'}
          </Button>
        )
      }
    >
      <DashboardContent dashboard={dashboard} />
    </StaffPage>
  );
}

function DashboardContent({ dashboard }: { dashboard: ReturnType<typeof useDashboard> }) {
  if (dashboard.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading this week&apos;s figures...
      </p>
    );
  }
  if (dashboard.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5">
        <p className="font-semibold text-red-800">The dashboard could not be loaded.</p>
        <p className="mt-1 text-slate-800">{userMessage(dashboard.error, 'Please try again.')}</p>
        <Button variant="outline" className="mt-3" onClick={() => void dashboard.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <Figures data={dashboard.data} />;
}

function Figures({ data }: { data: Dashboard }) {
  const { leads, openClaims } = data;
  const byLine: CountRow[] = leads.byLine.map((r) => ({
    ...r,
    label: dashboardLabels.line[r.key],
  }));
  const byStatus: CountRow[] = leads.byStatus.map((r) => ({
    ...r,
    label: dashboardLabels.leadStatus[r.key],
  }));
  const byCoverage: CountRow[] = leads.byCoverage.map((r) => ({
    ...r,
    label: coverageLabel(r.key),
  }));
  const claims: CountRow[] = openClaims.byStatus.map((r) => ({
    ...r,
    label: dashboardLabels.claimStatus[r.key],
  }));

  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        This week began{' '}
        <time dateTime={data.weekStart} className="font-semibold text-ink">
          {formatWeekStart(data.weekStart)}
        </time>{' '}
        (agency time). Figures as of <time dateTime={data.asOf}>{formatAsOf(data.asOf)}</time>.
      </p>

      <dl className="grid gap-4 sm:grid-cols-3">
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
        <Summary term="Open claims" value={String(openClaims.total)} />
      </dl>

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Figure title="Leads by line">
          <Chart rows={byLine} />
          <CountTable
            caption="Leads this week by line"
            category="Line"
            rows={byLine}
            total={leads.total}
          />
        </Figure>
        <Figure title="Leads by status">
          <Chart rows={byStatus} />
          <CountTable
            caption="Leads this week by status"
            category="Status"
            rows={byStatus}
            total={leads.total}
          />
        </Figure>
        <Figure title="Leads by coverage">
          {byCoverage.length === 0 ? (
            <p className="text-slate-700">No leads this week yet.</p>
          ) : (
            <>
              <Chart rows={byCoverage} horizontal />
              <CountTable
                caption="Leads this week by coverage asked for (a lead may ask for several)"
                category="Coverage"
                rows={byCoverage}
              />
            </>
          )}
        </Figure>
        <Figure title="Open claims by status">
          <Chart rows={claims} />
          <CountTable
            caption="Open claims by status (every claim not closed)"
            category="Status"
            rows={claims}
            total={openClaims.total}
          />
        </Figure>
      </div>
    </div>
  );
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

function Figure({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = React.useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
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
