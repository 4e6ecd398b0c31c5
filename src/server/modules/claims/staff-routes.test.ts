import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '#tests/helpers/database-targets';
import { setUpApp } from '#tests/helpers/set-up-app';
import { type Claim, type ClaimStatus, claimStatusText, claimStatuses } from '#shared/claims';
import { agencyToday } from '#shared/agency-time';
import {
  canMoveClaim,
  claimTransitions,
  staffClaimMessages,
  type StaffClaim,
  type StaffClaimRow,
} from '#shared/staff/claims';
import {
  auditLog,
  claimStatusHistory,
  claims,
  clientPolicies,
  emailOutbox,
  users,
} from '#server/db/schema';
import { demoAccounts } from '#server/db/seed';

// http: an https origin would make the session cookie __Host- and Secure.
const PUBLIC_URL = 'http://portal.sunflower.test';
const fullName = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`;
const names = {
  second: fullName(demoAccounts.second),
  agent: fullName(demoAccounts.agent),
  admin: fullName(demoAccounts.admin),
};

describe.each(databaseTargets)('staff claims API on $name', (target) => {
  const { t, cookies } = setUpApp({
    name: 'staff-claims',
    target,
    logIn: ['client', 'second', 'agent', 'admin'],
    firstHost: 120,
    env: { PUBLIC_URL },
  });
  const ids = {} as Record<'b' | 'agent' | 'admin', string>;
  let policyOfB: number;
  let accountOfB: string;

  beforeAll(async () => {
    const idOf = async (email: string) =>
      (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!
        .id;
    ids.b = await idOf(demoAccounts.second.email);
    accountOfB = (await t.database.db.select().from(users).where(eq(users.id, ids.b)))[0]!
      .accountId!;
    ids.agent = await idOf(demoAccounts.agent.email);
    ids.admin = await idOf(demoAccounts.admin.email);
    const [policy] = await t.database.db
      .select({ id: clientPolicies.id })
      .from(clientPolicies)
      .where(and(eq(clientPolicies.accountId, accountOfB), eq(clientPolicies.status, 'active')));
    policyOfB = policy!.id;
  });

  const get = (url: string, cookie = cookies.agent) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const move = (id: number, payload: object, cookie = cookies.agent) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/claims/${id}/status`,
      payload,
      headers: { cookie },
    });

  /** A claim of client B filed through the portal, as a client would. */
  async function filedClaim(description = 'Water heater burst and soaked the hallway carpet.') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/claims',
      payload: { policyId: policyOfB, incidentDate: agencyToday(), description, amount: 640 },
      headers: { cookie: cookies.second },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Claim>();
  }

  /** A claim of client B put straight at `status`, filed at `createdAt`. */
  async function claimAt(status: ClaimStatus, createdAt = new Date()) {
    const [claim] = await t.database.db
      .insert(claims)
      .values({
        userId: ids.b,
        policyId: policyOfB,
        claimNumber: `CLM-TEST-${Math.random().toString(36).slice(2, 10)}`,
        incidentDate: '2026-01-05',
        description: 'A claim placed at a status for the test.',
        status,
        createdAt,
      })
      .returning({ id: claims.id, claimNumber: claims.claimNumber });
    return claim!;
  }

  const counts = async (claimId: number) => ({
    history: await t.database.db.$count(
      claimStatusHistory,
      eq(claimStatusHistory.claimId, claimId),
    ),
    audit: await t.database.db.$count(
      auditLog,
      and(eq(auditLog.entityType, 'claim'), eq(auditLog.entityId, String(claimId))),
    ),
    mail: await t.database.db.$count(emailOutbox, eq(emailOutbox.kind, 'claim-status')),
  });
  const statusOf = async (claimId: number) =>
    (
      await t.database.db.select({ s: claims.status }).from(claims).where(eq(claims.id, claimId))
    )[0]!.s;

  it('lists open claims oldest first with client, policy and age; filters by status', async () => {
    const day = 86_400_000;
    const old = await claimAt('processing', new Date(Date.now() - 40 * day));
    const closed = await claimAt('closed', new Date(Date.now() - 50 * day));
    const fresh = await claimAt('submitted', new Date(Date.now() - 2 * day));

    const res = await get('/api/staff/claims');
    expect(res.statusCode).toBe(200);
    const open = res.json<StaffClaimRow[]>();
    expect(open.every((c) => c.status !== 'closed')).toBe(true);
    expect(open.some((c) => c.id === closed.id)).toBe(false);
    const times = open.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(open.findIndex((c) => c.id === old.id)).toBeLessThan(
      open.findIndex((c) => c.id === fresh.id),
    );
    expect(open.find((c) => c.id === old.id)).toEqual({
      id: old.id,
      claimNumber: old.claimNumber,
      client: { id: accountOfB, name: names.second, email: demoAccounts.second.email },
      policyNumber: expect.stringMatching(/^SSI-/),
      policyType: expect.any(String),
      status: 'processing',
      amount: null,
      incidentDate: '2026-01-05',
      createdAt: expect.any(String),
      ageDays: 40,
    });
    expect(open.find((c) => c.id === fresh.id)!.ageDays).toBe(2);
    // The seeded claims of both demo clients are in the queue.
    expect(open.some((c) => c.claimNumber === 'CLM-DEMO-0001')).toBe(true);
    expect(open.some((c) => c.claimNumber === 'CLM-DEMO-0006')).toBe(true);

    const onlyClosed = (await get('/api/staff/claims?status=closed')).json<StaffClaimRow[]>();
    expect(onlyClosed.length).toBeGreaterThan(0);
    expect(onlyClosed.every((c) => c.status === 'closed')).toBe(true);
    expect(onlyClosed.some((c) => c.id === closed.id)).toBe(true);

    const all = (await get('/api/staff/claims?status=all')).json<StaffClaimRow[]>();
    expect(all.length).toBe(open.length + onlyClosed.length);

    const bad = await get('/api/staff/claims?status=lost');
    expect(bad.statusCode).toBe(400);
  });

  it.each(claimStatuses.flatMap((from) => claimStatuses.map((to) => [from, to] as const)))(
    'moves a claim from %s to %s only along the graph',
    async (from, to) => {
      const claim = await claimAt(from);
      const before = await counts(claim.id);
      const res = await move(claim.id, { status: to, note: 'Edge check.' });
      const after = await counts(claim.id);
      if (claimTransitions[from].includes(to)) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<StaffClaim>().status).toBe(to);
        expect(await statusOf(claim.id)).toBe(to);
        expect(after).toEqual({
          history: before.history + 1,
          audit: before.audit + 1,
          mail: before.mail + 1,
        });
      } else {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json()).toEqual({ message: staffClaimMessages.refused(from, to) });
        expect(await statusOf(claim.id)).toBe(from);
        expect(after).toEqual(before);
      }
    },
  );

  it('has exactly the five allowed moves', () => {
    const edges = claimStatuses.flatMap((from) =>
      claimStatuses.filter((to) => canMoveClaim(from, to)).map((to) => `${from}>${to}`),
    );
    expect(edges.sort()).toEqual(
      [
        'submitted>processing',
        'processing>approved',
        'processing>denied',
        'approved>closed',
        'denied>closed',
      ].sort(),
    );
  });

  it('records history, audit and the e-mail of a change; the client sees the note only', async () => {
    const filed = await filedClaim();
    const note = 'An adjuster will call you on Tuesday.';
    const internalNote = 'Suspect pre-existing damage; ask for photos.';
    const res = await move(filed.id, {
      status: 'processing',
      note: `  ${note}  `,
      internalNote,
      // Never trusted: the changer is the session's user.
      changedBy: ids.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const claim = res.json<StaffClaim>();
    expect(claim.status).toBe('processing');
    expect(claim.history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'submitted',
        note: null,
        internalNote: null,
        changedBy: { id: ids.b, name: names.second, role: 'client' },
      }),
      expect.objectContaining({
        fromStatus: 'submitted',
        toStatus: 'processing',
        note,
        internalNote,
        changedBy: { id: ids.agent, name: names.agent, role: 'agent' },
      }),
    ]);

    const [history] = await t.database.db
      .select()
      .from(claimStatusHistory)
      .where(
        and(
          eq(claimStatusHistory.claimId, filed.id),
          eq(claimStatusHistory.toStatus, 'processing'),
        ),
      );
    expect(history).toMatchObject({
      fromStatus: 'submitted',
      toStatus: 'processing',
      changedBy: ids.agent,
      note,
      internalNote,
    });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'claim'), eq(auditLog.entityId, String(filed.id))));
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: ids.agent,
        action: 'claim.status',
        before: { status: 'submitted' },
        after: { status: 'processing', note, internalNote },
      }),
    ]);

    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'claim-status'),
          sql`${emailOutbox.subject} like ${`%${filed.claimNumber}%`}`,
        ),
      );
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(demoAccounts.second.email);
    expect(mail.status).toBe('pending');
    expect(mail.subject).toContain(claimStatusText.processing.label);
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain(claimStatusText.processing.text);
      expect(part).toContain(note);
      expect(part).toContain(`${PUBLIC_URL}/client-portal?tab=claims`);
      expect(part).not.toContain(internalNote);
      expect(part).not.toContain('pre-existing');
    }

    // The client's portal: the new status and the public note, never the internal note.
    const portal = await get('/api/client/claims', cookies.second);
    expect(portal.body).not.toContain(internalNote);
    const seen = portal.json<Claim[]>().find((c) => c.id === filed.id)!;
    expect(seen.status).toBe('processing');
    expect(seen.history.at(-1)).toEqual({
      fromStatus: 'submitted',
      toStatus: 'processing',
      note,
      createdAt: expect.any(String),
    });
  });

  it('refuses a decision without the reason the client will read', async () => {
    const filed = await filedClaim();
    expect((await move(filed.id, { status: 'processing' })).statusCode).toBe(200);
    for (const note of [undefined, '', '   ']) {
      const res = await move(filed.id, { status: 'denied', note, internalNote: 'No coverage.' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'note', message: staffClaimMessages.reasonRequired },
      ]);
    }
    const [claim] = await t.database.db.select().from(claims).where(eq(claims.id, filed.id));
    expect(claim!.status).toBe('processing');
  });

  it('walks a claim through processing, denied and closed, with the full timeline', async () => {
    const filed = await filedClaim();
    for (const status of ['processing', 'denied', 'closed'] as const) {
      const res = await move(
        filed.id,
        { status, note: `Your claim is ${status}.`, internalNote: `why ${status}` },
        status === 'denied' ? cookies.admin : cookies.agent,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await get(`/api/staff/claims/${filed.id}`);
    expect(res.statusCode).toBe(200);
    const claim = res.json<StaffClaim>();
    expect(claim).toMatchObject({
      id: filed.id,
      claimNumber: filed.claimNumber,
      status: 'closed',
      description: filed.description,
      amount: '640.00',
      client: { id: accountOfB, name: names.second, email: demoAccounts.second.email },
      policy: { id: policyOfB, policyNumber: filed.policyNumber, carrier: expect.any(String) },
      ageDays: 0,
    });
    expect(
      claim.history.map((e) => [e.fromStatus, e.toStatus, e.internalNote, e.changedBy?.name]),
    ).toEqual([
      [null, 'submitted', null, names.second],
      ['submitted', 'processing', 'why processing', names.agent],
      ['processing', 'denied', 'why denied', names.admin],
      ['denied', 'closed', 'why closed', names.agent],
    ]);
    const mails = await t.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like ${`%${filed.claimNumber} is now%`}`)
      .orderBy(asc(emailOutbox.id));
    expect(mails.map((m) => m.subject.split(' is now ')[1]!.split(' ')[0])).toEqual([
      'Processing',
      'Denied',
      'Closed',
    ]);
  });

  it('answers 404 for an unknown claim and 400 for a bad body, changing nothing', async () => {
    expect((await get('/api/staff/claims/999999')).statusCode).toBe(404);
    expect((await get('/api/staff/claims/abc')).statusCode).toBe(400);
    expect((await move(999999, { status: 'processing' })).statusCode).toBe(404);

    const claim = await claimAt('submitted');
    const before = await counts(claim.id);
    const unknown = await move(claim.id, { status: 'paid' });
    expect(unknown.statusCode).toBe(400);
    const long = await move(claim.id, { status: 'processing', note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      errors: [{ path: 'note', message: staffClaimMessages.noteTooLong }],
    });
    expect(await counts(claim.id)).toEqual(before);
    expect(await statusOf(claim.id)).toBe('submitted');
  });

  it('lets only one of two agents moving the same claim at once succeed', async () => {
    const claim = await claimAt('submitted');
    const before = await counts(claim.id);
    const race = () =>
      Promise.all([
        move(claim.id, { status: 'processing', note: 'first' }, cookies.agent),
        move(claim.id, { status: 'processing', note: 'second' }, cookies.admin),
      ]);
    let answers: Awaited<ReturnType<typeof race>>;
    if (t.database.kind === 'postgres') {
      // Hold the row while both requests read `submitted`: each then waits at its update, and
      // only the conditional update keeps the second from applying too once the row is free.
      const held = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${claims} where ${claims.id} = ${claim.id} for update`);
        const pending = race();
        await new Promise((resolve) => setTimeout(resolve, 300));
        // Not awaited here: the requests wait for this transaction to let go of the row.
        return { pending };
      });
      answers = await held.pending;
    } else {
      answers = await race();
    }
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect([
      staffClaimMessages.changedMeanwhile('processing'),
      staffClaimMessages.refused('processing', 'processing'),
    ]).toContain(loser.json<{ message: string }>().message);
    const after = await counts(claim.id);
    expect(after).toEqual({
      history: before.history + 1,
      audit: before.audit + 1,
      mail: before.mail + 1,
    });
    expect(await statusOf(claim.id)).toBe('processing');
  });

  it('is refused to clients and anonymous callers', async () => {
    const claim = await claimAt('submitted');
    expect((await get('/api/staff/claims', cookies.client)).statusCode).toBe(404);
    expect((await get(`/api/staff/claims/${claim.id}`, cookies.second)).statusCode).toBe(404);
    expect((await move(claim.id, { status: 'processing' }, cookies.second)).statusCode).toBe(404);
    expect((await move(claim.id, { status: 'processing' }, '')).statusCode).toBe(401);
    expect(await statusOf(claim.id)).toBe('submitted');
  });
});
