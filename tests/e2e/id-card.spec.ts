// An agent adds a client's car to the auto policy (its VIN checked); the client, on a phone,
// finds proof of insurance first in the portal, downloads the car's card (a PDF) and has it
// e-mailed with the card attached. Client and agent are the test's own.
import { samplePdf } from '../fixtures/documents';
import { axeViolations, expect, waitForMail } from './fixtures';
import { openAs, signedInPage, test } from './signed-in';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('an agent adds a car; the client downloads its proof of insurance and has it e-mailed', async ({
  page,
  client,
  agent,
  browser,
  newUser,
  problems,
}) => {
  // An agent adds the client's car to the auto policy from the client's page (desktop).
  await agent.goto(`/staff/clients?q=${encodeURIComponent(client.lastName)}`);
  await agent.getByRole('link', { name: `${client.firstName} ${client.lastName}` }).click();
  await agent.getByText(`Auto ${client.book.auto}: 0 vehicles, 0 drivers`).click();
  const addVehicle = agent.getByRole('form', { name: `Add a vehicle to ${client.book.auto}` });
  await addVehicle.getByRole('textbox', { name: /^VIN/ }).fill('4S4BTANC5N3123456');
  await addVehicle.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(addVehicle.getByRole('textbox', { name: /^VIN/ })).toHaveAccessibleDescription(
    "This VIN's check digit does not match: please check each character",
  );
  await addVehicle.getByRole('textbox', { name: /^VIN/ }).fill('4S4BTANC6N3123456');
  await addVehicle.getByLabel('Year').fill('2022');
  await addVehicle.getByLabel('Make').fill('Subaru');
  await addVehicle.getByLabel('Model').fill('Outback');
  await addVehicle.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(agent.getByText('2022 Subaru Outback VIN 4S4BTANC6N3123456')).toBeVisible();
  expect(await axeViolations(agent)).toEqual([]);
  await agent.context().close();

  await openAs(page, client, '/client-portal');
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

  // The agency uploads the carrier's own card for the term: the portal offers it instead.
  const office = await signedInPage(browser, await newUser({ role: 'agent' }));
  await office.goto(`/staff/clients?q=${encodeURIComponent(client.lastName)}`);
  await office.getByRole('link', { name: `${client.firstName} ${client.lastName}` }).click();
  await office.getByText(`Auto ${client.book.auto}: 1 vehicle, 0 drivers`).click();
  await office.getByLabel("The carrier's ID card for this term (PDF)").setInputFiles({
    name: 'progressive-id-card.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf('Progressive ID card'),
  });
  await expect(
    office.getByRole('status').filter({ hasText: 'progressive-id-card.pdf is now' }),
  ).toBeVisible();
  await office.context().close();
  await page.reload();
  await expect(card).toContainText("Your insurance company's card");
  await expect(card).not.toContainText('VIN 4S4BTANC6N3123456');
  expect(problems.pageErrors).toEqual([]);
});
