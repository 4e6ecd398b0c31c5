import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpApp } from '#tests/helpers/set-up-app';
import { authMessages } from '#shared/auth';
import { agencyToday } from '#shared/agency-time';
import {
  leadMessagesStaff,
  type LeadDetail,
  type LeadList,
  type LeadNote,
  type StaffMember,
} from '#shared/staff/leads';
import { auditLog, emailOutbox, leadNotes, leads, users } from '#server/db/schema';
import { demoAccounts } from '#server/db/seed';

const HOUR = 3600 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

type NewLead = Partial<typeof leads.$inferInsert>;

describe('staff leads API', () => {
  const { t, cookies } = setUpApp({
    name: 'staff-leads',
    logIn: ['agent', 'admin', 'client'],
    firstHost: 130,
  });
  const ids = {} as Record<'agent' | 'admin' | 'client' | 'disabledAgent', string>;

  beforeAll(async () => {
    const { db } = t.database;
    for (const [key, account] of [
      ['agent', demoAccounts.agent],
      ['admin', demoAccounts.admin],
      ['client', demoAccounts.client],
    ] as const) {
      const [row] = await db.select().from(users).where(eq(users.email, account.email));
      ids[key] = row!.id;
    }
    const [disabled] = await db
      .insert(users)
      .values({
        email: 'gone.agent@example.com',
        role: 'agent',
        firstName: 'Gone',
        lastName: 'Agent',
        disabledAt: new Date(),
        emailVerifiedAt: new Date(),
      })
      .returning();
    ids.disabledAgent = disabled!.id;
  });

  // Every test starts from an empty inbox and writes the leads it is about.
  beforeEach(async () => {
    await t.database.db.delete(leadNotes);
    await t.database.db.delete(emailOutbox);
    await t.database.db.delete(leads);
  });

  async function addLead(values: NewLead = {}) {
    const [row] = await t.database.db
      .insert(leads)
      .values({
        type: 'personal',
        firstName: 'Jane',
        lastName: 'Prairie',
        email: `jane.${Math.random().toString(36).slice(2)}@example.com`,
        phone: '(785) 555-0199',
        coverageTypes: ['auto'],
        ...values,
      })
      .returning();
    return row!;
  }

  const request = (
    method: 'GET' | 'PATCH' | 'POST',
    url: string,
    payload?: object,
    cookie: string | undefined = cookies.agent,
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: cookie ? { cookie } : {},
    });
  const list = async (query = '') => {
    const res = await request('GET', `/api/staff/leads${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LeadList>();
  };
  const idsOf = (result: LeadList) => result.items.map((item) => item.id);
  const detail = async (id: number) => {
    const res = await request('GET', `/api/staff/leads/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LeadDetail>();
  };
  const auditOf = (leadId: number, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'lead'),
          eq(auditLog.entityId, String(leadId)),
          eq(auditLog.action, action),
        ),
      )
      .orderBy(auditLog.id);

  describe('the inbox', () => {
    it('lists what needs an answer first, the most overdue first, then the rest newest first', async () => {
      const older = await addLead({ createdAt: hoursAgo(30), firstName: 'Older' });
      const newer = await addLead({
        createdAt: hoursAgo(2),
        firstName: 'Newer',
        assigneeId: null,
        coverageTypes: ['auto', 'home'],
      });
      const answered = await addLead({ createdAt: hoursAgo(1), status: 'contacted' });
      const answeredBefore = await addLead({ createdAt: hoursAgo(50), status: 'quoted' });
      const result = await list();
      expect(result.total).toBe(4);
      // Missed (30 h), then due in 22 h; then the answered ones, newest first.
      expect(idsOf(result)).toEqual([older.id, newer.id, answered.id, answeredBefore.id]);
      expect(result.items[0]!.responseDue).toMatchObject({ state: 'missed' });
      expect(result.items[1]).toEqual({
        id: newer.id,
        type: 'personal',
        line: 'personal',
        firstName: 'Newer',
        lastName: 'Prairie',
        email: newer.email,
        phone: '(785) 555-0199',
        businessName: null,
        coverageTypes: ['auto', 'home'],
        status: 'new',
        createdAt: newer.createdAt.toISOString(),
        assignee: null,
        ageHours: 2,
        responseDue: { state: 'ok', dueAt: expect.any(String), hours: 22 },
        suspectedSpam: null,
      });
    });

    it('marks a new lead ok before 18 hours, soon from 18 to 24, missed from 24 on', async () => {
      const fresh = await addLead({ createdAt: hoursAgo(1.5) });
      const soon = await addLead({ createdAt: hoursAgo(19.25) });
      const missed = await addLead({ createdAt: hoursAgo(27.5) });
      const answered = await addLead({ createdAt: hoursAgo(40), status: 'contacted' });
      const byId = new Map((await list()).items.map((item) => [item.id, item]));

      expect(byId.get(fresh.id)).toMatchObject({
        ageHours: 1,
        responseDue: { state: 'ok', hours: 23 },
      });
      expect(byId.get(soon.id)).toMatchObject({
        ageHours: 19,
        responseDue: { state: 'soon', hours: 5 },
      });
      expect(byId.get(missed.id)).toMatchObject({
        ageHours: 27,
        responseDue: { state: 'missed', hours: 3 },
      });
      // The promise is about the first answer: a lead someone moved on has none.
      expect(byId.get(answered.id)).toMatchObject({ ageHours: 40, responseDue: null });
      const due = byId.get(missed.id)!.responseDue!;
      expect(Date.parse(due.dueAt) - missed.createdAt.getTime()).toBe(24 * HOUR);
    });

    it('filters by status', async () => {
      const fresh = await addLead();
      const won = await addLead({ status: 'won' });
      await addLead({ status: 'lost' });
      expect(idsOf(await list('status=won'))).toEqual([won.id]);
      expect(idsOf(await list('status=new'))).toEqual([fresh.id]);
      expect((await list('status=quoted')).total).toBe(0);
      // A blank filter is no filter.
      expect((await list('status=')).total).toBe(3);
      expect((await request('GET', '/api/staff/leads?status=hot')).statusCode).toBe(400);
    });

    it('filters by line: a product page of the commercial side counts as commercial', async () => {
      const personal = await addLead({ type: 'personal', createdAt: hoursAgo(4) });
      const flood = await addLead({ type: 'flood', createdAt: hoursAgo(3) });
      const commercial = await addLead({
        type: 'commercial',
        businessName: 'Prairie Bakery',
        createdAt: hoursAgo(2),
      });
      const rental = await addLead({ type: 'short-term-rental', createdAt: hoursAgo(1) });
      // All new: waiting for an answer, the longest waiting first.
      expect(idsOf(await list('type=personal'))).toEqual([personal.id, flood.id]);
      expect(idsOf(await list('type=commercial'))).toEqual([commercial.id, rental.id]);
      expect((await list('type=commercial')).items.every((i) => i.line === 'commercial')).toBe(
        true,
      );
      expect((await request('GET', '/api/staff/leads?type=life')).statusCode).toBe(400);
    });

    it('filters by a coverage the lead asked about', async () => {
      const auto = await addLead({ coverageTypes: ['auto'] });
      const both = await addLead({ coverageTypes: ['home', 'auto'] });
      const bop = await addLead({ coverageTypes: ['bop'] });
      expect(idsOf(await list('coverage=auto')).sort()).toEqual([auto.id, both.id].sort());
      expect(idsOf(await list('coverage=bop'))).toEqual([bop.id]);
      expect((await list('coverage=flood')).total).toBe(0);
    });

    it("filters by dates on the agency's calendar (America/Chicago), both days included", async () => {
      // 04:30 UTC on 10 March is 23:30 on 9 March in Kansas (CDT, UTC-5 since that morning).
      const lateNight = await addLead({ createdAt: new Date('2025-03-10T04:30:00Z') });
      // 06:00 UTC on 10 March is 01:00 on 10 March there.
      const nextDay = await addLead({ createdAt: new Date('2025-03-10T06:00:00Z') });
      const winter = await addLead({ createdAt: new Date('2025-01-15T18:00:00Z') });

      expect(idsOf(await list('from=2025-03-09&to=2025-03-09'))).toEqual([lateNight.id]);
      expect(idsOf(await list('from=2025-03-10&to=2025-03-10'))).toEqual([nextDay.id]);
      expect(idsOf(await list('from=2025-03-01'))).toEqual([lateNight.id, nextDay.id]);
      expect(idsOf(await list('to=2025-03-09'))).toEqual([winter.id, lateNight.id]);
      expect(idsOf(await list('from=2025-01-15&to=2025-01-15'))).toEqual([winter.id]);

      const reversed = await request('GET', '/api/staff/leads?from=2025-03-10&to=2025-03-09');
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toMatchObject({
        errors: [{ path: 'to', message: leadMessagesStaff.fromAfterTo }],
      });
      expect((await request('GET', '/api/staff/leads?from=2025-02-30')).statusCode).toBe(400);
      expect((await request('GET', '/api/staff/leads?from=03/09/2025')).statusCode).toBe(400);
    });

    it('searches names, e-mail and business name whatever the case, and phones by digits', async () => {
      const jane = await addLead({
        firstName: 'Jane',
        lastName: 'Prairie',
        email: 'jane.prairie@example.com',
        phone: '(913) 555-0100',
      });
      const bakery = await addLead({
        type: 'commercial',
        firstName: 'Sam',
        lastName: 'Baker',
        email: 'orders@wheatfield.example',
        phone: '785.555.0123',
        businessName: 'Wheatfield Bakery LLC',
      });
      expect(idsOf(await list('q=jane prairie'))).toEqual([jane.id]);
      expect(idsOf(await list('q=PRAIRIE'))).toEqual([jane.id]);
      expect(idsOf(await list('q=Jane.Prairie%40Example'))).toEqual([jane.id]);
      expect(idsOf(await list('q=wheatfield bakery'))).toEqual([bakery.id]);
      expect(idsOf(await list('q=9135550100'))).toEqual([jane.id]);
      expect(idsOf(await list('q=913-555-0100'))).toEqual([jane.id]);
      expect(idsOf(await list(`q=${encodeURIComponent('(785) 555-0123')}`))).toEqual([bakery.id]);
      expect(idsOf(await list('q=5550123'))).toEqual([bakery.id]);
      expect((await list('q=nobody')).total).toBe(0);
      // Wildcards typed in the box are plain characters.
      expect((await list('q=%25')).total).toBe(0);
      expect((await list('q=_')).total).toBe(0);
      // Combined with a filter, both must hold.
      expect((await list('q=baker&type=personal')).total).toBe(0);
    });

    it('pages: pageSize up to 100, total of every match', async () => {
      const made = [];
      for (let i = 0; i < 5; i++) made.push(await addLead({ createdAt: hoursAgo(10 - i) }));
      // All new: the longest waiting first, page after page.
      const waitingLongest = made.map((lead) => lead.id);
      const first = await list('pageSize=2');
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(idsOf(first)).toEqual(waitingLongest.slice(0, 2));
      expect(idsOf(await list('pageSize=2&page=2'))).toEqual(waitingLongest.slice(2, 4));
      expect(idsOf(await list('pageSize=2&page=3'))).toEqual(waitingLongest.slice(4));
      expect(await list('pageSize=2&page=4')).toMatchObject({ items: [], total: 5 });
      expect((await list()).pageSize).toBe(25);
      expect((await list('pageSize=100')).items).toHaveLength(5);
      for (const bad of ['pageSize=101', 'pageSize=0', 'page=0', 'page=two']) {
        expect((await request('GET', `/api/staff/leads?${bad}`)).statusCode, bad).toBe(400);
      }
    });
  });

  describe('suspected spam', () => {
    it('stays out of the inbox, its counts and its export, and waits under its own filter', async () => {
      const real = await addLead({ firstName: 'Real' });
      const held = await addLead({ firstName: 'Held', spamReason: 'too-fast' });
      const inbox = await list();
      expect(idsOf(inbox)).toEqual([real.id]);
      expect(inbox.total).toBe(1);
      const spam = await list('spam=only');
      expect(idsOf(spam)).toEqual([held.id]);
      expect(spam.items[0]).toMatchObject({ suspectedSpam: 'too-fast', responseDue: null });
      const csv = await request('GET', '/api/staff/leads/export.csv');
      expect(csv.body).toContain('Real');
      expect(csv.body).not.toContain('Held');
    });

    it('is restored into the inbox by an agent, audited; a lead that is not spam answers 409', async () => {
      const held = await addLead({ spamReason: 'honeypot' });
      const restored = await request('POST', `/api/staff/leads/${held.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json<LeadDetail>()).toMatchObject({ id: held.id, suspectedSpam: null });
      expect(idsOf(await list())).toEqual([held.id]);
      const [audit] = await auditOf(held.id, 'lead.restore');
      expect(audit).toMatchObject({
        actorId: ids.agent,
        before: { spamReason: 'honeypot' },
        after: { spamReason: null },
      });
      const again = await request('POST', `/api/staff/leads/${held.id}/restore`);
      expect(again.statusCode).toBe(409);
    });
  });

  describe('one lead', () => {
    it('shows everything submitted, the details step included', async () => {
      const lead = await addLead({
        type: 'commercial',
        businessName: 'Prairie Bakery',
        industry: 'Food service',
        coverageTypes: ['general-liability', 'bop'],
        additionalInfo: 'Zip code: 66210',
        sourcePage: '/commercial-insurance',
        details: {
          kind: 'commercial',
          entityType: 'llc',
          yearsInBusiness: 4,
          employees: 12,
          annualRevenue: 850000,
        },
      });
      expect(await detail(lead.id)).toMatchObject({
        id: lead.id,
        line: 'commercial',
        businessName: 'Prairie Bakery',
        industry: 'Food service',
        coverageTypes: ['general-liability', 'bop'],
        additionalInfo: 'Zip code: 66210',
        sourcePage: '/commercial-insurance',
        details: { kind: 'commercial', entityType: 'llc', employees: 12, annualRevenue: 850000 },
        status: 'new',
        contactedAt: null,
        assignee: null,
        notes: [],
        history: [],
        account: { status: 'none', invitationExpiresAt: null },
      });
    });

    it('answers 404 for an unknown lead on every route, and 400 for an id that is not one', async () => {
      const gone = 999_999;
      expect((await request('GET', `/api/staff/leads/${gone}`)).statusCode).toBe(404);
      expect(
        (await request('PATCH', `/api/staff/leads/${gone}`, { status: 'contacted' })).statusCode,
      ).toBe(404);
      expect(
        (await request('POST', `/api/staff/leads/${gone}/notes`, { text: 'Hello' })).statusCode,
      ).toBe(404);
      expect((await request('POST', `/api/staff/leads/${gone}/invite`)).statusCode).toBe(404);
      expect((await request('GET', '/api/staff/leads/abc')).statusCode).toBe(400);
      expect(await t.database.db.$count(auditLog, eq(auditLog.entityId, String(gone)))).toBe(0);
    });
  });

  describe('status', () => {
    it('changes with one call; the first move from new sets contactedAt, once; each change is audited', async () => {
      const lead = await addLead({ createdAt: hoursAgo(20) });
      const res = await request('PATCH', `/api/staff/leads/${lead.id}`, { status: 'contacted' });
      expect(res.statusCode, res.body).toBe(200);
      const contacted = res.json<LeadDetail>();
      expect(contacted).toMatchObject({ status: 'contacted', responseDue: null });
      expect(contacted.contactedAt).not.toBeNull();
      const firstContact = contacted.contactedAt!;
      expect(Math.abs(Date.parse(firstContact) - Date.now())).toBeLessThan(60_000);

      // Any status may follow any other; contactedAt stays the first contact's.
      for (const status of ['won', 'new', 'lost', 'quoted'] as const) {
        const next = await request('PATCH', `/api/staff/leads/${lead.id}`, {
          status,
          ...(status === 'lost' ? { lostReason: 'price' } : {}),
        });
        expect(next.statusCode, `${status}: ${next.body}`).toBe(200);
        expect(next.json<LeadDetail>()).toMatchObject({ status, contactedAt: firstContact });
      }

      const rows = await auditOf(lead.id, 'lead.status');
      expect(rows.map((r) => [r.before, r.after])).toEqual([
        [
          { status: 'new', contactedAt: null },
          { status: 'contacted', contactedAt: firstContact },
        ],
        [
          { status: 'contacted', contactedAt: firstContact },
          { status: 'won', contactedAt: firstContact },
        ],
        [
          { status: 'won', contactedAt: firstContact },
          { status: 'new', contactedAt: firstContact },
        ],
        [
          { status: 'new', contactedAt: firstContact },
          { status: 'lost', lostReason: 'price', contactedAt: firstContact },
        ],
        [
          { status: 'lost', lostReason: 'price', contactedAt: firstContact },
          { status: 'quoted', contactedAt: firstContact },
        ],
      ]);
      expect(rows.every((r) => r.actorId === ids.agent)).toBe(true);

      // The same status again changes nothing and records nothing.
      await request('PATCH', `/api/staff/leads/${lead.id}`, { status: 'quoted' });
      expect(await auditOf(lead.id, 'lead.status')).toHaveLength(5);
      // The trail is on the lead's page, newest first.
      const history = (await detail(lead.id)).history;
      expect(history.map((e) => e.action)).toEqual(Array(5).fill('lead.status'));
      expect(history[0]).toMatchObject({
        actor: { id: ids.agent, name: 'Avery Morgan' },
        after: { status: 'quoted' },
      });
    });

    it('stamps when a lead is first quoted and when it is won or lost, with why it was lost', async () => {
      const lead = await addLead();
      const patch = (body: object) => request('PATCH', `/api/staff/leads/${lead.id}`, body);
      const noReason = await patch({ status: 'lost' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toEqual({
        message: leadMessagesStaff.lostReason,
        errors: [{ path: 'lostReason', message: leadMessagesStaff.lostReason }],
      });
      expect((await detail(lead.id)).status).toBe('new');

      const quoted = (await patch({ status: 'quoted' })).json<LeadDetail>();
      expect(quoted.quotedAt).not.toBeNull();
      expect(quoted.closedAt).toBeNull();
      const lost = (await patch({ status: 'lost', lostReason: 'price' })).json<LeadDetail>();
      expect(lost).toMatchObject({
        status: 'lost',
        lostReason: 'price',
        quotedAt: quoted.quotedAt,
      });
      expect(lost.closedAt).not.toBeNull();
      // Another reason for the same loss is kept, and audited; the day it was lost stays.
      const reason = (
        await patch({ status: 'lost', lostReason: 'another-agency' })
      ).json<LeadDetail>();
      expect(reason).toMatchObject({ lostReason: 'another-agency', closedAt: lost.closedAt });
      // Opened again: neither closed nor lost; quoted stays the first time.
      const reopened = (await patch({ status: 'contacted' })).json<LeadDetail>();
      expect(reopened).toMatchObject({
        closedAt: null,
        lostReason: null,
        quotedAt: quoted.quotedAt,
      });
      const won = (await patch({ status: 'won' })).json<LeadDetail>();
      expect(won).toMatchObject({ lostReason: null });
      expect(won.closedAt).not.toBeNull();
      const audits = await auditOf(lead.id, 'lead.status');
      expect(audits.map((a) => (a.after as { lostReason?: string }).lostReason ?? null)).toEqual([
        null,
        'price',
        'another-agency',
        null,
        null,
      ]);
    });

    it('refuses an unknown status and an empty change', async () => {
      const lead = await addLead();
      const bad = await request('PATCH', `/api/staff/leads/${lead.id}`, { status: 'hot' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errors: [{ path: 'status' }] });
      const empty = await request('PATCH', `/api/staff/leads/${lead.id}`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(leadMessagesStaff.nothingToChange);
      expect((await detail(lead.id)).status).toBe('new');
    });
  });

  describe('assignee', () => {
    it('takes an active agent or admin, or none, and audits each change', async () => {
      const lead = await addLead();
      const toAgent = await request('PATCH', `/api/staff/leads/${lead.id}`, {
        assigneeId: ids.agent,
      });
      expect(toAgent.statusCode, toAgent.body).toBe(200);
      expect(toAgent.json<LeadDetail>().assignee).toEqual({ id: ids.agent, name: 'Avery Morgan' });
      // Assigning is not contacting.
      expect(toAgent.json<LeadDetail>()).toMatchObject({ status: 'new', contactedAt: null });
      expect((await list()).items[0]!.assignee).toEqual({ id: ids.agent, name: 'Avery Morgan' });

      const toAdmin = await request(
        'PATCH',
        `/api/staff/leads/${lead.id}`,
        { assigneeId: ids.admin, status: 'contacted' },
        cookies.admin,
      );
      expect(toAdmin.json<LeadDetail>()).toMatchObject({
        assignee: { id: ids.admin, name: 'Jordan Price' },
        status: 'contacted',
      });
      const none = await request('PATCH', `/api/staff/leads/${lead.id}`, { assigneeId: null });
      expect(none.json<LeadDetail>().assignee).toBeNull();

      const rows = await auditOf(lead.id, 'lead.assign');
      expect(rows.map((r) => [r.actorId, r.before, r.after])).toEqual([
        [
          ids.agent,
          { assigneeId: null, assigneeName: null },
          { assigneeId: ids.agent, assigneeName: 'Avery Morgan' },
        ],
        [
          ids.admin,
          { assigneeId: ids.agent, assigneeName: 'Avery Morgan' },
          { assigneeId: ids.admin, assigneeName: 'Jordan Price' },
        ],
        [
          ids.agent,
          { assigneeId: ids.admin, assigneeName: 'Jordan Price' },
          { assigneeId: null, assigneeName: null },
        ],
      ]);
      expect(await auditOf(lead.id, 'lead.status')).toHaveLength(1);
    });

    it('refuses a client, a disabled agent, an unknown id or a non-id, by field, and changes nothing', async () => {
      const lead = await addLead();
      for (const assigneeId of [
        ids.client,
        ids.disabledAgent,
        '00000000-0000-4000-8000-000000000000',
        'agent@example.com',
      ]) {
        const res = await request('PATCH', `/api/staff/leads/${lead.id}`, {
          assigneeId,
          status: 'contacted',
        });
        expect(res.statusCode, assigneeId).toBe(400);
        expect(res.json()).toMatchObject({
          message: leadMessagesStaff.assigneeInvalid,
          errors: [{ path: 'assigneeId', message: leadMessagesStaff.assigneeInvalid }],
        });
      }
      // The status in the same refused request was not applied either.
      expect(await detail(lead.id)).toMatchObject({ status: 'new', assignee: null });
      expect(await t.database.db.$count(auditLog, eq(auditLog.entityId, String(lead.id)))).toBe(0);
    });

    it('offers active agents and admins only, for the picker', async () => {
      const res = await request('GET', '/api/staff/members');
      expect(res.statusCode).toBe(200);
      const members = res.json<StaffMember[]>();
      expect(members).toEqual([
        { id: ids.agent, name: 'Avery Morgan', email: demoAccounts.agent.email, role: 'agent' },
        { id: ids.admin, name: 'Jordan Price', email: demoAccounts.admin.email, role: 'admin' },
      ]);
    });
  });

  describe('notes', () => {
    it('adds a trimmed note with its author, lists notes newest first, audits each', async () => {
      const lead = await addLead();
      const first = await request('POST', `/api/staff/leads/${lead.id}/notes`, {
        text: '  Left a voicemail.  ',
      });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json<LeadNote>()).toEqual({
        id: expect.any(Number),
        text: 'Left a voicemail.',
        createdAt: expect.any(String),
        author: { id: ids.agent, name: 'Avery Morgan' },
      });
      const second = await request(
        'POST',
        `/api/staff/leads/${lead.id}/notes`,
        { text: 'Called back:\nwants auto + home, quote Friday.' },
        cookies.admin,
      );
      expect(second.statusCode).toBe(201);

      const { notes } = await detail(lead.id);
      expect(notes.map((n) => [n.text, n.author?.name])).toEqual([
        ['Called back:\nwants auto + home, quote Friday.', 'Jordan Price'],
        ['Left a voicemail.', 'Avery Morgan'],
      ]);
      const rows = await auditOf(lead.id, 'lead.note');
      expect(rows.map((r) => [r.actorId, r.after])).toEqual([
        [ids.agent, { noteId: first.json<LeadNote>().id, text: 'Left a voicemail.' }],
        [
          ids.admin,
          {
            noteId: second.json<LeadNote>().id,
            text: 'Called back:\nwants auto + home, quote Friday.',
          },
        ],
      ]);
      // A note is not a status change: the promise still runs.
      expect((await detail(lead.id)).status).toBe('new');
    });

    it('refuses an empty, blank or over-long note', async () => {
      const lead = await addLead();
      for (const [text, message] of [
        ['', leadMessagesStaff.noteEmpty],
        ['   \n ', leadMessagesStaff.noteEmpty],
        ['x'.repeat(5001), leadMessagesStaff.noteTooLong],
      ] as const) {
        const res = await request('POST', `/api/staff/leads/${lead.id}/notes`, { text });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ errors: [{ path: 'text', message }] });
      }
      expect(
        (await request('POST', `/api/staff/leads/${lead.id}/notes`, { text: 'x'.repeat(5000) }))
          .statusCode,
      ).toBe(201);
      expect(await auditOf(lead.id, 'lead.note')).toHaveLength(1);
    });
  });

  describe('invite a won lead as a client', () => {
    it('refuses a lead that is not won, with a clear message, and sends nothing', async () => {
      const lead = await addLead({ status: 'quoted' });
      const res = await request('POST', `/api/staff/leads/${lead.id}/invite`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: leadMessagesStaff.notWon });
      expect(await t.database.db.$count(emailOutbox)).toBe(0);
    });

    it('invites a won lead: the invitation e-mail, its audit, and the lead shows it', async () => {
      const lead = await addLead({
        status: 'won',
        firstName: 'Rosa',
        lastName: 'Delgado',
        email: 'Rosa.Delgado@Example.com',
      });
      const res = await request('POST', `/api/staff/leads/${lead.id}/invite`);
      expect(res.statusCode, res.body).toBe(201);
      const sent = res.json<{ email: string; expiresAt: string }>();
      expect(sent.email).toBe('rosa.delgado@example.com');
      expect(Date.parse(sent.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * HOUR);

      const mail = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, 'invitation'));
      expect(mail.map((m) => m.to)).toEqual(['rosa.delgado@example.com']);
      const [invite] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'client.invite'), eq(auditLog.entityId, sent.email)));
      expect(invite).toMatchObject({
        actorId: ids.agent,
        after: { email: sent.email, firstName: 'Rosa', lastName: 'Delgado' },
      });
      expect(await auditOf(lead.id, 'lead.invite')).toMatchObject([
        { actorId: ids.agent, after: sent },
      ]);
      expect((await detail(lead.id)).account).toEqual({
        status: 'invited',
        invitationExpiresAt: sent.expiresAt,
      });
    });

    it('answers 409 when the address already has an account', async () => {
      const lead = await addLead({ status: 'won', email: demoAccounts.client.email });
      expect((await detail(lead.id)).account.status).toBe('active');
      const res = await request('POST', `/api/staff/leads/${lead.id}/invite`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: authMessages.accountExists });
      expect(await auditOf(lead.id, 'lead.invite')).toHaveLength(0);
    });
  });

  describe('CSV export', () => {
    const exportCsv = (query = '') =>
      request('GET', `/api/staff/leads/export.csv${query ? `?${query}` : ''}`);

    it('downloads every match as a UTF-8 CSV file with a BOM and a header row', async () => {
      for (let i = 0; i < 30; i++) await addLead({ createdAt: hoursAgo(40 - i) });
      await addLead({ firstName: 'José', lastName: 'Muñoz', status: 'won' });
      const res = await exportCsv();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="leads-${agencyToday()}.csv"`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'ID,Received (America/Chicago),Status,Line,Form,First name,Last name,Email,Phone,' +
          'Business name,Industry,Coverage,Assigned to,First contacted (America/Chicago),' +
          'Quoted (America/Chicago),Won or lost (America/Chicago),Lost reason,' +
          'Source page,Campaign source,Campaign medium,Campaign,Referring site,Additional information',
      );
      // Not paged: the header, 31 leads and the final line break.
      expect(lines).toHaveLength(33);
      expect(lines[1]).toMatch(
        /^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2},Won,personal,personal,José,Muñoz,/,
      );
    });

    it('applies the same filters as the inbox', async () => {
      await addLead({ firstName: 'Kept', status: 'won', email: 'kept@example.com' });
      await addLead({ firstName: 'Dropped', status: 'new', email: 'dropped@example.com' });
      const body = (await exportCsv('status=won')).body;
      expect(body).toContain('kept@example.com');
      expect(body).not.toContain('dropped@example.com');
      expect((await exportCsv('q=dropped')).body).not.toContain('kept@example.com');
      expect((await exportCsv('from=2025-03-10&to=2025-03-01')).statusCode).toBe(400);
    });

    it('quotes commas, quotes and line breaks', async () => {
      await addLead({
        firstName: 'Smith, Jr.',
        lastName: 'The "Boss"',
        businessName: 'Line one\nline two',
        additionalInfo: 'Plain text',
        coverageTypes: ['auto', 'home'],
      });
      const body = (await exportCsv()).body;
      expect(body).toContain(',"Smith, Jr.","The ""Boss""",');
      expect(body).toContain(',"Line one\nline two",');
      expect(body).toContain(',Auto Insurance; Home Insurance,');
      expect(body).toContain(',Plain text\r\n');
    });

    it.each([
      ['=', '=HYPERLINK("http://evil.example","Click")'],
      ['+', "+1+cmd|' /C calc'!A0"],
      ['-', "-2+3+cmd|' /C calc'!A0"],
      ['@', "@SUM(1+1)*cmd|' /C calc'!A0"],
      ['a tab', '\t=1+1'],
      ['a carriage return', '\r=1+1'],
    ])('prefixes a cell starting with %s with a single quote', async (_name, text) => {
      await addLead({ additionalInfo: text, businessName: text });
      const body = (await exportCsv()).body;
      const row = body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(1)
        .join('\r\n');
      // Quoted or not, the cell's text now starts with the quote and is never bare.
      const escaped = `'${text}`;
      const asCell = /[",\r\n]/.test(escaped) ? `"${escaped.replace(/"/g, '""')}"` : escaped;
      expect(row).toContain(`,${asCell},`);
      expect(row).toContain(`,${asCell}\r\n`);
      expect(row).not.toMatch(new RegExp(`,${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    });
  });
});
