// Public pages load no JavaScript file until a visitor interacts (scripts/defer-hydration.mjs):
// the HTML is the page; the app starts on the first pointer, touch, key, focus, wheel or scroll,
// or at once when the URL has a query. Nothing a visitor does before it is live is lost.
import type { Page, Request } from '@playwright/test';
import { CONSENT_KEY, expect, presetConsent, test, waitForHydration } from './fixtures';

// The cookie banner is part of what these tests look at, or they store the choice themselves.
test.use({ consent: null });

/** Script files the page requested so far. */
function scriptRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(request);
  });
  return seen;
}

const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });

/** Holds every script response back, so a test can act while the app is still loading. */
async function slowScripts(page: Page, ms: number) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('a product page loads no script file before the visitor interacts, and reads complete', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto('/auto-insurance');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(scripts.map((r) => r.url())).toEqual([]);
  expect(await isHydrated(page)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/auto insurance/i);
  await expect(page.getByText('$25,000').first()).toBeVisible();
  await expect(page.locator('form button[type="submit"]')).toHaveCount(1);
});

test('the first pointer movement loads the app, which hydrates without errors', async ({
  page,
  problems,
}) => {
  const scripts = scriptRequests(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts).toHaveLength(0);
  await waitForHydration(page); // moves the pointer first
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((r) => new URL(r.url()).pathname.startsWith('/assets/'))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test('the first key press loads the app too, and Tab still moves focus to the skip link', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expect.poll(() => isHydrated(page)).toBe(true);
});

test('a page with a query starts the app at once: ?zip= and ?type= prefill without a touch', async ({
  page,
}) => {
  await page.goto('/personal-insurance?zip=66210&type=auto');
  await expect(page.getByLabel('Additional Information')).toHaveValue('Zip code: 66210');
  await expect(page.getByRole('checkbox', { name: 'Auto Insurance' })).toBeChecked();
});

test.describe('the cookie banner before any script', () => {
  test('shows on a first visit, with no script file loaded', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    expect(scripts).toHaveLength(0);
  });

  test('stays hidden once a choice is stored', async ({ page }) => {
    await presetConsent(page, 'accepted');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    await waitForHydration(page);
    await expect(page.locator('[data-cookie-banner]')).toBeHidden();
  });

  test('a Decline clicked while the app is still loading is carried out once it is live', async ({
    page,
  }) => {
    await slowScripts(page, 1000);
    await page.goto('/');
    await page.waitForLoadState('load');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Decline' }).click();
    expect(await isHydrated(page)).toBe(false);
    await expect(banner).toBeHidden({ timeout: 15_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('declined');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on the menu button before the app is live opens the menu once it is', async ({
    page,
  }) => {
    await presetConsent(page);
    await slowScripts(page, 1000);
    await page.goto('/');
    await page.waitForLoadState('load');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await toggle.tap();
    expect(await isHydrated(page)).toBe(false);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Close menu' }),
    ).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });
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
