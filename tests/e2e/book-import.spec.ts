// The agency's first day, end to end: an admin brings the book in from the sample exports in
// docs/samples (clients, then policies, each checked in a dry run that refuses the deliberately
// bad rows with their reason, then imported with a progress bar) and invites a client; the client
// opens the portal from the invitation, comes back later with an e-mailed code, and invites her
// husband to see one of her policies; he signs in and sees only that one; an agent views the
// portal as each of them.
import path from 'node:path';
import { axeViolations, expect, mailLink, test, uniqueEmail, waitForMail } from './fixtures';
import { openAs, ownBrowserPage } from './signed-in';

const samples = path.resolve(import.meta.dirname, '../../docs/samples');
const erin = 'erin.holloway@example.net';

test('an imported client joins, signs in with a code, shares one policy with her household; an agent sees what each sees', async ({
  page,
  browser,
  problems,
  newUser,
}) => {
  test.setTimeout(90_000);
  const agent = await newUser({ role: 'admin' });
  await openAs(page, agent, '/staff/import');
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

  // Invited from the list: the link makes her the holder of the imported account.
  await page.goto('/staff/clients?q=Holloway');
  const row = page.getByRole('row', { name: /Erin Holloway/ });
  await expect(row).toContainText(erin);
  await expect(row).toContainText('Not invited');
  await row.getByRole('checkbox', { name: 'Choose Erin Holloway to invite' }).check();
  await page.getByRole('button', { name: 'Invite the chosen clients (1)' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '1 invitation on the way.' }),
  ).toBeVisible();
  await expect(row).toContainText('Invited');
  expect(await axeViolations(page)).toEqual([]);

  // Erin opens the portal from the invitation, without a password: her imported policies are there.
  const client = await ownBrowserPage(browser);
  await client.goto(mailLink(await waitForMail(erin, 'invitation'), '/accept-invite'));
  await expect(client.getByRole('main').getByLabel('First name')).toHaveValue('Erin');
  await client.getByRole('button', { name: 'Open My Portal' }).click();
  await expect(client).toHaveURL(/\/client-portal$/);
  const erinsPolicies = client.getByRole('tabpanel');
  await expect(erinsPolicies).toContainText('KS-AUTO-7001');
  await expect(erinsPolicies).toContainText('KS-HOME-7002');
  await expect(erinsPolicies.getByText(/^Information current as of /).first()).toBeVisible();

  // Later, she signs in with an e-mailed code.
  await client.context().clearCookies();
  await client.goto('/login/code');
  await client.getByRole('main').getByLabel('Email').fill(erin);
  await client.getByRole('button', { name: 'E-mail Me a Code' }).click();
  const code = /portal: (\d{6})/.exec((await waitForMail(erin, 'sign-in-code')).text)![1]!;
  await client.getByLabel(/6-digit code/).fill(code);
  await client.getByRole('button', { name: 'Sign In' }).click();
  await expect(client).toHaveURL(/\/client-portal$/);

  // She invites her husband to see the auto policy only.
  const sam = uniqueEmail('sam.holloway');
  await client.getByRole('link', { name: 'People on my account' }).click();
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('People on your account');
  const people = client.getByRole('main');
  await people.getByLabel('Their e-mail').fill(sam);
  await people.getByRole('textbox', { name: /^First name/ }).fill('Sam');
  await people.getByLabel('Only the policies I choose').check();
  await people.getByLabel(/KS-AUTO-7001/).check();
  await people.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(people.getByRole('status').filter({ hasText: sam })).toBeVisible();
  await expect(people.getByRole('list')).toContainText('Invited');
  expect(await axeViolations(client)).toEqual([]);

  // Sam signs in from his invitation and sees that policy, not the others.
  const husband = await ownBrowserPage(browser);
  await husband.goto(mailLink(await waitForMail(sam, 'member-invitation'), '/accept-invite'));
  await husband.getByRole('main').getByLabel('Last name').fill('Holloway');
  await husband.getByRole('button', { name: 'Open My Portal' }).click();
  await expect(husband).toHaveURL(/\/client-portal$/);
  const samsPolicies = husband.getByRole('tabpanel');
  await expect(samsPolicies).toContainText('KS-AUTO-7001');
  await expect(samsPolicies).not.toContainText('KS-HOME-7002');
  await expect(samsPolicies).not.toContainText('KS-UMB-7006');

  // The agent views the portal as Erin, then as Sam: read-only, with the banner.
  await page.goto('/staff/clients?q=Holloway');
  await page.getByRole('link', { name: 'Erin Holloway' }).click();
  await page.getByRole('link', { name: 'View as the client' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Viewing as Erin Holloway');
  await expect(page.getByRole('note')).toContainText('Nothing can be changed here');
  const viewed = page.getByRole('tabpanel');
  await expect(viewed).toContainText('KS-HOME-7002');
  await expect(
    viewed.getByRole('button', { name: 'Something wrong? Tell us' }).first(),
  ).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to the client' }).click();
  await page.getByRole('link', { name: 'View as Sam Holloway' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Viewing as Sam Holloway');
  await expect(page.getByRole('tabpanel')).toContainText('KS-AUTO-7001');
  await expect(page.getByRole('tabpanel')).not.toContainText('KS-HOME-7002');
  expect(problems.pageErrors).toEqual([]);
  await client.context().close();
  await husband.context().close();
});
