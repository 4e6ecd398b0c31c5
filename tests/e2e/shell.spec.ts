import { agency, expect, test, waitForHydration } from './fixtures';

// The cookie banner is part of what these tests look at, or they store the choice themselves.
test.use({ consent: null });

const personalFooterLinks = [
  'Auto Insurance',
  'Homeowners Insurance',
  'Renters Insurance',
  'Umbrella Insurance',
];
const commercialFooterLinks = [
  'General Liability',
  'Commercial Property',
  'Workers Compensation',
  'Commercial Auto',
];

test.describe('home page', () => {
  test('renders the header, the heading and the footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    await expect(page).toHaveTitle(
      new RegExp(`${agency.state}.*${agency.name}|${agency.name}.*${agency.state}`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: agency.phone })).toBeVisible();
    await expect(header.getByRole('link', { name: agency.phone })).toHaveAttribute('href', /^tel:/);
    // On the home page it leads to the choice of what to insure (tests/e2e/visitor-path.spec.ts).
    await expect(header.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute(
      'href',
      '#get-a-quote',
    );

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(agency.copyright);
    await expect(footer).toContainText(agency.licence);
    await expect(footer).not.toContainText('License #');
    await expect(header).toContainText(agency.licence);
    await expect(header).not.toContainText('License #');
    await expect(footer).toContainText('doing business as');

    const personal = footer
      .getByRole('heading', { name: 'Personal', exact: true })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('link');
    await expect(personal).toHaveText(personalFooterLinks);

    const commercial = footer
      .getByRole('heading', { name: 'Commercial', exact: true })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('link');
    await expect(commercial).toHaveText(commercialFooterLinks);
    await expect(footer.getByRole('link', { name: 'General Liability' })).toHaveAttribute(
      'href',
      '/general-liability',
    );
    await expect(footer.getByRole('link', { name: 'Commercial Auto' })).toHaveAttribute(
      'href',
      '/commercial-auto',
    );

    await expect(footer.getByRole('heading', { name: 'Support', exact: true })).toBeVisible();
  });

  test('loads without console errors, page errors or CSP violations', async ({
    page,
    problems,
  }) => {
    const response = await page.goto('/');
    expect(
      response?.headers()['content-security-policy'],
      'the page is served with a CSP',
    ).toContain("script-src 'self'");
    await waitForHydration(page);
    // The banner appears from an effect: seeing it proves the client bundle ran under the CSP.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  });

  test('reads without JavaScript (prerendered HTML)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(agency.name));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(agency.state);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(agency.copyright);
      await expect(footer).toContainText(agency.licence);
      await expect(footer.getByRole('link', { name: 'Workers Compensation' })).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('link', { name: agency.phone }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('unknown routes', () => {
  test('an unknown page answers 404 with the site shell', async ({ page, problems }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: agency.phone })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(agency.copyright);
    await expect(page).toHaveTitle(/Page Not Found/);

    // Hydrating the 404 page must not fail either (e.g. React #418 from a mismatched shell).
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(problems.pageErrors).toEqual([]);
    // Chromium reports the document's own 404 status as a console error; anything else is a bug.
    const others = problems.consoleErrors.filter(
      (text) => !(text.includes('status of 404') && text.includes('/no-such-page')),
    );
    expect(others).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  });

  test('an unknown nested page answers 404 too', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });

  test('an unknown API route answers 404 JSON with a message', async ({ request }) => {
    const response = await request.get('/api/no-such-thing');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const body = (await response.json()) as { message?: unknown };
    expect(typeof body.message).toBe('string');
    expect(String(body.message).length).toBeGreaterThan(0);
  });
});

test('the desktop header fits at 1280 px: no part of the menu is cut off', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const contact = nav.getByRole('link', { name: 'Contact', exact: true });
  const box = await contact.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});
