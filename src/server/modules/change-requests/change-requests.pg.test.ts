// The jobs clients do in the portal, on PostgreSQL 15: a household member asks for a change on the
// one policy they see (not on the other), the agent works it from the queue, the dashboard counts
// it and the member follows it; a business asks for a certificate that the agent issues; a claim
// takes a phone's HEIC photo; How to pay reads what staff keep. The same flows the PGlite tests
// prove, on the other database.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessDaysAfter } from '#shared/agency-time';
import type { Claim } from '#shared/claims';
import type { PolicyPayment } from '#shared/payments';
import type { CertificateHolder, IssuedCertificate } from '#shared/certificates';
import type { ServiceRequest } from '#shared/change-requests';
import type { StaffServiceRequest, StaffServiceRow } from '#shared/staff/change-requests';
import type { Dashboard } from '#shared/staff/dashboard';
import { accountMemberPolicies, clientPolicies, serviceRequests, users } from '#server/db/schema';
import { demoAccounts } from '#server/db/seed';
import { hashPassword } from '#server/modules/auth/passwords';
import { addClientPerson } from '#server/modules/clients/accounts';
import { databaseTargets } from '#tests/helpers/database-targets';
import { logInAs } from '#tests/helpers/sessions';
import { setUpApp } from '#tests/helpers/set-up-app';
import { samplePdf, sampleHeic, uploadBody } from '#tests/fixtures/documents';

const postgres = databaseTargets.find((target) => target.name.startsWith('PostgreSQL'))!;
const member = { email: 'riley.pg@example.org', password: 'RileyWhitfield#2026' };

describe('change requests on PostgreSQL 15', () => {
  const { t, cookies } = setUpApp({
    name: 'service-requests-pg',
    target: postgres,
    logIn: ['agent'],
    firstHost: 150,
  });
  let riley: string;
  const policies = new Map<string, number>();

  beforeAll(async () => {
    for (const row of await t.database.db.select().from(clientPolicies)) {
      policies.set(row.policyNumber, row.id);
    }
    // Riley joins Dana's household and sees the auto policy only.
    const [dana] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccounts.client.email));
    const person = await addClientPerson(
      t.database.db,
      {
        email: member.email,
        username: member.email,
        firstName: 'Riley',
        lastName: 'Whitfield',
        password: await hashPassword(member.password),
        emailVerifiedAt: new Date(),
      },
      { accountId: dana!.accountId!, accountRole: 'member', policyScope: 'chosen' },
    );
    await t.database.db
      .insert(accountMemberPolicies)
      .values({ userId: person!.id, policyId: policies.get('SSI-AUTO-100231')! });
    riley = await logInAs(t.app, member, '203.0.113.151');
  });

  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const upload = (cookie: string, url: string, name: string, data: Buffer, type: string) => {
    const body = uploadBody(name, data, type);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };

  it('takes a change from a member on the policy they see, and the agent works it', async () => {
    const refused = await call(riley, 'POST', '/api/client/service-requests', {
      type: 'address',
      policyId: policies.get('SSI-HOME-200417'),
      acknowledged: true,
      details: {
        street: '9 Oak Ct',
        city: 'Olathe',
        state: 'KS',
        zip: '66061',
        effectiveDate: new Date().toISOString().slice(0, 10),
      },
    });
    expect(refused.statusCode).toBe(404);

    const sent = await call(riley, 'POST', '/api/client/service-requests', {
      type: 'lienholder',
      policyId: policies.get('SSI-AUTO-100231'),
      acknowledged: true,
      details: {
        action: 'add',
        lenderName: 'Prairie Credit Union',
        loanNumber: 'PCU-4410',
        lenderAddress: '100 Main St, Olathe, KS 66061',
        effectiveDate: new Date().toISOString().slice(0, 10),
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json<ServiceRequest>();
    expect(request.reference).toMatch(/^CHG-\d{4}-\d{6}$/);
    const [row] = await t.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, request.id));
    expect(row!.dueAt.toISOString()).toBe(businessDaysAfter(row!.createdAt, 2).toISOString());

    const queue = (await call(cookies.agent, 'GET', '/api/staff/service')).json<
      StaffServiceRow[]
    >();
    expect(queue.find((r) => r.id === request.id)).toMatchObject({
      client: { name: 'Dana Whitfield' },
      due: { state: 'ok' },
    });
    const dashboard = (await call(cookies.agent, 'GET', '/api/staff/dashboard')).json<Dashboard>();
    expect(dashboard.serviceRequests.open).toBeGreaterThanOrEqual(1);

    const worked = await call(cookies.agent, 'PATCH', `/api/staff/service/${request.id}`, {
      status: 'sent-to-carrier',
      note: 'Sent to Progressive.',
    });
    expect(worked.statusCode, worked.body).toBe(200);
    expect(worked.json<StaffServiceRequest>().history.map((e) => e.toStatus)).toEqual([
      'received',
      'sent-to-carrier',
    ]);

    // Riley follows it; Dana, the holder, sees it too.
    const rileys = (await call(riley, 'GET', '/api/client/service-requests')).json<
      ServiceRequest[]
    >();
    expect(rileys.map((r) => [r.reference, r.status])).toEqual([
      [request.reference, 'sent-to-carrier'],
    ]);
    const dana = await logInAs(t.app, demoAccounts.client, '203.0.113.152');
    const danas = (await call(dana, 'GET', '/api/client/service-requests')).json<
      ServiceRequest[]
    >();
    expect(danas.map((r) => r.reference)).toContain(request.reference);
  });

  it('issues a certificate a business asked for, and the business has it', async () => {
    const rosa = await logInAs(t.app, demoAccounts.business, '203.0.113.153');
    const [holder] = (await call(rosa, 'GET', '/api/client/certificate-holders')).json<
      CertificateHolder[]
    >();
    const neededBy = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const asked = await call(rosa, 'POST', '/api/client/certificate-requests', {
      holderId: holder!.id,
      neededByDate: neededBy,
      neededByTime: '15:00',
      primaryNonContributory: true,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json<ServiceRequest>();
    const issued = await upload(
      cookies.agent,
      `/api/staff/service/${request.id}/certificate`,
      'coi.pdf',
      samplePdf('Certificate'),
      'application/pdf',
    );
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json<StaffServiceRequest>().status).toBe('completed');
    const certificates = (await call(rosa, 'GET', '/api/client/certificates')).json<
      IssuedCertificate[]
    >();
    expect(certificates[0]).toMatchObject({ fileName: 'coi.pdf', reference: request.reference });
  });

  it("keeps a phone's photo with a claim, and shows how to pay what staff keep", async () => {
    const dana = await logInAs(t.app, demoAccounts.client, '203.0.113.154');
    const claims = (await call(dana, 'GET', '/api/client/claims')).json<Claim[]>();
    const open = claims.find((c) => c.status === 'submitted')!;
    const photo = await upload(
      dana,
      `/api/client/claims/${open.id}/attachments`,
      'IMG_0001.HEIC',
      sampleHeic(),
      'image/heic',
    );
    expect(photo.statusCode, photo.body).toBe(201);
    const staffView = await call(cookies.agent, 'GET', `/api/staff/claims/${open.id}`);
    expect(staffView.json<{ attachments: { mimeType: string }[] }>().attachments).toEqual([
      expect.objectContaining({ mimeType: 'image/heic' }),
    ]);

    const saved = await call(cookies.agent, 'PUT', '/api/staff/carrier-payments/Travelers', {
      paymentUrl: 'https://billing.travelers.example/pay',
      paymentPhone: '(800) 555-0143',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const payments = (await call(dana, 'GET', '/api/client/payments')).json<PolicyPayment[]>();
    expect(payments.find((p) => p.carrier === 'Travelers')).toMatchObject({
      paymentUrl: 'https://billing.travelers.example/pay',
    });
  });
});
