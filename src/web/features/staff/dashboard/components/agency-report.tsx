import { Download } from 'lucide-react';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import {
  DIRECT_SOURCE,
  REPORT_PERIOD_COUNT,
  dashboardLabels,
  formatShare,
  reportPeriods,
  type Report,
  type ReportFigure,
  type ReportPeriod,
  type ReportRow,
} from '#shared/staff/dashboard';
import { leadLostReasonLabels, type LeadLine } from '#shared/staff/leads';
import { LoadStatus } from '../../shared/load-status';
import { reportExportHref, useReport } from '../api/reports';
import { REPORT_FUNNEL_HEIGHT, REPORT_KEY_HEIGHT, REPORT_TREND_HEIGHT } from '../lib/chart-size';
import { formatAsOf, formatReportHours, formatReportPeriod } from '../lib/format';

// The charts (recharts) load after the tables, as the dashboard's do: the numbers never wait for
// the pictures.
const ResponseChart = React.lazy(() =>
  import('./report-charts').then((charts) => ({ default: charts.ResponseChart })),
);
const FunnelChart = React.lazy(() =>
  import('./report-charts').then((charts) => ({ default: charts.FunnelChart })),
);
const RetentionChart = React.lazy(() =>
  import('./report-charts').then((charts) => ({ default: charts.RetentionChart })),
);

const periodChoices: Record<ReportPeriod, string> = { week: 'By week', month: 'By month' };
const periodWords: Record<ReportPeriod, { one: string; many: string }> = {
  week: { one: 'week', many: 'weeks' },
  month: { one: 'month', many: 'months' },
};

/** The period the address asks for (`?period=month`); a week unless it says otherwise. */
const periodOf = (params: URLSearchParams): ReportPeriod =>
  params.get('period') === 'month' ? 'month' : 'week';

/**
 * How the agency is doing, per week or month (the choice kept in the address): the answers to new
 * leads against the 24-hour promise, where leads came from, the funnel from new to won, why leads
 * were lost and the renewals kept. Each figure is a table, and a CSV download of it; the response
 * times, the funnel and the retention have a chart of their table above it.
 */
export function AgencyReport() {
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const report = useReport(period);
  const headingId = React.useId();
  const choiceId = React.useId();

  const choose = (next: ReportPeriod) => {
    if (next === period) return;
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'week') changed.delete('period');
        else changed.set('period', next);
        return changed;
      },
      { replace: true },
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-5 border-t border-slate-200 pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          How the agency is doing
        </h2>
        <div role="group" aria-labelledby={choiceId} className="flex items-center gap-2">
          <span id={choiceId} className="text-sm font-semibold text-slate-700">
            Period
          </span>
          {reportPeriods.map((option) => {
            const pressed = option === period;
            return (
              <button
                key={option}
                type="button"
                aria-pressed={pressed}
                onClick={() => choose(option)}
                className={cn(
                  'inline-flex h-9 items-center rounded-md border px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  pressed
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-400 bg-white text-ink hover:bg-brand-50',
                )}
              >
                {periodChoices[option]}
              </button>
            );
          })}
        </div>
      </div>
      {report.isSuccess ? (
        <ReportFigures report={report.data} />
      ) : (
        <LoadStatus
          query={report}
          loading={`Loading the agency's figures by ${periodWords[period].one}...`}
          what="agency report"
        />
      )}
    </section>
  );
}

function ReportFigures({ report }: { report: Report }) {
  const { period, rows } = report;
  const words = periodWords[period];
  const label = (row: ReportRow) => formatReportPeriod(period, row.start, row.end);
  return (
    <div className="space-y-8">
      <p className="text-slate-700">
        The last {REPORT_PERIOD_COUNT[period]} {words.many} on the agency's calendar, the current{' '}
        {words.one} (not over yet) last. Figures as of{' '}
        <time dateTime={report.asOf}>{formatAsOf(report.asOf)}</time>.
      </p>
      <PeriodFigure spec={responseFigure} period={period} rows={rows} label={label} />
      <SourcesFigure report={report} label={label} />
      <PeriodFigure spec={funnelFigure} period={period} rows={rows} label={label} />
      <LostFigure report={report} label={label} />
      <PeriodFigure spec={retentionFigure} period={period} rows={rows} label={label} />
    </div>
  );
}

type RowLabel = (row: ReportRow) => string;

/** A column of a figure with one row per period: its heading and its cell in a row. */
interface PeriodColumn {
  name: string;
  value: (row: ReportRow) => React.ReactNode;
}

/**
 * A figure with one row per period and a chart of it (the response, the funnel, the retention):
 * what sets one apart from another, besides its numbers.
 */
interface PeriodFigureSpec {
  title: string;
  about: (period: ReportPeriod) => React.ReactNode;
  figure: ReportFigure;
  downloadName: string;
  Chart: React.ComponentType<{ period: ReportPeriod; rows: ReportRow[]; label: RowLabel }>;
  /** The chart's height, kept while recharts loads. */
  chartHeight: number;
  columns: PeriodColumn[];
}

function PeriodFigure({
  spec,
  period,
  rows,
  label,
}: {
  spec: PeriodFigureSpec;
  period: ReportPeriod;
  rows: ReportRow[];
  label: RowLabel;
}) {
  const { Chart, columns } = spec;
  return (
    <Figure
      title={spec.title}
      about={spec.about(period)}
      period={period}
      figure={spec.figure}
      downloadName={spec.downloadName}
      chart={
        <ChartSlot height={spec.chartHeight}>
          <Chart period={period} rows={rows} label={label} />
        </ChartSlot>
      }
      columns={['Period', ...columns.map((column) => column.name)]}
    >
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.start}>
            <PeriodCell>{label(row)}</PeriodCell>
            {columns.map((column) => (
              <Count key={column.name}>{column.value(row)}</Count>
            ))}
          </tr>
        ))}
      </tbody>
    </Figure>
  );
}

const responseFigure: PeriodFigureSpec = {
  title: 'Response to new leads',
  about: () => (
    <>
      The agency promises an answer within 24 hours. Hours run from a lead's arrival to its first
      contact; the share missed is of the leads whose 24 hours have run out or that were answered.
    </>
  ),
  figure: 'response',
  downloadName: 'response times',
  Chart: ResponseChart,
  chartHeight: REPORT_KEY_HEIGHT + REPORT_TREND_HEIGHT,
  columns: [
    { name: 'Leads', value: (row) => row.response.leads },
    {
      name: 'Median hours to first contact',
      value: (row) => formatReportHours(row.response.medianHours),
    },
    { name: '90th percentile hours', value: (row) => formatReportHours(row.response.p90Hours) },
    { name: 'Missed the 24-hour promise', value: (row) => row.response.missed },
    { name: 'Share missed', value: (row) => formatShare(row.response.missedShare) },
  ],
};

/** A source as people read it: a campaign's source or a site's name, or direct in words. */
const sourceLabel = (source: string) =>
  source === DIRECT_SOURCE ? 'Direct (no campaign or referring site)' : source;

interface SourceCounts {
  source: string;
  counts: Record<LeadLine, number>;
  total: number;
}

/** The report's source counts by period and source, one line per source, the most leads first. */
function sourcesByPeriod(sources: Report['sources']): Map<string, SourceCounts[]> {
  const byPeriod = new Map<string, Map<string, SourceCounts>>();
  for (const { start, source, line, count } of sources) {
    const period = byPeriod.get(start) ?? new Map<string, SourceCounts>();
    byPeriod.set(start, period);
    const entry = period.get(source) ?? {
      source,
      counts: { personal: 0, commercial: 0 },
      total: 0,
    };
    period.set(source, entry);
    entry.counts[line] += count;
    entry.total += count;
  }
  return new Map(
    [...byPeriod].map(([start, period]) => [
      start,
      [...period.values()]
        .filter((entry) => entry.total > 0)
        .sort((a, b) => b.total - a.total || a.source.localeCompare(b.source)),
    ]),
  );
}

function SourcesFigure({ report, label }: { report: Report; label: RowLabel }) {
  const byPeriod = sourcesByPeriod(report.sources);
  return (
    <Figure
      title="Leads by source and line"
      about={
        <>
          Where each {periodWords[report.period].one}'s leads came from: the campaign's source, else
          the site the visitor came from, else direct.
        </>
      }
      period={report.period}
      figure="sources"
      downloadName="leads by source and line"
      columns={[
        'Period',
        'Source',
        dashboardLabels.line.personal,
        dashboardLabels.line.commercial,
        'Total',
      ]}
    >
      {report.rows.map((row) => {
        const entries = byPeriod.get(row.start) ?? [];
        return (
          <tbody key={row.start} className="border-t border-slate-200">
            {entries.length === 0 ? (
              <tr>
                <PeriodCell>{label(row)}</PeriodCell>
                <td colSpan={4} className="px-3 py-2 text-slate-700">
                  No leads in this {periodWords[report.period].one}.
                </td>
              </tr>
            ) : (
              entries.map((entry, index) => (
                <tr key={entry.source}>
                  <PeriodCell repeated={index > 0}>{label(row)}</PeriodCell>
                  <td className="px-3 py-2 break-words text-ink">{sourceLabel(entry.source)}</td>
                  <Count>{entry.counts.personal}</Count>
                  <Count>{entry.counts.commercial}</Count>
                  <Count>{entry.total}</Count>
                </tr>
              ))
            )}
          </tbody>
        );
      })}
    </Figure>
  );
}

/** `part ÷ whole` as a share; "–" when the whole is nothing. */
const rate = (part: number, whole: number) => formatShare(whole === 0 ? null : part / whole);

const funnelFigure: PeriodFigureSpec = {
  title: 'Funnel',
  about: (period) => (
    <>
      The {periodWords[period].one}'s new leads and how far they went: contacted, quoted, won. Each
      rate divides one step by another; "–" where there was nothing to divide by.
    </>
  ),
  figure: 'funnel',
  downloadName: 'the funnel',
  Chart: FunnelChart,
  chartHeight: REPORT_KEY_HEIGHT + REPORT_FUNNEL_HEIGHT,
  columns: [
    { name: 'New', value: ({ funnel }) => funnel.new },
    { name: 'Contacted', value: ({ funnel }) => funnel.contacted },
    { name: 'Quoted', value: ({ funnel }) => funnel.quoted },
    { name: 'Won', value: ({ funnel }) => funnel.won },
    { name: 'Contacted ÷ New', value: ({ funnel }) => rate(funnel.contacted, funnel.new) },
    { name: 'Quoted ÷ Contacted', value: ({ funnel }) => rate(funnel.quoted, funnel.contacted) },
    { name: 'Won ÷ Quoted', value: ({ funnel }) => rate(funnel.won, funnel.quoted) },
    { name: 'Won ÷ New', value: ({ funnel }) => rate(funnel.won, funnel.new) },
  ],
};

/** A lost reason's words; a reason this page does not know is shown as it is. */
const reasonLabel = (reason: string) =>
  Object.hasOwn(leadLostReasonLabels, reason)
    ? leadLostReasonLabels[reason as keyof typeof leadLostReasonLabels]
    : reason;

function LostFigure({ report, label }: { report: Report; label: RowLabel }) {
  const words = periodWords[report.period];
  const groups = report.rows
    .map((row) => ({
      row,
      reasons: report.lostReasons
        .filter((entry) => entry.start === row.start && entry.count > 0)
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    }))
    .filter((group) => group.reasons.length > 0);
  return (
    <Figure
      title="Why leads were lost"
      about={<>Leads marked lost in each {words.one}, by the reason the agent gave.</>}
      period={report.period}
      figure="lost"
      downloadName="lost reasons"
      columns={['Period', 'Reason', 'Leads']}
      empty={groups.length === 0 ? `No leads were lost in these ${words.many}.` : undefined}
    >
      {groups.map(({ row, reasons }) => (
        <tbody key={row.start} className="border-t border-slate-200">
          {reasons.map((entry, index) => (
            <tr key={entry.reason}>
              <PeriodCell repeated={index > 0}>{label(row)}</PeriodCell>
              <td className="px-3 py-2 text-ink">{reasonLabel(entry.reason)}</td>
              <Count>{entry.count}</Count>
            </tr>
          ))}
        </tbody>
      ))}
    </Figure>
  );
}

const retentionFigure: PeriodFigureSpec = {
  title: 'Renewal retention',
  about: () => <>Renewed ÷ terms that ended in the period, cancelled policies left out.</>,
  figure: 'retention',
  downloadName: 'renewal retention',
  Chart: RetentionChart,
  chartHeight: REPORT_TREND_HEIGHT,
  columns: [
    { name: 'Terms ended', value: (row) => row.retention.due },
    { name: 'Renewed', value: (row) => row.retention.renewed },
    { name: 'Lost', value: (row) => row.retention.lost },
    { name: 'Retention', value: (row) => formatShare(row.retention.rate) },
  ],
};

/** A chart in its card, or a blank as tall while recharts loads. */
function ChartSlot({ height, children }: { height: number; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <React.Suspense fallback={<div aria-hidden="true" style={{ height }} />}>
        {children}
      </React.Suspense>
    </div>
  );
}

/**
 * One figure: its heading, what it counts, its chart if it has one, its table (named by the
 * heading, in a region a keyboard can focus to scroll it sideways on a narrow screen) and its CSV
 * download. The first column is the period; the others hold figures, right-aligned.
 */
function Figure({
  title,
  about,
  period,
  figure,
  downloadName,
  columns,
  empty,
  chart,
  children,
}: {
  title: string;
  about: React.ReactNode;
  period: ReportPeriod;
  figure: ReportFigure;
  /** What the download holds, in its name: "Download {downloadName} as CSV". */
  downloadName: string;
  columns: string[];
  /** Said instead of the table when it has no rows. */
  empty?: string;
  /** A picture of the table, above it (hidden from assistive technology: the table says it). */
  chart?: React.ReactNode;
  /** The table's bodies. */
  children: React.ReactNode;
}) {
  const headingId = React.useId();
  const aboutId = React.useId();
  const numeric = (column: string) =>
    column !== 'Period' && column !== 'Source' && column !== 'Reason';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h3>
        <a
          href={reportExportHref(period, figure)}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Download<span className="sr-only"> {downloadName} as</span> CSV
        </a>
      </div>
      <p id={aboutId} className="max-w-3xl text-sm text-slate-700">
        {about}
      </p>
      {!empty && chart}
      {empty ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">{empty}</p>
      ) : (
        <div
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <table
            aria-labelledby={headingId}
            aria-describedby={aboutId}
            className="w-full min-w-[36rem] text-left text-sm"
          >
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={cn('px-3 py-2 font-semibold', numeric(column) && 'text-right')}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            {children}
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * A row's period, its header. Where a period spans several rows (its sources, its reasons), the
 * rows after the first say it to screen readers only.
 */
function PeriodCell({ repeated = false, children }: { repeated?: boolean; children: string }) {
  return (
    <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap text-ink">
      <span className={repeated ? 'sr-only' : undefined}>{children}</span>
    </th>
  );
}

function Count({ children }: { children: React.ReactNode }) {
  return <td className="px-3 py-2 text-right tabular-nums">{children}</td>;
}
