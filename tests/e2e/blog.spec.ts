import { agency, axeViolations, expect, test, waitForHydration } from './fixtures';

test('Insurance Edge lists the seven articles, the first featured, with category counts', async ({
  page,
  problems,
}) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await expect(page).toHaveTitle(new RegExp(`Insurance Edge.*\\| ${agency.name}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Insurance Edge' })).toBeVisible();

  const categories = page.getByRole('region', { name: 'Browse by Category' }).getByRole('listitem');
  await expect(categories.filter({ hasText: 'Home Insurance' })).toContainText('2 articles');
  await expect(categories.filter({ hasText: 'Auto Insurance' })).toContainText('1 article');
  const counts = await categories.allInnerTexts();
  const total = counts.reduce((sum, text) => sum + Number(/(\d+) articles?/.exec(text)?.[1]), 0);
  expect(total).toBe(7);

  const featured = page.getByRole('region', { name: 'Featured Article' });
  await expect(featured.getByRole('link')).toHaveAttribute('href', '/blog/1');
  const recent = page.getByRole('region', { name: 'Recent Articles' }).getByRole('link');
  await expect(recent).toHaveCount(6);
  for (const [index, link] of (await recent.all()).entries()) {
    await expect(link).toHaveAttribute('href', `/blog/${index + 2}`);
  }
  await expect(page.getByRole('link', { name: 'Contact an Agent' })).toHaveAttribute(
    'href',
    '/contact',
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test('an article shows its parts, a Kansas call to action and related articles', async ({
  page,
  problems,
}) => {
  await page.goto('/blog');
  await waitForHydration(page);
  // Client-side navigation loads the prerendered article data (blog/1.data).
  await page.getByRole('region', { name: 'Featured Article' }).getByRole('link').click();
  await expect(page).toHaveURL('/blog/1');
  const title = 'Tornado and Hail Season in Kansas: Is Your Home Insurance Ready?';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | ${agency.name}`);

  await page.reload();
  await waitForHydration(page);
  const article = page.getByRole('article').first();
  await expect(article.getByText('Home Insurance', { exact: true })).toBeVisible();
  await expect(article.getByText('October 14, 2025')).toBeVisible();
  await expect(article.getByText('6 min read')).toBeVisible();
  await expect(article.getByText(`By ${agency.name} Team`)).toBeVisible();
  await expect(article.getByText(/about 96 tornadoes per year/)).toBeVisible();
  await expect(
    article.getByRole('heading', { name: 'Check your wind and hail deductible' }),
  ).toBeVisible();

  const cta = page.getByRole('complementary', { name: /Insurance in Kansas/ });
  await expect(cta.getByRole('link', { name: 'Contact an Agent' })).toHaveAttribute(
    'href',
    '/contact',
  );

  const related = page.getByRole('region', { name: 'More Insurance Insights' });
  const relatedLinks = related.getByRole('heading').getByRole('link');
  await expect(relatedLinks).toHaveCount(1);
  await expect(relatedLinks).toHaveAttribute('href', '/blog/5');
  await expect(related).toContainText('Home Insurance');

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.flatMap((text) => [JSON.parse(text)].flat().map((item) => item['@type']));
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));

  expect(await axeViolations(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test('an article with no others in its category shows no related section', async ({ page }) => {
  await page.goto('/blog/3');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pet Insurance');
  await expect(page.getByRole('region', { name: 'More Insurance Insights' })).toHaveCount(0);
});

for (const path of ['/blog/99', '/blog/abc']) {
  test(`${path} answers 404 with Article Not Found`, async ({ page, problems }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page).toHaveTitle('Article Not Found');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveURL(path);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);

    await page.getByRole('link', { name: 'Back to Insurance Edge' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Insurance Edge' })).toBeVisible();
  });
}

test('the not-found article page is never served as a page of its own', async ({ request }) => {
  const response = await request.get('/blog/not-found');
  expect(response.status()).toBe(404);
});

test('a legal page shows its title, last-updated line and required statements', async ({
  page,
  problems,
}) => {
  await page.goto('/privacy-policy');
  await waitForHydration(page);
  await expect(page).toHaveTitle(`Privacy Policy | ${agency.name}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/^Last updated: \w+ \d{1,2}, 2025$/)).toBeVisible();
  await expect(page.getByText(/acknowledge requests within 10 business days/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test('every legal page is built from the one template', async ({ page }) => {
  for (const [path, heading] of [
    ['/legal-information', 'Legal Information'],
    ['/terms-of-use', 'Terms of Use'],
    ['/accessibility', 'Accessibility'],
    ['/ads-tracking', 'Ads and Tracking'],
    ['/security-fraud', 'Security and Fraud'],
    ['/state-privacy-rights', 'State Privacy Rights'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/^Last updated: .*2025$/)).toBeVisible();
  }
  await page.goto('/legal-information');
  await expect(
    page.getByText('We do not sell life, disability or health insurance.'),
  ).toBeVisible();
  await expect(
    page.getByText('licensed by the Kansas Insurance Department. We serve', { exact: false }),
  ).toBeVisible();
  await page.goto('/accessibility');
  await expect(page.getByText(/WCAG\) 2\.1, level AA/)).toBeVisible();
});

test('the browser gets the rendered article, not Markdown or the renderer', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/blog/1');
  await waitForHydration(page);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    expect(body).not.toContain('Check your wind and hail deductible');
    expect(body).not.toContain('We do not sell life, disability or health insurance');
    // marked's and gray-matter's own identifiers.
    expect(body).not.toMatch(/\bgfm\b|walkTokens|gray-matter|excerpt_separator/);
  }
});
