// Photos and documents of a claim: phones' HEIC photos are accepted, each file belongs to the
// claim (and is one of the account's documents on its policy), staff see them on the claim, and
// the portal lists claims still being worked before closed ones.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Claim, claimMessages } from '#shared/claims';
import type { StaffClaim } from '#shared/staff/claims';
import { clientPolicies, documents, rateLimits } from '#server/db/schema';
import { setUpStaffApp } from '#tests/helpers/staff-app';
import { sampleExe, sampleHeic, sampleJpeg, uploadBody } from '#tests/fixtures/documents';

const { t, cookies } = setUpStaffApp({ name: 'claim-files', firstHost: 190 });

beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

type Who = 'client' | 'second' | 'agent';
const claimsOf = async (who: Who) =>
  (await t.app.inject({ url: '/api/client/claims', headers: { cookie: cookies[who] } })).json<
    Claim[]
  >();
const upload = (who: Who, claimId: number, name: string, data: Buffer, type: string) => {
  const body = uploadBody(name, data, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/client/claims/${claimId}/attachments`,
    payload: body.payload,
    headers: { ...body.headers, cookie: cookies[who] },
  });
};

async function fileClaim() {
  const [home] = await t.database.db
    .select()
    .from(clientPolicies)
    .where(eq(clientPolicies.policyNumber, 'SSI-HOME-200417'));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/client/claims',
    headers: { cookie: cookies.client },
    payload: {
      policyId: home!.id,
      incidentDate: home!.effectiveDate,
      description: 'A tree fell on the garage roof in the storm.',
      amount: null,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json<Claim>().attachments).toEqual([]);
  return res.json<Claim>();
}

describe('photos and documents of a claim', () => {
  it('takes HEIC and HEIF photos from a phone and a JPEG, shown on the claim to the client and staff', async () => {
    const claim = await fileClaim();
    const heic = await upload('client', claim.id, 'IMG_0412.HEIC', sampleHeic(), 'image/heic');
    expect(heic.statusCode, heic.body).toBe(201);
    expect(heic.json()).toMatchObject({ fileName: 'IMG_0412.HEIC', mimeType: 'image/heic' });
    const heif = await upload('client', claim.id, 'roof', sampleHeic('mif1'), '');
    expect(heif.json()).toMatchObject({ mimeType: 'image/heif' });
    const jpeg = await upload('client', claim.id, 'garage.jpg', sampleJpeg(), 'image/jpeg');
    expect(jpeg.statusCode).toBe(201);

    const mine = (await claimsOf('client')).find((c) => c.id === claim.id)!;
    expect(mine.attachments.map((a) => a.mimeType)).toEqual([
      'image/heic',
      'image/heif',
      'image/jpeg',
    ]);
    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, heic.json<{ id: number }>().id));
    expect(row).toMatchObject({ claimId: claim.id, policyId: claim.policyId });

    const staff = await t.app.inject({
      url: `/api/staff/claims/${claim.id}`,
      headers: { cookie: cookies.agent },
    });
    expect(staff.json<StaffClaim>().attachments.map((a) => a.fileName)).toEqual([
      'IMG_0412.HEIC',
      'roof.heif',
      'garage.jpg',
    ]);
    // The photo downloads as it was sent.
    const download = await t.app.inject({
      url: `/api/documents/${heic.json<{ id: number }>().id}/download`,
      headers: { cookie: cookies.agent },
    });
    expect(download.headers['content-type']).toBe('image/heic');
    expect(download.rawPayload.equals(sampleHeic())).toBe(true);
  });

  it("refuses a program, another client's claim, a closed claim and an eleventh file", async () => {
    const claim = await fileClaim();
    const exe = await upload('client', claim.id, 'photo.heic', sampleExe(), 'image/heic');
    expect(exe.statusCode).toBe(415);
    expect((await upload('second', claim.id, 'x.jpg', sampleJpeg(), 'image/jpeg')).statusCode).toBe(
      404,
    );
    for (let i = 0; i < 10; i++) {
      expect(
        (await upload('client', claim.id, `p${i}.jpg`, sampleJpeg(), 'image/jpeg')).statusCode,
      ).toBe(201);
    }
    const eleventh = await upload('client', claim.id, 'p10.jpg', sampleJpeg(), 'image/jpeg');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(claimMessages.claimFilesTooMany);

    const closed = (await claimsOf('client')).find((c) => c.status === 'closed')!;
    const late = await upload('client', closed.id, 'late.jpg', sampleJpeg(), 'image/jpeg');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(claimMessages.claimClosed);
  });

  it('lists the claims still being worked first, then the closed ones', async () => {
    const claims = await claimsOf('client');
    const firstClosed = claims.findIndex((c) => c.status === 'closed');
    expect(firstClosed).toBeGreaterThan(0);
    expect(claims.slice(firstClosed).every((c) => c.status === 'closed')).toBe(true);
    const open = claims.slice(0, firstClosed);
    const times = open.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
