// The staff console's claims queue and outbox, worked by an agent of the test's own on the claims
// of a client of its own.
import type { Page } from '@playwright/test';
import { type Claim, claimStatusText } from '#shared/claims';
import { type Policy } from '#shared/policies';
import { agencyToday } from '#shared/agency-time';
import { staffClaimMessages } from '#shared/staff/claims';
import type { Account } from './accounts';
import { axeViolations, expect, logIn, test } from './fixtures';
import { openAs, ownBrowserPage, signedInPage } from './signed-in';

/** A new claim of `client`, filed through the portal's API as the client would. */
async function fileClaim(page: Page, client: Account): Promise<Claim> {
  await logIn(page, client);
  const policies = (await (await page.request.get('/api/client/policies')).json()) as Policy[];
  const policy = policies.find((p) => p.status === 'active');
  expect(policy, 'the client has an active policy').toBeTruthy();
  const response = await page.request.post('/api/client/claims', {
    data: {
      policyId: policy!.id,
      incidentDate: agencyToday(),
      description: 'E2E: a pipe burst under the kitchen sink and soaked the cabinets.',
      amount: 725.5,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Claim;
}

test('an agent moves a new claim to processing by keyboard; the client sees the status and the public note, never the internal one', async ({
  page,
  browser,
  problems,
  client,
  newUser,
}) => {
  const agent = await newUser({ role: 'agent' });
  // Two people's journeys in one test, with four accessibility scans: about 26 s on a quiet
  // machine, too close to the default 30 s when CI shares it.
  const clientPage = await ownBrowserPage(browser);
  const claim = await fileClaim(clientPage, client);
  const note = `An adjuster will call you tomorrow morning (${claim.claimNumber}).`;
  const internalNote = `Check the plumber's invoice before approving (${claim.claimNumber}).`;

  // The queue lists it; its link opens the claim.
  await openAs(page, agent, '/staff/claims');
  const link = page.getByRole('link', { name: claim.claimNumber, exact: true });
  await expect(link).toBeVisible();
  const row = page.getByRole('row').filter({ has: link });
  await expect(row).toContainText(client.email);
  await expect(row).toContainText(claimStatusText.submitted.label);
  expect(await axeViolations(page)).toEqual([]);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Claim ${claim.claimNumber}`);
  await expect(page.getByRole('button', { name: 'Move to Processing' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Both notes and the button, by keyboard only.
  await page.getByLabel(/Note to the client/).focus();
  await page.keyboard.type(note);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Internal note/)).toBeFocused();
  await page.keyboard.type(internalNote);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Move to Processing' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status')).toHaveText(
    staffClaimMessages.moved(claim.claimNumber, 'processing'),
  );
  await expect(page.getByRole('button', { name: 'Move to Approved' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move to Denied' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  const change = timeline.getByRole('listitem').last();
  // The arrow is hidden from screen readers, which read "to" instead.
  await expect(change).toContainText(/Submitted →\s*to\s*Processing/);
  await expect(change).toContainText(`by ${agent.firstName}`);
  await expect(change).toContainText(note);
  await expect(change).toContainText(`Internal note, staff only:${internalNote}`);
  expect(await axeViolations(page)).toEqual([]);

  // The client's portal: the processing text and the public note, not the internal note.
  await clientPage.goto('/client-portal?tab=claims');
  const card = clientPage
    .getByRole('article')
    .filter({ has: clientPage.getByRole('heading', { name: claim.claimNumber, exact: true }) });
  await expect(card).toContainText(claimStatusText.processing.text);
  await expect(card).toContainText(note);
  await expect(clientPage.getByRole('main')).not.toContainText(internalNote);
  expect(await clientPage.content()).not.toContain('plumber');
  await clientPage.context().close();

  // The outbox lists the client's status e-mail.
  await page.goto('/staff/outbox');
  const mail = page
    .getByRole('row')
    .filter({ hasText: `Your claim ${claim.claimNumber} is now Processing` });
  await expect(mail).toContainText(client.email);
  await expect(mail).toContainText('claim-status');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test('the queue filters by status, kept in the address', async ({ page, client, newUser }) => {
  const { submitted, closed } = client.book.claims;
  const claimLink = (claimNumber: string) =>
    page.getByRole('link', { name: claimNumber, exact: true });
  await openAs(page, await newUser({ role: 'agent' }), '/staff/claims');
  // Open by default: the client's closed claim is not there.
  await expect(claimLink(submitted)).toBeVisible();
  await expect(claimLink(closed)).toHaveCount(0);

  await page.getByLabel('Show').selectOption('closed');
  await expect(page).toHaveURL(/\/staff\/claims\?status=closed$/);
  await expect(claimLink(closed)).toBeVisible();
  await expect(claimLink(submitted)).toHaveCount(0);
  await expect(page.getByRole('table')).not.toContainText(claimStatusText.submitted.label);

  await page.reload();
  await expect(page.getByLabel('Show')).toHaveValue('closed');
  await expect(claimLink(closed)).toBeVisible();
});

test('the outbox filters by status', async ({ page, newUser }) => {
  await openAs(page, await newUser({ role: 'agent' }), '/staff/outbox?status=failed');
  await expect(page.getByLabel('Show')).toHaveValue('failed');
  // No SMTP failures in the e2e server: nothing failed, so no Retry either.
  await expect(page.getByText('No e-mails to show.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('on a phone a wide table scrolls inside its region, not the page', async ({
  page,
  browser,
  client,
  newUser,
}) => {
  // A claim (and so e-mails in the outbox) exists whatever ran before.
  const clientPage = await ownBrowserPage(browser);
  await fileClaim(clientPage, client);
  await clientPage.context().close();

  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, await newUser({ role: 'agent' }), '/staff/outbox');
  const region = page.getByRole('region', { name: /first/ });
  await expect(region.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  // The region takes keyboard focus, so arrow keys can scroll it sideways.
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test('a denial asks for the reason and a confirmation; the client reads the reason', async ({
  page,
  browser,
  client,
  newUser,
  problems,
}) => {
  const claimNumber = client.book.claims.processing;
  await openAs(page, await newUser({ role: 'agent' }), '/staff/claims?status=processing');
  await page.getByRole('link', { name: claimNumber, exact: true }).click();
  const deny = page.getByRole('button', { name: 'Move to Denied' });
  await deny.click();
  const reasonField = page.getByLabel(/^Note to the client/);
  await expect(reasonField).toBeFocused();
  await expect(reasonField).toHaveAccessibleDescription(
    new RegExp(staffClaimMessages.reasonRequired),
  );
  const reason =
    'Hail damage to the roof is covered, but this claim was filed after the 1-year limit.';
  await reasonField.fill(reason);
  await deny.click();
  const dialog = page.getByRole('alertdialog', {
    name: staffClaimMessages.confirmTitle(claimNumber, 'denied'),
  });
  await expect(dialog).toContainText(reason);
  // The safe choice has the focus: Enter here cancels.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Move to Denied' }).click();
  await expect(page.getByRole('status')).toHaveText(
    staffClaimMessages.moved(claimNumber, 'denied'),
  );

  const clientPage = await signedInPage(browser, client);
  await clientPage.goto('/client-portal?tab=claims');
  const card = clientPage
    .getByRole('article')
    .filter({ has: clientPage.getByRole('heading', { name: claimNumber, exact: true }) });
  await expect(card).toContainText(claimStatusText.denied.text);
  await expect(card).toContainText(reason);
  await clientPage.context().close();
  expect(problems.pageErrors).toEqual([]);
});
