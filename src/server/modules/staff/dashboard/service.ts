import { leadStatuses, type LeadStatus } from '#shared/leads';
import { AGENCY_TIME_ZONE } from '#shared/agency-time';
import { type Dashboard } from '#shared/staff/dashboard';
import { leadLines, type LeadLine } from '#shared/staff/leads';
import { commercialLeadTypes } from '../leads/lines';
import { openClaimStatuses } from '#shared/portal';
import type { RawQuery } from '#server/db/client';

// Every figure is computed by the database; these statements run unchanged on PGlite and
// PostgreSQL 15. The week is the agency's: date_trunc('week') of the local wall-clock time gives
// Monday 00:00 there, turned back into an instant, so a daylight-saving change is handled.
const WEEK = `
  select to_char(date_trunc('week', $1::timestamptz at time zone $2), 'YYYY-MM-DD') as "weekStart",
    date_trunc('week', $1::timestamptz at time zone $2) at time zone $2 as "startsAt"`;

// Requests held as suspected spam are not leads until a person restores them.
const IN_WEEK = `"createdAt" >= $1::timestamptz and "createdAt" <= $2::timestamptz and "spamReason" is null`;

const LEADS = `
  select "status",
    case when "type" = any($3::text[]) then 'commercial' else 'personal' end as "line",
    count(*)::int as "count"
  from leads where ${IN_WEEK}
  group by 1, 2`;

const TIME_TO_CONTACT = `
  select percentile_cont(0.5) within group (
      order by extract(epoch from ("contactedAt" - "createdAt"))::float8 / 3600
    ) as "median",
    count(*)::int as "contacted"
  from leads where ${IN_WEEK} and "contactedAt" is not null`;

const COVERAGES = `
  select c."coverage", count(*)::int as "count"
  from leads l cross join lateral json_array_elements_text(l."coverageTypes") as c("coverage")
  where l."createdAt" >= $1::timestamptz and l."createdAt" <= $2::timestamptz
    and l."spamReason" is null
  group by c."coverage"
  order by "count" desc, c."coverage"`;

const OPEN_CLAIMS = `
  select "status", count(*)::int as "count" from claims
  where "status" <> 'closed' group by "status"`;

/** The staff dashboard: this week's leads and the open claims. */
export function dashboardService(query: RawQuery) {
  return {
    async thisWeek(now = new Date()): Promise<Dashboard> {
      const [week] = await query<{ weekStart: string; startsAt: Date | string }>(WEEK, [
        now.toISOString(),
        AGENCY_TIME_ZONE,
      ]);
      const window = [new Date(week!.startsAt).toISOString(), now.toISOString()];

      const [leadRows, [contact], coverageRows, claimRows] = await Promise.all([
        query<{ status: LeadStatus; line: LeadLine; count: number }>(LEADS, [
          ...window,
          [...commercialLeadTypes],
        ]),
        query<{ median: number | string | null; contacted: number }>(TIME_TO_CONTACT, window),
        query<{ coverage: string; count: number }>(COVERAGES, window),
        query<{ status: string; count: number }>(OPEN_CLAIMS, []),
      ]);

      const sum = (rows: { count: number }[]) => rows.reduce((total, r) => total + r.count, 0);
      const claimCount = (status: string) => claimRows.find((r) => r.status === status)?.count ?? 0;
      return {
        weekStart: week!.weekStart,
        asOf: now.toISOString(),
        leads: {
          total: sum(leadRows),
          byLine: leadLines.map((key) => ({
            key,
            count: sum(leadRows.filter((r) => r.line === key)),
          })),
          byStatus: leadStatuses.map((key) => ({
            key,
            count: sum(leadRows.filter((r) => r.status === key)),
          })),
          byCoverage: coverageRows.map((r) => ({ key: r.coverage, count: r.count })),
        },
        medianHoursToContact: contact?.median == null ? null : Number(contact.median),
        contactedLeads: contact?.contacted ?? 0,
        openClaims: {
          total: sum(claimRows),
          byStatus: openClaimStatuses.map((key) => ({ key, count: claimCount(key) })),
        },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
