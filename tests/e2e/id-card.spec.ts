// A client on a phone finds proof of insurance first in the portal, downloads the card of a
// vehicle (a PDF) and has it e-mailed with the card attached. The client is the test's own.
import { eq } from 'drizzle-orm';
import { clientPolicies, policyVehicles } from '#server/db/schema';
import { axeViolations, expect, logIn, test, waitForMail } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a client downloads the proof of insurance of a vehicle and has it e-mailed', async ({
  page,
  client,
  database,
  problems,
}) => {
  const [auto] = await database.db
    .select()
    .from(clientPolicies)
    .where(eq(clientPolicies.policyNumber, client.book.auto));
  await database.db.insert(policyVehicles).values({
    policyId: auto!.id,
    year: 2022,
    make: 'Subaru',
    model: 'Outback',
    vin: '4S4BTANC6N3123456',
  });

  await logIn(page, client);
  await page.goto('/client-portal');
  const card = page.getByRole('region', { name: 'Proof of insurance' });
  await expect(card).toContainText(`Auto · Progressive · ${client.book.auto}`);
  await expect(card).toContainText('VIN 4S4BTANC6N3123456');
  // The expired umbrella is no auto policy: only the auto policy has a card.
  await expect(card).not.toContainText(client.book.umbrella);
  expect(await axeViolations(page)).toEqual([]);

  const download = card.getByRole('link', { name: /^Download PDF: 2022 Subaru Outback/ });
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await card.getByRole('button', { name: 'E-mail it to me: 2022 Subaru Outback' }).tap();
  await expect(card.getByRole('status')).toHaveText(
    `Your proof of insurance is on its way to ${client.email}.`,
  );
  const mail = await waitForMail(client.email, 'id-card');
  expect(mail.subject).toBe(
    `Your proof of insurance: 2022 Subaru Outback, policy ${client.book.auto}`,
  );
  expect(mail).toMatchObject({
    attachments: [
      {
        filename: `proof-of-insurance-${client.book.auto}-4S4BTANC6N3123456.pdf`,
        contentType: 'application/pdf',
      },
    ],
  });
  expect(problems.pageErrors).toEqual([]);
});
