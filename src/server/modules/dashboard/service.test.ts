import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pglite } from '#tests/helpers/database-targets';
import type { Database } from '#server/db/client';
import { claims, clientPolicies, leads, type ClaimStatus } from '#server/db/schema';
import { addClientPerson } from '#server/modules/clients/accounts';
import { dashboardService } from './service';

// Wednesday 12 March 2025, 15:00 in Kansas (CDT, UTC-5). Daylight saving began on Sunday the
// 9th, so the week began on Monday the 10th at 00:00 CDT = 05:00 UTC, not 06:00 as in winter.
const now = new Date('2025-03-12T20:00:00Z');
const hours = (n: number) => n * 3600 * 1000;

interface TestLead {
  at: string;
  type: string;
  status: 'new' | 'contacted' | 'quoted' | 'won' | 'lost';
  contactedAfterHours?: number;
  coverage: string[];
}

const testLeads: TestLead[] = [
  // Monday 00:30 CDT: this week (a fixed UTC-6 would put it in last week).
  {
    at: '2025-03-10T05:30:00Z',
    type: 'personal',
    status: 'contacted',
    contactedAfterHours: 2,
    coverage: ['auto', 'home'],
  },
  // Sunday 23:30 CDT: last week, must not count anywhere (nor in the median).
  {
    at: '2025-03-10T04:30:00Z',
    type: 'commercial',
    status: 'won',
    contactedAfterHours: 1,
    coverage: ['general-liability'],
  },
  {
    at: '2025-03-11T15:00:00Z',
    type: 'short-term-rental',
    status: 'quoted',
    contactedAfterHours: 10,
    coverage: ['short-term-rental'],
  },
  {
    at: '2025-03-11T16:00:00Z',
    type: 'personal',
    status: 'lost',
    contactedAfterHours: 0.5,
    coverage: ['home'],
  },
  { at: '2025-03-12T14:00:00Z', type: 'flood', status: 'new', coverage: ['flood'] },
  { at: '2025-03-12T15:00:00Z', type: 'personal', status: 'new', coverage: ['auto'] },
  {
    at: '2025-03-12T16:00:00Z',
    type: 'commercial',
    status: 'won',
    contactedAfterHours: 3,
    coverage: ['general-liability', 'auto'],
  },
  // After "now": not yet part of the week being reported.
  { at: '2025-03-12T21:00:00Z', type: 'personal', status: 'new', coverage: ['auto'] },
];

const testClaims: ClaimStatus[] = [
  'submitted',
  'submitted',
  'processing',
  'denied',
  'closed',
  'closed',
  'closed',
];

async function insertFixtures(database: Database) {
  const { db } = database;
  await db.insert(leads).values(
    testLeads.map((lead, i) => {
      const createdAt = new Date(lead.at);
      return {
        type: lead.type,
        firstName: 'Lead',
        lastName: String(i),
        email: `lead-${i}@example.org`,
        phone: '(913) 555-0100',
        coverageTypes: lead.coverage,
        status: lead.status,
        createdAt,
        contactedAt:
          lead.contactedAfterHours === undefined
            ? null
            : new Date(createdAt.getTime() + hours(lead.contactedAfterHours)),
      };
    }),
  );
  const client = await addClientPerson(db, { email: 'claims@example.org' });
  const [policy] = await db
    .insert(clientPolicies)
    .values({
      accountId: client!.accountId!,
      policyNumber: 'TEST-1',
      policyType: 'Auto',
      carrier: 'Progressive',
      premium: '100.00',
      effectiveDate: '2025-01-01',
      expirationDate: '2026-01-01',
    })
    .returning();
  await db.insert(claims).values(
    testClaims.map((status, i) => ({
      userId: client!.id,
      policyId: policy!.id,
      claimNumber: `CLM-TEST-${i}`,
      incidentDate: '2025-03-01',
      description: 'A test claim for the dashboard.',
      status,
    })),
  );
}

/** A figure's breakdown as the service answers it: `{ key, count }` in the order written. */
const tally = (counts: Record<string, number>) =>
  Object.entries(counts).map(([key, count]) => ({ key, count }));

describe('dashboard figures', () => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let service: ReturnType<typeof dashboardService>;

  beforeAll(async () => {
    ({ database, cleanup } = await pglite.open());
    await database.migrate();
    await insertFixtures(database);
    service = dashboardService(database.query);
  }, 120_000);

  afterAll(async () => {
    await cleanup?.();
  });

  it("counts this week's leads by line, status and coverage, and leaves last week's out", async () => {
    const week = await service.thisWeek(now);
    expect(week.weekStart).toBe('2025-03-10');
    expect(week.asOf).toBe(now.toISOString());
    expect(week.leads.total).toBe(6);
    expect(week.leads.byLine).toEqual(tally({ personal: 4, commercial: 2 }));
    expect(week.leads.byStatus).toEqual(
      tally({ new: 2, contacted: 1, quoted: 1, won: 1, lost: 1 }),
    );
    expect(week.leads.byCoverage).toEqual(
      tally({ auto: 3, home: 2, flood: 1, 'general-liability': 1, 'short-term-rental': 1 }),
    );
  });

  it('takes the median (not the mean) time to first contact over the contacted leads of the week', async () => {
    const week = await service.thisWeek(now);
    // 0.5, 2, 3 and 10 hours: the median is 2.5 (the mean would be 3.875; last week's 1 hour
    // would make it 2).
    expect(week.contactedLeads).toBe(4);
    expect(week.medianHoursToContact).toBeCloseTo(2.5, 6);
  });

  it('counts the claims being worked as open, decided ones apart, and never closed ones', async () => {
    const week = await service.thisWeek(now);
    expect(week.openClaims).toEqual({
      total: 3,
      byStatus: tally({ submitted: 2, processing: 1 }),
    });
    expect(week.decidedClaims).toEqual({
      total: 1,
      byStatus: tally({ approved: 0, denied: 1 }),
    });
  });

  it('starts the week on Monday 00:00 in Kansas, up to the last second of Sunday', async () => {
    // Sunday 16 March, 23:59:59 CDT.
    expect((await service.thisWeek(new Date('2025-03-17T04:59:59Z'))).weekStart).toBe('2025-03-10');
    // Monday 17 March, 00:00:00 CDT.
    expect((await service.thisWeek(new Date('2025-03-17T05:00:00Z'))).weekStart).toBe('2025-03-17');
    // In winter (CST, UTC-6): Monday 6 January 2025, 00:00 is 06:00 UTC.
    expect((await service.thisWeek(new Date('2025-01-06T05:59:59Z'))).weekStart).toBe('2024-12-30');
  });

  it('answers zeros and no median for a week without leads', async () => {
    const week = await service.thisWeek(new Date('2025-02-05T18:00:00Z'));
    expect(week.weekStart).toBe('2025-02-03');
    expect(week.leads.total).toBe(0);
    expect(week.leads.byLine.map((r) => r.count)).toEqual([0, 0]);
    expect(week.leads.byStatus.map((r) => r.count)).toEqual([0, 0, 0, 0, 0]);
    expect(week.leads.byCoverage).toEqual([]);
    expect(week.medianHoursToContact).toBeNull();
    expect(week.contactedLeads).toBe(0);
  });
});
