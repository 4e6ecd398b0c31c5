import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/helpers/test-app';
import { whileInsertsFail } from '#tests/helpers/failing-inserts';
import { emailOutbox, leads, rateLimits } from '../../db/schema';
import { LEAD_RATE_LIMIT } from './routes';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test starts with fresh rate-limit windows; the limit has a test of its own.
beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

const personal = {
  type: 'personal',
  firstName: 'Jordan',
  lastName: 'Reyes',
  email: 'jordan.reyes@example.com',
  phone: '(913) 555-0100',
  coverageTypes: ['auto', 'home'],
  additionalInfo: 'Zip code: 66210',
  sourcePage: '/personal-insurance',
  fillMs: 42_000,
};

const commercial = {
  type: 'commercial',
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya@prairiebakery.example',
  phone: '316-555-0142',
  businessName: 'Prairie Bakery LLC',
  industry: 'Retail & Restaurants',
  coverageTypes: ['general-liability', 'bop', 'workers-comp'],
  sourcePage: '/commercial-insurance',
  fillMs: 61_000,
};

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/leads', payload: payload as object, headers });

describe('POST /api/leads', () => {
  it('stores a personal lead with status new, its page, and two queued e-mails', async () => {
    const res = await post(personal);
    expect(res.statusCode).toBe(201);
    const { id, detailsToken } = res.json();
    expect(detailsToken).toMatch(/^[\w-]{32}$/);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id));
    const { fillMs: _fillMs, ...stored } = personal;
    expect(row).toMatchObject({
      ...stored,
      businessName: null,
      industry: null,
      status: 'new',
      details: null,
    });
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, id));
    expect(mail.map((m) => [m.kind, m.to, m.status]).sort()).toEqual([
      ['lead-confirmation', personal.email, 'pending'],
      ['lead-notification', 'hello@sunflowershield.example', 'pending'],
    ]);
  });

  it('keeps where the visitor came from: the campaign and the referring site', async () => {
    const res = await post({
      ...personal,
      email: 'campaign@example.com',
      utm: { source: 'google', medium: 'cpc', campaign: 'spring-auto' },
      referrerHost: 'WWW.Bing.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.json().id));
    expect(row).toMatchObject({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring-auto',
      referrerHost: 'www.bing.com',
    });
  });

  it('reads the campaign from the page the form was on when the form sent none', async () => {
    const res = await post(
      { ...personal, email: 'referer@example.com' },
      { referer: 'http://localhost:80/auto-insurance?utm_source=newsletter&utm_medium=email' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.json().id));
    expect(row).toMatchObject({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: null });
    // Another site's address is not ours to read.
    const elsewhere = await post(
      { ...personal, email: 'elsewhere@example.com' },
      { referer: 'https://other.example/?utm_source=spoofed' },
    );
    const [other] = await t.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, elsewhere.json().id));
    expect(other!.utmSource).toBeNull();
  });

  it('keeps the lead whatever the campaign says: what cannot be read is left out', async () => {
    const res = await post({
      ...personal,
      email: 'odd.campaign@example.com',
      utm: { source: 'x'.repeat(500), medium: 7 },
      referrerHost: 'not a host/<script>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.json().id));
    expect(row).toMatchObject({ utmSource: null, utmMedium: null, referrerHost: null });
  });

  it('makes one lead of a submission sent again with its Idempotency-Key, and answers it alike', async () => {
    const key = `form-${crypto.randomUUID()}`;
    const payload = { ...personal, email: 'once.only@example.com' };
    const first = await post(payload, { 'idempotency-key': key });
    const again = await post(payload, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(leads).where(eq(leads.email, payload.email));
    expect(rows).toHaveLength(1);
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, first.json().id));
    expect(mail).toHaveLength(2);
    // Another submission is another lead.
    expect((await post(payload, { 'idempotency-key': `${key}-2` })).json().id).not.toBe(
      first.json().id,
    );
  });

  it('refuses a malformed Idempotency-Key with 400 and says why', async () => {
    const res = await post(personal, { 'idempotency-key': 'no spaces allowed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key must be 8 to 100/);
  });

  it('stores a commercial lead with its business name and industry', async () => {
    const res = await post(commercial);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.json().id));
    expect(row).toMatchObject({
      type: 'commercial',
      businessName: 'Prairie Bakery LLC',
      industry: 'Retail & Restaurants',
      coverageTypes: ['general-liability', 'bop', 'workers-comp'],
    });
  });

  it('accepts line details with the lead, also for a ZIP outside Kansas', async () => {
    const details = {
      kind: 'home',
      zip: '64111',
      yearBuilt: 1998,
      roofAge: 6,
      dwellingValue: 320000,
    };
    const res = await post({ ...personal, details });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.json().id));
    expect(row!.details).toEqual(details);
  });

  it.each([
    [{ coverageTypes: [] }, 'coverageTypes', 'Please select at least one coverage type'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ phone: '555-0100' }, 'phone', 'Please enter a valid phone number'],
    [{ firstName: ' ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
  ])('refuses %o with the spec message', async (change, path, message) => {
    const res = await post({ ...personal, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ path, message }] });
  });

  it.each(['life', 'zzz', 'personal-insurance'])(
    'refuses the type %s, a line the site does not offer, naming the field, and stores nothing',
    async (type) => {
      const before = await t.database.db.select().from(leads);
      const res = await post({ ...personal, type });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Please choose a quote type',
        errors: [{ path: 'type', message: 'Please choose a quote type' }],
      });
      expect(await t.database.db.select().from(leads)).toHaveLength(before.length);
    },
  );

  it.each(['personal', 'commercial', 'flood', 'short-term-rental', 'callback'])(
    'takes the type %s, one the site offers',
    async (type) => {
      const res = await post({ ...personal, type });
      expect(res.statusCode).toBe(201);
    },
  );

  it('names every missing required field', async () => {
    const res = await post({ type: 'personal', fillMs: 9000 });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'phone', 'coverageTypes']),
    );
  });

  it("takes the API's fixed payload exactly, without the form's signals, as an ordinary lead", async () => {
    const specPayload = {
      type: 'commercial',
      firstName: 'Sam',
      lastName: 'Ortiz',
      email: 'sam@ortizfarms.example',
      phone: '(620) 555-0199',
      businessName: 'Ortiz Farms',
      industry: 'Agriculture & Farming',
      coverageTypes: ['general-liability'],
      additionalInfo: 'Sent by our CRM',
    };
    const res = await post(specPayload);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.json().id));
    expect(row).toMatchObject({ ...specPayload, spamReason: null });
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, row!.id));
    expect(mail).toHaveLength(2);
  });

  it.each([
    ['a filled honeypot', { website: 'http://spam.example' }, 'honeypot'],
    ['a form sent in under 3 s', { fillMs: 800 }, 'too-fast'],
  ])('keeps a request with %s as suspected spam, e-mailed to nobody', async (_, signal, reason) => {
    const res = await post({ ...personal, ...signal });
    // The sender cannot tell: the same answer as any request.
    expect(res.statusCode).toBe(201);
    expect(res.json().detailsToken).toMatch(/^[\w-]{32}$/);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.json().id));
    expect(row).toMatchObject({ email: personal.email, spamReason: reason });
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, row!.id)),
    ).toEqual([]);
  });

  it('stores markup as plain text', async () => {
    const res = await post({
      ...personal,
      firstName: '<img src=x onerror=alert(1)>',
      additionalInfo: '<script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.json().id));
    expect(row!.additionalInfo).toBe('<script>alert(1)</script>');
    const [notification] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.leadId} = ${res.json().id} and ${emailOutbox.kind} = 'lead-notification'`,
      );
    expect(notification!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notification!.html).not.toContain('<script>');
    expect(notification!.html).not.toContain('<img');
  });

  it('answers 413 for a body over 1 MB and stores nothing', async () => {
    const before = await t.database.db.$count(leads);
    const res = await post({ ...personal, additionalInfo: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large' });
    expect(await t.database.db.$count(leads)).toBe(before);
  });

  it('refuses a cross-site POST with 403 and stores nothing', async () => {
    const before = await t.database.db.$count(leads);
    const fromOtherSite = await post(personal, {
      origin: 'https://evil.example',
      host: 'localhost:3000',
    });
    expect(fromOtherSite.statusCode).toBe(403);
    expect(fromOtherSite.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    const fetchMetadata = await post(personal, { 'sec-fetch-site': 'cross-site' });
    expect(fetchMetadata.statusCode).toBe(403);
    expect(await t.database.db.$count(leads)).toBe(before);
    const sameOrigin = await post(personal, {
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it(`answers 429 after ${LEAD_RATE_LIMIT.max} requests from one address in 10 minutes`, async () => {
    const from = (ip: string) => ({ ...personal, email: `${ip}@example.com` });
    for (let i = 0; i < LEAD_RATE_LIMIT.max; i++) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/leads',
            payload: from('a'),
            remoteAddress: '203.0.113.7',
          })
        ).statusCode,
      ).toBe(201);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: from('a'),
      remoteAddress: '203.0.113.7',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many quote requests.*\(913\) 555-0142/);
    expect(limited.headers['retry-after']).toBeDefined();
    // The details step has a budget of its own, and another address is not affected.
    const rows = await t.database.db.select().from(rateLimits);
    expect(rows.map((r) => r.key)).toEqual(['POST /api/leads 203.0.113.7']);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/leads',
          payload: from('b'),
          remoteAddress: '198.51.100.4',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('never stores a lead without its e-mails: a failure between the inserts leaves neither', async () => {
    const db = t.database.db;
    const leadsBefore = await db.$count(leads);
    const mailBefore = await db.$count(emailOutbox);
    const res = await whileInsertsFail(db, 'email_outbox', () => post(personal));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(await db.$count(leads)).toBe(leadsBefore);
    expect(await db.$count(emailOutbox)).toBe(mailBefore);
  });
});

/** A quote form as a browser posts it without a script: url-encoded, repeated coverageTypes. */
function formBody(fields: Record<string, string | string[]>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form.toString();
}

const postForm = (body: string, options: { headers?: Record<string, string>; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/quote-request',
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    remoteAddress: options.ip,
  });

describe('POST /quote-request (the quote form sent by the browser itself)', () => {
  const { fillMs: _fillMs, ...fields } = personal;

  it('stores the lead as the API would and sends the browser to the thank-you page', async () => {
    const email = 'form.post@example.com';
    const res = await postForm(formBody({ ...fields, email, website: '', businessName: '' }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/quote-received');
    const [row] = await t.database.db.select().from(leads).where(eq(leads.email, email));
    expect(row).toMatchObject({
      type: 'personal',
      firstName: 'Jordan',
      coverageTypes: ['auto', 'home'],
      sourcePage: '/personal-insurance',
      businessName: null,
      status: 'new',
      spamReason: null,
    });
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, row!.id));
    expect(mail).toHaveLength(2);
  });

  it('sends an invalid form to the not-sent page and stores nothing', async () => {
    const before = await t.database.db.$count(leads);
    for (const body of [
      formBody({ ...fields, coverageTypes: [] }),
      formBody({ ...fields, email: 'not-an-address' }),
      formBody({ ...fields, phone: '555' }),
      formBody({ ...fields, type: '' }),
      formBody({ ...fields, type: 'life' }),
      '',
      '%%%&&&=',
    ]) {
      const res = await postForm(body);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/quote-not-sent');
    }
    const json = await t.app.inject({ method: 'POST', url: '/quote-request', payload: personal });
    expect(json.headers.location).toBe('/quote-not-sent');
    expect(await t.database.db.$count(leads)).toBe(before);
  });

  it('refuses a cross-site form post with 403 and stores nothing', async () => {
    const before = await t.database.db.$count(leads);
    const res = await postForm(formBody(fields), {
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.$count(leads)).toBe(before);
  });

  it('counts against the same limit as the API and says so on the not-sent page', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < LEAD_RATE_LIMIT.max; i++) {
      const res = await postForm(formBody({ ...fields, email: `limit${i}@example.com` }), { ip });
      expect(res.headers.location).toBe('/quote-received');
    }
    const limited = await postForm(formBody({ ...fields, email: 'over@example.com' }), { ip });
    expect(limited.headers.location).toBe('/quote-not-sent');
    expect(limited.headers['retry-after']).toBeDefined();
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { ...personal, email: 'api@example.com' },
      remoteAddress: ip,
    });
    expect(api.statusCode).toBe(429);
  });
});

describe('PUT /api/leads/:id/details', () => {
  const auto = {
    kind: 'auto',
    vehicles: [{ year: 2019, make: 'Subaru', model: 'Outback' }],
    drivers: 2,
    currentCarrier: 'State Farm',
  };

  it('adds details with the token from the submission', async () => {
    const { id, detailsToken } = (await post(personal)).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/leads/${id}/details`,
      payload: { token: detailsToken, details: auto },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id));
    expect(row!.details).toEqual(auto);
  });

  it('answers 404 with a wrong token or another lead, and changes nothing', async () => {
    const first = (await post(personal)).json();
    const second = (await post(commercial)).json();
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `/api/leads/${first.id}/details`,
      payload: { token: second.detailsToken, details: auto },
    });
    expect(wrong.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, first.id));
    expect(row!.details).toBeNull();
  });

  it('validates details with clear messages', async () => {
    const { id, detailsToken } = (await post(personal)).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/leads/${id}/details`,
      payload: {
        token: detailsToken,
        details: { ...auto, drivers: 0, vehicles: [{ year: 2019, make: '', model: 'Outback' }] },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'details.drivers', message: 'Please enter a number of drivers of at least 1' },
        { path: 'details.vehicles.0.make', message: 'Please enter the make' },
      ]),
    );
  });
});
