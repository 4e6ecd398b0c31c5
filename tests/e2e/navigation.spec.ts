import type { Locator, Page } from '@playwright/test';
import { DROPDOWN_CLOSE_DELAY_MS, expect, menuLinks, test, waitForHydration } from './fixtures';

// The cookie banner is part of what these tests look at, or they store the choice themselves.
test.use({ consent: null });

const dropdowns = [
  {
    label: 'Personal Insurance',
    first: 'Auto Insurance',
    quoteTool: { name: 'Personal Quote Tool', href: '/personal-insurance' },
  },
  {
    label: 'Commercial Insurance',
    first: 'General Liability',
    quoteTool: { name: 'Commercial Quote Tool', href: '/commercial-insurance' },
  },
] as const;

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The trigger button of a header dropdown and the list it controls. */
function dropdown(page: Page, label: string): { trigger: Locator; panel: Locator } {
  const trigger = mainNav(page).getByRole('button', { name: label });
  // `has` is matched inside each list item, so it takes a locator of its own, not `trigger`.
  const panel = mainNav(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: label }) })
    .getByRole('list');
  return { trigger, panel };
}

/** Puts the pointer on the page's left edge, well away from the header and its panels. */
async function movePointerAway(page: Page) {
  await page.mouse.move(5, 450);
  const inHeader = await page.evaluate(
    () => document.elementFromPoint(5, 450)?.closest('header') != null,
  );
  expect(inHeader, 'the pointer is outside the header').toBe(false);
}

/** The home page again with its clock installed and standing still: the test moves it. */
async function standingClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
});

test('the desktop header lists its entries in order', async ({ page }) => {
  const nav = mainNav(page);
  await expect(nav).toBeVisible();
  const topLevel = nav.getByRole('list').first().locator(':scope > li > a, :scope > li > button');
  await expect(topLevel).toHaveText([
    'Home',
    'Personal Insurance',
    'Commercial Insurance',
    ...menuLinks,
  ]);
});

test('the current route is highlighted: Home has aria-current="page" on /', async ({ page }) => {
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'About', exact: true })).not.toHaveAttribute(
    'aria-current',
    /.*/,
  );
});

for (const { label, first, quoteTool } of dropdowns) {
  test.describe(`${label} dropdown`, () => {
    test('opens on hover and ends with the highlighted quote tool', async ({ page }) => {
      const { trigger, panel } = dropdown(page, label);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      await trigger.hover();
      await expect(panel).toBeVisible();
      expect(await panel.getAttribute('id')).toBe(await trigger.getAttribute('aria-controls'));
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const links = panel.getByRole('link');
      await expect(links.first()).toHaveText(first);
      expect(await links.count()).toBeGreaterThan(4);
      await expect(links.last()).toHaveText(quoteTool.name);
      await expect(links.last()).toHaveAttribute('href', quoteTool.href);
      // Highlighted: it must look different from the product link above it.
      const [lastBackground, productBackground] = await Promise.all([
        links.last().evaluate((el) => getComputedStyle(el).backgroundColor),
        links.nth(-2).evaluate((el) => getComputedStyle(el).backgroundColor),
      ]);
      expect(lastBackground).not.toBe(productBackground);
    });

    test(`closes ${DROPDOWN_CLOSE_DELAY_MS} ms after the pointer leaves, not before`, async ({
      page,
    }) => {
      // The page's clock stands still and the test moves it: the delay is measured exactly,
      // however busy the machine is.
      await standingClock(page);
      const { trigger, panel } = dropdown(page, label);
      await trigger.hover();
      await expect(panel).toBeVisible();
      // Move onto the panel: it stays open (the pointer has not left the dropdown).
      await panel.getByRole('link').first().hover();
      await expect(panel).toBeVisible();

      await movePointerAway(page);
      await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS - 1);
      await expect(panel).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.clock.runFor(1);
      await expect(panel).toBeHidden();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    test('re-entering within the delay keeps it open', async ({ page }) => {
      await standingClock(page);
      const { trigger, panel } = dropdown(page, label);
      await trigger.hover();
      await expect(panel).toBeVisible();
      await movePointerAway(page);
      await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS - 50);
      await trigger.hover();
      await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS + 150);
      await expect(panel).toBeVisible();
    });
  });
}

test('only one dropdown is open when the pointer moves from one to the other', async ({ page }) => {
  const personal = dropdown(page, 'Personal Insurance');
  const commercial = dropdown(page, 'Commercial Insurance');
  await personal.trigger.hover();
  await expect(personal.panel).toBeVisible();
  await commercial.trigger.hover();
  await expect(commercial.panel).toBeVisible();
  await expect(personal.panel).toBeHidden({ timeout: 600 });
});

test('keyboard: Tab to the trigger, Enter opens, Escape closes and returns focus', async ({
  page,
}) => {
  const { trigger, panel } = dropdown(page, 'Personal Insurance');
  // Keep the pointer out of the header so hover plays no part.
  await movePointerAway(page);

  for (let presses = 0; presses < 25; presses++) {
    await page.keyboard.press('Tab');
    if (await trigger.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();

  // From inside the panel, Escape closes it and puts focus back on the trigger.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'Auto Insurance' })).toBeFocused();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('keyboard: tabbing past the last link closes the dropdown', async ({ page }) => {
  const { trigger, panel } = dropdown(page, 'Personal Insurance');
  await movePointerAway(page);
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  const count = await panel.getByRole('link').count();
  for (let i = 0; i < count; i++) await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'Personal Quote Tool' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel).toBeHidden();
  await expect(dropdown(page, 'Commercial Insurance').trigger).toBeFocused();
});

test('choosing a dropdown link navigates and closes the panel', async ({ page }) => {
  const { trigger, panel } = dropdown(page, 'Commercial Insurance');
  await trigger.hover();
  await panel.getByRole('link', { name: 'Commercial Quote Tool' }).click();
  await expect(page).toHaveURL(/\/commercial-insurance$/);
  await expect(panel).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // Home is no longer the current page.
  await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
    'aria-current',
    /.*/,
  );
});

test('a click on a trigger the pointer just opened keeps the panel open; a second click closes it', async ({
  page,
}) => {
  const { trigger, panel } = dropdown(page, 'Personal Insurance');
  await trigger.hover();
  await expect(panel).toBeVisible();
  await trigger.click();
  await expect(panel).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await trigger.click();
  await expect(panel).toBeHidden();
});
