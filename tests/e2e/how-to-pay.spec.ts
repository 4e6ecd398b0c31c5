// How to pay: an agent keeps a carrier's payment page and phone and a policy's automatic payments;
// the client, on a phone, reaches How to pay from the footer's Make a Payment and finds both.
import { axeViolations, expect } from './fixtures';
import { openAs, test } from './signed-in';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("an agent keeps a carrier's payment details and a policy's autopay; the client pays from them", async ({
  page,
  client,
  agent,
  problems,
}) => {
  const payUrl = `https://billing.travelers.example/${client.book.home}`;
  await agent.goto('/staff/payments');
  await agent.getByRole('button', { name: 'Edit the payment details of Travelers' }).click();
  const form = agent.getByRole('form', { name: 'Payment details of Travelers' });
  await form.getByRole('textbox', { name: /^Payment page/ }).fill('http://insecure.example');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('textbox', { name: /^Payment page/ })).toHaveAccessibleDescription(
    /full https:\/\/ address/,
  );
  await form.getByRole('textbox', { name: /^Payment page/ }).fill(payUrl);
  await form.getByRole('textbox', { name: /^Payment phone/ }).fill('(800) 555-0143');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(agent.getByRole('row').filter({ hasText: payUrl })).toBeVisible();
  expect(await axeViolations(agent)).toEqual([]);

  // The home policy goes on automatic payments, on the client's page.
  await agent.goto(`/staff/clients?q=${encodeURIComponent(client.lastName)}`);
  await agent.getByRole('link', { name: `${client.firstName} ${client.lastName}` }).click();
  const billing = agent.getByRole('form', { name: `How the client pays ${client.book.home}` });
  await billing.getByRole('checkbox', { name: 'Automatic payments are on' }).check();
  await billing.getByRole('button', { name: 'Save' }).click();
  await expect(billing.getByText('Saved.')).toBeVisible();
  await agent.context().close();

  await openAs(page, client, '/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Make a Payment' }).tap();
  await expect(page).toHaveURL(/\/client-portal\?tab=policies#how-to-pay$/);
  const card = page.getByRole('region', { name: 'How to pay' });
  const home = card.getByRole('listitem').filter({ hasText: client.book.home });
  await expect(home.getByRole('link', { name: /^Pay online for Homeowners/ })).toHaveAttribute(
    'href',
    payUrl,
  );
  await expect(home.getByRole('link', { name: /^Pay by phone \(800\) 555-0143/ })).toHaveAttribute(
    'href',
    'tel:+18005550143',
  );
  await expect(home).toContainText('Automatic payments are on: nothing to do.');
  // The expired umbrella policy is not paid any more.
  await expect(card).not.toContainText(client.book.umbrella);
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
