import { agency, axeViolations, expect, test, waitForHydration } from './fixtures';

// The general pages: About, Contact, Claims, Insurance Guide, Our Carriers, Site Map.

const pages = [
  { path: '/about', h1: `About ${agency.name}` },
  { path: '/contact', h1: `Contact ${agency.name}` },
  { path: '/claims', h1: 'Claims Support, 24/7' },
  { path: '/tabs', h1: 'Insurance Guide & FAQs' },
  { path: '/insurance-carriers', h1: 'Our Insurance Carriers' },
  { path: '/site-map', h1: 'Site Map' },
];

for (const { path, h1 } of pages) {
  test(`${path} answers 200 with its heading, its title and no axe violations`, async ({
    page,
    problems,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    // A page about the site itself has no "in Kansas" in its title.
    await expect(page).toHaveTitle(
      path === '/site-map'
        ? `Site Map | ${agency.name}`
        : new RegExp(` in ${agency.state} \\| ${agency.name}$`),
    );
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  });
}

test('/about states the Kansas licence and six reasons', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main).toContainText(`licensed insurance agency in the State of ${agency.state}. We`);
  await expect(main).toContainText('2025');
  await expect(main).toContainText('Overland Park');
  const reasons = page
    .getByRole('heading', { name: /Six Reasons/ })
    .locator('xpath=following-sibling::ul[1]/li');
  await expect(reasons).toHaveCount(6);
});

test('/contact shows the office hours and the sections the footer links to', async ({ page }) => {
  await page.goto('/contact');
  const hours = page.getByRole('region', { name: 'Office Hours' });
  await expect(hours).toContainText('Monday - Friday');
  await expect(hours).toContainText('8:00 AM - 6:00 PM');
  await expect(hours).toContainText('9:00 AM - 2:00 PM');
  await expect(hours).toContainText('Closed');
  await expect(
    page
      .getByRole('region', { name: 'Call or E-mail Us' })
      .getByRole('link', { name: agency.phone }),
  ).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('heading', { name: '24/7 Emergency Claims Hotline' })).toBeVisible();

  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  for (const [label, id] of [
    ['Make a Payment', 'payment'],
    ['Contact Agent', 'agent'],
    ['Get Certificate', 'certificate'],
  ] as const) {
    await expect(footer.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      `/contact#${id}`,
    );
    await expect(page.locator(`#${id}`)).toBeVisible();
  }
  await footer.getByRole('link', { name: 'Get Certificate' }).click();
  await expect(page).toHaveURL(/\/contact#certificate$/);
  await expect(
    page.getByRole('heading', { name: 'Get a Certificate of Insurance' }),
  ).toBeInViewport();
});

test('/claims offers the Call Now button, four steps and Kansas weather expertise', async ({
  page,
}) => {
  await page.goto('/claims');
  const callNow = page.getByRole('link', { name: 'Call Now to Report Claim' });
  await expect(callNow).toBeVisible();
  await expect(callNow).toHaveAttribute('href', /^tel:\+?1?9135550142$/);
  const steps = page
    .getByRole('heading', { name: 'How the Claims Process Works' })
    .locator('xpath=following-sibling::ol[1]/li');
  await expect(steps).toHaveCount(4);
  const main = page.getByRole('main');
  await expect(main).toContainText('96 tornadoes per year');
  await expect(main).toContainText('24 to 48 hours');
  await expect(main).toContainText('2-3 business days');
});

test.describe('/tabs insurance guide', () => {
  test('carries every tab’s answers and the FAQ data in the HTML', async ({ page }) => {
    await page.goto('/tabs');
    // Inactive panels are hidden, not absent: the page reads without JavaScript.
    await expect(page.locator('[role="tabpanel"]')).toHaveCount(5);
    await expect(page.getByText('How much is pet insurance?')).toBeHidden();
    await expect(page.getByText('How much is pet insurance?')).toHaveCount(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('')).toContain('"FAQPage"');
    expect(jsonLd.join('')).toContain('How much is pet insurance?');
  });

  test('switches tabs with the keyboard and keeps the tab in the URL', async ({ page }) => {
    await page.goto('/tabs');
    await waitForHydration(page);
    await expect(page.getByRole('tab', { selected: true })).toHaveText('General');

    await page.getByRole('tab', { name: 'General' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Auto' })).toBeFocused();
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Auto');
    await expect(page).toHaveURL(/\/tabs\?tab=auto$/);
    await expect(page.getByRole('tabpanel')).toContainText('$25,000');

    await page.keyboard.press('End');
    await expect(page).toHaveURL(/\?tab=costs$/);
    await expect(page.getByRole('tabpanel', { name: 'Costs' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?tab=general$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('opens the tab named in ?tab=, without a hydration mismatch', async ({ page, problems }) => {
    await page.goto('/tabs?tab=claims');
    await waitForHydration(page);
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Claims');
    await expect(page.getByRole('tabpanel')).toContainText('How do I file a claim?');
    expect(problems.consoleErrors).toEqual([]);
  });
});

test('/insurance-carriers shows 42 carrier cards and the closing links', async ({ page }) => {
  await page.goto('/insurance-carriers');
  const cards = page.getByRole('list', { name: 'Carrier Partners' }).locator(':scope > li');
  await expect(cards).toHaveCount(42);
  await expect(cards.first().getByRole('img', { name: 'Travelers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Financial Strength' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer Service' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kansas Focus' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Contact an Agent' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(main.getByRole('link', { name: 'Get a Personal Quote' })).toHaveAttribute(
    'href',
    '/personal-insurance',
  );
});

test('/site-map links to the general and legal pages and the quick actions', async ({ page }) => {
  await page.goto('/site-map');
  const main = page.getByRole('main');
  const hrefs = await main
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of [
    '/',
    '/about',
    '/contact',
    '/claims',
    '/blog',
    '/tabs',
    '/personal-insurance',
    '/commercial-insurance',
    '/legal-information',
    '/terms-of-use',
    '/privacy-policy',
    '/accessibility',
    '/ads-tracking',
    '/security-fraud',
    '/state-privacy-rights',
  ]) {
    expect(hrefs).toContain(href);
  }
  const actions = page.getByRole('region', { name: 'Quick Actions' });
  await expect(actions.getByRole('link', { name: 'Start a Personal Quote' })).toHaveAttribute(
    'href',
    '/personal-insurance',
  );
  await expect(actions.getByRole('link', { name: 'Start a Business Quote' })).toHaveAttribute(
    'href',
    '/commercial-insurance',
  );
  await expect(actions.getByRole('link', { name: 'File a Claim' })).toHaveAttribute(
    'href',
    '/claims',
  );
  await expect(actions.getByRole('link', { name: 'Contact an Agent' })).toHaveAttribute(
    'href',
    '/contact',
  );
  // Product pages are read from content/products at build time.
  await expect(
    page.getByRole('region', { name: 'Personal Insurance' }).getByRole('link').first(),
  ).toBeVisible();
});
