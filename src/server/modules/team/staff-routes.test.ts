import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { acceptInvitation, type Invitee } from '#tests/helpers/invitations';
import { logInAs, sessionCookie } from '#tests/helpers/sessions';
import { setUpApp } from '#tests/helpers/set-up-app';
import { authMessages } from '#shared/auth';
import {
  AUDIT_PAGE_SIZE,
  teamMessages,
  type AuditPage,
  type Team,
  type TeamMember,
} from '#shared/staff/team';
import { createUser } from '../auth/accounts';
import {
  accountTokens,
  auditLog,
  emailOutbox,
  rateLimits,
  sessions,
  users,
} from '#server/db/schema';
import { demoAccounts } from '#server/db/seed';
import { recordAudit } from '../console/audit';

const { t, cookies } = setUpApp({
  name: 'team',
  logIn: ['admin', 'agent', 'client'],
  firstHost: 100,
});
const ids = {} as Record<'admin' | 'agent' | 'client', string>;

beforeAll(async () => {
  for (const [who, account] of [
    ['admin', demoAccounts.admin],
    ['agent', demoAccounts.agent],
    ['client', demoAccounts.client],
  ] as const) {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    ids[who] = row!.id;
  }
});

beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

let counter = 0;
const newEmail = (label: string) => `${label}-${++counter}@team.example`;
const strong = 'Prairie wind over Topeka 7';
/** Where this file's requests come from. */
const address = '198.51.100.9';

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: address,
  });
const accept = (token: string, invitee: Invitee) =>
  acceptInvitation(t.app, token, invitee, address);
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A confirmed staff account that can log in, made as the operator would. */
async function newStaff(role: 'agent' | 'admin', label: string = role) {
  const email = newEmail(label);
  const user = await createUser(t.database.db, {
    email,
    role,
    password: strong,
    firstName: 'Casey',
    lastName: label,
  });
  return { ...user, password: strong };
}

async function tokenFrom(to: string, kind: string) {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.id));
  const token = mail && /#token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${kind} link to ${to}`);
  return { token, mail: mail! };
}

const auditRows = (action: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('who may manage the team', () => {
  it('answers an agent 404 on every team route, as if it did not exist, and changes nothing', async () => {
    const target = await newStaff('agent');
    const email = newEmail('by-agent');
    const answers = await Promise.all([
      get('/api/staff/team', cookies.agent),
      get('/api/staff/audit', cookies.agent),
      post('/api/staff/team/invite', { email, role: 'agent' }, cookies.agent),
      post(`/api/staff/team/${target.id}/disable`, undefined, cookies.agent),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.disabledAt).toBeNull();
    expect(await t.database.db.$count(emailOutbox, eq(emailOutbox.to, email))).toBe(0);
  });
});

describe('GET /api/staff/team', () => {
  it('lists agents and admins (no clients) with their state, and pending staff invitations only', async () => {
    const staffEmail = newEmail('pending');
    const clientEmail = newEmail('client-invite');
    await post(
      '/api/staff/team/invite',
      { email: staffEmail, firstName: 'Pat', role: 'admin' },
      cookies.admin,
    );
    await post('/api/staff/clients/invite', { email: clientEmail }, cookies.agent);

    const res = await get('/api/staff/team', cookies.admin);
    expect(res.statusCode).toBe(200);
    const team = res.json<Team>();
    const emails = team.members.map((m) => m.email);
    expect(emails).toContain(demoAccounts.agent.email);
    expect(emails).toContain(demoAccounts.admin.email);
    expect(emails).not.toContain(demoAccounts.client.email);
    expect(team.members.find((m) => m.email === demoAccounts.agent.email)).toMatchObject({
      id: ids.agent,
      firstName: 'Avery',
      role: 'agent',
      disabled: false,
      disabledAt: null,
    });
    expect(team.invitations.map((i) => i.email)).toContain(staffEmail);
    expect(team.invitations.map((i) => i.email)).not.toContain(clientEmail);
    expect(team.invitations.find((i) => i.email === staffEmail)).toMatchObject({
      firstName: 'Pat',
      lastName: null,
      role: 'admin',
      invitedBy: 'Jordan Price',
    });
    // Nothing secret leaves: no password hash, no token.
    expect(res.body).not.toMatch(/\$argon2|tokenHash/);
  });

  it('drops an invitation once it is used or expired', async () => {
    const used = newEmail('used');
    const expired = newEmail('expired');
    for (const email of [used, expired]) {
      await post('/api/staff/team/invite', { email, role: 'agent' }, cookies.admin);
    }
    const { token } = await tokenFrom(used, 'staff-invitation');
    await accept(token, { firstName: 'U', lastName: 'Sed', password: strong });
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.email, expired));
    const team = (await get('/api/staff/team', cookies.admin)).json<Team>();
    const pending = team.invitations.map((i) => i.email);
    expect(pending).not.toContain(used);
    expect(pending).not.toContain(expired);
    expect(team.members.map((m) => m.email)).toContain(used);
  });
});

describe('POST /api/staff/team/invite', () => {
  it('mails a staff invitation; the link makes an account with that role, which reaches the console', async () => {
    const email = newEmail('new-agent');
    const res = await post(
      '/api/staff/team/invite',
      { email, firstName: 'Riley', lastName: 'Stone', role: 'agent' },
      cookies.admin,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email });

    const { token, mail } = await tokenFrom(email, 'staff-invitation');
    expect(mail.text).toContain('staff console as an agent');
    expect(mail.text).toMatch(/\/accept-invite#token=/);
    const [audit] = await auditRows('user.invite', email);
    expect(audit).toMatchObject({
      actorId: ids.admin,
      entityType: 'invitation',
      after: { email, firstName: 'Riley', lastName: 'Stone', role: 'agent' },
    });

    const lookup = await post('/api/auth/invitation', { token });
    expect(lookup.json()).toEqual({ email, firstName: 'Riley', lastName: 'Stone', role: 'agent' });
    const accepted = await accept(token, {
      firstName: 'Riley',
      lastName: 'Stone',
      password: strong,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ email, role: 'agent', isClient: false });
    const session = sessionCookie(accepted);
    expect((await get('/api/staff/dashboard', session)).statusCode).toBe(200);
    // An agent, not an admin.
    expect((await get('/api/staff/team', session)).statusCode).toBe(404);
  });

  it('makes an admin when the invitation says so', async () => {
    const email = newEmail('new-admin');
    await post('/api/staff/team/invite', { email, role: 'admin' }, cookies.admin);
    const { token, mail } = await tokenFrom(email, 'staff-invitation');
    expect(mail.text).toContain('as an administrator');
    const accepted = await accept(token, { firstName: 'Ada', lastName: 'Admin', password: strong });
    expect(accepted.json()).toMatchObject({ role: 'admin', isClient: false });
    expect((await get('/api/staff/team', sessionCookie(accepted))).statusCode).toBe(200);
  });

  it('refuses an address that has an account (409), whatever its role, and mails nothing', async () => {
    for (const email of [demoAccounts.client.email, demoAccounts.agent.email.toUpperCase()]) {
      const res = await post('/api/staff/team/invite', { email, role: 'agent' }, cookies.admin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: authMessages.accountExists });
    }
    expect(
      await t.database.db.$count(
        emailOutbox,
        and(
          eq(emailOutbox.to, demoAccounts.client.email),
          eq(emailOutbox.kind, 'staff-invitation'),
        ),
      ),
    ).toBe(0);
  });

  it('validates the role and the address, field by field', async () => {
    const noRole = await post('/api/staff/team/invite', { email: newEmail('x') }, cookies.admin);
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().errors).toContainEqual({ path: 'role', message: teamMessages.role });
    const client = await post(
      '/api/staff/team/invite',
      { email: newEmail('x'), role: 'client' },
      cookies.admin,
    );
    expect(client.statusCode).toBe(400);
    const badEmail = await post(
      '/api/staff/team/invite',
      { email: 'not an address', role: 'agent' },
      cookies.admin,
    );
    expect(badEmail.json().errors).toContainEqual({ path: 'email', message: authMessages.email });
  });
});

describe('disabling and enabling a staff account', () => {
  it("disables an agent: the agent's open session answers 401 at once, log-in 403; enable lets them back", async () => {
    const agent = await newStaff('agent');
    const session = await logInAs(t.app, agent);
    expect((await get('/api/staff/dashboard', session)).statusCode).toBe(200);

    const res = await post(`/api/staff/team/${agent.id}/disable`, undefined, cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<TeamMember>()).toMatchObject({ id: agent.id, disabled: true });
    expect(res.json<TeamMember>().disabledAt).not.toBeNull();

    expect((await get('/api/staff/dashboard', session)).statusCode).toBe(401);
    expect((await get('/api/auth/user', session)).statusCode).toBe(401);
    expect(
      await t.database.db.$count(sessions, sql`${sessions.sess}->>'userId' = ${agent.id}`),
    ).toBe(0);
    const login = await post('/api/auth/login', { email: agent.email, password: strong });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: authMessages.accountDisabled });

    const [disabled] = await auditRows('user.disable', agent.id);
    expect(disabled).toMatchObject({
      actorId: ids.admin,
      entityType: 'user',
      before: { disabledAt: null },
    });
    expect((disabled!.after as { disabledAt: string }).disabledAt).toBeTruthy();

    const enabled = await post(`/api/staff/team/${agent.id}/enable`, undefined, cookies.admin);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json<TeamMember>()).toMatchObject({ disabled: false, disabledAt: null });
    expect(await auditRows('user.enable', agent.id)).toHaveLength(1);
    // The old session stays ended; a new log-in works.
    expect((await get('/api/auth/user', session)).statusCode).toBe(401);
    await logInAs(t.app, agent);
  });

  it('writes nothing when the account is already in the state asked for', async () => {
    const agent = await newStaff('agent');
    await post(`/api/staff/team/${agent.id}/enable`, undefined, cookies.admin);
    await post(`/api/staff/team/${agent.id}/disable`, undefined, cookies.admin);
    const again = await post(`/api/staff/team/${agent.id}/disable`, undefined, cookies.admin);
    expect(again.statusCode).toBe(200);
    expect(await auditRows('user.disable', agent.id)).toHaveLength(1);
    expect(await auditRows('user.enable', agent.id)).toHaveLength(0);
  });

  it('refuses an admin disabling themself (409)', async () => {
    const res = await post(`/api/staff/team/${ids.admin}/disable`, undefined, cookies.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: teamMessages.cannotDisableSelf });
    expect((await get('/api/auth/user', cookies.admin)).statusCode).toBe(200);
  });

  it('disables another admin while one stays active (the last-admin race: service.test.ts)', async () => {
    const other = await newStaff('admin', 'second-admin');
    const session = await logInAs(t.app, other);
    const res = await post(`/api/staff/team/${other.id}/disable`, undefined, cookies.admin);
    expect(res.statusCode).toBe(200);
    expect((await get('/api/staff/team', session)).statusCode).toBe(401);
  });

  it('answers 404 for a client, an unknown id and a malformed one', async () => {
    for (const id of [ids.client, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const verb of ['disable', 'enable']) {
        const res = await post(`/api/staff/team/${id}/${verb}`, undefined, cookies.admin);
        expect(res.statusCode, `${verb} ${id}`).toBe(404);
      }
    }
    const [client] = await t.database.db.select().from(users).where(eq(users.id, ids.client));
    expect(client!.disabledAt).toBeNull();
  });
});

describe('GET /api/staff/audit', () => {
  it('lists the log newest first with the actor’s name, a page at a time, narrowed when asked', async () => {
    const agent = await newStaff('agent', 'audited');
    await post(`/api/staff/team/${agent.id}/disable`, undefined, cookies.admin);
    await post(`/api/staff/team/${agent.id}/enable`, undefined, cookies.admin);

    const one = (
      await get(`/api/staff/audit?entityType=user&entityId=${agent.id}`, cookies.admin)
    ).json<AuditPage>();
    expect(one.total).toBe(2);
    expect(one.entries.map((e) => e.action)).toEqual(['user.enable', 'user.disable']);
    expect(one.entries[0]).toMatchObject({
      entityType: 'user',
      entityId: agent.id,
      actor: { id: ids.admin, name: 'Jordan Price' },
      before: { disabledAt: expect.any(String) },
      after: { disabledAt: null },
    });

    // Fill more than a page, then read the second one.
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < AUDIT_PAGE_SIZE + 2; i++) {
        await recordAudit(tx, {
          actorId: ids.agent,
          action: 'test.write',
          entityType: 'paging',
          entityId: String(i),
        });
      }
    });
    const first = (
      await get('/api/staff/audit?entityType=paging', cookies.admin)
    ).json<AuditPage>();
    const second = (
      await get('/api/staff/audit?entityType=paging&page=2', cookies.admin)
    ).json<AuditPage>();
    expect(first).toMatchObject({ total: AUDIT_PAGE_SIZE + 2, page: 1, pageSize: AUDIT_PAGE_SIZE });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(second.entries.map((e) => e.entityId)).toEqual(['1', '0']);
    expect(first.entries[0]!.actor).toEqual({ id: ids.agent, name: 'Avery Morgan' });

    const all = (await get('/api/staff/audit', cookies.admin)).json<AuditPage>();
    expect(all.total).toBeGreaterThan(first.total);
    expect((await get('/api/staff/audit?page=0', cookies.admin)).statusCode).toBe(400);
  });
});
