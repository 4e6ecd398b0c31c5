import { z } from 'zod';
import { coverageOptions, isCoverageOptionId } from '../coverage-options';
import { endpoint } from '../endpoints';
import { leadStatuses } from '../leads';
import type { OpenClaimStatus } from '../claims';
import { staffAppointmentSchema } from './appointments';
import { leadLines, type LeadLine } from './leads';

const counted = <T extends z.ZodType>(key: T) => z.object({ key, count: z.number().int().min(0) });

/** Claims the agency is still working: the dashboard's open claims. */
export const workedClaimStatuses = ['submitted', 'processing'] as const;
/** Claims decided and waiting to be closed (the payment made, the client told). */
export const decidedClaimStatuses = ['approved', 'denied'] as const;

/** GET /api/staff/dashboard: this week's figures (Monday 00:00 in the agency's time zone to now). */
export const dashboardSchema = z.object({
  /** The Monday the week began (YYYY-MM-DD, agency time zone). */
  weekStart: z.string(),
  /** When the figures were computed (ISO). */
  asOf: z.string(),
  leads: z.object({
    total: z.number().int().min(0),
    /** Both lines, zero included. */
    byLine: z.array(counted(z.enum(leadLines))),
    /** Every pipeline status in order, zero included. */
    byStatus: z.array(counted(z.enum(leadStatuses))),
    /** Coverages asked for (a lead may ask for several), most asked first; zeros left out. */
    byCoverage: z.array(counted(z.string())),
  }),
  /** Median hours from a lead's arrival to its first contact, over this week's contacted leads. */
  medianHoursToContact: z.number().nullable(),
  /** How many of this week's leads the median is taken over. */
  contactedLeads: z.number().int().min(0),
  /** Claims being worked (submitted, processing), whenever filed, per status, zero included. */
  openClaims: z.object({
    total: z.number().int().min(0),
    byStatus: z.array(counted(z.enum(workedClaimStatuses))),
  }),
  /** Claims decided (approved, denied) and not closed yet, per status, zero included. */
  decidedClaims: z.object({
    total: z.number().int().min(0),
    byStatus: z.array(counted(z.enum(decidedClaimStatuses))),
  }),
  /**
   * Change and certificate requests not yet completed, whenever sent: how many, how many past
   * their due time (not counting those waiting for the client), and how many wait for the client.
   */
  serviceRequests: z.object({
    open: z.number().int().min(0),
    missed: z.number().int().min(0),
    waitingForClient: z.number().int().min(0),
  }),
  /** The agency's appointments booked for today (its calendar), everyone's, soonest first. */
  appointmentsToday: z.array(staffAppointmentSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Words of the dashboard, for the tables, the charts and the tests. */
export const dashboardLabels = {
  line: { personal: 'Personal', commercial: 'Commercial' } satisfies Record<LeadLine, string>,
  leadStatus: {
    new: 'New',
    contacted: 'Contacted',
    quoted: 'Quoted',
    won: 'Won',
    lost: 'Lost',
  } satisfies Record<(typeof leadStatuses)[number], string>,
  claimStatus: {
    submitted: 'Submitted',
    processing: 'Processing',
    approved: 'Approved',
    denied: 'Denied',
  } satisfies Record<OpenClaimStatus, string>,
} as const;

/** A coverage id's label (`auto` → Auto Insurance); an unknown id is shown as it is. */
export function coverageLabel(id: string): string {
  return isCoverageOptionId(id) ? coverageOptions[id].label : id;
}

/** "3.5 hours", "1 hour", or a sentence when no lead was contacted. */
export function formatHours(hours: number | null): string {
  if (hours === null) return 'No contacted leads yet';
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
}

/**
 * How the agency is doing (GET /api/staff/reports): per week or month of the agency's calendar,
 * the leads' response times against the 24-hour promise, their sources and lines, the funnel from
 * new to won, why leads were lost, and the renewals' retention.
 */
export const reportPeriods = ['week', 'month'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

/** How many periods a report covers, the current one last. */
export const REPORT_PERIOD_COUNT: Record<ReportPeriod, number> = { week: 8, month: 6 };

export const reportQuerySchema = z.object({
  period: z.enum(reportPeriods, { error: 'Please choose week or month' }).default('week'),
});

export const reportFigures = ['response', 'sources', 'funnel', 'lost', 'retention'] as const;
export type ReportFigure = (typeof reportFigures)[number];

/** GET /api/staff/reports/export?period=&figure=: one figure's table as CSV. */
export const reportExportQuerySchema = reportQuerySchema.extend({
  figure: z.enum(reportFigures, { error: 'Please choose a figure to export' }),
});

const count = z.number().int().min(0);

export const reportRowSchema = z.object({
  /** The period's first day (YYYY-MM-DD, a Monday or the 1st) and its last. */
  start: z.string(),
  end: z.string(),
  response: z.object({
    leads: count,
    /** Leads whose 24 hours have run out or that were answered: the promise's base. */
    due: count,
    contacted: count,
    medianHours: z.number().nullable(),
    p90Hours: z.number().nullable(),
    /** Answered after 24 hours, or not answered and older than 24 hours. */
    missed: count,
    /** missed ÷ due, 0–1; null when nothing was due. */
    missedShare: z.number().nullable(),
  }),
  funnel: z.object({
    new: count,
    contacted: count,
    quoted: count,
    won: count,
    lost: count,
  }),
  retention: z.object({
    /** Terms that ended in the period (policies not cancelled). */
    due: count,
    renewed: count,
    lost: count,
    /** renewed ÷ due, 0–1; null when nothing was due. */
    rate: z.number().nullable(),
  }),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportSchema = z.object({
  period: z.enum(reportPeriods),
  asOf: z.string(),
  rows: z.array(reportRowSchema),
  /** Leads per period, source and line; the source is the UTM source, the referring site, or direct. */
  sources: z.array(
    z.object({ start: z.string(), source: z.string(), line: z.enum(leadLines), count }),
  ),
  /** Leads lost per period (by when they were lost) and reason. */
  lostReasons: z.array(z.object({ start: z.string(), reason: z.string(), count })),
});
export type Report = z.infer<typeof reportSchema>;

/** A lead that came with no campaign and no other site before it. */
export const DIRECT_SOURCE = 'direct';

/** A share as people read it: 0.125 → "12.5 %"; nothing due → "–". */
export function formatShare(share: number | null): string {
  return share === null ? '–' : `${(Math.round(share * 1000) / 10).toFixed(1)} %`;
}

// --- the console's dashboard endpoints --------------------------------------------------------

/** What the dashboard reads (any staff member, read only). */
export const staffDashboardEndpoints = {
  dashboard: endpoint('GET', '/api/staff/dashboard', { response: { 200: dashboardSchema } }),
  report: endpoint('GET', '/api/staff/reports', {
    querystring: reportQuerySchema,
    response: { 200: reportSchema },
  }),
  /** One figure's table as a CSV file. */
  reportExport: endpoint('GET', '/api/staff/reports/export', {
    querystring: reportExportQuerySchema,
  }),
};
