// Certificates of insurance: a business keeps its holders, asks for a certificate needed by a day
// and time with the endorsements a contract names, and staff issue it as a PDF the client gets.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { agencyInstant, agencyToday } from '#shared/agency-time';
import {
  type CertificateHolder,
  type IssuedCertificate,
  certificateMessages,
} from '#shared/certificates';
import { type ServiceRequest } from '#shared/change-requests';
import { staffServiceMessages, type StaffServiceRequest } from '#shared/staff/change-requests';
import { isoDay } from '#server/db/seed';
import {
  auditLog,
  clientPolicies,
  documents,
  emailOutbox,
  rateLimits,
  serviceRequests,
} from '#server/db/schema';
import { setUpStaffApp } from '#tests/helpers/staff-app';
import { samplePdf, sampleText, uploadBody } from '#tests/fixtures/documents';

const { t, cookies } = setUpStaffApp({ name: 'certificates', firstHost: 180 });

beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

type Who = 'client' | 'second' | 'business' | 'agent';
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) });
const inDays = (days: number) => isoDay(new Date(`${agencyToday()}T12:00:00Z`), days);

const holdersOf = async (who: Who) =>
  (await call(who, 'GET', '/api/client/certificate-holders')).json<CertificateHolder[]>();

async function requestCertificate(body: object = {}) {
  const holder = (await holdersOf('business')).find(
    (h) => h.name === 'Overland Park Builders Inc.',
  );
  const res = await call('business', 'POST', '/api/client/certificate-requests', {
    holderId: holder!.id,
    neededByDate: inDays(1),
    neededByTime: '15:00',
    additionalInsured: true,
    waiverOfSubrogation: true,
    operations: 'Roof replacement at 7300 W 110th St',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ServiceRequest>();
}

const upload = (who: Who, url: string, file = samplePdf(), name = 'certificate.pdf') => {
  const body = uploadBody(name, file, name.endsWith('.pdf') ? 'application/pdf' : 'text/plain');
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: cookies[who] },
  });
};

describe('the account the portal shows', () => {
  it('tells a business it is one (it gets a Certificates tab), and a household it is not', async () => {
    expect((await call('business', 'GET', '/api/client/account')).json()).toEqual({
      kind: 'business',
      name: 'Delgado Roofing LLC',
      accountRole: 'holder',
      policyScope: 'all',
    });
    expect((await call('client', 'GET', '/api/client/account')).json()).toMatchObject({
      kind: 'person',
      name: 'Dana Whitfield',
    });
    expect((await call('agent', 'GET', '/api/client/account')).statusCode).toBe(404);
  });
});

describe('certificate holders', () => {
  it("keeps the business's holders, by name, each account its own", async () => {
    expect((await holdersOf('business')).map((h) => h.name)).toEqual([
      'Johnson County Property Management',
      'Overland Park Builders Inc.',
    ]);
    const added = await call('business', 'POST', '/api/client/certificate-holders', {
      name: '  Acme Lenders  ',
      addressLine1: '1 Bank Plaza',
      city: 'Wichita',
      state: 'ks',
      postalCode: '67202',
      email: 'coi@acme.example',
      loanNumber: 'EQ-2231',
      location: '',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<CertificateHolder>()).toMatchObject({
      name: 'Acme Lenders',
      state: 'KS',
      location: null,
    });
    const id = added.json<CertificateHolder>().id;
    const edited = await call('business', 'PUT', `/api/client/certificate-holders/${id}`, {
      name: 'Acme Lenders NA',
      email: '',
    });
    expect(edited.json<CertificateHolder>()).toMatchObject({
      name: 'Acme Lenders NA',
      email: null,
      city: null,
    });
    // Another client neither sees nor edits it.
    expect((await holdersOf('client')).map((h) => h.id)).not.toContain(id);
    const theirs = await call('client', 'PUT', `/api/client/certificate-holders/${id}`, {
      name: 'Taken over',
    });
    expect(theirs.statusCode).toBe(404);

    const bad = await call('business', 'POST', '/api/client/certificate-holders', {
      name: ' ',
      email: 'not-an-address',
      state: 'Kansas',
      postalCode: '6620',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'name', message: certificateMessages.holderNameRequired },
      { path: 'state', message: certificateMessages.stateInvalid },
      { path: 'postalCode', message: certificateMessages.zipInvalid },
      { path: 'email', message: certificateMessages.emailInvalid },
    ]);
  });
});

describe('asking for a certificate', () => {
  it('files it due when the client needs it, with a COI reference and the e-mails', async () => {
    const request = await requestCertificate();
    expect(request).toMatchObject({
      kind: 'certificate',
      type: 'certificate',
      status: 'received',
      policyId: null,
    });
    expect(request.reference).toMatch(/^COI-\d{4}-\d{6}$/);
    expect(request.summary).toMatch(
      /^Certificate for Overland Park Builders Inc\., needed by .+ 3:00 PM: additional insured, waiver of subrogation$/,
    );
    const [row] = await t.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, request.id));
    expect(row!.dueAt.toISOString()).toBe(agencyInstant(inDays(1), '15:00').toISOString());
    expect(row!.details).toMatchObject({
      additionalInsured: true,
      waiverOfSubrogation: true,
      primaryNonContributory: false,
      operations: 'Roof replacement at 7300 W 110th St',
    });
    const [receipt] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, 'business.client@example.com'),
          eq(emailOutbox.kind, 'service-request-received'),
        ),
      );
    expect(receipt!.text).toContain(request.reference);
    // A certificate changes nothing on a policy: no acknowledgement of a change.
    expect(receipt!.text).not.toContain('This change is not in effect');

    // The contract's requirements follow as a file of the request.
    const requirements = await upload(
      'business',
      `/api/client/service-requests/${request.id}/attachments`,
      samplePdf(),
      'insurance-requirements.pdf',
    );
    expect(requirements.statusCode, requirements.body).toBe(201);
  });

  it('refuses a time that has passed, one too far ahead, and a holder not theirs', async () => {
    const [holder] = await holdersOf('business');
    const ask = (who: Who, body: object) =>
      call(who, 'POST', '/api/client/certificate-requests', {
        holderId: holder!.id,
        neededByDate: inDays(1),
        neededByTime: '09:00',
        ...body,
      });
    const yesterday = await ask('business', { neededByDate: inDays(-1) });
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().errors).toEqual([
      { path: 'neededByDate', message: certificateMessages.neededInPast },
    ]);
    // Earlier today in Kansas: the day is fine, the time has passed.
    const earlier = await ask('business', { neededByDate: inDays(0), neededByTime: '00:00' });
    expect(earlier.json().errors).toEqual([
      { path: 'neededByTime', message: certificateMessages.neededInPast },
    ]);
    const far = await ask('business', { neededByDate: inDays(91) });
    expect(far.json().errors).toEqual([
      { path: 'neededByDate', message: certificateMessages.neededTooFar },
    ]);
    const time = await ask('business', { neededByTime: '3pm' });
    expect(time.json().errors).toEqual([
      { path: 'neededByTime', message: certificateMessages.neededTimeInvalid },
    ]);
    expect((await ask('client', {})).statusCode).toBe(404);
  });
});

describe('issuing a certificate', () => {
  it('completes the request with the PDF staff upload, and the client gets it attached', async () => {
    const request = await requestCertificate();
    const url = `/api/staff/service/${request.id}/certificate`;

    const text = await upload('agent', url, sampleText(), 'certificate.txt');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(certificateMessages.pdfOnly);
    expect(await t.database.db.$count(documents, eq(documents.serviceRequestId, request.id))).toBe(
      0,
    );

    const issued = await upload('agent', url);
    expect(issued.statusCode, issued.body).toBe(200);
    const worked = issued.json<StaffServiceRequest>();
    expect(worked.status).toBe('completed');
    expect(worked.history.at(-1)).toMatchObject({
      fromStatus: 'received',
      toStatus: 'completed',
      note: 'Your certificate is issued: certificate.pdf.',
    });
    expect(worked.attachments.map((a) => a.fileName)).toEqual(['certificate.pdf']);

    const certificates = (await call('business', 'GET', '/api/client/certificates')).json<
      IssuedCertificate[]
    >();
    expect(certificates[0]).toMatchObject({
      fileName: 'certificate.pdf',
      reference: request.reference,
    });
    expect(certificates[0]!.holderName).toBe('Overland Park Builders Inc.');
    expect((await call('client', 'GET', '/api/client/certificates')).json()).toEqual([]);
    const download = await call(
      'business',
      'GET',
      `/api/documents/${certificates[0]!.id}/download`,
    );
    expect(download.rawPayload.equals(samplePdf())).toBe(true);

    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, 'business.client@example.com'),
          eq(emailOutbox.kind, 'certificate-issued'),
        ),
      );
    expect(mail!.subject).toContain(request.reference);
    expect(mail!.attachments).toEqual([
      {
        filename: 'certificate.pdf',
        contentType: 'application/pdf',
        contentBase64: samplePdf().toString('base64'),
      },
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'service-request.certificate'),
          eq(auditLog.entityId, String(request.id)),
        ),
      );
    expect(audit).toBeTruthy();

    // A corrected certificate is sent the same way; the request stays completed.
    const again = await upload('agent', url);
    expect(again.statusCode).toBe(200);
    expect(again.json<StaffServiceRequest>().history.at(-1)).toMatchObject({
      fromStatus: null,
      toStatus: null,
    });
    // A change request takes no certificate.
    const [home] = await t.database.db
      .select()
      .from(clientPolicies)
      .where(eq(clientPolicies.policyNumber, 'SSI-HOME-200417'));
    const change = await call('client', 'POST', '/api/client/service-requests', {
      type: 'other',
      policyId: home!.id,
      acknowledged: true,
      details: { description: 'Please add the new fence to the policy.' },
    });
    const refused = await upload(
      'agent',
      `/api/staff/service/${change.json<ServiceRequest>().id}/certificate`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(certificateMessages.notCertificate);
    expect((await upload('agent', '/api/staff/service/99999999/certificate')).json().message).toBe(
      staffServiceMessages.notFound,
    );
  });
});
