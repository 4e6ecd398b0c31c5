// Open invitations: a link sent to a mistyped address gives nobody the account once the address
// is corrected (by the import, or any other way); staff see and withdraw every open invitation
// (admins the staff ones too), each withdrawal audited; an unconfirmed registration of an
// imported client's address does not keep the client from their invitation.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '#shared/auth';
import { invitationMessages, type OpenInvitation } from '#shared/staff/invitations';
import { auditLog, clientAccounts, emailOutbox, users } from '#server/db/schema';
import { multipartBody } from '#tests/fixtures/documents';
import { setUpStaffApp } from '#tests/helpers/staff-app';

const { t, cookies, ids } = setUpStaffApp({ name: 'invitations', firstHost: 20 });

const mailsTo = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);
const tokenTo = async (to: string) => /#token=([\w-]+)/.exec((await mailsTo(to)).at(-1)!.text)![1]!;
const accept = (token: string, firstName: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/accept-invite',
    payload: { token, firstName, lastName: 'Holloway', password: '' },
    remoteAddress: '203.0.113.99',
  });
const lookUp = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/invitation',
    payload: { token },
    remoteAddress: '203.0.113.98',
  });
const as = (cookie: string) => ({
  get: (url: string) => t.app.inject({ url, headers: { cookie } }),
  post: (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) }),
});

/** Imports one client (by client code) with `email`, as an admin runs the book import. */
async function importClient(code: string, email: string) {
  const csv = `Client Code,First Name,Last Name,Email\n${code},Erin,Holloway,${email}\n`;
  const body = multipartBody([
    { name: 'kind', value: 'clients' },
    { name: 'sourceSystem', value: 'Plain export' },
    { name: 'file', filename: 'clients.csv', contentType: 'text/csv', data: Buffer.from(csv) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/import/run',
    headers: { ...body.headers, cookie: cookies.admin },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).toContain('"type":"done"');
  const [account] = await t.database.db
    .select()
    .from(clientAccounts)
    .where(eq(clientAccounts.externalId, code));
  return account!.id;
}

const inviteAccount = async (accountId: string) => {
  const res = await as(cookies.agent).post('/api/staff/clients/invitations', {
    accountIds: [accountId],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ invited: number; skipped: Record<string, number> }>();
};

describe('an invitation to a corrected address', () => {
  it('is retired by the re-import: the stranger at the mistyped address gets nothing, the owner holds the account', async () => {
    const tag = randomUUID().slice(0, 8);
    const code = `C-${tag}`;
    const typo = `erin.holloway-${tag}@exmaple.net`;
    const right = `erin.holloway-${tag}@example.net`;
    const accountId = await importClient(code, typo);
    expect((await inviteAccount(accountId)).invited).toBe(1);
    const strangersLink = await tokenTo(typo);

    await importClient(code, right);
    // The invitation is retired: no longer open in the console...
    const open = (await as(cookies.agent).get('/api/staff/invitations')).json<OpenInvitation[]>();
    expect(open.some((i) => i.email === typo)).toBe(false);
    // ...and the stranger's link opens nothing, looked up or accepted.
    expect((await lookUp(strangersLink)).statusCode).toBe(400);
    const stranger = await accept(strangersLink, 'Stranger');
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(authMessages.invalidLink);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, typo.toLowerCase())),
    ).toEqual([]);

    // The console offers an invitation to the right address, and its person holds the account.
    expect((await inviteAccount(accountId)).invited).toBe(1);
    const owner = await accept(await tokenTo(right), 'Erin');
    expect(owner.statusCode, owner.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, right));
    expect(row).toMatchObject({ accountId, accountRole: 'holder' });
  });

  it('opens nothing when the address changed any other way, too', async () => {
    const tag = randomUUID().slice(0, 8);
    const code = `C-${tag}`;
    const old = `old-${tag}@example.net`;
    const accountId = await importClient(code, old);
    await inviteAccount(accountId);
    const link = await tokenTo(old);
    await t.database.db
      .update(clientAccounts)
      .set({ email: `new-${tag}@example.net` })
      .where(eq(clientAccounts.id, accountId));
    expect((await lookUp(link)).statusCode).toBe(400);
    expect((await accept(link, 'Stranger')).statusCode).toBe(400);
  });
});

describe('/api/staff/invitations', () => {
  it('lists the open client invitations to staff, the staff ones to admins only', async () => {
    const tag = randomUUID().slice(0, 8);
    const code = `C-${tag}`;
    const email = `listed-${tag}@example.net`;
    await inviteAccount(await importClient(code, email));
    const staffEmail = `new.agent-${tag}@agency.example`;
    const sent = await as(cookies.admin).post('/api/staff/team/invite', {
      email: staffEmail,
      role: 'agent',
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const forAdmin = (await as(cookies.admin).get('/api/staff/invitations')).json<
      OpenInvitation[]
    >();
    expect(forAdmin.find((i) => i.email === email)).toMatchObject({
      kind: 'holder',
      role: null,
      accountName: 'Erin Holloway',
      sentBy: 'Avery Morgan',
    });
    expect(forAdmin.find((i) => i.email === staffEmail)).toMatchObject({
      kind: 'staff',
      role: 'agent',
      accountId: null,
    });
    const forAgent = (await as(cookies.agent).get('/api/staff/invitations')).json<
      OpenInvitation[]
    >();
    expect(forAgent.some((i) => i.email === email)).toBe(true);
    expect(forAgent.some((i) => i.email === staffEmail)).toBe(false);
    const staffInvitation = forAdmin.find((i) => i.email === staffEmail)!;
    expect(
      (await as(cookies.agent).post(`/api/staff/invitations/${staffInvitation.id}/withdraw`))
        .statusCode,
    ).toBe(404);
  });

  it('withdraws one: its link opens nothing, it leaves the list, and the audit log says who', async () => {
    const email = `withdrawn-${randomUUID()}@agency.example`;
    await as(cookies.admin).post('/api/staff/team/invite', { email, role: 'admin' });
    const link = await tokenTo(email);
    const listed = (await as(cookies.admin).get('/api/staff/invitations')).json<OpenInvitation[]>();
    const invitation = listed.find((i) => i.email === email)!;
    const res = await as(cookies.admin).post(`/api/staff/invitations/${invitation.id}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: invitationMessages.withdrawn(email) });
    expect(
      (await as(cookies.admin).get('/api/staff/invitations'))
        .json<OpenInvitation[]>()
        .some((i) => i.id === invitation.id),
    ).toBe(false);
    expect((await lookUp(link)).statusCode).toBe(400);
    const again = await as(cookies.admin).post(`/api/staff/invitations/${invitation.id}/withdraw`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: invitationMessages.notFound });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'invitation.withdraw'),
          eq(auditLog.entityId, String(invitation.id)),
        ),
      );
    expect(audit.map((a) => a.actorId)).toEqual([ids.admin]);
    expect(JSON.stringify(audit[0]!.before)).not.toMatch(/passwordHash|tokenHash/);
  });
});

describe('bulk invitations', () => {
  it('invite an imported client whose address a stranger registered and never confirmed', async () => {
    const tag = randomUUID().slice(0, 8);
    const code = `C-${tag}`;
    const email = `squatted-${tag}@example.net`;
    const accountId = await importClient(code, email);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Not',
        lastName: 'Them',
        email,
        password: 'Prairie wind over Topeka 7',
      },
      remoteAddress: '203.0.113.97',
    });
    expect(registered.statusCode).toBe(202);
    const result = await inviteAccount(accountId);
    expect(result.invited).toBe(1);
    const owner = await accept(await tokenTo(email), 'Erin');
    expect(owner.statusCode, owner.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ accountId, accountRole: 'holder' });
  });
});
