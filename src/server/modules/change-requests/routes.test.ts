// Change requests from the portal: one per type with its own fields, on a policy in force in the
// person's scope; a reference number, a timeline, the e-mails, the due time, answers and files.
import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { agencyToday, businessDaysAfter } from '#shared/agency-time';
import {
  type ChangeOptions,
  type NewChangeRequestInput,
  type ServiceRequest,
  serviceMessages,
} from '#shared/change-requests';
import { vinMessages } from '#shared/vin';
import { isoDay } from '#server/db/seed';
import { documents, emailOutbox, rateLimits, serviceRequests } from '#server/db/schema';
import { setUpStaffApp } from '#tests/helpers/staff-app';
import { samplePdf, uploadBody } from '#tests/fixtures/documents';

const { t, config, cookies } = setUpStaffApp({ name: 'service-requests', firstHost: 160 });

// Each test starts with the hourly limits counted afresh (they are kept in the database).
beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

type Who = 'client' | 'second' | 'agent';
const get = (who: Who, url: string) => t.app.inject({ url, headers: { cookie: cookies[who] } });
const post = (who: Who, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: cookies[who] } });

const today = () => new Date(`${agencyToday()}T12:00:00Z`);
const inDays = (days: number) => isoDay(today(), days);

async function optionsOf(who: Who) {
  const res = await get(who, '/api/client/service-requests/options');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChangeOptions>();
}
const policyOf = async (who: Who, policyNumber: string) =>
  (await optionsOf(who)).find((p) => p.policyNumber === policyNumber)!;

/** Bodies are plain objects: the refusals send what the schema's type would not allow. */
async function send(who: Who, body: object) {
  return post(who, '/api/client/service-requests', { acknowledged: true, ...body });
}

const mailsTo = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
    .orderBy(emailOutbox.id);

describe('what the change form offers', () => {
  it("lists each policy in scope, whether it takes a change, and an auto policy's vehicles and drivers", async () => {
    const options = await optionsOf('client');
    const auto = options.find((p) => p.policyNumber === 'SSI-AUTO-100231')!;
    expect(auto).toMatchObject({ auto: true, unavailable: null });
    expect(auto.vehicles.map((v) => v.vin)).toEqual(['2T3P1RFV1MC123456', '19XFC2F50HE012345']);
    expect(auto.drivers.map((d) => d.firstName)).toEqual(['Dana', 'Riley']);
    expect(options.find((p) => p.policyNumber === 'SSI-HOME-200417')).toMatchObject({
      auto: false,
      vehicles: [],
      unavailable: null,
    });
    // The expired umbrella policy takes no change.
    expect(options.find((p) => p.policyNumber === 'SSI-UMB-300058')!.unavailable).toBe(
      serviceMessages.policyNotInForce,
    );
    // Another client sees none of it.
    const marcus = await optionsOf('second');
    expect(marcus.map((p) => p.policyNumber).sort()).toEqual([
      'SSI-MOTO-500377',
      'SSI-RENT-400912',
    ]);
  });
});

describe('asking for a change', () => {
  it('files a vehicle added to the auto policy with its reference, timeline, due time and e-mails', async () => {
    const auto = await policyOf('client', 'SSI-AUTO-100231');
    const before = new Date();
    const res = await send('client', {
      type: 'vehicle-add',
      policyId: auto.policyId,
      note: 'Picked it up on Saturday.',
      details: {
        vin: '1hgcm82633a004352',
        year: '2024',
        make: 'Honda',
        model: 'Accord',
        ownership: 'financed',
        lenderName: 'Prairie Credit Union',
        effectiveDate: inDays(-2),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json<ServiceRequest>();
    expect(request.reference).toMatch(/^CHG-\d{4}-\d{6}$/);
    expect(request).toMatchObject({
      kind: 'change',
      type: 'vehicle-add',
      status: 'received',
      policyNumber: 'SSI-AUTO-100231',
      attachments: [],
    });
    expect(request.summary).toContain(
      'Add 2024 Honda Accord (VIN 1HGCM82633A004352, financed, with Prairie Credit Union)',
    );
    expect(request.history).toEqual([
      {
        fromStatus: null,
        toStatus: 'received',
        note: null,
        byClient: true,
        createdAt: request.createdAt,
      },
    ]);

    // Due by the close of the next business day, as the agency profile says.
    const [row] = await t.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, request.id));
    expect(row!.dueAt.toISOString()).toBe(businessDaysAfter(row!.createdAt, 1).toISOString());
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(row!.details).toMatchObject({ vin: '1HGCM82633A004352', year: 2024 });
    expect(row!.note).toBe('Picked it up on Saturday.');

    const [receipt] = await mailsTo('demo.client@example.com', 'service-request-received');
    expect(receipt!.subject).toContain(request.reference);
    expect(receipt!.text).toContain(serviceMessages.acknowledgement);
    expect(receipt!.text).toContain('1HGCM82633A004352');
    const notices = await mailsTo(config.agency.email, 'service-request-notification');
    const notice = notices.find((m) => m.subject.includes(request.reference))!;
    expect(notice.text).toContain('Their note: Picked it up on Saturday.');
    expect(notice.text).toContain(`/staff/service/${request.id}`);

    const listed = (await get('client', '/api/client/service-requests')).json<ServiceRequest[]>();
    expect(listed.map((r) => r.reference)).toContain(request.reference);
    const others = (await get('second', '/api/client/service-requests')).json<ServiceRequest[]>();
    expect(others.map((r) => r.reference)).not.toContain(request.reference);
  });

  it('takes every type of change, each with its own fields, and says it in one line', async () => {
    const auto = await policyOf('client', 'SSI-AUTO-100231');
    const home = await policyOf('client', 'SSI-HOME-200417');
    const [rav4, civic] = auto.vehicles;
    const riley = auto.drivers.find((d) => d.firstName === 'Riley')!;
    const driver = {
      firstName: 'Jordan',
      lastName: 'Whitfield',
      dateOfBirth: '2009-02-14',
      licenseState: 'ks',
      licenseNumber: 'k00-12-3456',
      effectiveDate: inDays(7),
    };
    const vehicle = {
      vin: '1HGCM82633A004352',
      year: 2024,
      make: 'Honda',
      model: 'Accord',
      ownership: 'owned',
      effectiveDate: inDays(0),
    };
    const cases: [NewChangeRequestInput['type'], number, object, string][] = [
      [
        'vehicle-replace',
        auto.policyId,
        { ...vehicle, vehicleId: civic!.id },
        'Replace 2017 Honda Civic (VIN 19XFC2F50HE012345) with 2024 Honda Accord',
      ],
      [
        'vehicle-remove',
        auto.policyId,
        { vehicleId: rav4!.id, reason: 'totaled', effectiveDate: inDays(-30) },
        'Remove 2021 Toyota RAV4 (VIN 2T3P1RFV1MC123456) (totaled)',
      ],
      [
        'driver-add',
        auto.policyId,
        driver,
        'Add driver Jordan Whitfield, born Feb 14, 2009, licensed in KS',
      ],
      [
        'driver-replace',
        auto.policyId,
        { ...driver, driverId: riley.id },
        'Replace driver Riley Whitfield with Jordan Whitfield',
      ],
      [
        'driver-remove',
        auto.policyId,
        { driverId: riley.id, reason: 'own-policy', effectiveDate: inDays(90) },
        'Remove driver Riley Whitfield (has their own policy now)',
      ],
      [
        'address',
        home.policyId,
        {
          street: '12 Elm St',
          city: 'Lawrence',
          state: 'ks',
          zip: '66044',
          effectiveDate: inDays(14),
        },
        'New address: 12 Elm St, Lawrence, KS 66044',
      ],
      [
        'lienholder',
        home.policyId,
        {
          action: 'change',
          lenderName: 'Flint Hills Bank',
          loanNumber: 'LN-88213',
          lenderAddress: 'PO Box 12, Topeka, KS 66601',
          effectiveDate: inDays(1),
        },
        'Change to lender Flint Hills Bank, loan LN-88213',
      ],
      [
        'cancel',
        home.policyId,
        { reason: 'Sold the house', effectiveDate: inDays(30) },
        'Cancel the policy from',
      ],
      [
        'other',
        home.policyId,
        { description: 'Please add  my new\nsecurity system for the discount.' },
        'Please add my new security system for the discount.',
      ],
    ];
    for (const [index, [type, policyId, details, summary]] of cases.entries()) {
      if (index === 5) await t.database.db.delete(rateLimits);
      const res = await send('client', { type, policyId, details });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      expect(res.json<ServiceRequest>().summary, type).toContain(summary);
    }
    // A lender change is due in 2 business days; the others in 1.
    const [lender] = await t.database.db
      .select()
      .from(serviceRequests)
      .where(
        and(eq(serviceRequests.type, 'lienholder'), like(serviceRequests.summary, '%LN-88213%')),
      );
    expect(lender!.dueAt.toISOString()).toBe(businessDaysAfter(lender!.createdAt, 2).toISOString());
  });

  it('refuses what does not hold, on the field, and files nothing', async () => {
    const auto = await policyOf('client', 'SSI-AUTO-100231');
    const home = await policyOf('client', 'SSI-HOME-200417');
    const umbrella = await policyOf('client', 'SSI-UMB-300058');
    const moto = await policyOf('second', 'SSI-MOTO-500377');
    const count = () => t.database.db.$count(serviceRequests);
    const before = await count();
    const vehicle = {
      vin: '1HGCM82633A004353', // the check digit is 2
      year: 2024,
      make: 'Honda',
      model: 'Accord',
      ownership: 'owned',
      effectiveDate: inDays(0),
    };
    const refusals: [object, number, string, string][] = [
      [
        { type: 'vehicle-add', policyId: auto.policyId, details: vehicle },
        400,
        'details.vin',
        vinMessages.checkDigit,
      ],
      [
        {
          type: 'vehicle-add',
          policyId: auto.policyId,
          details: { ...vehicle, vin: '1HGCM82633A004352', effectiveDate: inDays(-31) },
        },
        400,
        'details.effectiveDate',
        serviceMessages.dateWindow,
      ],
      [
        {
          type: 'vehicle-add',
          policyId: auto.policyId,
          details: { ...vehicle, vin: '1HGCM82633A004352', effectiveDate: inDays(91) },
        },
        400,
        'details.effectiveDate',
        serviceMessages.dateWindow,
      ],
      [
        {
          type: 'vehicle-add',
          policyId: home.policyId,
          details: { ...vehicle, vin: '1HGCM82633A004352' },
        },
        400,
        'type',
        serviceMessages.autoOnly,
      ],
      [
        {
          type: 'vehicle-remove',
          policyId: auto.policyId,
          details: { vehicleId: moto.vehicles[0]!.id, reason: 'sold', effectiveDate: inDays(0) },
        },
        400,
        'details.vehicleId',
        serviceMessages.vehicleRequired,
      ],
      [
        {
          type: 'driver-add',
          policyId: auto.policyId,
          details: {
            firstName: 'Baby',
            lastName: 'Whitfield',
            dateOfBirth: inDays(-365 * 10),
            licenseState: 'KS',
            effectiveDate: inDays(0),
          },
        },
        400,
        'details.dateOfBirth',
        serviceMessages.birthRange,
      ],
      [
        {
          type: 'other',
          policyId: umbrella.policyId,
          details: { description: 'Renew my umbrella, please.' },
        },
        400,
        'policyId',
        serviceMessages.policyNotInForce,
      ],
      [
        {
          type: 'other',
          policyId: home.policyId,
          acknowledged: false,
          details: { description: 'A change without the acknowledgement.' },
        },
        400,
        'acknowledged',
        serviceMessages.acknowledgementRequired,
      ],
      [
        { type: 'renew', policyId: home.policyId, details: {} },
        400,
        'type',
        serviceMessages.typeRequired,
      ],
      [
        { type: 'other', policyId: home.policyId, details: { description: 'Short' } },
        400,
        'details.description',
        serviceMessages.descriptionTooShort,
      ],
    ];
    // Split in two runs: each is within the hourly limit of 10 a person.
    for (const [index, [body, status, path, message]] of refusals.entries()) {
      if (index === 5) await t.database.db.delete(rateLimits);
      const res = await send('client', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().errors, JSON.stringify(body)).toContainEqual({ path, message });
    }
    // Another client's policy does not exist for them.
    const theirs = await send('second', {
      type: 'other',
      policyId: home.policyId,
      details: { description: 'Someone else asking about this policy.' },
    });
    expect(theirs.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});

it('counts ten requests an hour a person, refused ones too, before looking at them', async () => {
  const home = await policyOf('client', 'SSI-HOME-200417');
  const body = { type: 'other', policyId: home.policyId, details: { description: 'x' } };
  for (let i = 0; i < 10; i++) expect((await send('client', body)).statusCode).toBe(400);
  const limited = await send('client', body);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toBe(
    'You have sent 10 requests in the last hour. Please call us at (913) 555-0142.',
  );
  // Counted per person: another client is not held back.
  const moto = await policyOf('second', 'SSI-MOTO-500377');
  expect((await send('second', { ...body, policyId: moto.policyId })).statusCode).toBe(400);
});

describe('following a request', () => {
  async function freshRequest() {
    const home = await policyOf('client', 'SSI-HOME-200417');
    const res = await send('client', {
      type: 'other',
      policyId: home.policyId,
      details: { description: 'Please raise the dwelling coverage to 400k.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ServiceRequest>();
  }
  const setStatus = (id: number, status: ServiceRequest['status']) =>
    t.database.db.update(serviceRequests).set({ status }).where(eq(serviceRequests.id, id));

  it('takes an answer: one that needed information goes back to In progress and the office hears', async () => {
    const request = await freshRequest();
    await setStatus(request.id, 'needs-information');
    const res = await post('client', `/api/client/service-requests/${request.id}/reply`, {
      message: 'The appraisal says 410k; it is attached.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json<ServiceRequest>();
    expect(answered.status).toBe('in-progress');
    expect(answered.history.at(-1)).toMatchObject({
      fromStatus: 'needs-information',
      toStatus: 'in-progress',
      note: 'The appraisal says 410k; it is attached.',
      byClient: true,
    });
    const notices = await mailsTo(config.agency.email, 'service-request-reply');
    expect(notices.at(-1)!.text).toContain('The appraisal says 410k; it is attached.');

    // An answer on a request in progress is a note and moves nothing.
    const again = await post('client', `/api/client/service-requests/${request.id}/reply`, {
      message: 'One more thing: the roof is new.',
    });
    expect(again.json<ServiceRequest>()).toMatchObject({ status: 'in-progress' });
    expect(again.json<ServiceRequest>().history.at(-1)).toMatchObject({
      fromStatus: null,
      toStatus: null,
    });

    // Not theirs: 404; completed: 409.
    const other = await post('second', `/api/client/service-requests/${request.id}/reply`, {
      message: 'Not my request.',
    });
    expect(other.statusCode).toBe(404);
    await setStatus(request.id, 'completed');
    const closed = await post('client', `/api/client/service-requests/${request.id}/reply`, {
      message: 'Too late?',
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(serviceMessages.closed);
  });

  it('keeps files sent with a request as documents on its policy, up to five, while it is open', async () => {
    const request = await freshRequest();
    const upload = (who: Who = 'client') => {
      const body = uploadBody('appraisal.pdf', samplePdf(), 'application/pdf');
      return t.app.inject({
        method: 'POST',
        url: `/api/client/service-requests/${request.id}/attachments`,
        payload: body.payload,
        headers: { ...body.headers, cookie: cookies[who] },
      });
    };
    const first = await upload();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ fileName: 'appraisal.pdf' });
    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, first.json<{ id: number }>().id));
    expect(row).toMatchObject({ serviceRequestId: request.id, policyId: request.policyId });
    const listed = (await get('client', '/api/client/service-requests')).json<ServiceRequest[]>();
    expect(listed.find((r) => r.id === request.id)!.attachments.map((a) => a.fileName)).toEqual([
      'appraisal.pdf',
    ]);

    expect((await upload('second')).statusCode).toBe(404);
    for (let i = 1; i < 5; i++) expect((await upload()).statusCode).toBe(201);
    const sixth = await upload();
    expect(sixth.statusCode).toBe(409);
    expect(await t.database.db.$count(documents, eq(documents.serviceRequestId, request.id))).toBe(
      5,
    );

    const done = await freshRequest();
    await setStatus(done.id, 'completed');
    const body = uploadBody('late.pdf', samplePdf(), 'application/pdf');
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/client/service-requests/${done.id}/attachments`,
      payload: body.payload,
      headers: { ...body.headers, cookie: cookies.client },
    });
    expect(late.statusCode).toBe(409);
  });
});
