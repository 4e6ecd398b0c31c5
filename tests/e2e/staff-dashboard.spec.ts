// The staff dashboard and the admins' Team page: figures as charts and tables; inviting,
// welcoming and disabling an agent.
import type { Page } from '@playwright/test';
import { axeViolations, expect, mailLink, test, uniqueEmail, waitForMail } from './fixtures';
import { openAs, ownBrowserPage } from './signed-in';

const captions = [
  'Leads this week by line',
  'Leads this week by status',
  'Claims not closed by status: open (submitted, processing) and decided (approved, denied)',
];

test("an agent sees this week's figures as charts and as tables", async ({
  page,
  problems,
  newUser,
}) => {
  // A lead of this week, so every figure has something to show.
  const lead = await page.request.post('/api/leads', {
    data: {
      type: 'commercial',
      firstName: 'Dashboard',
      lastName: 'Lead',
      email: uniqueEmail('dashboard-lead'),
      phone: '(913) 555-0100',
      coverageTypes: ['general-liability'],
      fillMs: 30_000,
    },
  });
  expect(lead.status()).toBe(201);

  await openAs(page, await newUser({ role: 'agent' }), '/staff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  for (const caption of captions) {
    const table = page.getByRole('table', { name: caption });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Count' })).toBeVisible();
  }
  const byLine = page.getByRole('table', { name: 'Leads this week by line' });
  await expect(byLine.getByRole('rowheader', { name: 'Commercial' })).toBeVisible();
  await expect(page.getByRole('table', { name: /by coverage/ })).toContainText('General Liability');
  await expect(page.getByText('Median time to first contact')).toBeVisible();
  // The charts are drawn (SVG), hidden from assistive technology: the tables say the same.
  await expect(page.locator('[data-testid="count-chart"] svg')).toHaveCount(4);
  await expect(page.locator('[data-testid="count-chart"]').first()).toHaveAttribute(
    'aria-hidden',
    'true',
  );

  expect(await axeViolations(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  // recharts draws without eval and without <style> elements.
  expect(await problems.cspViolations()).toEqual([]);
});

async function acceptInvitation(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up Your Account');
  await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Robin');
  await expect(page.getByText('You are invited to the staff console')).toBeVisible();
  await page.locator('input[autocomplete="new-password"]').fill(password);
  await page.getByRole('button', { name: 'Set Up Account' }).click();
  // A staff account lands in the console, not in the client portal.
  await expect(page).toHaveURL(/\/staff$/);
}

test('an admin invites an agent, who joins; disabled, the agent is logged out at the next call', async ({
  page,
  problems,
  browser,
  newUser,
}) => {
  const email = uniqueEmail('new-agent');
  const password = 'Sunflowers over the Flint Hills 9';
  // A name of its own, so a run repeated against the same server finds this agent's row only.
  const lastName = `Fields ${email.split('@')[0]!.split('.').pop()}`;
  const name = `Robin ${lastName}`;

  await openAs(page, await newUser({ role: 'admin' }), '/staff/team');
  await expect(page.getByRole('table', { name: /Staff accounts/ })).toBeVisible();
  await expect(
    page.getByRole('list', { name: /Recent activity/ }).or(page.getByText('Nothing recorded yet.')),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Invite a staff member' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Role').selectOption('agent');
  await form.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(form.getByRole('status')).toHaveText(`Invitation sent to ${email}.`);
  await expect(page.getByRole('table', { name: /Pending invitations/ })).toContainText(email);
  await expect(page.getByRole('list', { name: /Recent activity/ })).toContainText(
    `invited ${email} as agent`,
  );

  // The new agent, in a browser of their own.
  const mail = await waitForMail(email, 'staff-invitation');
  expect(mail.text).toContain('staff console as an agent');
  const agentPage = await ownBrowserPage(browser);
  await acceptInvitation(agentPage, mailLink(mail, '/accept-invite'), password);
  await expect(agentPage.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(agentPage.getByText('Signed in as Robin (agent)')).toBeVisible();
  await expect(agentPage.getByRole('table', { name: 'Leads this week by line' })).toBeVisible();

  // The admin disables the new agent, after a confirmation.
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Disable ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Disable ${name}?` });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
  await expect(row.getByRole('button', { name: `Enable ${name}` })).toBeVisible();
  await expect(page.getByRole('list', { name: /Recent activity/ })).toContainText(
    `disabled ${name}`,
  );

  // The agent's open page: the next call is refused, and the console says so and asks to log in.
  const refused = agentPage.waitForResponse((r) => r.url().endsWith('/api/staff/dashboard'));
  await agentPage.getByRole('button', { name: 'Refresh' }).click();
  expect((await refused).status()).toBe(401);
  await expect(
    agentPage.getByText('You are logged out. Logging in again...', { exact: true }),
  ).toBeVisible();
  await expect(agentPage).toHaveURL(/\/login/);
  // And the log-in is refused: a disabled account gets 403.
  const login = await agentPage.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(403);
  await agentPage.context().close();

  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});
