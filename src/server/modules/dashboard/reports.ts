import { sql } from 'drizzle-orm';
import { addDays, AGENCY_TIME_ZONE, agencyInstant, agencyToday } from '#shared/agency-time';
import {
  DIRECT_SOURCE,
  REPORT_PERIOD_COUNT,
  type Report,
  type ReportPeriod,
  type ReportFigure,
  type ReportRow,
} from '#shared/staff/dashboard';
import { leadLostReasonLabels, type LeadLine, type LeadLostReason } from '#shared/staff/leads';
import type { RawQuery } from '#server/db/client';
import { clientPolicies, leads, policyRenewals } from '#server/db/schema';
import { commercialLeadTypes } from '../leads/lines';
import { isoWeekday } from '../appointments/slots';
import { spreadsheetCsv } from '../console/spreadsheet';

/** The first day of the period `date` falls in (YYYY-MM-DD): its Monday, or its 1st. */
export function periodStart(date: string, period: ReportPeriod): string {
  return period === 'week' ? addDays(date, 1 - isoWeekday(date)) : `${date.slice(0, 8)}01`;
}

/** The period after the one starting on `start`. */
function nextStart(start: string, period: ReportPeriod): string {
  if (period === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The report's periods, oldest first, the current one last: each its first and last day. */
export function reportPeriods(today: string, period: ReportPeriod) {
  const starts = [periodStart(today, period)];
  while (starts.length < REPORT_PERIOD_COUNT[period]) {
    const earlier = periodStart(addDays(starts[0]!, -1), period);
    starts.unshift(earlier);
  }
  return starts.map((start) => ({ start, end: addDays(nextStart(start, period), -1) }));
}

// Every figure is computed by the database, grouped by the period of the agency's calendar the
// row falls in (date_trunc of the local wall-clock time), on PGlite and PostgreSQL 15 alike.
const periodOf = (instant: unknown, period: ReportPeriod) =>
  sql`to_char(date_trunc(${period}, ${instant} at time zone ${AGENCY_TIME_ZONE}), 'YYYY-MM-DD')`;

const lineOf = sql`case when ${leads.type} = any(${sql.param([...commercialLeadTypes])}::text[])
  then 'commercial' else 'personal' end`;

/** Quote requests held as suspected spam are not leads until a person restores them. */
const realLeads = (from: Date) =>
  sql`${leads.createdAt} >= ${from.toISOString()}::timestamptz and ${leads.spamReason} is null`;

const hoursToContact = sql`extract(epoch from (${leads.contactedAt} - ${leads.createdAt}))::float8 / 3600`;

const leadFigures = (from: Date, now: Date, period: ReportPeriod) => sql`
  select ${periodOf(leads.createdAt, period)} as "start",
    count(*)::int as "leads",
    (count(*) filter (where ${leads.contactedAt} is not null
      or ${leads.createdAt} <= ${now.toISOString()}::timestamptz - interval '24 hours'))::int as "due",
    count(${leads.contactedAt})::int as "contacted",
    percentile_cont(0.5) within group (order by ${hoursToContact}) as "median",
    percentile_cont(0.9) within group (order by ${hoursToContact}) as "p90",
    (count(*) filter (where coalesce(${leads.contactedAt}, ${now.toISOString()}::timestamptz)
      - ${leads.createdAt} > interval '24 hours'))::int as "missed",
    (count(*) filter (where ${leads.quotedAt} is not null or ${leads.status} = 'won'))::int as "quoted",
    (count(*) filter (where ${leads.status} = 'won'))::int as "won",
    (count(*) filter (where ${leads.status} = 'lost'))::int as "lost"
  from ${leads} where ${realLeads(from)}
  group by 1`;

const sourceFigures = (from: Date, period: ReportPeriod) => sql`
  select ${periodOf(leads.createdAt, period)} as "start",
    coalesce(nullif(${leads.utmSource}, ''), ${leads.referrerHost}, ${DIRECT_SOURCE}) as "source",
    ${lineOf} as "line",
    count(*)::int as "count"
  from ${leads} where ${realLeads(from)}
  group by 1, 2, 3
  order by 1, 4 desc, 2, 3`;

const lostFigures = (from: Date, period: ReportPeriod) => sql`
  select ${periodOf(leads.closedAt, period)} as "start", ${leads.lostReason} as "reason",
    count(*)::int as "count"
  from ${leads}
  where ${leads.status} = 'lost' and ${leads.lostReason} is not null
    and ${leads.closedAt} >= ${from.toISOString()}::timestamptz and ${leads.spamReason} is null
  group by 1, 2
  order by 1, 3 desc, 2`;

/**
 * Terms that ended in the period up to today: those with a renewal worked (whatever became of
 * the policy since), and those of policies not cancelled that ended with none.
 */
const retentionFigures = (fromDate: string, today: string, period: ReportPeriod) => sql`
  with "due" as (
    select ${policyRenewals.expirationDate} as "ended", ${policyRenewals.status} as "status"
    from ${policyRenewals}
    where ${policyRenewals.expirationDate} >= ${fromDate} and ${policyRenewals.expirationDate} <= ${today}
    union all
    select ${clientPolicies.expirationDate}, null
    from ${clientPolicies}
    where ${clientPolicies.expirationDate} >= ${fromDate} and ${clientPolicies.expirationDate} <= ${today}
      and ${clientPolicies.status} <> 'cancelled'
      and not exists (select 1 from ${policyRenewals}
        where ${policyRenewals.policyId} = ${clientPolicies.id}
          and ${policyRenewals.expirationDate} = ${clientPolicies.expirationDate})
  )
  select to_char(date_trunc(${period}, "ended"::timestamp), 'YYYY-MM-DD') as "start",
    count(*)::int as "due",
    (count(*) filter (where "status" = 'renewed'))::int as "renewed",
    (count(*) filter (where "status" = 'lost'))::int as "lost"
  from "due" group by 1`;

const numberOrNull = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
const shareOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** How the agency is doing, per week or month (docs/adr/0018). */
export function reportsService(query: RawQuery) {
  return {
    async report(period: ReportPeriod, now = new Date()): Promise<Report> {
      const today = agencyToday(now);
      const periods = reportPeriods(today, period);
      const fromDate = periods[0]!.start;
      const from = agencyInstant(fromDate, '00:00');
      const [leadRows, sources, lost, retention] = await Promise.all([
        query<{
          start: string;
          leads: number;
          due: number;
          contacted: number;
          median: number | string | null;
          p90: number | string | null;
          missed: number;
          quoted: number;
          won: number;
          lost: number;
        }>(leadFigures(from, now, period)),
        query<{ start: string; source: string; line: LeadLine; count: number }>(
          sourceFigures(from, period),
        ),
        query<{ start: string; reason: string; count: number }>(lostFigures(from, period)),
        query<{ start: string; due: number; renewed: number; lost: number }>(
          retentionFigures(fromDate, today, period),
        ),
      ]);
      const rows: ReportRow[] = periods.map(({ start, end }) => {
        const l = leadRows.find((r) => r.start === start);
        const r = retention.find((x) => x.start === start);
        const missed = l?.missed ?? 0;
        const due = l?.due ?? 0;
        return {
          start,
          end,
          response: {
            leads: l?.leads ?? 0,
            due,
            contacted: l?.contacted ?? 0,
            medianHours: numberOrNull(l?.median),
            p90Hours: numberOrNull(l?.p90),
            missed,
            missedShare: shareOf(missed, due),
          },
          funnel: {
            new: l?.leads ?? 0,
            contacted: l?.contacted ?? 0,
            quoted: l?.quoted ?? 0,
            won: l?.won ?? 0,
            lost: l?.lost ?? 0,
          },
          retention: {
            due: r?.due ?? 0,
            renewed: r?.renewed ?? 0,
            lost: r?.lost ?? 0,
            rate: shareOf(r?.renewed ?? 0, r?.due ?? 0),
          },
        };
      });
      const inReport = (start: string) => periods.some((p) => p.start === start);
      return {
        period,
        asOf: now.toISOString(),
        rows,
        sources: sources.filter((s) => inReport(s.start)),
        lostReasons: lost.filter((x) => inReport(x.start)),
      };
    },
  };
}

const blank = (value: number | null) => (value === null ? '' : value);
const percent = (share: number | null) => (share === null ? '' : Math.round(share * 1000) / 10);

/** One figure of the report as a spreadsheet's rows, the same numbers as its table. */
export function reportCsv(report: Report, figure: ReportFigure): string {
  const period = { header: 'Period start', value: (r: { start: string }) => r.start };
  switch (figure) {
    case 'response':
      return spreadsheetCsv(report.rows, [
        period,
        { header: 'Period end', value: (r) => r.end },
        { header: 'Leads', value: (r) => r.response.leads },
        { header: 'Due within 24 hours', value: (r) => r.response.due },
        { header: 'Contacted', value: (r) => r.response.contacted },
        { header: 'Median hours to first contact', value: (r) => blank(r.response.medianHours) },
        { header: '90th percentile hours', value: (r) => blank(r.response.p90Hours) },
        { header: 'Missed the 24 hours', value: (r) => r.response.missed },
        { header: 'Missed (%)', value: (r) => percent(r.response.missedShare) },
      ]);
    case 'funnel':
      return spreadsheetCsv(report.rows, [
        period,
        { header: 'New', value: (r) => r.funnel.new },
        { header: 'Contacted', value: (r) => r.funnel.contacted },
        { header: 'Quoted', value: (r) => r.funnel.quoted },
        { header: 'Won', value: (r) => r.funnel.won },
        { header: 'Lost', value: (r) => r.funnel.lost },
        {
          header: 'Contacted (%)',
          value: (r) => percent(shareOf(r.funnel.contacted, r.funnel.new)),
        },
        {
          header: 'Quoted of contacted (%)',
          value: (r) => percent(shareOf(r.funnel.quoted, r.funnel.contacted)),
        },
        {
          header: 'Won of quoted (%)',
          value: (r) => percent(shareOf(r.funnel.won, r.funnel.quoted)),
        },
        { header: 'Won of new (%)', value: (r) => percent(shareOf(r.funnel.won, r.funnel.new)) },
      ]);
    case 'retention':
      return spreadsheetCsv(report.rows, [
        period,
        { header: 'Terms ended', value: (r) => r.retention.due },
        { header: 'Renewed', value: (r) => r.retention.renewed },
        { header: 'Lost', value: (r) => r.retention.lost },
        { header: 'Retention (%)', value: (r) => percent(r.retention.rate) },
      ]);
    case 'sources':
      return spreadsheetCsv(report.sources, [
        period,
        { header: 'Source', value: (r) => r.source },
        { header: 'Line', value: (r) => r.line },
        { header: 'Leads', value: (r) => r.count },
      ]);
    case 'lost':
      return spreadsheetCsv(report.lostReasons, [
        period,
        {
          header: 'Reason',
          value: (r) => leadLostReasonLabels[r.reason as LeadLostReason] ?? r.reason,
        },
        { header: 'Leads', value: (r) => r.count },
      ]);
  }
}
