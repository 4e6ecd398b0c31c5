// The staff console's clients: an agent finds a client, adds a policy (a taken number is refused on
// its field) and uploads a document; the client then sees both in the portal. Agent and client
// are the test's own.
import type { Page } from '@playwright/test';
import { samplePdf } from '../fixtures/documents';
import { axeViolations, expect, logIn, presetConsent, test } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog', { name: /policy/i });

/** Fills the "Add a policy" form; dates and status keep their defaults (today, a year, active). */
async function fillPolicy(page: Page, policyNumber: string) {
  const form = dialog(page);
  await form.getByLabel('Policy number').fill(policyNumber);
  await form.getByLabel('Policy type').fill('Condo');
  await form.getByLabel('Carrier').selectOption('Chubb');
  await form.getByLabel('Premium (USD)').fill('1,950.5');
  await form.getByLabel('Deductible (USD)').fill('500');
}

test('an agent finds a client, adds a policy and a document; the client sees both', async ({
  page,
  browser,
  problems,
  newUser,
}) => {
  const client = await newUser();
  const name = `${client.firstName} ${client.lastName}`;
  // Part of the address, in other letters: the search ignores case.
  const query = client.email.split('@')[0]!.toUpperCase();
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const policyNumber = `SSI-E2E-${stamp}`;
  const fileName = `declarations-${stamp.toLowerCase()}.pdf`;

  await logIn(page, await newUser({ role: 'agent' }));
  await page.goto('/staff/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search by name or e-mail' });
  await search.fill(query);
  await search.press('Enter');
  await expect(page).toHaveURL(`/staff/clients?q=${query}`);
  const table = page.getByRole('table', { name: /Clients matching/ });
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the client
  await expect(table).toContainText(client.email);
  expect(await axeViolations(page)).toEqual([]);

  await table.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const policies = page.getByRole('table', { name: `Policies of ${name}` });

  // A new policy, with a number no one has.
  await page.getByRole('button', { name: 'Add policy' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel('Policy number')).toBeFocused();
  await fillPolicy(page, policyNumber);
  await dialog(page).getByRole('button', { name: 'Add policy' }).click();
  await expect(dialog(page)).toBeHidden();
  const row = policies.getByRole('row', { name: new RegExp(policyNumber) });
  await expect(row).toContainText('Condo');
  await expect(row).toContainText('Chubb');
  await expect(row).toContainText('$1,950.50');
  await expect(row).toContainText('Active');
  // Focus is back on the button that opened the dialog.
  await expect(page.getByRole('button', { name: 'Add policy' })).toBeFocused();

  // The same number again: the server's 409 lands on the field, the dialog stays.
  await page.getByRole('button', { name: 'Add policy' }).click();
  await fillPolicy(page, policyNumber);
  await dialog(page).getByRole('button', { name: 'Add policy' }).click();
  const numberField = dialog(page).getByLabel('Policy number');
  await expect(numberField).toHaveAttribute('aria-invalid', 'true');
  await expect(numberField).toHaveAccessibleDescription('Another policy already has this number');
  await expect(numberField).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(policies.getByRole('row', { name: new RegExp(policyNumber) })).toHaveCount(1);

  // A small PDF into the client's portal.
  await page.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: samplePdf(`Declarations ${stamp}`),
  });
  await expect(
    page.getByRole('status').filter({ hasText: `${fileName} was uploaded.` }),
  ).toBeVisible();
  const documents = page.getByRole('table', { name: `Documents of ${name}` });
  const documentRow = documents.getByRole('row', { name: new RegExp(fileName) });
  await expect(documentRow).toContainText('The agency');
  await expect(
    documentRow.getByRole('link', { name: `Download ${fileName} (opens in a new tab)` }),
  ).toHaveAttribute('href', /^\/api\/documents\/\d+\/download$/);
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);

  // The client, in a browser of their own, sees the policy and the document from the agency.
  const context = await browser.newContext();
  const portal = await context.newPage();
  await presetConsent(portal);
  await logIn(portal, client);
  await portal.goto('/client-portal');
  await expect(portal.getByRole('tabpanel')).toContainText(policyNumber);
  await portal.goto('/client-portal?tab=documents');
  const item = portal.getByRole('tabpanel').getByRole('listitem').filter({ hasText: fileName });
  await expect(item).toContainText('From your agent');
  await context.close();
});

test('a policy can be edited and cancelled after a confirmation', async ({ page, newUser }) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const policyNumber = `SSI-E2E-${stamp}`;
  const client = await newUser();
  const name = `${client.firstName} ${client.lastName}`;
  await logIn(page, await newUser({ role: 'agent' }));
  // The client's page, reached from the list's search by name.
  await page.goto(`/staff/clients?q=${encodeURIComponent(client.lastName)}`);
  await page.getByRole('link', { name }).click();
  const policies = page.getByRole('table', { name: `Policies of ${name}` });
  await page.getByRole('button', { name: 'Add policy' }).click();
  await fillPolicy(page, policyNumber);
  await dialog(page).getByRole('button', { name: 'Add policy' }).click();
  const row = policies.getByRole('row', { name: new RegExp(policyNumber) });
  await expect(row).toBeVisible();

  // Edit: the expiration before the effective date is told on its field, then fixed.
  await row.getByRole('button', { name: `Edit ${policyNumber}` }).click();
  const form = dialog(page);
  await expect(form).toHaveAccessibleName(`Edit policy ${policyNumber}`);
  await form.getByLabel('Expiration date').fill('2020-01-01');
  await form.getByLabel('Premium (USD)').fill('2100');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByLabel('Expiration date')).toHaveAccessibleDescription(
    'The expiration date cannot be before the effective date',
  );
  await form.getByLabel('Expiration date').fill('2099-12-31');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('$2,100.00');
  await expect(row).toContainText('Dec 31, 2099');

  // Cancel: asks first (focus on "Keep policy"), Escape keeps it, then confirmed.
  await row.getByRole('button', { name: `Cancel policy ${policyNumber}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Cancel policy ${policyNumber}?` });
  await expect(confirm.getByRole('button', { name: 'Keep policy' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Cancel policy ${policyNumber}` }).click();
  await confirm.getByRole('button', { name: 'Cancel policy' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: /Cancel policy/ })).toHaveCount(0);
});
