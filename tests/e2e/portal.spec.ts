// The client portal's tabs, policies, claims and claim form.
import type { Locator, Page } from '@playwright/test';
import { claimMessages, claimStatusText, claimStatuses } from '#shared/claims';
import { expiryWarning, policyMessages } from '#shared/policies';
import { portalTabs } from '#shared/portal';
import { agencyToday } from '#shared/agency-time';
import { axeViolations, expect, logIn, logInByKeyboard, test } from './fixtures';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
const card = (page: Page, heading: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
// A label's text ends with the required mark `*` (hidden from screen readers).
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}\\*?$`));

/** `days` after `isoDate` (YYYY-MM-DD), on the calendar. */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The dates a policy card shows, from their `<time dateTime>`: [effective, expiration]. */
async function cardDates(policyCard: Locator): Promise<string[]> {
  return policyCard
    .locator('dd time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
}

test.describe('as a client with a book', () => {
  test.beforeEach(async ({ page, client }) => {
    await logIn(page, client);
  });

  test('My Policies: the expiry warning of the Auto policy, the expired Umbrella', async ({
    page,
    problems,
    client,
  }) => {
    await page.goto('/client-portal');
    await expect(tab(page, 'My Policies')).toHaveAttribute('aria-selected', 'true');

    // The book's Auto policy expires 20 days after the agency's today (a day either way if the
    // agency's midnight passes while the test runs): the warning counts from the agency's today.
    const auto = card(page, 'Auto');
    await expect(auto).toBeVisible();
    const [, autoExpires] = await cardDates(auto);
    const today = agencyToday();
    expect([addDays(today, 19), addDays(today, 20), addDays(today, 21)]).toContain(autoExpires);
    const warning = expiryWarning(autoExpires!, today);
    expect(warning).toMatch(/^Expires in (19|20|21) days$/);
    await expect(auto.getByText(warning!, { exact: true })).toBeVisible();
    await expect(auto.getByText('$1,284.00')).toBeVisible();
    await expect(auto.getByText('$500.00')).toBeVisible();
    await expect(auto.getByText(client.book.auto)).toBeVisible();

    const umbrella = card(page, 'Umbrella');
    await expect(umbrella.getByText(policyMessages.policyExpired)).toBeVisible();
    await expect(umbrella.getByText('Expired', { exact: true }).first()).toBeVisible();
    await expect(card(page, 'Homeowners').getByText(/Expires in|has expired/)).toHaveCount(0);

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  });

  test('Claims: every status with what it means, amounts or Pending, the history', async ({
    page,
    client,
  }) => {
    await page.goto('/client-portal?tab=claims');
    await expect(tab(page, 'Claims')).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, client.book.claims.submitted)).toBeVisible();
    for (const status of claimStatuses) {
      await expect(panel(page).getByText(claimStatusText[status].text).first()).toBeVisible();
    }
    const submitted = card(page, client.book.claims.submitted);
    await expect(submitted.getByText(claimMessages.amountPending, { exact: true })).toBeVisible();
    await expect(submitted.getByRole('list', { name: 'Status history' })).toContainText(
      'Filed as Submitted',
    );
    const approved = card(page, client.book.claims.approved);
    await expect(approved.getByText('$420.00')).toBeVisible();
    // In the staff console's words: the arrow is read out as "to".
    await expect(approved.getByRole('list', { name: 'Status history' })).toContainText(
      /Submitted\s*→\s*to Approved/,
    );
  });

  test('the tab lives in the address: links, unknown values, Back and Forward', async ({
    page,
    client,
  }) => {
    for (const { id, label } of portalTabs) {
      await page.goto(`/client-portal?tab=${id}`);
      await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page)).toHaveAttribute('aria-labelledby', `portal-tab-${id}`);
    }
    await page.goto('/client-portal?tab=nonsense');
    await expect(tab(page, 'My Policies')).toHaveAttribute('aria-selected', 'true');

    await page.goto('/client-portal');
    await expect(card(page, 'Auto')).toBeVisible();
    await tab(page, 'Claims').click();
    await expect(page).toHaveURL(/\/client-portal\?tab=claims$/);
    await tab(page, 'File Claim').click();
    await expect(page).toHaveURL(/\?tab=file-claim$/);
    await expect(page.getByRole('form', { name: 'File a claim' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\?tab=claims$/);
    await expect(tab(page, 'Claims')).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, client.book.claims.submitted)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/client-portal$/);
    await expect(tab(page, 'My Policies')).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(tab(page, 'Claims')).toHaveAttribute('aria-selected', 'true');
  });

  test('the tabs by keyboard: arrows, Home and End move and choose', async ({ page }) => {
    await page.goto('/client-portal');
    await expect(card(page, 'Auto')).toBeVisible();
    await tab(page, 'My Policies').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Claims')).toBeFocused();
    await expect(tab(page, 'Claims')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=claims$/);
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Documents')).toBeFocused();
    await expect(page).toHaveURL(/\?tab=documents$/);
    await page.keyboard.press('End');
    await expect(tab(page, 'File Claim')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'My Policies')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'File Claim')).toHaveAttribute('aria-selected', 'true');
    // Only the chosen tab is in the Tab order; the next stop is its panel.
    await page.keyboard.press('Tab');
    await expect(panel(page)).toBeFocused();
    // A run of arrow keys is one step in the history.
    await page.goBack();
    await expect(page).toHaveURL(/\/client-portal$/);
  });

  test('the claim form says what is wrong, by each field', async ({ page, client }) => {
    await page.goto('/client-portal?tab=file-claim');
    const submit = page.getByRole('button', { name: 'Submit Claim' });
    await expect(submit).toBeDisabled();

    const policy = field(page, 'Policy');
    const date = field(page, 'Incident date');
    const description = field(page, 'Description');
    const amount = field(page, 'Estimated amount (USD)');
    // Only the active policies are offered.
    await expect(policy.locator('option')).toHaveText([
      'Select a policy',
      new RegExp(`^Auto – ${client.book.auto}`),
      new RegExp(`^Homeowners – ${client.book.home}`),
    ]);
    await expect(date).toHaveAttribute('max', agencyToday());

    await policy.focus();
    await policy.blur();
    await date.focus();
    await date.blur();
    await description.fill('too short');
    await description.blur();
    await amount.fill('-1');
    await amount.blur();
    for (const [control, message] of [
      [policy, claimMessages.policyRequired],
      [date, claimMessages.incidentDateRequired],
      [description, claimMessages.descriptionTooShort],
      [amount, claimMessages.amountInvalid],
    ] as const) {
      await expect(page.getByText(message)).toBeVisible();
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(escape(message)));
    }
    expect(await axeViolations(page)).toEqual([]);

    await date.fill(addDays(agencyToday(), 1));
    await expect(page.getByText(claimMessages.incidentDateFuture)).toBeVisible();
    await expect(submit).toBeDisabled();

    await policy.selectOption({ label: `Auto – ${client.book.auto} (Progressive)` });
    await date.fill(agencyToday());
    await description.fill('A long enough description of what happened.');
    await amount.fill('');
    await expect(submit).toBeEnabled();
    await expect(page.getByText(claimMessages.descriptionTooShort)).toHaveCount(0);
    await expect(description).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('file a claim on the Auto policy and find it in Claims as Submitted', async ({
    page,
    problems,
    client,
  }) => {
    await page.goto('/client-portal?tab=file-claim');
    const description = `Hail dented the hood and roof in a parking lot (e2e ${Date.now()}).`;
    await field(page, 'Policy').selectOption({ label: `Auto – ${client.book.auto} (Progressive)` });
    await field(page, 'Incident date').fill(agencyToday());
    await field(page, 'Description').fill(description);
    await field(page, 'Estimated amount (USD)').fill('1234.56');
    await page.getByRole('button', { name: 'Submit Claim' }).click();

    const done = page.getByRole('heading', { name: claimMessages.claimSubmittedTitle });
    await expect(done).toBeFocused();
    const claimNumber = (await panel(page).locator('strong').textContent()) ?? '';
    expect(claimNumber).toMatch(/^CLM-\d{4}-\d{6}$/);
    await expect(panel(page).getByText(claimStatusText.submitted.text)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'View My Claims' }).click();
    await expect(page).toHaveURL(/\?tab=claims$/);
    await expect(tab(page, 'Claims')).toBeFocused();
    const filed = card(page, claimNumber);
    await expect(filed).toBeVisible();
    await expect(filed.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(filed.getByText(claimStatusText.submitted.text)).toBeVisible();
    await expect(filed.getByText(description)).toBeVisible();
    await expect(filed.getByText('$1,234.56')).toBeVisible();
    await expect(filed.getByText(`Auto · ${client.book.auto}`)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\?tab=file-claim$/);
    await expect(page.getByRole('form', { name: 'File a claim' })).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  });

  test('axe finds nothing to fix on any tab', async ({ page, client }) => {
    const ready: Record<string, (page: Page) => Locator> = {
      policies: (p) => card(p, 'Auto'),
      claims: (p) => card(p, client.book.claims.submitted),
      documents: (p) => panel(p),
      'file-claim': (p) => p.getByRole('form', { name: 'File a claim' }),
    };
    for (const { id } of portalTabs) {
      await page.goto(`/client-portal?tab=${id}`);
      await expect(ready[id]!(page)).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await axeViolations(page), `tab ${id}`).toEqual([]);
    }
  });

  test('on a phone: the four tabs fit and the pages have no sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/client-portal');
    await expect(card(page, 'Auto')).toBeVisible();
    for (const { label } of portalTabs) await expect(tab(page, label)).toBeInViewport({ ratio: 1 });
    for (const { id } of portalTabs) {
      await page.goto(`/client-portal?tab=${id}`);
      await expect(panel(page)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `tab ${id}`).toBe(0);
      expect(await axeViolations(page), `tab ${id}`).toEqual([]);
    }
  });
});

test('the whole claim journey by keyboard alone', async ({ page, client }) => {
  await logInByKeyboard(page, client);

  // Tab along the page to the tabs: only the chosen one is a stop.
  const policiesTab = tab(page, 'My Policies');
  await expect(policiesTab).toHaveAttribute('aria-selected', 'true');
  await pressTabUntil(page, policiesTab, 80);
  await page.keyboard.press('End');
  await expect(tab(page, 'File Claim')).toBeFocused();
  await expect(page).toHaveURL(/\?tab=file-claim$/);

  const policy = field(page, 'Policy');
  await pressTabUntil(page, policy, 3);
  await page.keyboard.press('ArrowDown');
  await expect(policy).not.toHaveValue('');

  const date = field(page, 'Incident date');
  await page.keyboard.press('Tab');
  await expect(date).toBeFocused();
  const [year, month, day] = agencyToday().split('-');
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(date).toHaveValue(agencyToday());

  const description = `Keyboard-only claim: a bicycle was stolen from the porch (e2e ${Date.now()}).`;
  await pressTabUntil(page, field(page, 'Description'), 4);
  await page.keyboard.type(description);
  await page.keyboard.press('Tab');
  await expect(field(page, 'Estimated amount (USD)')).toBeFocused();
  await page.keyboard.type('650.25');
  // Past the optional photos and documents, to Submit.
  const submit = page.getByRole('button', { name: 'Submit Claim' });
  await pressTabUntil(page, submit, 3);
  await page.keyboard.press('Enter');

  await expect(
    page.getByRole('heading', { name: claimMessages.claimSubmittedTitle }),
  ).toBeFocused();
  const claimNumber = (await panel(page).locator('strong').textContent()) ?? '';
  expect(claimNumber).toMatch(/^CLM-\d{4}-\d{6}$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'File Another Claim' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'View My Claims' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(tab(page, 'Claims')).toBeFocused();
  await expect(page).toHaveURL(/\?tab=claims$/);
  const filed = card(page, claimNumber);
  await expect(filed.getByText(description)).toBeVisible();
  await expect(filed.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(filed.getByText('$650.25')).toBeVisible();
});

/** Presses Tab until `target` has the focus, at most `limit` times. */
async function pressTabUntil(page: Page, target: Locator, limit: number) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
