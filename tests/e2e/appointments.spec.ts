// Booking a review as a client does it: the renewal on the policy card, "Book a review", a day
// and a time in Kansas, the confirmation with its calendar file; the agent sees it in the
// console and cancels it with a reason the client reads. And a visitor books on a phone.
import { axeViolations, expect, waitForMail } from './fixtures';
import { openAs, test } from './signed-in';

test('a client books a review from the policy card; the agent sees it and cancels it with a reason', async ({
  page,
  client,
  agent,
  problems,
}) => {
  await openAs(page, client, '/client-portal');
  const card = page.getByRole('article').filter({ hasText: client.book.auto });
  await expect(card.getByText(/^Renews on /)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Talk to my agent' })).toBeVisible();
  await card.getByRole('link', { name: `Book a review of policy ${client.book.auto}` }).click();

  await expect(page).toHaveURL(/\/client-portal\/appointments\?policy=\d+&topic=renewal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  // The booking starts with the policy and its renewal.
  const form = page.getByRole('form', { name: 'Book an appointment' });
  await expect(form.getByLabel('Policy').locator('option:checked')).toContainText(client.book.auto);
  await expect(
    form
      .getByRole('combobox', { name: 'What would you like to talk about?' })
      .locator('option:checked'),
  ).toHaveText('A renewal coming up');
  await expect(page.getByText('You have no appointments booked.')).toBeVisible();

  // The second day offered, its first time.
  const day = form.getByLabel('Day');
  const second = await day.locator('option').nth(1).getAttribute('value');
  await day.selectOption(second!);
  const times = form.getByRole('group', { name: /Time \(Kansas, Central time\)/ });
  const label = (await times.locator('label').first().textContent())!.trim();
  await times.locator('label').first().click();
  await expect(times.getByRole('radio', { name: label })).toBeChecked();
  await form.getByRole('radio', { name: 'Phone call' }).check();
  await form.getByRole('textbox', { name: /Phone to call/ }).fill('(785) 555-0110');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Book appointment' }).click();

  const booked = page.getByRole('status').filter({ hasText: 'You are booked' });
  await expect(booked).toBeVisible();
  await expect(booked).toBeFocused();
  await expect(booked).toContainText(label);
  const yours = page.getByRole('list', { name: 'Your appointments' });
  await expect(yours).toContainText(`with `);
  await expect(yours).toContainText(client.book.auto);
  expect(await axeViolations(page)).toEqual([]);

  const confirmation = await waitForMail(client.email, 'appointment-booked');
  expect(confirmation.text).toContain('You are booked for a 30-minute phone call');
  expect(confirmation.text).toContain('Your agent will call you at (785) 555-0110.');
  expect((confirmation as { attachments?: { filename: string }[] }).attachments).toEqual([
    expect.objectContaining({
      filename: 'appointment.ics',
      contentType: expect.stringContaining('text/calendar'),
    }),
  ]);

  // The agency's console lists it with the client and the policy; an agent cancels it.
  await agent.setViewportSize({ width: 1366, height: 900 });
  await agent.goto('/staff/appointments?scope=all');
  const name = `${client.firstName} ${client.lastName}`;
  const row = agent.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(client.book.auto);
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', /^\/staff\/clients\//);
  expect(await axeViolations(agent)).toEqual([]);

  await row.getByRole('button', { name: `Cancel appointment with ${name}` }).click();
  const dialog = agent.getByRole('alertdialog', { name: `Cancel the appointment with ${name}?` });
  await dialog
    .getByLabel('Reason the client will read')
    .fill('Our agent is out that day; we will call to find a new time.');
  expect(await axeViolations(agent)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(agent.getByText(`Cancelled. ${name} has been e-mailed.`)).toBeVisible();
  await expect(row).toContainText('Cancelled');

  const told = await waitForMail(client.email, 'appointment-cancelled');
  expect(told.text).toContain(
    'The reason: Our agent is out that day; we will call to find a new time.',
  );
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your appointments' })).toContainText('Cancelled');
  expect(problems.pageErrors).toEqual([]);
  await agent.context().close();
});

test('a visitor books a call on a phone, and is told when a field is missing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/book-appointment');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Call or Visit' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Book an appointment' });
  await form.getByRole('radio', { name: '15 minutes' }).check();
  const day = form.getByLabel('Day');
  const third = await day.locator('option').nth(2).getAttribute('value');
  await day.selectOption(third!);
  const times = form.getByRole('group', { name: /Time \(Kansas, Central time\)/ });
  await times.locator('label').last().click();
  await form
    .getByRole('combobox', { name: 'What would you like to talk about?' })
    .selectOption({ label: 'New coverage or a quote' });
  await page.getByRole('button', { name: 'Book appointment' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(form.getByLabel(/^Name/)).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  const email = `visitor.${Date.now()}@example.com`;
  await form.getByLabel(/^Name/).fill('Pat Rivera');
  await form.getByRole('textbox', { name: /^Phone/ }).fill('(316) 555-0142');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByRole('button', { name: 'Book appointment' }).click();
  await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const mail = await waitForMail(email, 'appointment-booked');
  expect(mail.text).toContain('You are booked for a 15-minute phone call');
  expect(mail.text).toContain('To change or cancel it, reply to this e-mail or call us');
});
