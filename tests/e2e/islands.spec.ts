// Public pages are their prerendered HTML: React Router never runs there. The inline behaviours
// answer the menu, dropdowns, banner and tabs (tests/e2e/first-tap.spec.ts), and only the islands
// come alive: the quote form, the floating buttons, the account link (src/web/islands/).
import type { Page, Request } from '@playwright/test';
import {
  expect,
  holdScriptsUntilReleased,
  presetConsent,
  test,
  waitForHydration,
} from './fixtures';

/** Script files the page requested so far. */
function scriptRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(request);
  });
  return seen;
}

test('a product page loads the islands and nothing of the app, and its islands start cleanly', async ({
  page,
  problems,
}) => {
  const scripts = scriptRequests(page);
  await page.goto('/auto-insurance');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const paths = scripts.map((request) => new URL(request.url()).pathname);
  expect(paths.length).toBeGreaterThan(0);
  expect(paths.filter((path) => !path.startsWith('/assets/islands/'))).toEqual([]);
  expect(
    await page.evaluate(() => 'reactRouterContext' in window || '__reactRouterContext' in window),
  ).toBe(false);
  // The rest of the page was never touched by a framework.
  expect(
    await page.evaluate(() =>
      Object.keys(document.getElementById('main')!).some((key) => key.startsWith('__react')),
    ),
  ).toBe(false);
  await expect(page.locator('[data-island="quote-form"]')).toHaveAttribute('data-live', '');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test('the page reads complete before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auto-insurance');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/auto insurance/i);
  await expect(page.getByText('$25,000').first()).toBeVisible();
  await expect(page.getByRole('main').locator('form button[type="submit"]')).toHaveCount(1);
  await context.close();
});

test('what a visitor typed before the form came alive stays, with the focus', async ({ page }) => {
  await presetConsent(page);
  // The islands' code is held back until the visitor has typed.
  const release = await holdScriptsUntilReleased(page);
  await page.goto('/auto-insurance', { waitUntil: 'commit' });
  await page.getByRole('main').getByLabel('First Name').fill('Ann');
  await page.getByRole('checkbox', { name: 'Auto Insurance' }).check();
  await page.getByRole('main').getByLabel('Last Name').focus();
  await page.keyboard.type('Le');
  release();
  await waitForHydration(page);
  await page.keyboard.type('e');
  await expect(page.getByRole('main').getByLabel('First Name')).toHaveValue('Ann');
  await expect(page.getByRole('main').getByLabel('Last Name')).toHaveValue('Lee');
  await expect(page.getByRole('main').getByLabel('Last Name')).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Auto Insurance' })).toBeChecked();
});

const LEAD_CHECKS = /\/lead-checks-[\w-]+\.js$/;

/**
 * /personal-insurance (no coverage ticked from the start), live and quiet; answers the requests
 * for the form's checks made so far.
 */
async function openQuotePageWatchingChecks(page: Page) {
  await presetConsent(page);
  const scripts = scriptRequests(page);
  await page.goto('/personal-insurance');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return () => scripts.filter((request) => LEAD_CHECKS.test(request.url()));
}

test('the quote form starts without its checks, and asks for them once the visitor is at it', async ({
  page,
}) => {
  const checks = await openQuotePageWatchingChecks(page);
  expect(checks()).toEqual([]);
  await page.getByRole('main').getByLabel('First Name').focus();
  await expect.poll(() => checks().length).toBe(1);
  // Sent empty, the form says what is missing by each field, with zod's messages, not the browser's.
  await page.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Please select at least one coverage type')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('First Name')).toBeFocused();
});

test('a change asks for the checks too, as a tap that does not focus makes one; a touch alone does not', async ({
  page,
}) => {
  const checks = await openQuotePageWatchingChecks(page);
  const form = page.getByRole('form', { name: 'Quote request' });
  // A touch starts before the tap's answer: the checks are not asked for then (asked for, the
  // request would leave a frame later).
  const asked = page.waitForRequest(LEAD_CHECKS, { timeout: 1500 });
  await form.dispatchEvent('pointerdown');
  expect(
    await asked.then(
      () => true,
      () => false,
    ),
  ).toBe(false);
  expect(checks()).toEqual([]);
  // Ticked without a focus (as a tap on some phones does): the change asks for them.
  const auto = form.getByRole('checkbox', { name: 'Auto Insurance' });
  await auto.evaluate((box: HTMLInputElement) => box.click());
  await expect(auto).toBeChecked();
  await expect.poll(() => checks().length).toBe(1);
});

test('a page with a query fills the form from it: ?zip= and ?type=', async ({ page }) => {
  await presetConsent(page);
  await page.goto('/personal-insurance?zip=66210&type=auto');
  await expect(page.getByLabel('Additional Information')).toHaveValue('Zip code: 66210');
  await expect(page.getByRole('checkbox', { name: 'Auto Insurance' })).toBeChecked();
});

test('visitors who ask for less motion get no transitions', async ({ page }) => {
  await presetConsent(page);
  await page.goto('/');
  // Buttons and the tab and card styles use transitions (transition-colors and the like).
  const duration = () =>
    page
      .locator('.transition-colors')
      .first()
      .evaluate((el) => getComputedStyle(el).transitionDuration);
  const normal = await duration();
  expect(parseFloat(normal)).toBeGreaterThan(0.05);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(parseFloat(await duration())).toBeLessThan(0.001);
});
