// Proof of insurance: the portal lists each auto policy's vehicles, and a vehicle's wallet card is
// a PDF whose text (read back with pdf.js) holds every field Kansas asks for.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencyToday } from '#shared/agency-time';
import { formatCalendarDate } from '#shared/format';
import { idCardMessages, type IdCard } from '#shared/id-cards';
import { clientPolicies, emailOutbox, policyVehicles } from '#server/db/schema';
import { isoDay } from '#server/db/seed';
import { pdfText } from '#tests/helpers/pdf-text';
import { setUpStaffApp } from '#tests/helpers/staff-app';
import { samplePdf, sampleText, uploadBody } from '#tests/fixtures/documents';

const { t, cookies, accounts } = setUpStaffApp({ name: 'id-cards', firstHost: 150 });

const get = (who: 'client' | 'second', url: string) =>
  t.app.inject({ url, headers: { cookie: cookies[who] } });

async function danasAuto() {
  const cards = (await get('client', '/api/client/id-cards')).json<IdCard[]>();
  return cards.find((c) => c.policyNumber === 'SSI-AUTO-100231')!;
}

describe('proof of insurance', () => {
  it('lists the auto policies in scope with their vehicles, and no other line', async () => {
    const res = await get('client', '/api/client/id-cards');
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json<IdCard[]>();
    expect(cards.map((c) => c.policyNumber)).toEqual(['SSI-AUTO-100231']);
    expect(cards[0]).toMatchObject({
      carrier: 'Progressive',
      unavailable: null,
      vehicles: [
        { year: 2021, make: 'Toyota', model: 'RAV4', vin: '2T3P1RFV1MC123456' },
        { year: 2017, make: 'Honda', model: 'Civic', vin: '19XFC2F50HE012345' },
      ],
    });
    const marcus = (await get('second', '/api/client/id-cards')).json<IdCard[]>();
    expect(marcus.map((c) => c.policyNumber)).toEqual(['SSI-MOTO-500377']);
  });

  it('makes a wallet-size PDF holding every field a Kansas proof of insurance needs', async () => {
    const auto = await danasAuto();
    const rav4 = auto.vehicles[0]!;
    const res = await get(
      'client',
      `/api/client/id-cards/${auto.policyId}/vehicles/${rav4.id}/pdf`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      'proof-of-insurance-SSI-AUTO-100231-2T3P1RFV1MC123456.pdf',
    );
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'KANSAS PROOF OF INSURANCE',
      'Insurer: Progressive',
      'Policy number: SSI-AUTO-100231',
      `Effective: ${formatCalendarDate(auto.effectiveDate)}`,
      `Expires: ${formatCalendarDate(auto.expirationDate)}`,
      'Vehicle: 2021 Toyota RAV4',
      'VIN: 2T3P1RFV1MC123456',
      'Insured: Dana Whitfield',
      'Sunflower Shield Insurance, (913) 555-0142',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("answers 404 for another client's card", async () => {
    const auto = await danasAuto();
    const res = await get(
      'second',
      `/api/client/id-cards/${auto.policyId}/vehicles/${auto.vehicles[0]!.id}/pdf`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('gives an expired or cancelled policy no card, and says why', async () => {
    const today = new Date(`${agencyToday()}T12:00:00Z`);
    const expiredOn = isoDay(today, -10);
    const [expired] = await t.database.db
      .insert(clientPolicies)
      .values({
        accountId: accounts.client,
        policyNumber: 'SSI-AUTO-OLD-1',
        policyType: 'Auto',
        carrier: 'Nationwide',
        premium: '900.00',
        effectiveDate: isoDay(today, -375),
        expirationDate: expiredOn,
        status: 'active',
      })
      .returning();
    const [vehicle] = await t.database.db
      .insert(policyVehicles)
      .values({
        policyId: expired!.id,
        vin: '1FTFW1E59JFA00001',
        year: 2018,
        make: 'Ford',
        model: 'F-150',
      })
      .returning();
    const card = (await get('client', '/api/client/id-cards'))
      .json<IdCard[]>()
      .find((c) => c.policyId === expired!.id)!;
    expect(card.unavailable).toBe(idCardMessages.expired(expiredOn));
    const pdf = await get(
      'client',
      `/api/client/id-cards/${expired!.id}/vehicles/${vehicle!.id}/pdf`,
    );
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json()).toEqual({ message: idCardMessages.expired(expiredOn) });

    await t.database.db
      .update(clientPolicies)
      .set({ status: 'cancelled', expirationDate: isoDay(today, 100) })
      .where(eq(clientPolicies.id, expired!.id));
    const cancelled = await get(
      'client',
      `/api/client/id-cards/${expired!.id}/vehicles/${vehicle!.id}/pdf`,
    );
    expect(cancelled.json()).toEqual({ message: idCardMessages.cancelled });
  });

  it('e-mails the card to the person asking, as a PDF attachment', async () => {
    const auto = await danasAuto();
    const civic = auto.vehicles[1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/client/id-cards/${auto.policyId}/vehicles/${civic.id}/email`,
      headers: { cookie: cookies.client },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: idCardMessages.emailed('demo.client@example.com') });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'id-card'), eq(emailOutbox.to, 'demo.client@example.com')))
      .orderBy(emailOutbox.id);
    expect(mail!.subject).toBe('Your proof of insurance: 2017 Honda Civic, policy SSI-AUTO-100231');
    const [attachment] = mail!.attachments!;
    expect(attachment).toMatchObject({
      filename: 'proof-of-insurance-SSI-AUTO-100231-19XFC2F50HE012345.pdf',
      contentType: 'application/pdf',
    });
    const text = await pdfText(Buffer.from(attachment!.contentBase64, 'base64'));
    expect(text.replace(/\s+/g, ' ')).toContain('VIN: 19XFC2F50HE012345');
  });
});

describe("the carrier's own card", () => {
  const uploadCard = (policyId: number, data: Buffer, name = 'progressive-card.pdf') => {
    const body = uploadBody(name, data);
    return t.app.inject({
      method: 'POST',
      url: `/api/staff/policies/${policyId}/id-card`,
      headers: { ...body.headers, cookie: cookies.agent },
      payload: body.payload,
    });
  };

  it('is offered instead of the made card once staff upload it for the current term, and e-mailed as it is', async () => {
    const auto = await danasAuto();
    expect(auto.carrierCardId).toBeNull();
    const pdf = samplePdf('Progressive ID card');
    const refused = await uploadCard(auto.policyId, sampleText());
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ message: idCardMessages.carrierCardOnly });

    const uploaded = await uploadCard(auto.policyId, pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const card = await danasAuto();
    expect(card.carrierCardId).toBe(uploaded.json().id);
    const download = await get('client', `/api/documents/${card.carrierCardId}/download`);
    expect(download.rawPayload).toEqual(pdf);

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/client/id-cards/${auto.policyId}/carrier-card/email`,
      headers: { cookie: cookies.client },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'id-card'), eq(emailOutbox.to, 'demo.client@example.com')))
      .orderBy(emailOutbox.id);
    const attachment = mails.at(-1)!.attachments![0]!;
    expect(attachment.filename).toBe('progressive-card.pdf');
    expect(Buffer.from(attachment.contentBase64, 'base64')).toEqual(pdf);
  });

  it("is not offered once the policy's term has moved on", async () => {
    const auto = await danasAuto();
    await t.database.db
      .update(clientPolicies)
      .set({ expirationDate: isoDay(new Date(`${auto.expirationDate}T12:00:00Z`), 365) })
      .where(eq(clientPolicies.id, auto.policyId));
    expect((await danasAuto()).carrierCardId).toBeNull();
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/client/id-cards/${auto.policyId}/carrier-card/email`,
      headers: { cookie: cookies.client },
    });
    expect(sent.statusCode).toBe(404);
  });
});
