import type { Page } from '@playwright/test';
import { CONSENT_KEY, expect, test, waitForHydration } from './fixtures';

// The cookie banner is part of what these tests look at, or they store the choice themselves.
test.use({ consent: null });

// Each test runs in its own fresh browser context, so local storage starts empty.

function banner(page: Page) {
  return page.getByRole('region', { name: 'Cookie consent' });
}

function storedConsent(page: Page) {
  return page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);
}

/** Reloads and waits until the banner would have appeared, then checks that it did not. */
async function expectBannerGoneAfterReload(page: Page) {
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
}

test('a first visit shows the banner', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();
  await expect(banner(page).getByRole('button', { name: 'Accept All Cookies' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Decline' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Close cookie banner' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );

  // Not answered yet: it comes back on the next page view.
  await page.reload();
  await expect(banner(page)).toBeVisible();
});

test('Accept All Cookies stores "accepted" and the banner stays away', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toBe('accepted');

  await expectBannerGoneAfterReload(page);
  expect(await storedConsent(page)).toBe('accepted');

  // Nor on another page of the site.
  await page.goto('/no-such-page');
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
});

test('Decline stores "declined" and the banner stays away', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toBe('declined');

  await expectBannerGoneAfterReload(page);
  expect(await storedConsent(page)).toBe('declined');
});

test('the close X stores "declined" and the banner stays away', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Close cookie banner' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toBe('declined');

  await expectBannerGoneAfterReload(page);
  expect(await storedConsent(page)).toBe('declined');
});

test('the banner is keyboard operable', async ({ page }) => {
  await page.goto('/');
  const accept = banner(page).getByRole('button', { name: 'Accept All Cookies' });
  await expect(accept).toBeVisible();
  await accept.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toBe('accepted');
});
