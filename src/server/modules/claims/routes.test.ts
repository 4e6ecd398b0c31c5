import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpPortalApp } from '#tests/helpers/portal-app';
import { type Claim, claimMessages, claimSchema } from '#shared/claims';
import { agencyToday } from '#shared/agency-time';
import { claimStatusHistory, claims, emailOutbox, rateLimits } from '../../db/schema';
import { CLAIM_RATE_LIMIT } from './routes';
import { demoAccounts, isoDay } from '../../db/seed';

describe('claims API', () => {
  const { t, cookies, get, policiesOf, activePolicy } = setUpPortalApp({
    name: 'claims-test',
  });

  const file = (payload: object, cookie: string | undefined = cookies.client) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/claims',
      payload,
      headers: cookie ? { cookie } : {},
    });

  const validClaim = async (overrides: object = {}) => ({
    policyId: (await activePolicy(cookies.client, 'Auto')).id,
    incidentDate: agencyToday(),
    description: 'A deer ran into the passenger door on K-10.',
    amount: 1250.5,
    ...overrides,
  });

  it('answers 401 to anonymous callers and files nothing', async () => {
    const before = await t.database.db.$count(claims);
    expect((await get('/api/client/policies')).statusCode).toBe(401);
    expect((await get('/api/client/claims')).statusCode).toBe(401);
    expect((await file(await validClaim(), '')).statusCode).toBe(401);
    expect(await t.database.db.$count(claims)).toBe(before);
  });

  it('lists the claims with their history, never the internal notes', async () => {
    const [processing] = await t.database.db
      .select()
      .from(claims)
      .where(eq(claims.claimNumber, 'CLM-DEMO-0002'));
    await t.database.db.insert(claimStatusHistory).values({
      claimId: processing!.id,
      fromStatus: 'processing',
      toStatus: 'processing',
      note: 'An adjuster will visit on Monday.',
      internalNote: 'Roof photos look suspicious, ask for receipts',
    });
    const res = await get('/api/client/claims', cookies.client);
    expect(res.statusCode).toBe(200);
    const list = res.json<Claim[]>();
    expect(() => claimSchema.array().parse(list)).not.toThrow();
    expect(new Set(list.map((c) => c.status))).toEqual(
      new Set(['submitted', 'processing', 'approved', 'denied', 'closed']),
    );
    const withNote = list.find((c) => c.claimNumber === 'CLM-DEMO-0002')!;
    expect(withNote.history.map((h) => h.toStatus)).toEqual([
      'submitted',
      'processing',
      'processing',
    ]);
    expect(withNote.history.at(-1)!.note).toBe('An adjuster will visit on Monday.');
    expect(res.body).not.toContain('suspicious');
    expect(res.body).not.toContain('internalNote');
    expect(withNote.amount).toBe('8450.00');
    expect(list.find((c) => c.claimNumber === 'CLM-DEMO-0001')!.amount).toBeNull();

    const theirs = (await get('/api/client/claims', cookies.second)).json<Claim[]>();
    expect(theirs.map((c) => c.claimNumber)).toEqual(['CLM-DEMO-0006']);
  });

  it('files a claim: a readable unique number, submitted, its history, two e-mails', async () => {
    const res = await file(await validClaim());
    expect(res.statusCode).toBe(201);
    const claim = res.json<Claim>();
    const year = agencyToday().slice(0, 4);
    expect(claim).toMatchObject({
      claimNumber: expect.stringMatching(new RegExp(`^CLM-${year}-\\d{6}$`)),
      status: 'submitted',
      amount: '1250.50',
      incidentDate: agencyToday(),
      description: 'A deer ran into the passenger door on K-10.',
      policyNumber: 'SSI-AUTO-100231',
      history: [{ fromStatus: null, toStatus: 'submitted', note: null }],
    });
    const listed = (await get('/api/client/claims', cookies.client)).json<Claim[]>();
    expect(listed[0]!.claimNumber).toBe(claim.claimNumber);

    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'claim-notification')));
    expect(mail.some((m) => m.subject.includes(claim.claimNumber))).toBe(true);
    const receipt = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, demoAccounts.client.email));
    expect(receipt.some((m) => m.kind === 'claim-confirmation')).toBe(true);

    const second = (await file(await validClaim({ amount: null }))).json<Claim>();
    expect(second.claimNumber).not.toBe(claim.claimNumber);
    expect(second.amount).toBeNull();
  });

  it.each([
    [{ policyId: undefined }, 'policyId', claimMessages.policyRequired],
    [{ policyId: '' }, 'policyId', claimMessages.policyRequired],
    [{ incidentDate: '' }, 'incidentDate', claimMessages.incidentDateRequired],
    [{ incidentDate: undefined }, 'incidentDate', claimMessages.incidentDateRequired],
    [{ description: '  too short ' }, 'description', claimMessages.descriptionTooShort],
    [{ amount: -1 }, 'amount', claimMessages.amountInvalid],
    [{ amount: 10.005 }, 'amount', claimMessages.amountInvalid],
  ])('refuses %j with the field message', async (change, field, message) => {
    const before = await t.database.db.$count(claims);
    const res = await file({ ...(await validClaim()), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: [{ path: field, message }] });
    expect(await t.database.db.$count(claims)).toBe(before);
  });

  it('refuses an incident date after today in Kansas', async () => {
    const tomorrow = isoDay(new Date(`${agencyToday()}T12:00:00Z`), 1);
    const res = await file(await validClaim({ incidentDate: tomorrow }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(claimMessages.incidentDateFuture);
  });

  it(`takes at most ${CLAIM_RATE_LIMIT.max} claims an hour from a client, then says to call`, async () => {
    await t.database.db.delete(rateLimits);
    const before = await t.database.db.$count(claims);
    for (let i = 0; i < CLAIM_RATE_LIMIT.max; i++) {
      expect((await file(await validClaim({ amount: null }))).statusCode).toBe(201);
    }
    const refused = await file(await validClaim({ amount: null }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('(913) 555-0142');
    expect(await t.database.db.$count(claims)).toBe(before + CLAIM_RATE_LIMIT.max);
    // Another client is not affected.
    const theirs = await activePolicy(cookies.second, 'Renters');
    const other = await file(await validClaim({ policyId: theirs.id }), cookies.second);
    expect(other.statusCode).toBe(201);
  });

  it("refuses another client's policy as missing, and an inactive policy", async () => {
    const before = await t.database.db.$count(claims);
    const theirs = await activePolicy(cookies.second, 'Renters');
    const foreign = await file(await validClaim({ policyId: theirs.id }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Not found' });

    const expired = (await policiesOf(cookies.client)).find((p) => p.status !== 'active')!;
    const inactive = await file(await validClaim({ policyId: expired.id }));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toMatchObject({
      message: claimMessages.policyNotActive,
      errors: [{ path: 'policyId' }],
    });
    expect(await t.database.db.$count(claims)).toBe(before);
  });
});
