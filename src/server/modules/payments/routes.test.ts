// How to pay: staff keep each carrier's payment page and phone and each policy's autopay and next
// due date; the portal shows them for every policy in force in the person's scope.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentMessages, type PolicyPayment } from '#shared/payments';
import { type CarrierPayment } from '#shared/staff/payments';
import { auditLog, clientPolicies } from '#server/db/schema';
import { setUpStaffApp } from '#tests/helpers/staff-app';

const { t, cookies } = setUpStaffApp({ name: 'payments', firstHost: 200 });

type Who = 'client' | 'second' | 'agent';
const call = (who: Who, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) });
const paymentsOf = async (who: Who) =>
  (await call(who, 'GET', '/api/client/payments')).json<PolicyPayment[]>();
const policyId = async (policyNumber: string) =>
  (
    await t.database.db
      .select()
      .from(clientPolicies)
      .where(eq(clientPolicies.policyNumber, policyNumber))
  )[0]!.id;

describe('how to pay', () => {
  it("shows each policy in force with its carrier's page and phone, autopay and the next due date", async () => {
    const dana = await paymentsOf('client');
    // The expired umbrella policy is not paid any more.
    expect(dana.map((p) => p.policyNumber)).toEqual(['SSI-AUTO-100231', 'SSI-HOME-200417']);
    expect(dana[0]).toMatchObject({
      carrier: 'Progressive',
      paymentUrl: 'https://payments.progressive.example/pay',
      paymentPhone: '(800) 555-0177',
      autopay: true,
    });
    expect(dana[1]).toMatchObject({ carrier: 'Travelers', autopay: false });
    expect(dana[1]!.nextPaymentDue).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await paymentsOf('second')).map((p) => p.policyNumber)).toEqual([
      'SSI-MOTO-500377',
      'SSI-RENT-400912',
    ]);
  });

  it("lets staff keep a carrier's payment details, https only, audited", async () => {
    const url = `/api/staff/carrier-payments/${encodeURIComponent('Safeco Insurance')}`;
    const saved = await call('agent', 'PUT', url, {
      paymentUrl: 'https://pay.safeco.example/bill',
      paymentPhone: '800-555-0166',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CarrierPayment>()).toMatchObject({
      carrier: 'Safeco Insurance',
      paymentUrl: 'https://pay.safeco.example/bill',
      activePolicies: 1,
    });
    const renters = (await paymentsOf('second')).find((p) => p.carrier === 'Safeco Insurance');
    expect(renters!.paymentUrl).toBe('https://pay.safeco.example/bill');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'carrier-payment.update'),
          eq(auditLog.entityId, 'Safeco Insurance'),
        ),
      );
    expect(audit!.before).toEqual({ paymentUrl: null, paymentPhone: '(800) 555-0166' });

    for (const paymentUrl of ['http://pay.safeco.example', 'javascript:alert(1)', 'pay.safeco']) {
      const bad = await call('agent', 'PUT', url, { paymentUrl });
      expect(bad.statusCode, paymentUrl).toBe(400);
      expect(bad.json().errors).toEqual([
        { path: 'paymentUrl', message: paymentMessages.urlInvalid },
      ]);
    }
    const phone = await call('agent', 'PUT', url, { paymentPhone: '555-01' });
    expect(phone.json().errors).toEqual([
      { path: 'paymentPhone', message: paymentMessages.phoneInvalid },
    ]);
    const unknown = await call('agent', 'PUT', '/api/staff/carrier-payments/Nobody%20Mutual', {});
    expect(unknown.statusCode).toBe(404);
    // Every carrier of the list is there to fill in, by name.
    const carriers = (await call('agent', 'GET', '/api/staff/carrier-payments')).json<
      CarrierPayment[]
    >();
    expect(carriers.length).toBeGreaterThanOrEqual(42);
    expect(carriers.find((c) => c.carrier === 'Hiscox')).toMatchObject({
      paymentUrl: null,
      activePolicies: 0,
    });
  });

  it("keeps a policy's autopay and next due date", async () => {
    const home = await policyId('SSI-HOME-200417');
    const saved = await call('agent', 'PUT', `/api/staff/policies/${home}/billing`, {
      autopay: true,
      nextPaymentDue: '',
    });
    expect(saved.json()).toEqual({ autopay: true, nextPaymentDue: null });
    const shown = (await paymentsOf('client')).find((p) => p.policyId === home)!;
    expect(shown).toMatchObject({ autopay: true, nextPaymentDue: null });
    const bad = await call('agent', 'PUT', `/api/staff/policies/${home}/billing`, {
      autopay: false,
      nextPaymentDue: '2026-02-30',
    });
    expect(bad.json().errors).toEqual([
      { path: 'nextPaymentDue', message: paymentMessages.dueInvalid },
    ]);
    expect(
      (await call('agent', 'PUT', '/api/staff/policies/99999999/billing', { autopay: true }))
        .statusCode,
    ).toBe(404);
  });
});
