import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '#tests/helpers/database-targets';
import { logInAs } from '#tests/helpers/sessions';
import { createTestApp } from '#tests/helpers/test-app';
import {
  claimSchema,
  policiesCurrentAsOfSchema,
  portalMessages,
  type Claim,
  type PoliciesCurrentAsOf,
  type Policy,
} from '#shared/portal';
import { agencyToday } from '#shared/agency-time';
import type { Database } from '../../db/client';
import {
  claimStatusHistory,
  claims,
  clientPolicies,
  emailOutbox,
  rateLimits,
  users,
} from '../../db/schema';
import { CLAIM_RATE_LIMIT, POLICY_REPORT_RATE_LIMIT } from './routes';
import { demoAccounts, isoDay, seedDemoData } from '../../db/seed';
import { localDiskStorage } from '#server/modules/documents/storage';

describe.each(databaseTargets)('portal API on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const cookies = {} as Record<'a' | 'b' | 'agent', string>;

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    await database.migrate();
    await seedDemoData(database.db, { storage: localDiskStorage(uploadDir) });
    t = await createTestApp({ database });
    cookies.a = await logInAs(t.app, demoAccounts.client);
    cookies.b = await logInAs(t.app, demoAccounts.second);
    cookies.agent = await logInAs(t.app, demoAccounts.agent);
  }, 120_000);

  // Each test starts with no claims counted against the hourly limit; the limit has its own.
  beforeEach(async () => {
    await database?.db.delete(rateLimits);
  });

  afterAll(async () => {
    await t?.close();
    await cleanup?.();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const file = (payload: object, cookie: string | undefined = cookies.a) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/claims',
      payload,
      headers: cookie ? { cookie } : {},
    });

  async function policiesOf(cookie: string) {
    return (await get('/api/client/policies', cookie)).json<Policy[]>();
  }
  async function activePolicy(cookie: string, type: string) {
    const policy = (await policiesOf(cookie)).find(
      (p) => p.policyType === type && p.status === 'active',
    );
    if (!policy) throw new Error(`no active ${type} policy`);
    return policy;
  }
  const validClaim = async (overrides: object = {}) => ({
    policyId: (await activePolicy(cookies.a, 'Auto')).id,
    incidentDate: agencyToday(),
    description: 'A deer ran into the passenger door on K-10.',
    amount: 1250.5,
    ...overrides,
  });

  it('answers 401 to anonymous callers and files nothing', async () => {
    const before = await database.db.$count(claims);
    expect((await get('/api/client/policies')).statusCode).toBe(401);
    expect((await get('/api/client/claims')).statusCode).toBe(401);
    expect((await file(await validClaim(), '')).statusCode).toBe(401);
    expect(await database.db.$count(claims)).toBe(before);
  });

  it("lists the client's own policies, active first, money as decimal strings", async () => {
    const mine = await policiesOf(cookies.a);
    const [owner] = await database.db
      .select({ accountId: users.accountId })
      .from(users)
      .where(eq(users.email, demoAccounts.client.email));
    const stored = await database.db
      .select()
      .from(clientPolicies)
      .where(eq(clientPolicies.accountId, owner!.accountId!));
    expect(mine.map((p) => p.policyNumber).sort()).toEqual(
      stored.map((p) => p.policyNumber).sort(),
    );
    const auto = mine.find((p) => p.policyNumber === 'SSI-AUTO-100231')!;
    // The policy as stored, field for field and nothing else; money as decimal strings, days
    // as calendar dates.
    const row = stored.find((p) => p.id === auto.id)!;
    const shown = ['policyType', 'status', 'carrier', 'policyNumber'] as const;
    const termAndMoney = ['premium', 'deductible', 'effectiveDate', 'expirationDate'] as const;
    expect(auto).toEqual(
      Object.fromEntries([
        ['id', row.id],
        ...[...shown, ...termAndMoney].map((key) => [key, row[key]]),
      ]),
    );
    expect([auto.policyType, auto.status, auto.carrier]).toEqual(['Auto', 'active', 'Progressive']);
    expect([auto.premium, auto.deductible]).toEqual(['1284.00', '500.00']);
    expect(auto.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(auto.expirationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const firstInactive = mine.findIndex((p) => p.status !== 'active');
    expect(firstInactive).toBeGreaterThan(0);
    expect(mine.slice(firstInactive).every((p) => p.status !== 'active')).toBe(true);

    const theirs = await policiesOf(cookies.b);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((p) => mine.some((m) => m.id === p.id))).toBe(false);
    expect(await policiesOf(cookies.agent)).toEqual([]);
  });

  it('lists the claims with their history, never the internal notes', async () => {
    const [processing] = await database.db
      .select()
      .from(claims)
      .where(eq(claims.claimNumber, 'CLM-DEMO-0002'));
    await database.db.insert(claimStatusHistory).values({
      claimId: processing!.id,
      fromStatus: 'processing',
      toStatus: 'processing',
      note: 'An adjuster will visit on Monday.',
      internalNote: 'Roof photos look suspicious, ask for receipts',
    });
    const res = await get('/api/client/claims', cookies.a);
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

    const theirs = (await get('/api/client/claims', cookies.b)).json<Claim[]>();
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
    const listed = (await get('/api/client/claims', cookies.a)).json<Claim[]>();
    expect(listed[0]!.claimNumber).toBe(claim.claimNumber);

    const mail = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'claim-notification')));
    expect(mail.some((m) => m.subject.includes(claim.claimNumber))).toBe(true);
    const receipt = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, demoAccounts.client.email));
    expect(receipt.some((m) => m.kind === 'claim-confirmation')).toBe(true);

    const second = (await file(await validClaim({ amount: null }))).json<Claim>();
    expect(second.claimNumber).not.toBe(claim.claimNumber);
    expect(second.amount).toBeNull();
  });

  it.each([
    [{ policyId: undefined }, 'policyId', portalMessages.policyRequired],
    [{ policyId: '' }, 'policyId', portalMessages.policyRequired],
    [{ incidentDate: '' }, 'incidentDate', portalMessages.incidentDateRequired],
    [{ incidentDate: undefined }, 'incidentDate', portalMessages.incidentDateRequired],
    [{ description: '  too short ' }, 'description', portalMessages.descriptionTooShort],
    [{ amount: -1 }, 'amount', portalMessages.amountInvalid],
    [{ amount: 10.005 }, 'amount', portalMessages.amountInvalid],
  ])('refuses %j with the field message', async (change, field, message) => {
    const before = await database.db.$count(claims);
    const res = await file({ ...(await validClaim()), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: [{ path: field, message }] });
    expect(await database.db.$count(claims)).toBe(before);
  });

  it('refuses an incident date after today in Kansas', async () => {
    const tomorrow = isoDay(new Date(`${agencyToday()}T12:00:00Z`), 1);
    const res = await file(await validClaim({ incidentDate: tomorrow }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(portalMessages.incidentDateFuture);
  });

  it(`takes at most ${CLAIM_RATE_LIMIT.max} claims an hour from a client, then says to call`, async () => {
    await database.db.delete(rateLimits);
    const before = await database.db.$count(claims);
    for (let i = 0; i < CLAIM_RATE_LIMIT.max; i++) {
      expect((await file(await validClaim({ amount: null }))).statusCode).toBe(201);
    }
    const refused = await file(await validClaim({ amount: null }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('(913) 555-0142');
    expect(await database.db.$count(claims)).toBe(before + CLAIM_RATE_LIMIT.max);
    // Another client is not affected.
    const theirs = await activePolicy(cookies.b, 'Renters');
    const other = await file(await validClaim({ policyId: theirs.id }), cookies.b);
    expect(other.statusCode).toBe(201);
  });

  it("refuses another client's policy as missing, and an inactive policy", async () => {
    const before = await database.db.$count(claims);
    const theirs = await activePolicy(cookies.b, 'Renters');
    const foreign = await file(await validClaim({ policyId: theirs.id }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Not found' });

    const expired = (await policiesOf(cookies.a)).find((p) => p.status !== 'active')!;
    const inactive = await file(await validClaim({ policyId: expired.id }));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toMatchObject({
      message: portalMessages.policyNotActive,
      errors: [{ path: 'policyId' }],
    });
    expect(await database.db.$count(claims)).toBe(before);
  });

  describe('how fresh each policy is, and reports of its mistakes', () => {
    const currentAsOf = async (cookie: string) => {
      const res = await get('/api/client/policies/current-as-of', cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PoliciesCurrentAsOf>();
    };
    const policyNumbered = async (policyNumber: string) => {
      const [row] = await database.db
        .select()
        .from(clientPolicies)
        .where(eq(clientPolicies.policyNumber, policyNumber));
      return row!;
    };
    const editAsAgent = (id: number, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/staff/policies/${id}`,
        payload,
        headers: { cookie: cookies.agent },
      });
    const report = (
      id: number | string,
      message: unknown,
      cookie: string | undefined = cookies.a,
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/api/client/policies/${id}/report`,
        payload: { message },
        headers: cookie ? { cookie } : {},
      });
    const notifyTo = () => t.app.config.agencyNotifyEmail ?? t.app.config.agency.email;
    const reportsSince = async (lastId: number) =>
      database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, 'policy-report'), gt(emailOutbox.id, lastId)));
    const lastOutboxId = async () =>
      (await database.db.select({ id: emailOutbox.id }).from(emailOutbox)).reduce(
        (max, row) => Math.max(max, row.id),
        0,
      );

    it("maps exactly the caller's policies to the instant each was last confirmed", async () => {
      expect((await get('/api/client/policies/current-as-of')).statusCode).toBe(401);
      for (const cookie of [cookies.a, cookies.b]) {
        const map = await currentAsOf(cookie);
        expect(() => policiesCurrentAsOfSchema.parse(map)).not.toThrow();
        const ids = (await policiesOf(cookie)).map((p) => p.id);
        expect(Object.keys(map).sort()).toEqual(ids.map(String).sort());
        const stored = await database.db
          .select({ id: clientPolicies.id, currentAsOf: clientPolicies.currentAsOf })
          .from(clientPolicies)
          .where(inArray(clientPolicies.id, ids));
        for (const row of stored) {
          expect(map[row.id]).toBe(row.currentAsOf.toISOString());
        }
      }
      expect(await currentAsOf(cookies.agent)).toEqual({});
    });

    it('moves forward with a staff edit or cancellation, not with an edit that changes nothing', async () => {
      const home = await policyNumbered('SSI-HOME-200417');
      const longAgo = new Date('2025-01-02T03:04:05.000Z');
      await database.db
        .update(clientPolicies)
        .set({ currentAsOf: longAgo })
        .where(eq(clientPolicies.id, home.id));
      expect((await currentAsOf(cookies.a))[home.id]).toBe(longAgo.toISOString());

      const same = await editAsAgent(home.id, { carrier: home.carrier });
      expect(same.statusCode, same.body).toBe(200);
      expect((await currentAsOf(cookies.a))[home.id]).toBe(longAgo.toISOString());

      const before = Date.now();
      const changed = await editAsAgent(home.id, { deductible: '750.00' });
      expect(changed.statusCode, changed.body).toBe(200);
      const moved = (await currentAsOf(cookies.a))[home.id]!;
      expect(Date.parse(moved)).toBeGreaterThanOrEqual(before - 1000);
      expect(moved).toBe((await policyNumbered('SSI-HOME-200417')).currentAsOf.toISOString());

      // A cancellation is an edit too.
      const umbrella = await policyNumbered('SSI-UMB-300058');
      await database.db
        .update(clientPolicies)
        .set({ currentAsOf: longAgo })
        .where(eq(clientPolicies.id, umbrella.id));
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/staff/policies/${umbrella.id}/cancel`,
        headers: { cookie: cookies.agent },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(Date.parse((await currentAsOf(cookies.a))[umbrella.id]!)).toBeGreaterThanOrEqual(
        before - 1000,
      );
    });

    it('e-mails the agency, not the client, a report of a mistake and answers 202', async () => {
      const auto = await activePolicy(cookies.a, 'Auto');
      const since = await lastOutboxId();
      const message = '  The VIN on this policy is not the VIN of my car.  ';
      const res = await report(auto.id, message);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ message: portalMessages.reportSent });

      const queued = await database.db.select().from(emailOutbox).where(gt(emailOutbox.id, since));
      expect(queued).toHaveLength(1);
      const [mail] = queued;
      expect(mail).toMatchObject({ kind: 'policy-report', to: notifyTo() });
      expect(mail!.subject).toContain('SSI-AUTO-100231');
      for (const text of [
        'SSI-AUTO-100231',
        'Auto',
        'Progressive',
        'The VIN on this policy is not the VIN of my car.',
        `${demoAccounts.client.firstName} ${demoAccounts.client.lastName}`,
        demoAccounts.client.email,
      ]) {
        expect(mail!.text).toContain(text);
      }
      expect(queued.some((m) => m.to === demoAccounts.client.email)).toBe(false);
    });

    it.each([
      ['  too short ', portalMessages.reportTooShort],
      ['', portalMessages.reportTooShort],
      [undefined, portalMessages.reportTooShort],
      ['x'.repeat(1001), portalMessages.reportTooLong],
    ])('refuses the message %j with the field message', async (message, expected) => {
      const auto = await activePolicy(cookies.a, 'Auto');
      const since = await lastOutboxId();
      const res = await report(auto.id, message);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: expected,
        errors: [{ path: 'message', message: expected }],
      });
      expect(await reportsSince(since)).toEqual([]);
    });

    it("answers 404 for another client's policy, an unknown and a malformed id", async () => {
      const theirs = await activePolicy(cookies.b, 'Renters');
      const since = await lastOutboxId();
      // Five: each refusal counts against the hourly limit too.
      for (const id of [theirs.id, 2_000_000_000, 'abc', '99999999999', '1.5']) {
        const res = await report(id, 'This policy lists the wrong address.');
        expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found' });
      }
      expect(await reportsSince(since)).toEqual([]);
      expect((await report(theirs.id, 'Too late to ask.', '')).statusCode).toBe(401);
    });

    it(`takes at most ${POLICY_REPORT_RATE_LIMIT.max} reports an hour from a person, then says to call`, async () => {
      const auto = await activePolicy(cookies.a, 'Auto');
      const since = await lastOutboxId();
      for (let i = 0; i < POLICY_REPORT_RATE_LIMIT.max; i++) {
        expect((await report(auto.id, `Mistake number ${i + 1} in this policy.`)).statusCode).toBe(
          202,
        );
      }
      const refused = await report(auto.id, 'One mistake too many in this policy.');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        `You have sent ${POLICY_REPORT_RATE_LIMIT.max} reports in the last hour. Please call us at (913) 555-0142.`,
      );
      expect(await reportsSince(since)).toHaveLength(POLICY_REPORT_RATE_LIMIT.max);
      // Another client is not affected.
      const theirs = await activePolicy(cookies.b, 'Renters');
      expect((await report(theirs.id, 'My renters policy has a typo.', cookies.b)).statusCode).toBe(
        202,
      );
    });
  });
});
