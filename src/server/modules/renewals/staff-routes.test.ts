// The renewal board: the policies expiring within 90 days and those expired without an outcome,
// the premium change and risk flag once the next term is known, each renewal's status, reason and
// assignee (audited, a concurrent save refused), and the roll of a renewed policy to its term;
// and a household's annual review, recorded as it happened.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, agencyToday } from '#shared/agency-time';
import type { Timeline } from '#shared/staff/clients';
import {
  renewalMessages,
  reviewMessages,
  type AnnualReview,
  type RenewalBoard,
  type RenewalRow,
} from '#shared/staff/renewals';
import { auditLog, clientPolicies, policyTerms } from '#server/db/schema';
import { setUpStaffApp } from '#tests/helpers/staff-app';

const { t, cookies, ids, accounts } = setUpStaffApp({ name: 'renewals', firstHost: 230 });

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, who = cookies.agent) =>
  t.app.inject({ method, url, headers: { cookie: who }, ...(payload ? { payload } : {}) });
const board = async () => {
  const res = await call('GET', '/api/staff/renewals');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RenewalBoard>();
};
const rowOf = async (policyNumber: string) =>
  (await board()).rows.find((row) => row.policyNumber === policyNumber);
const policy = async (policyNumber: string) =>
  (
    await t.database.db
      .select()
      .from(clientPolicies)
      .where(eq(clientPolicies.policyNumber, policyNumber))
  )[0]!;

describe('GET /api/staff/renewals', () => {
  it('lists what expires within 90 days and what expired without an outcome, by bucket', async () => {
    const { today, riskIncreasePercent, rows } = await board();
    expect(today).toBe(agencyToday());
    expect(riskIncreasePercent).toBe(10);
    const auto = rows.find((row) => row.policyNumber === 'SSI-AUTO-100231')!;
    expect(auto).toMatchObject({ daysLeft: 20, bucket: 'within-30', status: 'not-contacted' });
    // The demo's carrier renewal: 1,284 → 1,452, +13.1 %, above the 10 % threshold.
    expect(auto.nextTerm).toMatchObject({ effectiveDate: auto.expirationDate, premium: '1452.00' });
    expect(auto.change).toEqual({ amount: '168.00', percent: 13.1 });
    expect(auto.risk).toBe(true);
    expect(rows.find((row) => row.policyNumber === 'SSI-UMB-300058')).toMatchObject({
      daysLeft: -35,
      bucket: 'expired',
      nextTerm: null,
      change: null,
      risk: false,
    });
    // Beyond 90 days: not on the board.
    expect(rows.map((row) => row.policyNumber)).not.toContain('SSI-HOME-200417');
    expect(rows.map((row) => row.expirationDate)).toEqual(
      rows.map((row) => row.expirationDate).sort(),
    );
  });

  it('leaves out cancelled policies', async () => {
    const moto = await policy('SSI-MOTO-500377');
    await t.database.db
      .update(clientPolicies)
      .set({ expirationDate: addDays(agencyToday(), 45), status: 'cancelled' })
      .where(eq(clientPolicies.id, moto.id));
    expect(await rowOf('SSI-MOTO-500377')).toBeUndefined();
    await t.database.db
      .update(clientPolicies)
      .set({ status: 'active' })
      .where(eq(clientPolicies.id, moto.id));
    expect(await rowOf('SSI-MOTO-500377')).toMatchObject({ bucket: 'within-60', daysLeft: 45 });
  });
});

describe('PUT /api/staff/renewals/:id', () => {
  const save = (policyId: number, body: object, who = cookies.agent) =>
    call('PUT', `/api/staff/renewals/${policyId}`, body, who);

  it('keeps the status, reason, note and assignee, audited; a save from an older view gets 409', async () => {
    const umbrella = await policy('SSI-UMB-300058');
    const first = await save(umbrella.id, {
      status: 're-marketing',
      note: 'Quoting with two other carriers.',
      assigneeId: ids.agent,
      expectedUpdatedAt: null,
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json<RenewalRow>();
    expect(saved).toMatchObject({
      status: 're-marketing',
      note: 'Quoting with two other carriers.',
      assignee: { id: ids.agent },
    });
    // The admin saved from the same first view: too late.
    const stale = await save(
      umbrella.id,
      { status: 'lost', lostReason: 'price', assigneeId: null, expectedUpdatedAt: null },
      cookies.admin,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(renewalMessages.changed);

    const lost = await save(umbrella.id, {
      status: 'lost',
      lostReason: 'price',
      assigneeId: ids.agent,
      expectedUpdatedAt: saved.updatedAt,
    });
    expect(lost.statusCode, lost.body).toBe(200);
    // Expired with an outcome: off the board.
    expect(await rowOf('SSI-UMB-300058')).toBeUndefined();
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'renewal.update'), eq(auditLog.entityId, String(umbrella.id))),
      );
    expect(audits.map((audit) => (audit.after as { status: string }).status)).toEqual([
      're-marketing',
      'lost',
    ]);
  });

  it('asks why a client left, and for a member of staff as assignee', async () => {
    const home = await policy('SSI-HOME-200417');
    const noReason = await save(home.id, {
      status: 'lost',
      assigneeId: null,
      expectedUpdatedAt: null,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([
      { path: 'lostReason', message: renewalMessages.lostReasonRequired },
    ]);
    const client = await save(home.id, {
      status: 'review-booked',
      assigneeId: ids.client,
      expectedUpdatedAt: null,
    });
    expect(client.statusCode).toBe(400);
    expect(client.json().errors).toEqual([
      { path: 'assigneeId', message: renewalMessages.assigneeUnknown },
    ]);
    expect(
      (await save(999_999, { status: 'renewed', assigneeId: null, expectedUpdatedAt: null }))
        .statusCode,
    ).toBe(404);
  });

  it('marks a renewal renewed only with its term, and rolls the policy to it', async () => {
    const renters = await policy('SSI-RENT-400912');
    const early = await save(renters.id, {
      status: 'renewed',
      assigneeId: null,
      expectedUpdatedAt: null,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([
      { path: 'status', message: renewalMessages.termRequired },
    ]);

    const nextExpiration = addDays(renters.expirationDate, 365);
    const term = await call('PUT', `/api/staff/policies/${renters.id}/next-term`, {
      expirationDate: nextExpiration,
      premium: '$155.5',
    });
    expect(term.statusCode, term.body).toBe(200);
    expect(term.json<RenewalRow>()).toMatchObject({
      nextTerm: { effectiveDate: renters.expirationDate, premium: '155.50' },
      change: { amount: '-12.50', percent: -7.4 },
      risk: false,
    });

    const renewed = await save(renters.id, {
      status: 'renewed',
      assigneeId: null,
      expectedUpdatedAt: null,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const rolled = await policy('SSI-RENT-400912');
    expect(rolled).toMatchObject({
      effectiveDate: renters.expirationDate,
      expirationDate: nextExpiration,
      premium: '155.50',
    });
    // The term that ended is kept.
    const terms = await t.database.db
      .select()
      .from(policyTerms)
      .where(eq(policyTerms.policyId, renters.id));
    expect(terms.map((row) => [row.effectiveDate, row.premium]).sort()).toEqual([
      [renters.effectiveDate, '168.00'],
      [renters.expirationDate, '155.50'],
    ]);
    // The new term is a new renewal: not contacted.
    expect(renewed.json<RenewalRow>()).toMatchObject({
      expirationDate: nextExpiration,
      status: 'not-contacted',
      nextTerm: null,
    });
  });
});

describe('PUT /api/staff/policies/:id/next-term', () => {
  it('refuses a term that does not follow the current one', async () => {
    const auto = await policy('SSI-AUTO-100231');
    const put = (body: object) => call('PUT', `/api/staff/policies/${auto.id}/next-term`, body);
    const before = await put({ expirationDate: auto.expirationDate, premium: '1300' });
    expect(before.statusCode).toBe(400);
    expect(before.json().errors).toEqual([
      { path: 'expirationDate', message: renewalMessages.expirationOrder },
    ]);
    const far = await put({
      expirationDate: addDays(auto.expirationDate, 5 * 365),
      premium: '1300',
    });
    expect(far.json().errors).toEqual([
      { path: 'expirationDate', message: renewalMessages.expirationTooFar },
    ]);
    const money = await put({ expirationDate: addDays(auto.expirationDate, 365), premium: '-4' });
    expect(money.json().errors).toEqual([
      { path: 'premium', message: renewalMessages.premiumInvalid },
    ]);
  });
});

describe("a household's annual review", () => {
  const record = (payload: object, account = accounts.client) =>
    call('POST', `/api/staff/clients/${account}/reviews`, payload);

  it('is recorded as it happened, audited, and shows on the timeline', async () => {
    const today = agencyToday();
    const sent = {
      reviewedOn: today,
      lifeChanges: 'A teen driver since spring; a new roof.',
      coverageAdequate: false,
      coverages: [
        { coverage: 'Umbrella liability', outcome: 'offered-declined' },
        { coverage: 'Water backup', outcome: 'offered-accepted' },
      ],
      notes: 'Declined the umbrella for now; revisit next year.',
    };
    const res = await record(sent);
    expect(res.statusCode, res.body).toBe(201);
    const [review] = res.json<AnnualReview[]>();
    // Kept as it was sent, with the agent who recorded it.
    expect(review).toMatchObject({ ...sent, reviewer: 'Avery Morgan' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client.review'), eq(auditLog.entityId, accounts.client)));
    expect(audit!.actorId).toBe(ids.agent);
    const timeline = (
      await call('GET', `/api/staff/clients/${accounts.client}/timeline?kinds=review`)
    ).json<Timeline>();
    expect(timeline.events).toHaveLength(1);
    expect(timeline.events[0]!.detail).toContain('Umbrella liability: Offered and declined');
    // Another household has none.
    const other = await call('GET', `/api/staff/clients/${accounts.second}/reviews`);
    expect(other.json()).toEqual([]);
  });

  it('refuses a review in the future, without a coverage, or of an unknown client', async () => {
    const future = await record({
      reviewedOn: addDays(agencyToday(), 1),
      coverageAdequate: true,
      coverages: [{ coverage: 'Flood', outcome: 'in-place' }],
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([
      { path: 'reviewedOn', message: reviewMessages.dateFuture },
    ]);
    const empty = await record({
      reviewedOn: agencyToday(),
      coverageAdequate: true,
      coverages: [],
    });
    expect(empty.json().errors).toEqual([
      { path: 'coverages', message: reviewMessages.coveragesRequired },
    ]);
    const unnamed = await record({
      reviewedOn: agencyToday(),
      coverageAdequate: true,
      coverages: [{ coverage: ' ', outcome: 'maybe' }],
    });
    expect(unnamed.json().errors).toEqual([
      { path: 'coverages.0.coverage', message: reviewMessages.coverageRequired },
      { path: 'coverages.0.outcome', message: reviewMessages.outcomeRequired },
    ]);
    const unknown = await record(
      {
        reviewedOn: agencyToday(),
        coverageAdequate: true,
        coverages: [{ coverage: 'Flood', outcome: 'in-place' }],
      },
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
  });
});
