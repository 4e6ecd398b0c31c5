// The staff console as agents work in it: its own frame (no site header, footer, cookie banner or
// help bar), one search box for clients, leads, claims and policies, and lists that fit a 1366 px
// laptop whole and keep what needs action (status, what is due) on a phone.
import type { Page } from '@playwright/test';
import { axeViolations, expect, logIn, test, uniqueEmail } from './fixtures';
import { openAs, signedInPage } from './signed-in';

test.describe('the frame', () => {
  // No stored cookie choice: the banner shows on the public site, so its absence here means something.
  test.use({ consent: null });

  test('the console leaves the public site behind and says who is signed in', async ({
    page,
    problems,
    newUser,
  }) => {
    const agent = await newUser({ role: 'agent' });
    await openAs(page, agent, '/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto('/staff');
    const header = page.getByRole('banner');
    await expect(header.getByText(`Signed in as ${agent.firstName} (agent)`)).toBeVisible();
    await expect(header.getByRole('search')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log Out' })).toHaveAttribute(
      'href',
      '/api/logout',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /help/i })).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});

test('the header search finds a policy and a claim by their numbers, and a client by name', async ({
  page,
  client,
  newUser,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, await newUser({ role: 'agent' }), '/staff/leads');
  const box = page.getByRole('searchbox', { name: 'Search clients, leads, claims and policies' });

  // The last digits a caller reads out are enough.
  await box.fill(client.book.auto.slice(-6));
  await box.press('Enter');
  await expect(page).toHaveURL(/\/staff\/search\?q=/);
  const policies = page.getByRole('region', { name: 'Policies' });
  await expect(policies.getByRole('link', { name: client.book.auto })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await policies.getByRole('link', { name: client.book.auto }).click();
  await expect(page).toHaveURL(/\/staff\/clients\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(client.lastName);

  await box.fill(client.book.claims.denied);
  await box.press('Enter');
  await page.getByRole('region', { name: 'Claims' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/staff\/claims\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(client.book.claims.denied);

  await box.fill(`${client.firstName} ${client.lastName}`);
  await box.press('Enter');
  await expect(
    page.getByRole('region', { name: 'Clients' }).getByRole('link', { name: client.lastName }),
  ).toBeVisible();

  await box.fill('zz-no-such-record-zz');
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing found' })).toBeVisible();
});

/** A list's table region: its overflow, and where its column headings end. */
async function measure(page: Page, columns: string[]) {
  // The innermost region holding the table: the table's own, inside the page's.
  const region = page
    .getByRole('region')
    .filter({ has: page.getByRole('table') })
    .last();
  await expect(region.getByRole('table')).toBeVisible();
  const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  const rightEdges: Record<string, number> = {};
  for (const column of columns) {
    const box = await region.getByRole('columnheader', { name: column, exact: true }).boundingBox();
    rightEdges[column] = box ? box.x + box.width : Infinity;
  }
  return { overflow, rightEdges };
}

/** Each list, with the columns that say what needs doing. */
const lists = [
  { path: '/staff/leads', columns: ['Status', 'Age'] },
  { path: '/staff/claims', columns: ['Status', 'Age'] },
  { path: '/staff/service', columns: ['Due', 'Status'] },
  { path: '/staff/clients', columns: ['Open claims', 'Portal'] },
  { path: '/staff/renewals', columns: ['Expires', 'Status'] },
  { path: '/staff/invitations', columns: ['To'] },
];

test('at 1366 px every list fits whole; on a phone each keeps its status and due columns', async ({
  page,
  browser,
  client,
  newUser,
}) => {
  // A service request, so the queue has a row whatever ran before.
  const clientPage = await signedInPage(browser, client);
  const options = await (
    await clientPage.request.get('/api/client/service-requests/options')
  ).json();
  const auto = (options as { policyId: number; policyNumber: string }[]).find(
    (option) => option.policyNumber === client.book.auto,
  )!;
  const made = await clientPage.request.post('/api/client/service-requests', {
    data: {
      type: 'other',
      policyId: auto.policyId,
      acknowledged: true,
      details: { description: 'Please note our new garage address for the car.' },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await clientPage.context().close();

  await logIn(page, await newUser({ role: 'agent' }));
  // An open invitation, so the invitations have a row (and its Withdraw must stay on a phone).
  const invited = await page.request.post('/api/staff/clients/invite', {
    data: { email: uniqueEmail('e2e.invited'), firstName: 'Ivy' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const { path, columns } of lists) {
      await page.goto(path);
      const { overflow, rightEdges } = await measure(page, columns);
      expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      for (const column of columns) {
        expect(rightEdges[column], `${column} of ${path} at ${width} px`).toBeLessThanOrEqual(
          width,
        );
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
    }
  }

  // On a phone the sections sit behind the Menu button.
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Claims' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claims');
  await expect(nav).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
});

test("a client's record shows one timeline: a note goes in, the filter narrows it, the PDF downloads", async ({
  page,
  client,
  newUser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs(
    page,
    await newUser({ role: 'agent' }),
    '/staff/search?q=' + encodeURIComponent(client.email),
  );
  await page.getByRole('region', { name: 'Clients' }).getByRole('link').first().click();
  await page.getByRole('link', { name: 'Timeline' }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  // The client's claims are on it, with their moves.
  await expect(
    timeline.getByRole('link', { name: `Claim ${client.book.claims.denied} moved to Denied` }),
  ).toBeVisible();

  await timeline
    .getByLabel('Add a note to the record')
    .fill('Offered an umbrella policy; declined.');
  await timeline.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline.getByRole('status')).toHaveText('Note added to the timeline');
  const entries = timeline.getByRole('listitem');
  await expect(entries.first()).toContainText('Offered an umbrella policy; declined.');

  // The box follows the address, which changes a moment after the click: a click, then its state.
  const claims = timeline.getByRole('checkbox', { name: 'Claims' });
  await claims.click();
  await expect(claims).not.toBeChecked();
  await expect(timeline.getByRole('link', { name: /^Claim / })).toHaveCount(0);
  await expect(entries.first()).toContainText('Offered an umbrella policy; declined.');
  expect(await axeViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await timeline.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^client-record-.*\.pdf$/);
  expect(download.url()).not.toContain('claim');
});
