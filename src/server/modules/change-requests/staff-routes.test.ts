// The service queue: every client's requests, open ones oldest due first, the promise shown as due
// or missed; working one moves it along its timeline, audited, and e-mails the client.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ServiceRequest, serviceStatusText } from '#shared/change-requests';
import type { StaffServiceRequest, StaffServiceRow } from '#shared/staff/change-requests';
import { staffServiceMessages } from '#shared/staff/change-requests';
import type { Dashboard } from '#shared/staff/dashboard';
import {
  auditLog,
  clientPolicies,
  emailOutbox,
  rateLimits,
  serviceRequests,
} from '#server/db/schema';
import { setUpStaffApp } from '#tests/helpers/staff-app';

const { t, cookies, ids } = setUpStaffApp({ name: 'service', firstHost: 170 });

type Who = 'client' | 'second' | 'agent' | 'admin';
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) });

beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

const HOUR = 3600 * 1000;

/** A change request sent by a demo client on one of their policies, due `dueInHours` from now. */
async function requestOf(who: 'client' | 'second', policyNumber: string, dueInHours: number) {
  const [policy] = await t.database.db
    .select()
    .from(clientPolicies)
    .where(eq(clientPolicies.policyNumber, policyNumber));
  const res = await call(who, 'POST', '/api/client/service-requests', {
    type: 'other',
    policyId: policy!.id,
    acknowledged: true,
    details: { description: `Please look at ${policyNumber} for me, thank you.` },
  });
  expect(res.statusCode, res.body).toBe(201);
  const request = res.json<ServiceRequest>();
  await t.database.db
    .update(serviceRequests)
    .set({ dueAt: new Date(Date.now() + dueInHours * HOUR) })
    .where(eq(serviceRequests.id, request.id));
  return request;
}

const queue = async (query = '') => {
  const res = await call('agent', 'GET', `/api/staff/service${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffServiceRow[]>();
};

describe('the service queue', () => {
  it('lists open requests of every client, the one due soonest first, with the promise', async () => {
    const late = await requestOf('client', 'SSI-HOME-200417', -3.5);
    const soon = await requestOf('second', 'SSI-MOTO-500377', 2);
    const later = await requestOf('client', 'SSI-AUTO-100231', 30);
    const rows = (await queue()).filter((r) => [late.id, soon.id, later.id].includes(r.id));
    expect(rows.map((r) => r.id)).toEqual([late.id, soon.id, later.id]);
    expect(rows[0]).toMatchObject({
      reference: late.reference,
      kind: 'change',
      type: 'other',
      status: 'received',
      client: { name: 'Dana Whitfield' },
      policy: { policyNumber: 'SSI-HOME-200417' },
      assignee: null,
      due: { state: 'missed', hours: 3 },
    });
    expect(rows[1]!.due).toMatchObject({ state: 'soon', hours: 2 });
    expect(rows[1]!.client.name).toBe('Marcus Lee');
    expect(rows[2]!.due).toMatchObject({ state: 'ok', hours: 30 });

    // Waiting for the client stops the clock; completed requests leave the open queue.
    await t.database.db
      .update(serviceRequests)
      .set({ status: 'needs-information' })
      .where(eq(serviceRequests.id, late.id));
    await t.database.db
      .update(serviceRequests)
      .set({ status: 'completed' })
      .where(eq(serviceRequests.id, later.id));
    const open = await queue();
    expect(open.find((r) => r.id === late.id)!.due).toBeNull();
    expect(open.map((r) => r.id)).not.toContain(later.id);
    const all = await queue('?status=all');
    expect(all.at(-1)!.status).toBe('completed');
    expect((await queue('?status=completed')).map((r) => r.id)).toContain(later.id);
    expect((await queue('?kind=certificate')).map((r) => r.id)).not.toContain(soon.id);
    expect((await queue('?kind=change')).map((r) => r.id)).toContain(soon.id);
  });

  it('filters by assignee: me, nobody, or one person', async () => {
    const request = await requestOf('client', 'SSI-HOME-200417', 10);
    const assigned = await call('agent', 'PATCH', `/api/staff/service/${request.id}`, {
      assigneeId: ids.agent,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<StaffServiceRequest>().assignee).toEqual({
      id: ids.agent,
      name: 'Avery Morgan',
    });
    expect((await queue('?assignee=me')).map((r) => r.id)).toContain(request.id);
    expect((await queue(`?assignee=${ids.agent}`)).map((r) => r.id)).toContain(request.id);
    expect((await queue('?assignee=unassigned')).map((r) => r.id)).not.toContain(request.id);
    const adminsOwn = await call('admin', 'GET', '/api/staff/service?assignee=me');
    expect(adminsOwn.json<StaffServiceRow[]>().map((r) => r.id)).not.toContain(request.id);

    // Only an active staff member can be assigned.
    const client = await call('agent', 'PATCH', `/api/staff/service/${request.id}`, {
      assigneeId: ids.client,
    });
    expect(client.statusCode).toBe(400);
    expect(client.json().errors).toEqual([
      { path: 'assigneeId', message: staffServiceMessages.assigneeNotStaff },
    ]);
  });
});

describe('working a request', () => {
  it('moves it with a note for the client and one for staff: timeline, audit row, e-mail', async () => {
    const request = await requestOf('client', 'SSI-AUTO-100231', 20);
    const res = await call('agent', 'PATCH', `/api/staff/service/${request.id}`, {
      status: 'needs-information',
      note: 'Please send the bill of sale.',
      internalNote: 'Dealer is slow; call Friday.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const worked = res.json<StaffServiceRequest>();
    expect(worked.status).toBe('needs-information');
    expect(worked.due).toBeNull();
    expect(worked.history.at(-1)).toMatchObject({
      fromStatus: 'received',
      toStatus: 'needs-information',
      note: 'Please send the bill of sale.',
      internalNote: 'Dealer is slow; call Friday.',
      actor: { id: ids.agent, name: 'Avery Morgan', role: 'agent' },
    });
    expect(worked.requestedBy).toMatchObject({ email: 'demo.client@example.com' });

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'service-request'), eq(auditLog.entityId, String(request.id))),
      );
    expect(audit).toMatchObject({
      actorId: ids.agent,
      action: 'service-request.update',
      before: { status: 'received', assigneeId: null },
      after: { status: 'needs-information' },
    });

    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, 'demo.client@example.com'),
          eq(emailOutbox.kind, 'service-request-update'),
        ),
      );
    const mail = mails.find((m) => m.subject.includes(request.reference))!;
    expect(mail.subject).toBe(
      `Your request ${request.reference} is now Needs information – Sunflower Shield Insurance`,
    );
    expect(mail.text).toContain(serviceStatusText('needs-information', 'change').text);
    expect(mail.text).toContain('A note from our team: Please send the bill of sale.');
    expect(mail.text).not.toContain('Dealer is slow');

    // The client reads the note, never the internal one.
    const theirs = (await call('client', 'GET', '/api/client/service-requests'))
      .json<ServiceRequest[]>()
      .find((r) => r.id === request.id)!;
    expect(theirs.status).toBe('needs-information');
    expect(theirs.history.at(-1)).toMatchObject({
      toStatus: 'needs-information',
      note: 'Please send the bill of sale.',
      byClient: false,
    });
    expect(JSON.stringify(theirs)).not.toContain('Dealer is slow');
  });

  it('e-mails a note to the client, and keeps an internal note to staff', async () => {
    const request = await requestOf('client', 'SSI-HOME-200417', 20);
    const mailsAbout = async () =>
      (
        await t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.kind, 'service-request-update'))
      ).filter((m) => m.subject.includes(request.reference));

    await call('agent', 'PATCH', `/api/staff/service/${request.id}`, {
      internalNote: 'Checked the carrier portal.',
    });
    expect(await mailsAbout()).toHaveLength(0);
    const noted = await call('agent', 'PATCH', `/api/staff/service/${request.id}`, {
      note: 'The carrier is reviewing it.',
    });
    expect(noted.json<StaffServiceRequest>().status).toBe('received');
    const [mail] = await mailsAbout();
    expect(mail!.subject).toBe(
      `A note about your request ${request.reference} – Sunflower Shield Insurance`,
    );
    const client = (await call('client', 'GET', '/api/client/service-requests'))
      .json<ServiceRequest[]>()
      .find((r) => r.id === request.id)!;
    // The internal note is not an entry of the client's timeline.
    expect(client.history.map((e) => e.note)).toEqual([null, 'The carrier is reviewing it.']);
  });

  it('refuses moves the timeline does not allow, and empty changes', async () => {
    const request = await requestOf('client', 'SSI-HOME-200417', 20);
    const patch = (body: object) =>
      call('agent', 'PATCH', `/api/staff/service/${request.id}`, body);
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ status: 'received' })).statusCode).toBe(400);
    expect((await patch({ status: 'sent-to-carrier' })).statusCode).toBe(200);
    const back = await patch({ status: 'received' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(staffServiceMessages.refused('sent-to-carrier'));
    expect(
      (await patch({ status: 'completed', note: 'Done: new ID cards attached.' })).statusCode,
    ).toBe(200);
    const again = await patch({ status: 'in-progress' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(staffServiceMessages.refused('completed'));
    // A completed request still takes a note.
    expect((await patch({ internalNote: 'Filed.' })).statusCode).toBe(200);
    expect(
      (await call('agent', 'PATCH', '/api/staff/service/99999999', { note: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('agent', 'GET', '/api/staff/service/99999999')).statusCode).toBe(404);
  });

  it('counts the open, missed and waiting requests on the dashboard', async () => {
    const dashboard = async () =>
      (await call('agent', 'GET', '/api/staff/dashboard')).json<Dashboard>().serviceRequests;
    const before = await dashboard();
    const missed = await requestOf('second', 'SSI-MOTO-500377', -1);
    await requestOf('second', 'SSI-MOTO-500377', 5);
    const waiting = await requestOf('second', 'SSI-MOTO-500377', -2);
    await call('agent', 'PATCH', `/api/staff/service/${waiting.id}`, {
      status: 'needs-information',
    });
    expect(await dashboard()).toEqual({
      open: before.open + 3,
      missed: before.missed + 1,
      waitingForClient: before.waitingForClient + 1,
    });
    await call('agent', 'PATCH', `/api/staff/service/${missed.id}`, { status: 'completed' });
    expect(await dashboard()).toEqual({
      open: before.open + 2,
      missed: before.missed,
      waitingForClient: before.waitingForClient + 1,
    });
  });
});
