import { and, eq, gt, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpPortalApp } from '#tests/helpers/portal-app';
import {
  type PoliciesCurrentAsOf,
  policiesCurrentAsOfSchema,
  policyMessages,
} from '#shared/policies';
import { clientPolicies, emailOutbox, users } from '../../db/schema';
import { POLICY_REPORT_RATE_LIMIT } from './routes';
import { demoAccounts } from '../../db/seed';

describe('policies API', () => {
  const { t, cookies, get, policiesOf, activePolicy } = setUpPortalApp({
    name: 'policies-test',
  });

  it("lists the client's own policies, active first, money as decimal strings", async () => {
    const mine = await policiesOf(cookies.client);
    const [owner] = await t.database.db
      .select({ accountId: users.accountId })
      .from(users)
      .where(eq(users.email, demoAccounts.client.email));
    const stored = await t.database.db
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

    const theirs = await policiesOf(cookies.second);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((p) => mine.some((m) => m.id === p.id))).toBe(false);
    expect(await policiesOf(cookies.agent)).toEqual([]);
  });

  describe('how fresh each policy is, and reports of its mistakes', () => {
    const currentAsOf = async (cookie: string) => {
      const res = await get('/api/client/policies/current-as-of', cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PoliciesCurrentAsOf>();
    };
    const policyNumbered = async (policyNumber: string) => {
      const [row] = await t.database.db
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
      cookie: string | undefined = cookies.client,
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/api/client/policies/${id}/report`,
        payload: { message },
        headers: cookie ? { cookie } : {},
      });
    const notifyTo = () => t.app.config.agencyNotifyEmail ?? t.app.config.agency.email;
    const reportsSince = async (lastId: number) =>
      t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, 'policy-report'), gt(emailOutbox.id, lastId)));
    const lastOutboxId = async () =>
      (await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).reduce(
        (max, row) => Math.max(max, row.id),
        0,
      );

    it("maps exactly the caller's policies to the instant each was last confirmed", async () => {
      expect((await get('/api/client/policies/current-as-of')).statusCode).toBe(401);
      for (const cookie of [cookies.client, cookies.second]) {
        const map = await currentAsOf(cookie);
        expect(() => policiesCurrentAsOfSchema.parse(map)).not.toThrow();
        const ids = (await policiesOf(cookie)).map((p) => p.id);
        expect(Object.keys(map).sort()).toEqual(ids.map(String).sort());
        const stored = await t.database.db
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
      await t.database.db
        .update(clientPolicies)
        .set({ currentAsOf: longAgo })
        .where(eq(clientPolicies.id, home.id));
      expect((await currentAsOf(cookies.client))[home.id]).toBe(longAgo.toISOString());

      const same = await editAsAgent(home.id, { carrier: home.carrier });
      expect(same.statusCode, same.body).toBe(200);
      expect((await currentAsOf(cookies.client))[home.id]).toBe(longAgo.toISOString());

      const before = Date.now();
      const changed = await editAsAgent(home.id, { deductible: '750.00' });
      expect(changed.statusCode, changed.body).toBe(200);
      const moved = (await currentAsOf(cookies.client))[home.id]!;
      expect(Date.parse(moved)).toBeGreaterThanOrEqual(before - 1000);
      expect(moved).toBe((await policyNumbered('SSI-HOME-200417')).currentAsOf.toISOString());

      // A cancellation is an edit too.
      const umbrella = await policyNumbered('SSI-UMB-300058');
      await t.database.db
        .update(clientPolicies)
        .set({ currentAsOf: longAgo })
        .where(eq(clientPolicies.id, umbrella.id));
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/staff/policies/${umbrella.id}/cancel`,
        headers: { cookie: cookies.agent },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(Date.parse((await currentAsOf(cookies.client))[umbrella.id]!)).toBeGreaterThanOrEqual(
        before - 1000,
      );
    });

    it('e-mails the agency, not the client, a report of a mistake and answers 202', async () => {
      const auto = await activePolicy(cookies.client, 'Auto');
      const since = await lastOutboxId();
      const message = '  The VIN on this policy is not the VIN of my car.  ';
      const res = await report(auto.id, message);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ message: policyMessages.reportSent });

      const queued = await t.database.db
        .select()
        .from(emailOutbox)
        .where(gt(emailOutbox.id, since));
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
      ['  too short ', policyMessages.reportTooShort],
      ['', policyMessages.reportTooShort],
      [undefined, policyMessages.reportTooShort],
      ['x'.repeat(1001), policyMessages.reportTooLong],
    ])('refuses the message %j with the field message', async (message, expected) => {
      const auto = await activePolicy(cookies.client, 'Auto');
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
      const theirs = await activePolicy(cookies.second, 'Renters');
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
      const auto = await activePolicy(cookies.client, 'Auto');
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
      const theirs = await activePolicy(cookies.second, 'Renters');
      expect(
        (await report(theirs.id, 'My renters policy has a typo.', cookies.second)).statusCode,
      ).toBe(202);
    });
  });
});
