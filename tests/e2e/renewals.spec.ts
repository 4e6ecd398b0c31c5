// The renewal board as an agent works it: the carrier's renewal term (and the risk it shows), a
// review booked and assigned, a loss that needs its reason, then the renewal that rolls the
// policy to its new term, which the client's portal shows.
import { axeViolations, expect, test } from './fixtures';
import { openAs, signedInPage } from './signed-in';

test('an agent works a renewal from the board to renewed; the client sees the new term', async ({
  page,
  browser,
  client,
  newUser,
  problems,
}) => {
  const agent = await newUser({ role: 'agent' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs(page, agent, '/staff/renewals');
  const soon = page.getByRole('region', { name: /^Expiring within 30 days: / });
  const row = soon.getByRole('row').filter({ hasText: client.book.auto });
  await expect(row).toContainText('Not contacted');
  await expect(row).toContainText('Not known yet');

  // The carrier's renewal: $1,284 → $1,500, 16.8 % dearer.
  await row.getByRole('button', { name: `Work renewal of ${client.book.auto}` }).click();
  const editor = page.getByRole('dialog', { name: `Renewal of ${client.book.auto}` });
  await editor.getByLabel('New premium').fill('1500');
  await editor.getByRole('button', { name: 'Save term' }).click();
  await expect(editor.getByText('Renewal term saved')).toBeVisible();
  await expect(row).toContainText('+16.8 %');
  await expect(row).toContainText('At risk');

  await editor.getByLabel('Status').selectOption({ label: 'Review booked' });
  await editor
    .getByLabel('Assigned to')
    .selectOption({ label: `${agent.firstName} ${agent.lastName}` });
  await editor.getByRole('button', { name: 'Save renewal' }).click();
  await expect(page.getByText(`${client.book.auto}: Renewal saved.`)).toBeVisible();
  await expect(row).toContainText('Review booked');
  await expect(row).toContainText(agent.firstName);
  // Focus is back on the row's button.
  await expect(row.getByRole('button', { name: /^Work/ })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // Lost needs its reason.
  await row.getByRole('button', { name: /^Work/ }).click();
  await editor.getByLabel('Status').selectOption({ label: 'Lost' });
  await editor.getByRole('button', { name: 'Save renewal' }).click();
  await expect(editor.getByText('Please choose why the client left')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Renewed: the policy rolls to its new term and leaves the board.
  await editor.getByLabel('Status').selectOption({ label: 'Renewed' });
  await editor.getByRole('button', { name: 'Save renewal' }).click();
  await expect(
    page.getByText(new RegExp(`${client.book.auto}: Renewal saved\\. The policy now runs until`)),
  ).toBeVisible();
  await expect(soon.getByRole('row').filter({ hasText: client.book.auto })).toHaveCount(0);
  expect(problems.pageErrors).toEqual([]);

  // The client's portal reads the new term.
  const clientPage = await signedInPage(browser, client);
  const policies = await (await clientPage.request.get('/api/client/policies')).json();
  const auto = (
    policies as { policyNumber: string; premium: string; expirationDate: string }[]
  ).find((policy) => policy.policyNumber === client.book.auto)!;
  expect(auto.premium).toBe('1500.00');
  await clientPage.context().close();
});
