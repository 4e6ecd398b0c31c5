// How the agency is doing, from a visitor's campaign to the owner's report: a visitor comes from
// a newsletter and another site, reads on, and asks for a quote; the agent quotes it and loses it
// on price; the dashboard counts the source and the reason, and hands the figure over as CSV.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { leads } from '#server/db/schema';
import { MIN_FILL_MS } from '#shared/leads';
import {
  axeViolations,
  expect,
  presetConsent,
  test,
  uniqueEmail,
  waitForHydration,
} from './fixtures';
import { signedInPage } from './signed-in';

test('a campaign lead is traced to the report: its source, its quote, the reason it was lost', async ({
  page,
  browser,
  database,
  newUser,
}) => {
  const email = uniqueEmail('campaign');
  await presetConsent(page);
  // The visitor's own address: quote requests are limited per address, and the other tests'
  // come from this machine's.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.61' });
  // A person takes longer than the form's minimum; the fake clock makes that instant.
  await page.clock.install();
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=fall-auto', {
    referer: 'https://www.bing.com/',
  });
  await waitForHydration(page);
  // The visit goes on by the site's own links; the first page's source stays.
  await page.getByRole('main').getByRole('link', { name: /^Auto/ }).first().click();
  await expect(page).toHaveURL(/\/auto-insurance(#quote-form)?$/);
  await waitForHydration(page);
  const main = page.getByRole('main');
  await main.getByLabel('First Name').fill('Camila');
  await main.getByLabel('Last Name').fill('Reyes');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Phone').fill('(913) 555-0177');
  await page.getByRole('checkbox', { name: 'Auto Insurance' }).check();
  await page.clock.fastForward(MIN_FILL_MS + 500);
  await page.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(page.getByText(/We'll contact you within 24 hours/).first()).toBeVisible();
  const [lead] = await database.db.select().from(leads).where(eq(leads.email, email));
  expect(lead).toMatchObject({
    sourcePage: '/auto-insurance',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'fall-auto',
    referrerHost: 'bing.com',
    spamReason: null,
  });

  const agent = await newUser({ role: 'agent' });
  const staff = await signedInPage(browser, agent, { viewport: { width: 1366, height: 900 } });
  await staff.goto(`/staff/leads/${lead!.id}`);
  await expect(staff.getByText('newsletter / email / fall-auto')).toBeVisible();
  await expect(staff.getByText('bing.com')).toBeVisible();
  const status = (name: string) =>
    staff.getByRole('group', { name: /Pipeline status/ }).getByRole('button', { name });
  await status('Quoted').click();
  await expect(staff.getByText('Status changed to Quoted.')).toBeVisible();
  // Lost asks why before anything is sent.
  await status('Lost').click();
  const reason = staff.getByRole('combobox', { name: /Why was it lost\?/ });
  await expect(reason).toBeFocused();
  expect(await axeViolations(staff)).toEqual([]);
  await reason.selectOption({ label: 'Price' });
  await staff.getByRole('button', { name: 'Mark lost' }).click();
  await expect(staff.getByText('Status changed to Lost.')).toBeVisible();
  await expect(staff.getByText('Lost because')).toBeVisible();

  await staff.goto('/staff');
  const report = staff.getByRole('region', { name: 'How the agency is doing' });
  const sources = report.getByRole('table', { name: 'Leads by source and line' });
  await expect(sources).toContainText('newsletter');
  const lost = report.getByRole('table', { name: 'Why leads were lost' });
  await expect(lost).toContainText('Price');
  expect(await axeViolations(staff)).toEqual([]);

  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    report.getByRole('link', { name: 'Download lost reasons as CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Period start,Reason,Leads');
  expect(csv).toMatch(/\r\n\d{4}-\d{2}-\d{2},Price,\d+\r\n/);

  await report.getByRole('button', { name: 'By month' }).click();
  await expect(staff).toHaveURL(/\?period=month$/);
  await expect(lost).toContainText('Price');
  await staff.context().close();
});
