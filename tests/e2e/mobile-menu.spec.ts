import type { Page } from '@playwright/test';
import { expect, menuLinks, test, waitForHydration } from './fixtures';

// The cookie banner is part of what these tests look at, or they store the choice themselves.
test.use({ consent: null });

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

function menuButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^(Open|Close) menu$/ });
}

function mobileNav(page: Page) {
  return page.getByRole('navigation', { name: 'Mobile' });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
});

test('the desktop navigation is hidden and the menu button toggles the panel', async ({ page }) => {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = menuButton(page);
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Open menu');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(mobileNav(page)).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAccessibleName('Close menu');
  await expect(mobileNav(page)).toBeVisible();
  await expect(mobileNav(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const name of menuLinks) {
    await expect(mobileNav(page).getByRole('link', { name, exact: true })).toBeVisible();
  }

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAccessibleName('Open menu');
  await expect(mobileNav(page)).toBeHidden();
});

const groups = [
  {
    label: 'Personal Insurance',
    first: 'Auto Insurance',
    last: 'Personal Quote Tool',
    href: '/personal-insurance',
  },
  {
    label: 'Commercial Insurance',
    first: 'General Liability',
    last: 'Commercial Quote Tool',
    href: '/commercial-insurance',
  },
] as const;

for (const group of groups) {
  test(`the ${group.label} group expands and collapses`, async ({ page }) => {
    await menuButton(page).click();
    const nav = mobileNav(page);
    const groupButton = nav.getByRole('button', { name: group.label });
    await expect(groupButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: group.first })).toBeHidden();

    await groupButton.click();
    await expect(groupButton).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`[id="${await groupButton.getAttribute('aria-controls')}"]`);
    await expect(list).toBeVisible();
    const links = list.getByRole('link');
    await expect(links.first()).toHaveText(group.first);
    await expect(links.last()).toHaveText(group.last);
    await expect(links.last()).toHaveAttribute('href', group.href);

    await groupButton.click();
    await expect(groupButton).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
  });
}

test('choosing a link on the current page closes the menu and its groups', async ({ page }) => {
  await menuButton(page).click();
  const nav = mobileNav(page);
  await nav.getByRole('button', { name: 'Personal Insurance' }).click();
  await nav.getByRole('button', { name: 'Commercial Insurance' }).click();
  await expect(nav.getByRole('button', { name: 'Commercial Insurance' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await nav.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // Reopened, both groups start collapsed again.
  await menuButton(page).click();
  await expect(nav.getByRole('button', { name: 'Personal Insurance' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(nav.getByRole('button', { name: 'Commercial Insurance' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('choosing a link in a group navigates and closes the menu and its groups', async ({
  page,
}) => {
  await menuButton(page).click();
  const nav = mobileNav(page);
  await nav.getByRole('button', { name: 'Personal Insurance' }).click();
  await nav.getByRole('link', { name: 'Auto Insurance' }).click();

  await expect(page).toHaveURL(/\/auto-insurance$/);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  await menuButton(page).click();
  await expect(nav.getByRole('button', { name: 'Personal Insurance' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(nav.getByRole('link', { name: 'Auto Insurance' })).toBeHidden();
});

test('closed, the menu takes no tap and no focus: the page under it has them', async ({ page }) => {
  const panel = page.locator('[data-menu-panel]');
  await expect(panel).toHaveCount(1);
  // Opened once and closed, so the menu has been shown and laid out.
  await menuButton(page).click();
  await expect(mobileNav(page)).toBeVisible();
  await menuButton(page).click();
  await expect(mobileNav(page)).toBeHidden();

  // Where the open menu's links were, a tap reaches the page.
  const hits = await panel.evaluate((nav) =>
    [...nav.querySelectorAll('a')].map((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + 4, box.y + box.height / 2);
      return !hit || !nav.contains(hit);
    }),
  );
  expect(hits.length).toBeGreaterThan(0);
  expect(hits.every(Boolean)).toBe(true);

  // The keyboard goes through the header and into the page, never into the closed menu.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const inMenu = await page.evaluate(
      () => document.activeElement?.closest('[data-menu-panel]') != null,
    );
    expect(inMenu).toBe(false);
  }
});

test('Escape closes the menu and gives the focus back to its button', async ({ page }) => {
  await menuButton(page).click();
  const nav = mobileNav(page);
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Home', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton(page)).toBeFocused();
});

test('a tap outside the open menu closes it', async ({ page }) => {
  await menuButton(page).click();
  await expect(mobileNav(page)).toBeVisible();
  await page.mouse.click(200, 830);
  await expect(mobileNav(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the menu opens just under the header, which stays at the top; it is placed before the tap', async ({
  page,
}) => {
  const panel = page.locator('[data-menu-panel]');
  const headerBottom = async () => (await page.getByRole('banner').boundingBox())!.height;
  // Placed while closed (a tap then changes its visibility only, not its place).
  const placedAt = () =>
    panel.evaluate((el) => parseFloat((el as HTMLElement).style.getPropertyValue('--menu-top')));
  await expect.poll(placedAt).toBeGreaterThan(0);
  expect(await placedAt()).toBeCloseTo(await headerBottom(), 0);
  await menuButton(page).click();
  await expect(mobileNav(page)).toBeVisible();
  expect((await panel.boundingBox())!.y).toBeCloseTo(await headerBottom(), 0);
  await menuButton(page).click();

  // Scrolled down the page, the header is still at the top and the menu opens under it.
  await page.evaluate(() => scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(600);
  // A tap where the button shows (Playwright's own click first scrolls a sticky element "into
  // view", to where it would sit unstuck).
  const button = (await menuButton(page).boundingBox())!;
  await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
  await expect(mobileNav(page)).toBeVisible();
  expect(await page.evaluate(() => scrollY)).toBe(600);
  expect((await page.getByRole('banner').boundingBox())!.y).toBe(0);
  expect((await panel.boundingBox())!.y).toBeCloseTo(await headerBottom(), 0);
});
