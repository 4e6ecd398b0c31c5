import { leadStatuses, type LeadStatus } from '#shared/leads';
import { AGENCY_TIME_ZONE } from '#shared/agency-time';
import { decidedClaimStatuses, workedClaimStatuses, type Dashboard } from '#shared/staff/dashboard';
import { leadLines, type LeadLine } from '#shared/staff/leads';
import { commercialLeadTypes } from '../leads/lines';
import { sql } from 'drizzle-orm';
import type { RawQuery } from '#server/db/client';
import { claims, leads, serviceRequests } from '#server/db/schema';

// Every figure is computed by the database; these statements run unchanged on PGlite and
// PostgreSQL 15. The week is the agency's: date_trunc('week') of the local wall-clock time gives
// Monday 00:00 there, turned back into an instant, so a daylight-saving change is handled.
const week = (now: string) => sql`
  select to_char(date_trunc('week', ${now}::timestamptz at time zone ${AGENCY_TIME_ZONE}), 'YYYY-MM-DD') as "weekStart",
    date_trunc('week', ${now}::timestamptz at time zone ${AGENCY_TIME_ZONE}) at time zone ${AGENCY_TIME_ZONE} as "startsAt"`;

interface Period {
  from: string;
  to: string;
}

// Requests held as suspected spam are not leads until a person restores them.
const inWeek = ({ from, to }: Period) =>
  sql`${leads.createdAt} >= ${from}::timestamptz and ${leads.createdAt} <= ${to}::timestamptz and ${leads.spamReason} is null`;

const leadCounts = (window: Period) => sql`
  select ${leads.status},
    case when ${leads.type} = any(${sql.param([...commercialLeadTypes])}::text[])
      then 'commercial' else 'personal' end as "line",
    count(*)::int as "count"
  from ${leads} where ${inWeek(window)}
  group by 1, 2`;

const timeToContact = (window: Period) => sql`
  select percentile_cont(0.5) within group (
      order by extract(epoch from (${leads.contactedAt} - ${leads.createdAt}))::float8 / 3600
    ) as "median",
    count(*)::int as "contacted"
  from ${leads} where ${inWeek(window)} and ${leads.contactedAt} is not null`;

const coverages = (window: Period) => sql`
  select c."coverage", count(*)::int as "count"
  from ${leads} cross join lateral json_array_elements_text(${leads.coverageTypes}) as c("coverage")
  where ${inWeek(window)}
  group by c."coverage"
  order by "count" desc, c."coverage"`;

const isWorked = (status: string) => (workedClaimStatuses as readonly string[]).includes(status);

const OPEN_CLAIMS = sql`
  select ${claims.status}, count(*)::int as "count" from ${claims}
  where ${claims.status} <> 'closed' group by ${claims.status}`;

const OPEN_SERVICE_REQUESTS = (now: string) => sql`
  select count(*)::int as "open",
    (count(*) filter (where ${serviceRequests.status} <> 'needs-information'
      and ${serviceRequests.dueAt} <= ${now}::timestamptz))::int as "missed",
    (count(*) filter (where ${serviceRequests.status} = 'needs-information'))::int as "waitingForClient"
  from ${serviceRequests} where ${serviceRequests.status} <> 'completed'`;

/** The staff dashboard: this week's leads, the open claims and the open service requests. */
export function dashboardService(query: RawQuery) {
  return {
    async thisWeek(now = new Date()): Promise<Omit<Dashboard, 'appointmentsToday'>> {
      const [thisWeek] = await query<{ weekStart: string; startsAt: Date | string }>(
        week(now.toISOString()),
      );
      const window = { from: new Date(thisWeek!.startsAt).toISOString(), to: now.toISOString() };

      const [leadRows, [contact], coverageRows, claimRows, [service]] = await Promise.all([
        query<{ status: LeadStatus; line: LeadLine; count: number }>(leadCounts(window)),
        query<{ median: number | string | null; contacted: number }>(timeToContact(window)),
        query<{ coverage: string; count: number }>(coverages(window)),
        query<{ status: string; count: number }>(OPEN_CLAIMS),
        query<{ open: number; missed: number; waitingForClient: number }>(
          OPEN_SERVICE_REQUESTS(now.toISOString()),
        ),
      ]);

      const sum = (rows: { count: number }[]) => rows.reduce((total, r) => total + r.count, 0);
      const claimCount = (status: string) => claimRows.find((r) => r.status === status)?.count ?? 0;
      return {
        weekStart: thisWeek!.weekStart,
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
          total: sum(claimRows.filter((r) => isWorked(r.status))),
          byStatus: workedClaimStatuses.map((key) => ({ key, count: claimCount(key) })),
        },
        decidedClaims: {
          total: sum(claimRows.filter((r) => !isWorked(r.status))),
          byStatus: decidedClaimStatuses.map((key) => ({ key, count: claimCount(key) })),
        },
        serviceRequests: {
          open: service?.open ?? 0,
          missed: service?.missed ?? 0,
          waitingForClient: service?.waitingForClient ?? 0,
        },
      };
    },
  };
}
