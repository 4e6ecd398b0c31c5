// How the agency is doing, on a fake clock: response times against the 24-hour promise (median,
// 90th percentile, missed), sources and lines, the funnel, lost reasons and retention, each in
// the week or month of the agency's calendar its row falls in; and the same numbers as CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { clientPolicies, leads, policyRenewals } from '#server/db/schema';
import { addClientPerson } from '#server/modules/clients/accounts';
import { pglite } from '#tests/helpers/database-targets';
import { periodStart, reportCsv, reportPeriods, reportsService } from './reports';

// Wednesday 25 November 2026, 12:00 in Kansas (CST, UTC-6).
const now = new Date('2026-11-25T18:00:00Z');
const hours = (n: number) => n * 3600_000;

interface TestLead {
  at: string;
  type?: string;
  status: 'new' | 'contacted' | 'quoted' | 'won' | 'lost';
  contactedAfter?: number;
  quoted?: boolean;
  closedAt?: string;
  lostReason?: 'price';
  utmSource?: string;
  referrerHost?: string;
  spam?: boolean;
}

const testLeads: TestLead[] = [
  // This week (from Monday 23 November, 00:00 CST = 06:00 UTC).
  {
    at: '2026-11-23T15:00:00Z',
    status: 'quoted',
    contactedAfter: 2,
    quoted: true,
    utmSource: 'google',
  },
  {
    at: '2026-11-23T16:00:00Z',
    type: 'commercial',
    status: 'won',
    contactedAfter: 30,
    closedAt: '2026-11-25T10:00:00Z',
    referrerHost: 'facebook.com',
  },
  { at: '2026-11-24T12:00:00Z', status: 'new' },
  { at: '2026-11-25T12:00:00Z', status: 'new' },
  {
    at: '2026-11-24T10:00:00Z',
    status: 'lost',
    contactedAfter: 1,
    closedAt: '2026-11-25T10:00:00Z',
    lostReason: 'price',
  },
  { at: '2026-11-24T11:00:00Z', status: 'new', spam: true },
  // Last week: Sunday 22 November, 23:30 CST is still last week.
  { at: '2026-11-23T05:30:00Z', status: 'contacted', contactedAfter: 1 },
  {
    at: '2026-11-17T15:00:00Z',
    status: 'won',
    contactedAfter: 4,
    closedAt: '2026-11-18T15:00:00Z',
    utmSource: 'google',
  },
];

describe('periods of the agency calendar', () => {
  it('start on Monday or on the 1st, the current one last', () => {
    expect(periodStart('2026-11-25', 'week')).toBe('2026-11-23');
    expect(periodStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodStart('2026-11-29', 'week')).toBe('2026-11-23');
    expect(periodStart('2026-11-25', 'month')).toBe('2026-11-01');
    const weeks = reportPeriods('2026-11-25', 'week');
    expect(weeks).toHaveLength(8);
    expect(weeks.at(-1)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weeks[0]).toEqual({ start: '2026-10-05', end: '2026-10-11' });
    const months = reportPeriods('2026-11-25', 'month');
    expect(months.map((m) => m.start)).toEqual([
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    expect(months.at(-1)!.end).toBe('2026-11-30');
    expect(reportPeriods('2027-01-15', 'month').at(-2)).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
    });
  });
});

describe('the report', () => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await pglite.open());
    await database.migrate();
    const { db } = database;
    await db.insert(leads).values(
      testLeads.map((lead, i) => {
        const createdAt = new Date(lead.at);
        return {
          type: lead.type ?? 'personal',
          firstName: 'Lead',
          lastName: String(i),
          email: `lead-${i}@example.org`,
          phone: '(913) 555-0100',
          coverageTypes: ['auto'],
          status: lead.status,
          createdAt,
          contactedAt:
            lead.contactedAfter === undefined
              ? null
              : new Date(createdAt.getTime() + hours(lead.contactedAfter)),
          quotedAt: lead.quoted ? new Date(createdAt.getTime() + hours(3)) : null,
          closedAt: lead.closedAt ? new Date(lead.closedAt) : null,
          lostReason: lead.lostReason ?? null,
          utmSource: lead.utmSource ?? null,
          referrerHost: lead.referrerHost ?? null,
          spamReason: lead.spam ? ('honeypot' as const) : null,
        };
      }),
    );
    const person = await addClientPerson(db, { email: 'retention@example.org' });
    const policy = (
      n: number,
      expirationDate: string,
      status: 'active' | 'cancelled' = 'active',
    ) => ({
      accountId: person!.accountId!,
      policyNumber: `RET-${n}`,
      policyType: 'Auto',
      carrier: 'Progressive',
      premium: '100.00',
      effectiveDate: '2025-11-20',
      expirationDate,
      status,
    });
    const [renewed, , , lost] = await db
      .insert(clientPolicies)
      .values([
        // Renewed on Friday 20 November: the policy now runs a year on.
        policy(1, '2027-11-20'),
        // Ended Tuesday 24 November with nothing done: due, not renewed.
        policy(2, '2026-11-24'),
        // Cancelled: left out.
        policy(3, '2026-11-24', 'cancelled'),
        // Lost on Sunday 22 November.
        policy(4, '2026-11-22'),
        // Ends next week: not due yet.
        policy(5, '2026-11-30'),
      ])
      .returning();
    await db.insert(policyRenewals).values([
      { policyId: renewed!.id, expirationDate: '2026-11-20', status: 'renewed' },
      { policyId: lost!.id, expirationDate: '2026-11-22', status: 'lost', lostReason: 'price' },
    ]);
  }, 120_000);
  afterAll(async () => cleanup?.());

  it('counts this week and last week by the agency calendar', async () => {
    const report = await reportsService(database.query).report('week', now);
    expect(report.rows).toHaveLength(8);
    const [lastWeek, thisWeek] = report.rows.slice(-2);
    expect(thisWeek).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
      response: {
        leads: 5,
        due: 4,
        contacted: 3,
        medianHours: 2,
        // percentile_cont(0.9) of 1, 2 and 30 hours.
        p90Hours: 24.4,
        missed: 2,
        missedShare: 0.5,
      },
      funnel: { new: 5, contacted: 3, quoted: 2, won: 1, lost: 1 },
      retention: { due: 1, renewed: 0, lost: 0, rate: 0 },
    });
    expect(lastWeek).toMatchObject({
      start: '2026-11-16',
      response: { leads: 2, due: 2, contacted: 2, medianHours: 2.5, missed: 0, missedShare: 0 },
      funnel: { new: 2, contacted: 2, quoted: 1, won: 1, lost: 0 },
      retention: { due: 2, renewed: 1, lost: 1, rate: 0.5 },
    });
    // A week with nothing in it says so with zeros and no averages.
    expect(report.rows[0]).toMatchObject({
      response: { leads: 0, medianHours: null, p90Hours: null, missedShare: null },
      retention: { due: 0, rate: null },
    });
    expect(report.sources.filter((s) => s.start === '2026-11-23')).toEqual([
      { start: '2026-11-23', source: 'direct', line: 'personal', count: 3 },
      { start: '2026-11-23', source: 'facebook.com', line: 'commercial', count: 1 },
      { start: '2026-11-23', source: 'google', line: 'personal', count: 1 },
    ]);
    expect(report.lostReasons).toEqual([{ start: '2026-11-23', reason: 'price', count: 1 }]);
  });

  it('counts the month as one period', async () => {
    const report = await reportsService(database.query).report('month', now);
    expect(report.rows.at(-1)).toMatchObject({
      start: '2026-11-01',
      end: '2026-11-30',
      response: { leads: 7, contacted: 5, missed: 2 },
      funnel: { new: 7, contacted: 5, quoted: 3, won: 2, lost: 1 },
      retention: { due: 3, renewed: 1, lost: 1 },
    });
  });

  it('writes each figure as CSV with the same numbers', async () => {
    const report = await reportsService(database.query).report('week', now);
    const lines = (csv: string) =>
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    const response = lines(reportCsv(report, 'response'));
    expect(response[0]).toBe(
      'Period start,Period end,Leads,Due within 24 hours,Contacted,Median hours to first contact,' +
        '90th percentile hours,Missed the 24 hours,Missed (%)',
    );
    expect(response.at(-1)).toBe('2026-11-23,2026-11-29,5,4,3,2,24.4,2,50');
    expect(lines(reportCsv(report, 'funnel')).at(-1)).toBe('2026-11-23,5,3,2,1,1,60,66.7,50,20');
    expect(lines(reportCsv(report, 'retention')).at(-2)).toBe('2026-11-16,2,1,1,50');
    expect(lines(reportCsv(report, 'lost'))).toEqual([
      'Period start,Reason,Leads',
      '2026-11-23,Price,1',
    ]);
    expect(lines(reportCsv(report, 'sources'))).toContain('2026-11-23,facebook.com,commercial,1');
  });
});
