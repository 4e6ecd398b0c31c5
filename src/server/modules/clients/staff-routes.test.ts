// The staff console's clients: the list and its search, a client's page, and documents an agent
// puts into a client's portal.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sampleExe, samplePdf, uploadBody } from '#tests/fixtures/documents';
import { setUpStaffApp, type DemoAccount as Who } from '#tests/helpers/staff-app';
import { MAX_UPLOAD_BYTES, type PortalDocument } from '#shared/documents';
import type { ClientDetail, ClientList, ClientPortalView } from '#shared/staff/clients';
import {
  accountMemberPolicies,
  accountTokens,
  auditLog,
  clientAccounts,
  clientPolicies,
  documents,
  emailOutbox,
  users,
} from '#server/db/schema';
import { demoAccounts } from '#server/db/seed';
import { addClientPerson } from '#server/modules/clients/accounts';

const { t, config, cookies, ids, accounts } = setUpStaffApp({
  name: 'staff-clients',
  firstHost: 40,
});

const get = (who: Who, url: string) => t.app.inject({ url, headers: { cookie: cookies[who] } });
const list = async (query = '') => {
  const res = await get('agent', `/api/staff/clients${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ClientList>();
};
const detail = async (id: string) => {
  const res = await get('agent', `/api/staff/clients/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ClientDetail>();
};

/** A client person holding an account of their own; returns the account's id. */
async function addClient(values: Partial<typeof users.$inferInsert> & { email: string }) {
  const row = await addClientPerson(t.database.db, values);
  return row!.accountId!;
}

/** A client account as an import makes it: nobody signs in to it yet. */
async function addAccount(values: Partial<typeof clientAccounts.$inferInsert>) {
  const [row] = await t.database.db.insert(clientAccounts).values(values).returning();
  return row!.id;
}

describe('GET /api/staff/clients', () => {
  it('lists client accounts only, by last name, with policies, open claims and portal state', async () => {
    const { items, total } = await list();
    expect(items.map((c) => c.email)).toEqual([
      demoAccounts.business.email,
      demoAccounts.second.email,
      demoAccounts.client.email,
    ]);
    expect(total).toBe(3);
    expect(items[0]).toMatchObject({
      kind: 'business',
      name: 'Delgado Roofing LLC',
      policyCount: 1,
      openClaimCount: 0,
    });
    expect(items[2]).toMatchObject({
      id: accounts.client,
      kind: 'person',
      name: 'Dana Whitfield',
      firstName: 'Dana',
      lastName: 'Whitfield',
      policyCount: 3,
      // A claim in every status: all but the closed one are open.
      openClaimCount: 4,
      portal: 'joined',
    });
    expect(items[1]).toMatchObject({ firstName: 'Marcus', policyCount: 2, openClaimCount: 1 });
  });

  it('searches names and addresses, any case, every word', async () => {
    const emails = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).items.map((c) => c.email);
    expect(await emails('marcus')).toEqual([demoAccounts.second.email]);
    expect(await emails('WHITFIELD')).toEqual([demoAccounts.client.email]);
    expect(await emails('Second.Client@')).toEqual([demoAccounts.second.email]);
    expect(await emails('lee marcus')).toEqual([demoAccounts.second.email]);
    expect(await emails('example.com')).toHaveLength(3);
    // Staff accounts are not clients; wildcards are letters.
    expect(await emails('agent@example.com')).toEqual([]);
    expect(await emails('%')).toEqual([]);
    expect(await emails('d_na')).toEqual([]);
  });

  it('pages, with the total of the whole search', async () => {
    const first = await list('?pageSize=2');
    const second = await list('?pageSize=2&page=2');
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.items, ...second.items].map((c) => c.lastName)).toEqual([
      'Delgado',
      'Lee',
      'Whitfield',
    ]);
    expect((await list('?pageSize=2&page=3')).items).toEqual([]);
    expect((await get('agent', '/api/staff/clients?pageSize=1000')).statusCode).toBe(400);
  });

  it('says which clients joined the portal, which were invited, and which neither', async () => {
    const email = `zed-${randomUUID()}@example.org`;
    await addClient({ email, firstName: 'Zed', lastName: 'Zimmer' });
    const [zed] = (await list('?q=zimmer')).items;
    expect(zed).toMatchObject({ email, portal: 'none', lastSignInAt: null, policyCount: 0 });

    // An imported business with no one signed in, found by its name; then invited.
    const business = `Prairie Bakery ${randomUUID().slice(0, 8)}`;
    const bakeryEmail = `bakery-${randomUUID()}@example.org`;
    await addAccount({ kind: 'business', businessName: business, email: bakeryEmail });
    const [bakery] = (await list(`?q=${encodeURIComponent(business)}`)).items;
    expect(bakery).toMatchObject({ kind: 'business', name: business, portal: 'none' });
    await t.database.db.insert(accountTokens).values({
      tokenHash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
      purpose: 'invitation',
      email: bakeryEmail,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect((await list(`?q=${encodeURIComponent(business)}`)).items[0]!.portal).toBe('invited');

    // Dana signed in (setting up this file's sessions): joined, and when.
    const [dana] = (await list('?q=whitfield')).items;
    expect(dana!.portal).toBe('joined');
    expect(Date.parse(dana!.lastSignInAt!)).toBeGreaterThan(Date.now() - 600_000);
  });
});

describe('GET /api/staff/clients/:id', () => {
  it('gives contact data, people, policies, claims with status and documents', async () => {
    const dana = await detail(accounts.client);
    expect(dana).toMatchObject({
      email: demoAccounts.client.email,
      firstName: 'Dana',
      lastName: 'Whitfield',
      portal: 'joined',
      invitation: null,
    });
    expect(dana.people).toEqual([
      expect.objectContaining({
        id: ids.client,
        email: demoAccounts.client.email,
        accountRole: 'holder',
        policyScope: 'all',
        policyIds: [],
        confirmed: true,
        disabledAt: null,
      }),
    ]);
    expect(dana.policies.map((p) => p.policyNumber).sort()).toEqual([
      'SSI-AUTO-100231',
      'SSI-HOME-200417',
      'SSI-UMB-300058',
    ]);
    expect(dana.claims.map((c) => [c.claimNumber, c.status]).sort()).toEqual([
      ['CLM-DEMO-0001', 'submitted'],
      ['CLM-DEMO-0002', 'processing'],
      ['CLM-DEMO-0003', 'approved'],
      ['CLM-DEMO-0004', 'denied'],
      ['CLM-DEMO-0005', 'closed'],
    ]);
    expect(dana.documents).toEqual([
      expect.objectContaining({ fileName: 'welcome-letter.pdf', fromAgency: true }),
    ]);
  });

  it('shows an invitation sent and not used yet', async () => {
    const email = `pending-${randomUUID()}@example.org`;
    const id = await addClient({ email, firstName: 'Pat' });
    expect((await detail(id)).portal).toBe('none');
    expect((await detail(id)).invitation).toBeNull();
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/staff/clients/invite',
      headers: { cookie: cookies.agent },
      payload: { email },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const { invitation, portal } = await detail(id);
    expect(invitation?.expiresAt).toBe(invite.json<{ expiresAt: string }>().expiresAt);
    expect(portal).toBe('invited');
  });

  it('answers 404 for a person id, a staff account, an unknown id and a malformed one', async () => {
    for (const id of [ids.client, ids.agent, ids.admin, randomUUID(), 'not-a-uuid', '1']) {
      const res = await get('agent', `/api/staff/clients/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });
});

describe('POST /api/staff/clients/:id/documents', () => {
  const storedFiles = () =>
    readdirSync(config.uploadDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
  const upload = (who: Who, clientId: string, body: ReturnType<typeof uploadBody>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${clientId}/documents`,
      headers: { ...body.headers, cookie: cookies[who] },
      payload: body.payload,
    });
  const auditCount = () => t.database.db.$count(auditLog, eq(auditLog.action, 'document.upload'));

  it("puts the file into the client's portal, from the agency, and audits it", async () => {
    const res = await upload(
      'agent',
      accounts.second,
      uploadBody('Declarations 2026.pdf', samplePdf()),
    );
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json<PortalDocument>();
    expect(document).toMatchObject({
      fileName: 'Declarations 2026.pdf',
      mimeType: 'application/pdf',
      fileSize: samplePdf().length,
      fromAgency: true,
    });

    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row).toMatchObject({ accountId: accounts.second, uploadedBy: ids.agent });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);

    // The client sees it in the portal's Documents tab, and can download it.
    const mine = await get('second', '/api/documents');
    // The agency keeps what it put there: the client may not delete it.
    expect(mine.json<PortalDocument[]>()[0]).toEqual({ ...document, canDelete: false });
    const download = await get('second', `/api/documents/${document.id}/download`);
    expect(download.rawPayload).toEqual(samplePdf());
    // Nobody else does.
    const dana = await get('client', '/api/documents');
    expect(dana.json<PortalDocument[]>().map((d) => d.id)).not.toContain(document.id);
    // The client's page lists it.
    expect((await detail(accounts.second)).documents[0]).toEqual(document);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'document.upload'), eq(auditLog.entityId, String(document.id))),
      );
    expect(audit).toMatchObject({ actorId: ids.agent, entityType: 'document', before: null });
    expect(audit!.after).toMatchObject({
      id: document.id,
      fileName: 'Declarations 2026.pdf',
      accountId: accounts.second,
      uploadedBy: ids.agent,
    });
  });

  it('answers 413 over 10 MB and 415 for a type not allowed, keeping nothing', async () => {
    const files = storedFiles();
    const rows = await t.database.db.$count(documents);
    const audits = await auditCount();

    const big = await upload(
      'agent',
      accounts.second,
      uploadBody('big.txt', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a')),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      message: 'File Too Large: Please select a file smaller than 10MB',
    });
    const announced = await upload(
      'agent',
      accounts.second,
      uploadBody('huge.pdf', Buffer.alloc(11 * 1024 * 1024, 'a')),
    );
    expect(announced.statusCode).toBe(413);

    const exe = await upload(
      'agent',
      accounts.second,
      uploadBody('policy.pdf', sampleExe(), 'application/pdf'),
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toEqual({
      message: 'Invalid File Type: Please select a PDF, image, or document file',
    });

    expect(storedFiles()).toEqual(files);
    expect(await t.database.db.$count(documents)).toBe(rows);
    expect(await auditCount()).toBe(audits);
  });

  it('answers 404 for a staff account or an unknown client, and 400 without a file', async () => {
    const files = storedFiles();
    for (const id of [ids.agent, ids.second, randomUUID(), 'nope']) {
      const res = await upload('agent', id, uploadBody('a.pdf', samplePdf()));
      expect(res.statusCode, id).toBe(404);
    }
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${accounts.second}/documents`,
      headers: { cookie: cookies.agent },
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(storedFiles()).toEqual(files);
  });

  it('is not for clients: a client gets 404 and nothing is stored', async () => {
    const files = storedFiles();
    const res = await upload('second', accounts.second, uploadBody('a.pdf', samplePdf()));
    expect(res.statusCode).toBe(404);
    expect(storedFiles()).toEqual(files);
  });
});

describe('POST /api/staff/clients/invitations', () => {
  const inviteMany = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/clients/invitations',
      headers: { cookie: cookies.agent },
      payload: body,
    });
  const mailsTo = (to: string) =>
    t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);
  const tokenTo = async (to: string) =>
    /#token=([\w-]+)/.exec((await mailsTo(to)).at(-1)!.text)![1]!;
  const accept = (token: string, firstName: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: { token, firstName, lastName: 'Imported', password: '' },
      remoteAddress: '203.0.113.77',
    });

  it('invites the chosen accounts that have an address and nobody in, and says why it left the rest', async () => {
    const email = `imported-${randomUUID()}@example.org`;
    const reachable = await addAccount({ firstName: 'Ivy', lastName: 'Imported', email });
    const noEmail = await addAccount({ lastName: 'Nomail' });
    const taken = await addAccount({ lastName: 'Taken', email: demoAccounts.agent.email });
    const res = await inviteMany({
      accountIds: [reachable, noEmail, taken, accounts.client],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      invited: 1,
      skipped: { noEmail: 1, joined: 1, invited: 0, addressTaken: 1 },
      message: '1 invitation on the way.',
    });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: 'invitation', status: 'pending' });
    expect((await detail(reachable)).portal).toBe('invited');
    // Asked again: the open invitation stands, no second e-mail.
    expect((await inviteMany({ accountIds: [reachable] })).json()).toMatchObject({
      invited: 0,
      skipped: { invited: 1 },
    });
    expect(await mailsTo(email)).toHaveLength(1);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'client.invite-many'))
      .orderBy(auditLog.id)
      .limit(1);
    expect(audit).toMatchObject({ actorId: ids.agent });
  });

  it('spreads the e-mails out through the outbox, a second apart', async () => {
    const emails = Array.from({ length: 3 }, () => `spread-${randomUUID()}@example.org`);
    const chosen = await Promise.all(
      emails.map((email) => addAccount({ lastName: 'Spread', email })),
    );
    expect((await inviteMany({ accountIds: chosen })).json().invited).toBe(3);
    const due = await Promise.all(
      emails.map(async (email) => (await mailsTo(email))[0]!.nextAttemptAt.getTime()),
    );
    const sorted = [...due].sort((a, b) => a - b);
    expect(sorted[1]! - sorted[0]!).toBe(1000);
    expect(sorted[2]! - sorted[1]!).toBe(1000);
  });

  it('signs the invited person in as the holder of the imported account, seeing its policies', async () => {
    const email = `holder-${randomUUID()}@example.org`;
    const account = await addAccount({ firstName: 'Hal', lastName: 'Holder', email });
    const policyNumber = `IMP-${randomUUID().slice(0, 8)}`;
    await t.database.db.insert(clientPolicies).values({
      accountId: account,
      policyNumber,
      policyType: 'Auto',
      carrier: 'Progressive',
      premium: '900.00',
      effectiveDate: '2026-01-01',
      expirationDate: '2027-01-01',
    });
    await inviteMany({ accountIds: [account] });
    const accepted = await accept(await tokenTo(email), 'Hal');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const cookie = accepted.cookies.find((c) => c.name === 'sid')!;
    const policies = await t.app.inject({
      url: '/api/client/policies',
      headers: { cookie: `sid=${cookie.value}` },
    });
    expect(policies.json<{ policyNumber: string }[]>().map((p) => p.policyNumber)).toEqual([
      policyNumber,
    ]);
    const page = await detail(account);
    expect(page.portal).toBe('joined');
    expect(page.people).toEqual([
      expect.objectContaining({ email, accountRole: 'holder', policyScope: 'all' }),
    ]);

    // Someone else invited to the same account joins it as a member.
    const spouse = `spouse-${randomUUID()}@example.org`;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/staff/clients/invite',
      headers: { cookie: cookies.agent },
      payload: { email: spouse, firstName: 'Sky', accountId: account },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect((await accept(await tokenTo(spouse), 'Sky')).statusCode).toBe(200);
    expect((await detail(account)).people.map((p) => [p.email, p.accountRole])).toEqual([
      [email, 'holder'],
      [spouse, 'member'],
    ]);
  });

  it('answers 404 for an invitation into an account that does not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/clients/invite',
      headers: { cookie: cookies.agent },
      payload: { email: `x-${randomUUID()}@example.org`, accountId: randomUUID() },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/staff/clients/:id/portal', () => {
  it("shows staff the client's portal as the holder sees it, audited each time", async () => {
    const res = await get('agent', `/api/staff/clients/${accounts.client}/portal`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<ClientPortalView>();
    expect(view.viewer).toBe('Dana Whitfield');
    // The same answers the client's own portal gives.
    const own = async (url: string) => (await get('client', url)).json();
    expect(view.policies).toEqual(await own('/api/client/policies'));
    expect(view.claims).toEqual(await own('/api/client/claims'));
    expect(view.documents).toEqual(await own('/api/documents'));
    expect(view.currentAsOf).toEqual(await own('/api/client/policies/current-as-of'));
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client.view'), eq(auditLog.entityId, accounts.client)));
    expect(audits.at(-1)).toMatchObject({ actorId: ids.agent, after: { personId: null } });
  });

  it("shows one person's view (a member's scope), and 404 for a person of another account", async () => {
    const [auto] = await t.database.db
      .select()
      .from(clientPolicies)
      .where(
        and(
          eq(clientPolicies.accountId, accounts.client),
          eq(clientPolicies.policyNumber, 'SSI-AUTO-100231'),
        ),
      );
    const member = await addClientPerson(
      t.database.db,
      { email: `viewed-${randomUUID()}@example.org`, firstName: 'Vic' },
      { accountId: accounts.client, accountRole: 'member', policyScope: 'chosen' },
    );
    await t.database.db
      .insert(accountMemberPolicies)
      .values({ userId: member!.id, policyId: auto!.id });
    const view = (
      await get('agent', `/api/staff/clients/${accounts.client}/portal?personId=${member!.id}`)
    ).json<ClientPortalView>();
    expect(view.viewer).toBe('Vic');
    expect(view.policies.map((p) => p.policyNumber)).toEqual(['SSI-AUTO-100231']);
    expect(new Set(view.claims.map((c) => c.policyId))).toEqual(new Set([auto!.id]));
    const foreign = await get(
      'agent',
      `/api/staff/clients/${accounts.second}/portal?personId=${member!.id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /api/staff/clients/:id/id-cards/:policyId/vehicles/:vehicleId/pdf', () => {
  it("gives staff the client's card as the client gets it, and 404 for another account's", async () => {
    const view = (
      await get('agent', `/api/staff/clients/${accounts.client}/portal`)
    ).json<ClientPortalView>();
    const auto = view.idCards.find((c) => c.policyNumber === 'SSI-AUTO-100231')!;
    const url = (account: string) =>
      `/api/staff/clients/${account}/id-cards/${auto.policyId}/vehicles/${auto.vehicles[0]!.id}/pdf`;
    const pdf = await get('agent', url(accounts.client));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('agent', url(accounts.second))).statusCode).toBe(404);
  });
});
