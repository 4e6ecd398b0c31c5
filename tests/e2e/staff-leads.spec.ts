// The staff console's leads inbox: a visitor's quote request reaches the inbox, and an agent
// works it. POST /api/leads allows 10 requests per 10 minutes per address and every test runs from
// 127.0.0.1: this file sends two.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import {
  axeViolations,
  expect,
  logIn,
  presetConsent,
  test,
  uniqueEmail,
  waitForHydration,
  waitForMail,
} from './fixtures';
import { openAs } from './signed-in';

/** The server refuses a form filled in faster than this (src/shared/leads.ts, MIN_FILL_MS). */
const MIN_FILL_MS = 3000;

/** A visitor, in a browser of their own, asks for a quote on /personal-insurance. */
async function requestQuoteAsVisitor(
  browser: Browser,
  baseURL: string | undefined,
  person: { firstName: string; lastName: string; email: string; phone: string },
) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await presetConsent(page);
    // A fake clock lets the minimum fill time pass at once.
    await page.clock.install();
    await page.goto('/personal-insurance');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Quote request' });
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field('First Name').fill(person.firstName);
    await field('Last Name').fill(person.lastName);
    await field('Email').fill(person.email);
    await field('Phone').fill(person.phone);
    await form.getByRole('checkbox', { name: 'Auto Insurance' }).check();
    await field('Additional Information').fill('Two cars, one teen driver.');
    await page.clock.fastForward(MIN_FILL_MS + 500);
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(
      page.getByRole('heading', {
        name: `Thank you, ${person.firstName}! Your quote request is in.`,
      }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
}

const statusButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Pipeline status' }).getByRole('button', { name, exact: true });

test('a quote request reaches the inbox; the agent finds it, marks it contacted and adds a note', async ({
  page,
  browser,
  baseURL,
  problems,
  newUser,
}) => {
  const person = {
    firstName: 'Prairie',
    lastName: 'Inboxton',
    email: uniqueEmail('inbox'),
    phone: '(913) 555-0177',
  };
  await requestQuoteAsVisitor(browser, baseURL, person);

  const agent = await newUser({ role: 'agent' });
  await openAs(page, agent, '/staff/leads');
  const filters = page.getByRole('search', { name: 'Filter leads' });
  await filters.getByRole('searchbox', { name: 'Search' }).fill(person.email);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  // The filter is in the address, so the filtered list is a link.
  await expect(page).toHaveURL(`/staff/leads?q=${encodeURIComponent(person.email)}`);
  await expect(page.getByRole('status').filter({ hasText: /of 1 lead$/ })).toHaveText(
    '1–1 of 1 lead',
  );

  const table = page.getByRole('table', { name: 'Leads, those awaiting an answer first' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  const row = rows.nth(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Personal');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Auto Insurance');
  await expect(row.getByRole('cell').nth(3)).toHaveText('New');
  // Just in: the 24-hour promise has a day to run.
  await expect(row.getByText(/^Due in 2[34] h$/)).toBeVisible();
  await expect(row.getByRole('cell').nth(5)).toHaveText('Unassigned');
  expect(await axeViolations(page)).toEqual([]);

  // The export link carries the same filter and downloads a file with the lead in it.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute(
    'href',
    `/api/staff/leads/export.csv?q=${encodeURIComponent(person.email)}`,
  );
  const downloading = page.waitForEvent('download');
  await exportLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFID,')).toBe(true);
  expect(csv).toContain(`,Prairie,Inboxton,${person.email},(913) 555-0177,`);

  await row.getByRole('link', { name: 'Prairie Inboxton' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prairie Inboxton');
  await expect(page.getByText('Two cars, one teen driver.')).toBeVisible();
  await expect(statusButton(page, 'New')).toHaveAttribute('aria-pressed', 'true');

  await statusButton(page, 'Contacted').click();
  await expect(statusButton(page, 'Contacted')).toHaveAttribute('aria-pressed', 'true');
  await expect(statusButton(page, 'New')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Status changed to Contacted.')).toBeVisible();

  const note = 'Called at 10:15, wants a quote for both cars by Friday.';
  await page.getByRole('textbox', { name: 'New note' }).fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('list', { name: 'Notes, newest first' });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes).toContainText(note);
  await expect(notes).toContainText(`${agent.firstName} ${agent.lastName}`);
  await expect(page.getByRole('textbox', { name: 'New note' })).toHaveValue('');

  await page.reload();
  await expect(statusButton(page, 'Contacted')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Notes, newest first' })).toContainText(note);
  await expect(page.getByText(/^First contacted /)).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Status New → Contacted');
  await expect(history).toContainText('Added a note');
  expect(await axeViolations(page)).toEqual([]);

  // Back in the inbox, filtered to the contacted leads, the lead is there without a deadline.
  await page.goto(`/staff/leads?status=contacted&q=${encodeURIComponent(person.email)}`);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
  const contactedRow = page
    .getByRole('table', { name: 'Leads, those awaiting an answer first' })
    .getByRole('row')
    .nth(1);
  await expect(contactedRow.getByRole('cell').nth(3)).toHaveText('Contacted');
  await expect(contactedRow.getByText(/^Due in/)).toHaveCount(0);

  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test('the pipeline works by keyboard, and a won lead is invited as a client', async ({
  page,
  problems,
  newUser,
}) => {
  const email = uniqueEmail('keyboard');
  const agent = await newUser({ role: 'agent' });
  await logIn(page, agent);
  const created = await page.request.post('/api/leads', {
    data: {
      type: 'personal',
      firstName: 'Keyes',
      lastName: 'Board',
      email,
      phone: '(785) 555-0144',
      coverageTypes: ['home'],
      sourcePage: '/personal-insurance',
      fillMs: 5000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/staff/leads/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keyes Board');
  await expect(statusButton(page, 'New')).toHaveAttribute('aria-pressed', 'true');

  // From New, Tab reaches each next status; Space or Enter moves the lead there.
  await statusButton(page, 'New').focus();
  await page.keyboard.press('Tab');
  await expect(statusButton(page, 'Contacted')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(statusButton(page, 'Contacted')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(statusButton(page, 'Won')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(statusButton(page, 'Won')).toHaveAttribute('aria-pressed', 'true');
  await expect(statusButton(page, 'Won')).toBeFocused();
  await expect(page.getByText('Status changed to Won.')).toBeVisible();

  // The assignee is chosen from the active staff.
  const assignee = page.getByRole('combobox', { name: 'Assigned to' });
  const agentName = `${agent.firstName} ${agent.lastName}`;
  await assignee.selectOption({ label: agentName });
  await expect(page.getByText(`Assigned to ${agentName}.`)).toBeVisible();

  // A won lead can become a client.
  await page.getByRole('button', { name: 'Invite as client' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const mail = await waitForMail(email, 'invitation');
  expect(mail.text).toContain('/accept-invite#token=');

  await page.reload();
  await expect(assignee).toHaveValue(/.+/);
  await expect(page.getByText(/An invitation was sent to/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});
