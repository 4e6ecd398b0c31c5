// An admin brings the agency's book in from the sample exports in docs/samples: the clients, then
// their policies, each checked in a dry run (the deliberately bad rows refused with their reason)
// before it is imported with a progress bar; the clients list then holds them, and one is invited.
import path from 'node:path';
import { axeViolations, expect, logIn, test } from './fixtures';

const samples = path.resolve(import.meta.dirname, '../../docs/samples');

test('an admin imports the sample clients and policies after a dry run of each', async ({
  page,
  problems,
  newUser,
}) => {
  await logIn(page, await newUser({ role: 'admin' }));
  await page.goto('/staff/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import the book' })).toBeVisible();

  for (const [kind, file, rejected] of [
    ['Clients and their contacts', 'clients.csv', 'The row has no name'],
    ['Policies', 'policies.csv', 'The expiration date is before the effective date'],
  ] as const) {
    await page.getByLabel('What the file holds').selectOption({ label: kind });
    await page.getByLabel(/CSV file/).setInputFiles(path.join(samples, file));
    await page.getByRole('button', { name: 'Check the file' }).click();
    const dryRun = page.getByRole('table', { name: /Rows that change something or are refused/ });
    await expect(dryRun).toContainText(rejected);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Import \d+ rows$/ }).click();
    await expect(
      page.getByRole('heading', { name: /^Imported: \d+ created, \d+ updated\.$/ }),
    ).toBeFocused();
    await page.getByRole('button', { name: 'Import another file' }).click();
  }

  await page.goto('/staff/clients?q=Holloway');
  const row = page.getByRole('row', { name: /Erin Holloway/ });
  await expect(row).toContainText('erin.holloway@example.net');
  await expect(row).toContainText('Not invited');
  // Invited from the list: the link will make her the holder of the imported account.
  await row.getByRole('checkbox', { name: 'Choose Erin Holloway to invite' }).check();
  await page.getByRole('button', { name: 'Invite the chosen clients (1)' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '1 invitation on the way.' }),
  ).toBeVisible();
  await expect(row).toContainText('Invited');
  await row.getByRole('link', { name: 'Erin Holloway' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Erin Holloway' })).toBeVisible();
  await expect(page.getByText('Nobody signs in to this client')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Policies of Erin Holloway' })).toContainText(
    'KS-AUTO-7001',
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
