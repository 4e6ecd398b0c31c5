// A client, on a phone, asks to add the car they bought to their auto policy (its VIN checked, the
// bill of sale attached, the acknowledgement given) and gets a reference; an agent works it from
// the service queue; the client sees where it stands, with the agent's note, and is e-mailed.
import { samplePdf } from '../fixtures/documents';
import { axeViolations, expect, waitForMail } from './fixtures';
import { openAs, test } from './signed-in';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a client asks to add a vehicle; an agent works it from the queue; the client sees the result', async ({
  page,
  client,
  agent,
  problems,
}) => {
  await openAs(page, client, '/client-portal');
  const auto = page.getByRole('article', { name: 'Auto' });
  await auto.getByRole('link', { name: 'Make a change' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Make a change' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Make a change' });
  await expect(form.getByRole('combobox', { name: /^Policy/ })).toHaveValue(/\d+/);
  await form.getByRole('radio', { name: 'Add a vehicle' }).check();
  const vin = form.getByRole('textbox', { name: /^VIN/ });
  await vin.fill('4s4btanc5n3123456');
  await form.getByRole('textbox', { name: /^Model year/ }).fill('2022');
  await form.getByRole('textbox', { name: /^Make/ }).fill('Subaru');
  await form.getByRole('textbox', { name: /^Model\b(?! year)/ }).fill('Outback');
  await form.getByRole('combobox', { name: /owned, financed or leased/ }).selectOption('financed');
  await form.getByLabel(/^Date you get/).fill(new Date().toISOString().slice(0, 10));
  await form.getByLabel(/^Files for your agent/).setInputFiles({
    name: 'bill-of-sale.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf('Bill of sale: 2022 Subaru Outback'),
  });
  // Sent without the acknowledgement and with a mistyped VIN: both are told on their fields.
  await form.getByRole('button', { name: 'Send' }).tap();
  await expect(vin).toHaveAccessibleDescription(
    /This VIN's check digit does not match: please check each character/,
  );
  await expect(
    form.getByRole('checkbox', {
      name: /This change is not in effect until your agent confirms it with the insurance company/,
    }),
  ).toHaveAccessibleDescription(/Please confirm that you understand this before sending/);
  expect(await axeViolations(page)).toEqual([]);

  await vin.fill('4S4BTANC6N3123456');
  await form.getByRole('checkbox', { name: /This change is not in effect/ }).check();
  await form.getByRole('button', { name: 'Send' }).tap();
  const sent = page.getByRole('status').filter({ hasText: /Your request CHG-\d{4}-\d{6} is in/ });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('Add 2022 Subaru Outback (VIN 4S4BTANC6N3123456, financed)');
  await expect(sent).toContainText('bill-of-sale.pdf');
  const reference = /CHG-\d{4}-\d{6}/.exec((await sent.textContent())!)![0];
  const receipt = await waitForMail(client.email, 'service-request-received');
  expect(receipt.subject).toContain(reference);

  // An agent works it from the queue (desktop).
  await agent.goto('/staff/service');
  const row = agent.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(`${client.firstName} ${client.lastName}`);
  await expect(row).toContainText(/Due in \d+ h/);
  expect(await axeViolations(agent)).toEqual([]);
  await row.getByRole('link', { name: reference }).click();
  await expect(agent.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(agent.getByRole('link', { name: 'bill-of-sale.pdf' })).toBeVisible();
  await agent.getByRole('combobox', { name: /^Status/ }).selectOption('sent-to-carrier');
  await agent
    .getByRole('textbox', { name: /^Note to the client/ })
    .fill('Sent to Progressive; your new ID card should follow tomorrow.');
  await agent
    .getByRole('textbox', { name: /^Internal note/ })
    .fill('Lender is Subaru Motors Finance.');
  await agent.getByRole('button', { name: 'Save' }).click();
  await expect(agent.getByText(/moved to Sent to carrier/)).toBeVisible();
  await expect(agent.getByText('Lender is Subaru Motors Finance.')).toBeVisible();
  expect(await axeViolations(agent)).toEqual([]);
  await agent.context().close();

  // The client is told, and sees it under Your requests (without the internal note).
  const update = await waitForMail(client.email, 'service-request-update');
  expect(update.subject).toContain(`Your request ${reference} is now Sent to carrier`);
  await page.goto('/client-portal?tab=policies#your-requests');
  const request = page.getByRole('article', { name: new RegExp(reference) });
  await expect(request).toContainText('Sent to carrier');
  await expect(request).toContainText(
    'Sent to Progressive; your new ID card should follow tomorrow.',
  );
  await expect(request).not.toContainText('Subaru Motors Finance');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
