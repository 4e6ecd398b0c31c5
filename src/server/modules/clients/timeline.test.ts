// A client's timeline: every kind of record of the account (and only that account's), newest
// first, filterable, with internal notes for staff; notes on the record; and the export for the
// agency's errors-and-omissions file as CSV and PDF, each export audited.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Timeline,
  type TimelineEvent,
  timelineKinds,
  timelineMessages,
} from '#shared/staff/clients';
import {
  auditLog,
  chatMessages,
  chatRooms,
  claims,
  emailOutbox,
  leadNotes,
  leads,
} from '#server/db/schema';
import { pdfText } from '#tests/helpers/pdf-text';
import { setUpStaffApp } from '#tests/helpers/staff-app';

const { t, cookies, ids, accounts } = setUpStaffApp({ name: 'timeline', firstHost: 220 });

const get = (url: string, who: 'agent' | 'client' = 'agent') =>
  t.app.inject({ url, headers: { cookie: cookies[who] } });
const timelineOf = async (account: string, query = '') => {
  const res = await get(`/api/staff/clients/${account}/timeline${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Timeline>();
};
const titles = (events: TimelineEvent[]) => events.map((event) => event.title);

beforeAll(async () => {
  const db = t.database.db;
  // Dana once asked for a quote with her address, and an agent noted the call.
  const [lead] = await db
    .insert(leads)
    .values({
      type: 'auto',
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'Demo.Client@example.com',
      phone: '(913) 555-0100',
      coverageTypes: ['auto'],
      additionalInfo: 'Two cars, one teen driver.',
      createdAt: new Date('2026-01-05T15:00:00Z'),
    })
    .returning();
  await db.insert(leadNotes).values({
    leadId: lead!.id,
    authorId: ids.agent,
    text: 'Called back; she asked about an umbrella.',
    createdAt: new Date('2026-01-06T16:00:00Z'),
  });
  // A chat, and e-mails to her and to somebody else.
  const [room] = await db
    .insert(chatRooms)
    .values({ name: 'Support', userId: ids.client, agentId: ids.agent, status: 'closed' })
    .returning();
  await db.insert(chatMessages).values([
    { roomId: room!.id, senderId: ids.client, message: 'Is my teen covered?' },
    { roomId: room!.id, senderId: ids.agent, message: 'Yes, once we add her as a driver.' },
  ]);
  await db.insert(emailOutbox).values([
    {
      kind: 'claim-status',
      to: 'demo.client@example.com',
      subject: 'Your claim moved',
      text: 'x',
      status: 'sent',
      sentAt: new Date(),
    },
    { kind: 'claim-status', to: 'second.client@example.com', subject: 'Not Dana’s', text: 'x' },
  ]);
  // An agent moves one of her claims with a note for her and one for staff.
  const [claim] = await db.select().from(claims).where(eq(claims.claimNumber, 'CLM-DEMO-0001'));
  const moved = await t.app.inject({
    method: 'POST',
    url: `/api/staff/claims/${claim!.id}/status`,
    headers: { cookie: cookies.agent },
    payload: {
      status: 'processing',
      note: 'An adjuster will call you.',
      internalNote: 'Prior loss on this VIN.',
    },
  });
  expect(moved.statusCode, moved.body).toBe(200);
});

describe('GET /api/staff/clients/:id/timeline', () => {
  it("shows every kind of the client's record, newest first, internal notes included", async () => {
    const { events, truncated } = await timelineOf(accounts.client);
    expect(truncated).toBe(false);
    expect(new Set(events.map((event) => event.kind))).toEqual(
      new Set(['lead', 'claim', 'document', 'chat', 'email', 'note']),
    );
    const times = events.map((event) => event.at);
    expect(times).toEqual([...times].sort().reverse());

    const move = events.find((event) => event.title === 'Claim CLM-DEMO-0001 moved to Processing');
    expect(move).toMatchObject({
      detail: 'An adjuster will call you.',
      internalNote: 'Prior loss on this VIN.',
      by: 'Avery Morgan',
    });
    expect(move!.href).toMatch(/^\/staff\/claims\/\d+$/);
    const chat = events.find((event) => event.kind === 'chat')!;
    expect(chat.title).toBe('Chat with Avery Morgan: 2 messages, closed');
    expect(chat.transcript!.map((line) => `${line.from}: ${line.text}`)).toEqual([
      'Dana Whitfield: Is my teen covered?',
      'Avery Morgan: Yes, once we add her as a driver.',
    ]);
    // The lead matches her address whatever its case; the note on it comes along.
    expect(titles(events)).toContain('Quote request received (auto): auto; now New');
    expect(events.find((event) => event.kind === 'note')).toMatchObject({
      title: 'Note on a quote request',
      detail: 'Called back; she asked about an umbrella.',
    });
    expect(titles(events)).toContain('E-mail: Your claim moved');
    expect(titles(events)).not.toContain('E-mail: Not Dana’s');
  });

  it("never holds another client's records", async () => {
    const dana = await timelineOf(accounts.client);
    const marcus = await timelineOf(accounts.second);
    const danaIds = new Set(dana.events.map((event) => event.id));
    expect(marcus.events.filter((event) => danaIds.has(event.id))).toEqual([]);
    expect(titles(marcus.events).join('\n')).not.toMatch(/CLM-DEMO-000[1-4]|Is my teen/);
    expect(titles(marcus.events)).toContain('E-mail: Not Dana’s');
  });

  it('filters by kind, and refuses a kind it does not know', async () => {
    const only = await timelineOf(accounts.client, '?kinds=chat,email');
    expect(new Set(only.events.map((event) => event.kind))).toEqual(new Set(['chat', 'email']));
    const bad = await get(`/api/staff/clients/${accounts.client}/timeline?kinds=claim,secrets`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'kinds', message: timelineMessages.kindsInvalid }]);
  });

  it('answers 404 for an unknown or malformed client, and for a client', async () => {
    expect(
      (await get('/api/staff/clients/00000000-0000-4000-8000-000000000000/timeline')).statusCode,
    ).toBe(404);
    expect((await get('/api/staff/clients/nope/timeline')).statusCode).toBe(404);
    expect((await get(`/api/staff/clients/${accounts.client}/timeline`, 'client')).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/staff/clients/:id/notes', () => {
  const post = (account: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${account}/notes`,
      headers: { cookie: cookies.agent },
      payload,
    });

  it('keeps a note on the record, first in the timeline, audited', async () => {
    const res = await post(accounts.client, { text: '  Offered an umbrella; she declined.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<TimelineEvent>()).toMatchObject({
      kind: 'note',
      title: 'Staff note',
      detail: 'Offered an umbrella; she declined.',
      by: 'Avery Morgan',
    });
    const { events } = await timelineOf(accounts.client, '?kinds=note');
    expect(events[0]!.detail).toBe('Offered an umbrella; she declined.');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client.note'), eq(auditLog.entityId, accounts.client)));
    expect(audit!.actorId).toBe(ids.agent);
    // The other client's record does not have it.
    const marcus = await timelineOf(accounts.second, '?kinds=note');
    expect(marcus.events.map((event) => event.detail)).not.toContain(
      'Offered an umbrella; she declined.',
    );
  });

  it('refuses an empty or too long note, and an unknown client', async () => {
    for (const [text, message] of [
      ['   ', timelineMessages.noteRequired],
      ['x'.repeat(4001), timelineMessages.noteTooLong],
    ] as const) {
      const res = await post(accounts.client, { text });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'text', message }]);
    }
    const unknown = await post('00000000-0000-4000-8000-000000000000', { text: 'Hello there' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/staff/clients/:id/timeline/export', () => {
  const exportOf = (query: string) =>
    get(`/api/staff/clients/${accounts.client}/timeline/export?${query}`);

  it('writes the CSV for a spreadsheet, formulas defused, and audits who took it', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${accounts.client}/notes`,
      headers: { cookie: cookies.agent },
      payload: { text: '=HYPERLINK("http://evil.example")' },
    });
    const res = await exportOf('format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="client-record-/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [header, ...rows] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('When (America/Chicago),Kind,What,By,Details,Internal note');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(rows.join('\n')).toContain('Prior loss on this VIN.');
    expect(rows.join('\n')).toContain('Dana Whitfield: Is my teen covered?');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'client.timeline-export'));
    expect(audits.at(-1)).toMatchObject({ actorId: ids.agent, entityId: accounts.client });
    expect(audits.at(-1)!.after).toMatchObject({ format: 'csv', kinds: [...timelineKinds] });
  });

  it('writes the PDF with the client, the filter and every entry of the kinds asked', async () => {
    const res = await exportOf('format=pdf&kinds=claim,chat');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Client record: Dana Whitfield');
    expect(text).toContain('Holds: Claims, Chats.');
    expect(text).toContain('Claim CLM-DEMO-0001 moved to Processing');
    expect(text).toContain('Internal note: Prior loss on this VIN.');
    expect(text).toContain('Avery Morgan: Yes, once we add her as a driver.');
    expect(text).toContain('Exported by Avery Morgan');
    expect(text).not.toContain('E-mail: Your claim moved');
  });

  it('refuses a format it does not write', async () => {
    expect((await exportOf('format=xlsx')).statusCode).toBe(400);
    expect((await exportOf('')).statusCode).toBe(400);
  });
});
