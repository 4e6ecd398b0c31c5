// The staff console on PostgreSQL 15: the header's search finds clients, leads, claims, policies
// and service requests there as on PGlite (the phone match leans on regexp_replace, the numbers
// on ilike with escaped wildcards); a client's timeline gathers every kind of record, takes a
// note, and exports as CSV.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Timeline } from '#shared/staff/clients';
import type { RenewalBoard, RenewalRow } from '#shared/staff/renewals';
import type { SearchResults } from '#shared/staff/search';
import { seedDemoLeads } from '#server/db/seed';
import { clientPolicies, renewalReminders } from '#server/db/schema';
import { addDays, agencyToday } from '#shared/agency-time';
import { eq } from 'drizzle-orm';
import { sendRenewalReminders } from '#server/modules/renewals/reminders';
import { databaseTargets } from '#tests/helpers/database-targets';
import { setUpApp } from '#tests/helpers/set-up-app';

const postgres = databaseTargets.find((target) => target.name.startsWith('PostgreSQL'))!;

describe('the staff console on PostgreSQL 15', () => {
  const { t, cookies } = setUpApp({
    name: 'console-pg',
    target: postgres,
    logIn: ['agent'],
    firstHost: 160,
  });

  // The demo leads too: the header's search finds them.
  beforeAll(async () => {
    await seedDemoLeads(t.database.db);
  });

  const search = async (q: string) => {
    const res = await t.app.inject({
      url: `/api/staff/search?q=${encodeURIComponent(q)}`,
      headers: { cookie: cookies.agent },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchResults>();
  };

  it('searches by name, phone and number', async () => {
    expect((await search('delgado roofing')).clients.items.map((c) => c.name)).toEqual([
      'Delgado Roofing LLC',
    ]);
    expect((await search('(316) 555-0142')).leads.items.map((l) => l.name)).toEqual(['Priya Shah']);
    expect((await search('demo-0002')).claims.items.map((c) => c.claimNumber)).toEqual([
      'CLM-DEMO-0002',
    ]);
    expect((await search('auto-100231')).policies.items.map((p) => p.policyNumber)).toEqual([
      'SSI-AUTO-100231',
    ]);
    expect((await search('_%')).clients.items).toEqual([]);
  });

  it("gathers a client's timeline, keeps a note on it and exports it", async () => {
    const dana = (await search('demo.client@example.com')).clients.items[0]!.id;
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${dana}/notes`,
      headers: { cookie: cookies.agent },
      payload: { text: 'Annual review booked for March.' },
    });
    expect(note.statusCode, note.body).toBe(201);
    const res = await t.app.inject({
      url: `/api/staff/clients/${dana}/timeline`,
      headers: { cookie: cookies.agent },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { events } = res.json<Timeline>();
    expect(events[0]).toMatchObject({ kind: 'note', detail: 'Annual review booked for March.' });
    expect(new Set(events.map((event) => event.kind))).toEqual(
      new Set(['claim', 'document', 'note']),
    );
    const csv = await t.app.inject({
      url: `/api/staff/clients/${dana}/timeline/export?format=csv&kinds=claim`,
      headers: { cookie: cookies.agent },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Claim CLM-DEMO-0001 filed on SSI-AUTO-100231');
  });

  it('works a renewal on the board: its term, a save from an older view refused, the roll', async () => {
    const get = async () =>
      (
        await t.app.inject({ url: '/api/staff/renewals', headers: { cookie: cookies.agent } })
      ).json<RenewalBoard>();
    const auto = (await get()).rows.find((row) => row.policyNumber === 'SSI-AUTO-100231')!;
    expect(auto).toMatchObject({ bucket: 'within-30', risk: true, status: 'not-contacted' });
    const put = (expectedUpdatedAt: string | null, status = 'renewed') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/renewals/${auto.policyId}`,
        headers: { cookie: cookies.agent },
        payload: { status, assigneeId: null, expectedUpdatedAt },
      });
    const booked = await put(null, 'review-booked');
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await put(null)).statusCode).toBe(409);
    const renewed = await put(booked.json<RenewalRow>().updatedAt);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json<RenewalRow>()).toMatchObject({
      expirationDate: auto.nextTerm!.expirationDate,
      premium: '1452.00',
    });
    expect((await get()).rows.map((row) => row.policyNumber)).not.toContain('SSI-AUTO-100231');
  });

  it('sends each renewal reminder once when instances run the job at the same moment', async () => {
    const mail = { agency: t.app.config.agency, origin: 'https://agency.example' };
    // The motorcycle policy now ends in 20 days: its 30-day reminder is due.
    await t.database.db
      .update(clientPolicies)
      .set({ expirationDate: addDays(agencyToday(), 20) })
      .where(eq(clientPolicies.policyNumber, 'SSI-MOTO-500377'));
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => sendRenewalReminders(t.database.db, mail)),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendRenewalReminders(t.database.db, mail)).toBe(0);
    const reminders = await t.database.db.select().from(renewalReminders);
    expect(reminders.map((row) => row.daysBefore)).toEqual([30]);
  });
});
