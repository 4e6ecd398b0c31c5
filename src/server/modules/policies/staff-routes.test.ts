// Staff create, edit and cancel clients' policies; the portal reads the same table.
import { vehicleMessages } from '#shared/vehicles';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpStaffApp, type DemoAccount as Who } from '#tests/helpers/staff-app';
import type { Policy } from '#shared/policies';
import {
  type PolicyInput,
  type StaffPolicy,
  carrierNames,
  staffPolicyMessages,
  policyInputSchema,
} from '#shared/staff/policies';
import { vinMessages } from '#shared/vin';
import { auditLog, clientPolicies } from '#server/db/schema';

const { t, cookies, ids, accounts } = setUpStaffApp({ name: 'staff-policies', firstHost: 60 });

let serial = 0;
const valid = (overrides: Partial<Record<keyof PolicyInput, unknown>> = {}) => ({
  policyNumber: `SSI-TEST-${++serial}`,
  policyType: 'Homeowners',
  carrier: 'Travelers',
  premium: '1284.5',
  deductible: '1000',
  effectiveDate: '2026-01-15',
  expirationDate: '2027-01-15',
  status: 'active',
  ...overrides,
});

const create = (body: object, clientId = accounts.second, who: Who = 'agent') =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/clients/${clientId}/policies`,
    headers: { cookie: cookies[who] },
    payload: body,
  });
const patch = (id: number | string, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/staff/policies/${id}`,
    headers: { cookie: cookies.agent },
    payload: body,
  });
const cancel = (id: number | string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/policies/${id}/cancel`,
    headers: { cookie: cookies.agent },
  });

async function created(overrides: Parameters<typeof valid>[0] = {}) {
  const res = await create(valid(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<StaffPolicy>();
}

const portalPolicies = async (who: Who = 'second') =>
  (await t.app.inject({ url: '/api/client/policies', headers: { cookie: cookies[who] } })).json<
    Policy[]
  >();

const auditsOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'policy'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

/** The field errors of a 400, as `{ field: message }`. */
function fieldErrors(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(400);
  const { errors } = res.json() as { errors: { path: string; message: string }[] };
  return Object.fromEntries(errors.map((e) => [e.path, e.message]));
}

describe('POST /api/staff/clients/:id/policies', () => {
  it("creates the policy, audited, and the client's portal shows it at once", async () => {
    const policy = await created({ policyNumber: 'SSI-HOME-900001' });
    expect(policy).toMatchObject({
      accountId: accounts.second,
      policyNumber: 'SSI-HOME-900001',
      carrier: 'Travelers',
      premium: '1284.50',
      deductible: '1000.00',
      status: 'active',
    });
    const { accountId: _accountId, updatedAt: _updatedAt, ...asPortal } = policy;
    expect(await portalPolicies()).toContainEqual(asPortal);
    expect((await portalPolicies('client')).map((p) => p.id)).not.toContain(policy.id);

    const [audit, ...more] = await auditsOf(policy.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ action: 'policy.create', actorId: ids.agent, before: null });
    expect(audit!.after).toEqual(policy);
  });

  it('takes amounts as numbers or text, with at most 2 decimals; no deductible is null', async () => {
    expect(await created({ premium: 99_999_999.99, deductible: null })).toMatchObject({
      premium: '99999999.99',
      deductible: null,
    });
    expect(await created({ premium: '$1,200', deductible: '' })).toMatchObject({
      premium: '1200.00',
      deductible: null,
    });
    expect(await created({ premium: 0, deductible: 0 })).toMatchObject({
      premium: '0.00',
      deductible: '0.00',
    });
    const { deductible: _omitted, ...withoutDeductible } = valid();
    const res = await create(withoutDeductible);
    expect(res.statusCode).toBe(201);
    expect(res.json<StaffPolicy>().deductible).toBeNull();
  });

  it('gives a message per field', async () => {
    expect(
      fieldErrors(
        await create(
          valid({
            policyNumber: ' ',
            policyType: '',
            carrier: 'Acme Mutual',
            premium: '12.345',
            deductible: -5,
            effectiveDate: '2026-02-30',
            expirationDate: 'soon',
            status: 'lapsed',
          }),
        ),
      ),
    ).toEqual({
      policyNumber: staffPolicyMessages.policyNumberRequired,
      policyType: staffPolicyMessages.policyTypeRequired,
      carrier: staffPolicyMessages.carrierRequired,
      premium: staffPolicyMessages.premiumInvalid,
      deductible: staffPolicyMessages.deductibleInvalid,
      effectiveDate: staffPolicyMessages.effectiveDateRequired,
      expirationDate: staffPolicyMessages.expirationDateRequired,
      status: staffPolicyMessages.statusRequired,
    });
    const { premium: _premium, ...withoutPremium } = valid();
    expect(fieldErrors(await create(withoutPremium))).toEqual({
      premium: staffPolicyMessages.premiumInvalid,
    });
    expect(fieldErrors(await create(valid({ premium: '100000000' })))).toEqual({
      premium: staffPolicyMessages.premiumInvalid,
    });
    expect(fieldErrors(await create(valid({ policyNumber: 'SSI<script>' })))).toEqual({
      policyNumber: staffPolicyMessages.policyNumberInvalid,
    });
  });

  it('refuses an expiration date before the effective date, on the expiration date', async () => {
    const res = await create(valid({ effectiveDate: '2026-06-01', expirationDate: '2026-05-31' }));
    expect(res.json()).toEqual({
      message: staffPolicyMessages.datesOutOfOrder,
      errors: [{ path: 'expirationDate', message: staffPolicyMessages.datesOutOfOrder }],
    });
    // Even with other fields wrong, the date order is told.
    expect(
      fieldErrors(
        await create(
          valid({ premium: '', effectiveDate: '2026-06-01', expirationDate: '2026-05-01' }),
        ),
      ),
    ).toEqual({
      premium: staffPolicyMessages.premiumInvalid,
      expirationDate: staffPolicyMessages.datesOutOfOrder,
    });
    // One day is a valid term.
    expect(
      await created({ effectiveDate: '2026-06-01', expirationDate: '2026-06-01' }),
    ).toBeTruthy();
  });

  it('takes a carrier from the 42 of the carriers page, and nothing else', () => {
    expect(carrierNames).toHaveLength(42);
    for (const carrier of carrierNames) {
      expect(policyInputSchema.safeParse(valid({ carrier })).success, carrier).toBe(true);
    }
    for (const carrier of ['Safeco', 'travelers', ' Travelers', '']) {
      expect(policyInputSchema.safeParse(valid({ carrier })).success, carrier).toBe(false);
    }
  });

  it('answers 409 on the policy number when another policy has it', async () => {
    const before = await t.database.db.$count(clientPolicies);
    const res = await create(valid({ policyNumber: 'SSI-AUTO-100231' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: staffPolicyMessages.policyNumberTaken,
      errors: [{ path: 'policyNumber', message: staffPolicyMessages.policyNumberTaken }],
    });
    expect(await t.database.db.$count(clientPolicies)).toBe(before);
  });

  it('answers 404 for a person id, a staff account, an unknown or a malformed client id', async () => {
    for (const id of [ids.agent, ids.second, randomUUID(), 'x']) {
      expect((await create(valid(), id)).statusCode, id).toBe(404);
    }
  });
});

describe('PATCH /api/staff/policies/:id', () => {
  it('changes the fields sent, audited with before and after; the portal follows', async () => {
    const policy = await created();
    const res = await patch(policy.id, { premium: 1500, carrier: 'Chubb' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<StaffPolicy>();
    expect(after).toMatchObject({
      ...policy,
      premium: '1500.00',
      carrier: 'Chubb',
      updatedAt: expect.any(String),
    });
    expect((await portalPolicies()).find((p) => p.id === policy.id)).toMatchObject({
      premium: '1500.00',
      carrier: 'Chubb',
    });

    const audits = await auditsOf(policy.id);
    expect(audits.map((a) => a.action)).toEqual(['policy.create', 'policy.update']);
    expect(audits[1]).toMatchObject({ actorId: ids.agent, before: policy, after });
  });

  it('writes nothing and audits nothing when nothing changes', async () => {
    const policy = await created();
    const res = await patch(policy.id, { premium: '1284.50', carrier: 'Travelers' });
    expect(res.json()).toEqual(policy);
    expect((await auditsOf(policy.id)).map((a) => a.action)).toEqual(['policy.create']);
  });

  it('checks the dates once merged with the policy', async () => {
    const policy = await created({ effectiveDate: '2026-01-15', expirationDate: '2027-01-15' });
    expect(fieldErrors(await patch(policy.id, { expirationDate: '2026-01-14' }))).toEqual({
      expirationDate: staffPolicyMessages.datesOutOfOrder,
    });
    expect(fieldErrors(await patch(policy.id, { effectiveDate: '2027-01-16' }))).toEqual({
      expirationDate: staffPolicyMessages.datesOutOfOrder,
    });
    expect((await auditsOf(policy.id)).map((a) => a.action)).toEqual(['policy.create']);
  });

  it('keeps an unlisted carrier already on a policy, but takes only listed ones', async () => {
    // A policy written before the carrier list, naming a carrier that is not on it.
    const [renters] = await t.database.db
      .update(clientPolicies)
      .set({ carrier: 'Safeco' })
      .where(eq(clientPolicies.policyNumber, 'SSI-RENT-400912'))
      .returning();
    const res = await patch(renters!.id, { premium: '170' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ carrier: 'Safeco', premium: '170.00' });
    expect(fieldErrors(await patch(renters!.id, { carrier: 'Safeco Mutual' }))).toEqual({
      carrier: staffPolicyMessages.carrierRequired,
    });
  });

  it('answers 409 on the policy number when another policy has it', async () => {
    const policy = await created();
    const res = await patch(policy.id, { policyNumber: 'SSI-MOTO-500377' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ errors: unknown }>().errors).toEqual([
      { path: 'policyNumber', message: staffPolicyMessages.policyNumberTaken },
    ]);
    // Its own number is not a conflict.
    expect(
      (await patch(policy.id, { policyNumber: policy.policyNumber, premium: 1 })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [2_000_000_000, 'abc', '99999999999']) {
      expect((await patch(id, { premium: 1 })).statusCode, String(id)).toBe(404);
    }
  });
});

describe('POST /api/staff/policies/:id/cancel', () => {
  it('cancels, audited; the portal shows it cancelled; a second cancel is a conflict', async () => {
    const policy = await created();
    const res = await cancel(policy.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: policy.id, status: 'cancelled' });
    expect((await portalPolicies()).find((p) => p.id === policy.id)?.status).toBe('cancelled');

    const [, audit] = await auditsOf(policy.id);
    expect(audit).toMatchObject({ action: 'policy.cancel', actorId: ids.agent });
    expect(audit!.before).toMatchObject({ status: 'active' });
    expect(audit!.after).toMatchObject({ status: 'cancelled' });

    const again = await cancel(policy.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: staffPolicyMessages.alreadyCancelled });
    expect(await auditsOf(policy.id)).toHaveLength(2);
  });

  it('answers 404 for an unknown policy', async () => {
    expect((await cancel(2_000_000_000)).statusCode).toBe(404);
  });
});

describe('vehicles and drivers of a policy', () => {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: cookies.agent }, payload });
  const del = (url: string) =>
    t.app.inject({ method: 'DELETE', url, headers: { cookie: cookies.agent } });
  /** A vehicle or a driver added to the policy: the 201's row. */
  async function added(policyId: number, list: 'vehicles' | 'drivers', payload: object) {
    const res = await post(`/api/staff/policies/${policyId}/${list}`, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>();
  }

  it('adds a vehicle with a valid VIN, which the proof of insurance of the client then shows', async () => {
    const policy = await created({ policyType: 'Auto', carrier: 'Progressive' });
    const vehicle = await added(policy.id, 'vehicles', {
      vin: '1m8gdm9a-xkp042788',
      year: '2019',
      make: 'Ford',
      model: 'Escape',
    });
    expect(vehicle).toMatchObject({
      policyId: policy.id,
      vin: '1M8GDM9AXKP042788',
      year: 2019,
      make: 'Ford',
    });
    const cards = (
      await t.app.inject({ url: '/api/client/id-cards', headers: { cookie: cookies.second } })
    ).json<{ policyId: number; vehicles: { vin: string }[] }[]>();
    expect(cards.find((c) => c.policyId === policy.id)!.vehicles).toEqual([
      expect.objectContaining({ vin: '1M8GDM9AXKP042788' }),
    ]);
    const again = await post(`/api/staff/policies/${policy.id}/vehicles`, {
      vin: '1M8GDM9AXKP042788',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ path: 'vin', message: vehicleMessages.vinTaken }]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'vehicle.create'), eq(auditLog.entityId, String(policy.id))));
    expect(audit).toMatchObject({ actorId: ids.agent });

    const removed = await del(`/api/staff/policies/${policy.id}/vehicles/${vehicle.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await del(`/api/staff/policies/${policy.id}/vehicles/${vehicle.id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a VIN whose check digit does not match, and a year that is not one', async () => {
    const policy = await created({ policyType: 'Auto' });
    const wrong = await post(`/api/staff/policies/${policy.id}/vehicles`, {
      vin: '1M8GDM9A1KP042788',
      year: '19',
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong)).toEqual({
      vin: vinMessages.checkDigit,
      year: vehicleMessages.yearInvalid,
    });
  });

  it('adds and removes a driver, and the client page lists vehicles and drivers', async () => {
    const policy = await created({ policyType: 'Auto' });
    const driver = await added(policy.id, 'drivers', {
      firstName: 'Marcus',
      lastName: 'Lee',
      dateOfBirth: '1988-05-04',
      licenseState: 'ks',
    });
    expect(driver).toMatchObject({ licenseState: 'KS', dateOfBirth: '1988-05-04' });
    await post(`/api/staff/policies/${policy.id}/vehicles`, { vin: '5FNRL5H61BB087058' });
    const page = (
      await t.app.inject({
        url: `/api/staff/clients/${accounts.second}`,
        headers: { cookie: cookies.agent },
      })
    ).json<{ vehicles: { vin: string }[]; drivers: { lastName: string }[] }>();
    expect(page.vehicles.map((v) => v.vin)).toContain('5FNRL5H61BB087058');
    expect(page.drivers.map((d) => d.lastName)).toContain('Lee');
    expect((await del(`/api/staff/policies/${policy.id}/drivers/${driver.id}`)).statusCode).toBe(
      204,
    );
    const missing = await post(`/api/staff/policies/${policy.id}/drivers`, { firstName: 'X' });
    expect(fieldErrors(missing)).toEqual({ lastName: vehicleMessages.lastNameRequired });
  });
});
