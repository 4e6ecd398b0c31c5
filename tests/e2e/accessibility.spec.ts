import { axeViolations, expect, presetConsent, test, waitForHydration } from './fixtures';

// The cookie banner is part of what these tests look at, or they store the choice themselves.
test.use({ consent: null });

// axe-core with the WCAG 2.0/2.1 A and AA rules (the site targets WCAG 2.1 AA).

test.describe('desktop', () => {
  test('home page, cookie banner showing', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('home page, after the consent choice', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const label of ['Personal Insurance', 'Commercial Insurance']) {
    test(`${label} dropdown open`, async ({ page }) => {
      await presetConsent(page);
      await page.goto('/');
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const trigger = nav.getByRole('button', { name: label });
      await trigger.hover();
      const panel = nav
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: label }) })
        .getByRole('list');
      await expect(panel).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(await axeViolations(page)).toEqual([]);
      // The scan ran with the panel open (the pointer never left it).
      await expect(panel).toBeVisible();
    });
  }
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('home page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('menu open with both groups expanded', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'Personal Insurance' }).click();
    await nav.getByRole('button', { name: 'Commercial Insurance' }).click();
    await expect(nav.getByRole('link', { name: 'Personal Quote Tool' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Commercial Quote Tool' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('menu open, groups collapsed', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('visible focus', () => {
  test('every element Tab reaches on the home page shows a focus outline', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/');
    await waitForHydration(page);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        return {
          name: `${el.tagName} ${el.textContent?.trim().slice(0, 40) ?? ''} ${el.getAttribute('href') ?? ''}`,
          outline: style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) : 0,
          ring: style.boxShadow !== 'none',
        };
      });
      if (!focus || seen.has(focus.name)) continue;
      seen.add(focus.name);
      expect(focus.outline >= 2 || focus.ring, `focus visible on ${focus.name}`).toBe(true);
    }
    // The walk went through the header, the page and into the footer.
    expect(seen.size).toBeGreaterThan(20);
  });
});

test.describe('the axe check itself', () => {
  test('reports what breaks WCAG, in the whole page or only inside a selector', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/favicon.ico';
      document.querySelector('footer')!.append(image);
    });
    const ids = (violations: { id: string }[]) => violations.map((v) => v.id);
    expect(ids(await axeViolations(page))).toContain('image-alt');
    expect(ids(await axeViolations(page, 'footer'))).toEqual(['image-alt']);
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});
