// Log in, see your name, log out; the portal's signed-out prompt.
import type { Page } from '@playwright/test';
import { axeViolations, expect, logInByKeyboard, test, waitForHydration } from './fixtures';

const passwordInput = (page: Page) => page.locator('input[autocomplete="current-password"]');

test('signed out, the portal offers a log-in button that leads back to it', async ({ page }) => {
  await page.goto('/client-portal');
  const logIn = page.getByRole('main').getByRole('link', { name: 'Log In' });
  await expect(logIn).toHaveAttribute('href', '/api/login?returnTo=%2Fclient-portal');
  expect(await axeViolations(page)).toEqual([]);
  await logIn.click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fclient-portal$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In to Your Client Portal');
  expect(await axeViolations(page)).toEqual([]);
});

test('log in, see the welcome and e-mail, log out', async ({ page, client, problems }) => {
  await page.goto('/login?returnTo=%2Fclient-portal');
  await page.getByRole('main').getByLabel('Email').fill(client.email);
  await passwordInput(page).fill(client.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${client.firstName}` })).toBeVisible();
  await expect(page.getByText(client.email)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/client-portal');
  await expect(page.getByRole('main').getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
  // Signed out, nothing asked the server who is signed in (no 401 in the console).
  expect(problems.consoleErrors).toEqual([]);
});

test('errors are shown by the fields and announced; the password can be shown', async ({
  page,
  client,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Email')).toBeFocused();

  await page.getByRole('main').getByLabel('Email').fill(client.email);
  await passwordInput(page).fill('not the password');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(passwordInput(page)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('by keyboard alone', async ({ page, client }) => {
  await logInByKeyboard(page, client);
});

test('a returnTo on another site is ignored: after log-in the portal opens', async ({
  page,
  client,
}) => {
  await page.goto('/api/login?returnTo=' + encodeURIComponent('//evil.example/steal'));
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fclient-portal$/);
  await page.goto('/login?returnTo=' + encodeURIComponent('https://evil.example/'));
  await page.getByRole('main').getByLabel('Email').fill(client.email);
  await passwordInput(page).fill(client.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
});

test('the header shows who is signed in, and Log In to a visitor', async ({ page, client }) => {
  await page.goto('/about');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Log In' })).toHaveAttribute(
    'href',
    '/api/login?returnTo=%2Fclient-portal',
  );
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill(client.email);
  await passwordInput(page).fill(client.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
  await page.goto('/about');
  await waitForHydration(page);
  await expect(
    banner.getByRole('link', { name: `Client portal of ${client.firstName}` }),
  ).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Log In' })).toHaveCount(0);
});

test('signed in on a tablet, the top bar keeps the phone number on one line', async ({
  page,
  client,
}) => {
  // From a tablet up the header has its dark line; a phone's compact header has none (its links
  // are in the menu: tests/e2e/visitor-path.spec.ts).
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.request.post('/api/auth/login', {
    data: { email: client.email, password: client.password },
  });
  await page.goto('/');
  await page.mouse.move(5, 5);
  await expect(
    page.getByRole('banner').getByRole('link', { name: client.firstName }),
  ).toBeVisible();
  const phone = page.getByRole('banner').getByRole('link', { name: '(913) 555-0142' }).first();
  const box = await phone.boundingBox();
  // One line of the 14 px top bar, not the number broken over three.
  expect(box!.height).toBeLessThan(28);
});
