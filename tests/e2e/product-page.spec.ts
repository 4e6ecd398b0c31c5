import { agency, axeViolations, expect, presetConsent, test, waitForHydration } from './fixtures';

// The cookie banner is part of what these tests look at, or they store the choice themselves.
test.use({ consent: null });

// The product pages are prerendered from content/products/*.ts; /auto-insurance stands for all.

test('the Kansas minimums are in the HTML itself, before any JavaScript', async ({ request }) => {
  const response = await request.get('/auto-insurance');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>Auto Insurance in Kansas | ${agency.name}</title>`);
  for (const figure of ['$25,000', '$50,000', '$4,500']) expect(html).toContain(figure);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/auto-insurance"/);
  expect(html).toContain('"@type":"InsuranceAgency"');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the heading, the minimums and the quote form', async ({ page }) => {
    const response = await page.goto('/auto-insurance');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Auto insurance for Kansas drivers',
    );
    const minimums = page.getByRole('region', {
      name: 'Kansas Minimum Auto Insurance Requirements',
    });
    await expect(minimums.getByText('$50,000').first()).toBeVisible();
    await expect(minimums.getByText('$4,500')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get Your Free Auto Quote' })).toBeVisible();
  });
});

test('hydrates without console or CSP errors and passes axe', async ({ page, problems }) => {
  await presetConsent(page);
  const response = await page.goto('/auto-insurance');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page).toHaveTitle(`Auto Insurance in Kansas | ${agency.name}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Auto insurance for Kansas drivers',
  );
  await expect(page.getByRole('heading', { name: 'Get Your Free Auto Quote' })).toBeVisible();
  // The FAQ opens and closes natively.
  const question = page.getByText('Is auto insurance required in Kansas?');
  await question.click();
  await expect(page.getByText(/Every registered vehicle in Kansas needs liability/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test('arrives by client-side navigation inside the app with its data', async ({
  page,
  problems,
}) => {
  await presetConsent(page);
  // Public pages are page loads; inside the app (here its log-in page) the router renders them.
  await page.goto('/login');
  await waitForHydration(page);
  await page.evaluate(() => {
    // Follow a client-side navigation without a full load: push and let the router handle it.
    window.history.pushState({}, '', '/auto-insurance');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Auto insurance for Kansas drivers',
  );
  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});
