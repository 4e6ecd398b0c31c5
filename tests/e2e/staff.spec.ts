// The staff console's frame: who gets in, and the sections each role sees.
import { axeViolations, expect, logIn, test } from './fixtures';

const sections = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Staff console' }).getByRole('link');

test('signed out, /staff asks to log in and comes back', async ({ page }) => {
  await page.goto('/staff/leads');
  const logInLink = page.getByRole('main').getByRole('link', { name: 'Log In' });
  await expect(logInLink).toHaveAttribute('href', '/api/login?returnTo=%2Fstaff%2Fleads');
  expect(await axeViolations(page)).toEqual([]);
});

test('a client is told the console does not exist', async ({ page, newUser }) => {
  await logIn(page, await newUser());
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toHaveCount(0);
});

/** The console's sections an agent sees, in order; an admin sees Team and Import after them. */
const agentSections = [
  'Dashboard',
  'Leads',
  'Clients',
  'Claims',
  'Service',
  'Renewals',
  'Appointments',
  'Payments',
  'Chat',
  'Outbox',
  'Invitations',
];

test('an agent sees the sections but Team and Import; an admin sees them too', async ({
  page,
  problems,
  newUser,
}) => {
  await logIn(page, await newUser({ role: 'agent' }));
  await page.goto('/staff');
  await expect(sections(page)).toHaveText(agentSections);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.context().clearCookies();
  await logIn(page, await newUser({ role: 'admin' }));
  await page.goto('/staff/team');
  await expect(sections(page)).toHaveText([...agentSections, 'Team', 'Import']);
  await expect(page.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  expect(problems.pageErrors).toEqual([]);
});
