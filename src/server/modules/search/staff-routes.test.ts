// The console's search box: one query finds clients, leads, claims, policies and service requests
// by what a caller reads out, and stays a search (wildcards are letters, bad input a 400).
import { beforeAll, describe, expect, it } from 'vitest';
import { searchMessages, SEARCH_GROUP_LIMIT, type SearchResults } from '#shared/staff/search';
import { leads } from '#server/db/schema';
import { seedDemoLeads } from '#server/db/seed';
import { setUpStaffApp } from '#tests/helpers/staff-app';

const { t, cookies } = setUpStaffApp({ name: 'search', firstHost: 210 });

beforeAll(async () => {
  await seedDemoLeads(t.database.db);
});

const search = (q: string, who: 'agent' | 'admin' | 'client' = 'agent') =>
  t.app.inject({
    url: `/api/staff/search?q=${encodeURIComponent(q)}`,
    headers: { cookie: cookies[who] },
  });
const found = async (q: string) => {
  const res = await search(q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResults>();
};

describe('GET /api/staff/search', () => {
  it('finds a client by name, with every word in some field', async () => {
    const results = await found('dana');
    expect(results.clients.items.map((c) => c.email)).toContain('demo.client@example.com');
    expect((await found('delgado roofing')).clients.items.map((c) => c.name)).toEqual([
      'Delgado Roofing LLC',
    ]);
    expect((await found('delgado plumbing')).clients.items).toEqual([]);
  });

  it('finds a lead by a phone number typed in any punctuation', async () => {
    const results = await found('316 555 0142');
    expect(results.leads.items.map((l) => l.name)).toEqual(['Priya Shah']);
    expect(results.leads.items[0]).toMatchObject({ businessName: 'Prairie Bakery LLC' });
    // Letters are not a phone number: no lead has "0142" in a name.
    expect((await found('shah')).leads.items.map((l) => l.email)).toEqual([
      'priya@prairiebakery.example',
    ]);
  });

  it('finds claims, policies and requests by any part of their number, with their client', async () => {
    const claims = await found('demo-0002');
    expect(claims.claims.items).toEqual([
      expect.objectContaining({
        claimNumber: 'CLM-DEMO-0002',
        status: 'processing',
        policyNumber: 'SSI-HOME-200417',
      }),
    ]);
    const policies = await found('100231');
    expect(policies.policies.items).toEqual([
      expect.objectContaining({ policyNumber: 'SSI-AUTO-100231', carrier: 'Progressive' }),
    ]);
    expect(policies.policies.items[0]!.clientName).toMatch(/Dana/);
    // Nothing else holds those digits: a number finds its record only.
    expect(policies.clients.items).toEqual([]);
    expect(policies.leads.items).toEqual([]);
  });

  it('takes % and _ as letters, not wildcards', async () => {
    expect(await found('%%')).toMatchObject({
      clients: { items: [] },
      leads: { items: [] },
      claims: { items: [] },
      policies: { items: [] },
    });
    expect((await found('a_a')).clients.items).toEqual([]);
  });

  it(`lists the first ${SEARCH_GROUP_LIMIT} of a kind and says there are more`, async () => {
    await t.database.db.insert(leads).values(
      Array.from({ length: SEARCH_GROUP_LIMIT + 2 }, (_, i) => ({
        type: 'auto',
        firstName: 'Quincy',
        lastName: `Searchable${i}`,
        email: `quincy${i}@example.net`,
        phone: '(913) 555-0100',
        coverageTypes: ['auto'],
      })),
    );
    const results = await found('quincy searchable');
    expect(results.leads.items).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(results.leads.more).toBe(true);
    expect(results.clients.more).toBe(false);
    // Newest first: the last one made leads.
    expect(results.leads.items[0]!.name).toBe(`Quincy Searchable${SEARCH_GROUP_LIMIT + 1}`);
  });

  it('answers a search too short or too long with 400 and the message', async () => {
    for (const [q, message] of [
      ['', searchMessages.tooShort],
      [' a ', searchMessages.tooShort],
      ['x'.repeat(101), searchMessages.tooLong],
    ] as const) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'q', message }]);
    }
    const missing = await t.app.inject({
      url: '/api/staff/search',
      headers: { cookie: cookies.agent },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('is for staff only: a client gets 404', async () => {
    expect((await search('dana', 'client')).statusCode).toBe(404);
  });
});
