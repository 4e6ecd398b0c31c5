// A visitor's first tap is answered by the page itself (src/web/behaviours/, inline in every
// prerendered page), not after a script file arrives: each journey holds every script file back,
// as a slow phone network does, and taps at once. With JavaScript off, what HTML and CSS alone can
// do still works: the menu, the dropdowns and the links.
import type { Page } from '@playwright/test';
import {
  agency,
  CONSENT_KEY,
  expect,
  holdScripts,
  holdScriptsUntilReleased,
  presetConsent,
  reportFromPage,
  test,
  uniqueEmail,
  helpButton,
} from './fixtures';

// The cookie banner is part of what these tests look at, or they store the choice themselves.
test.use({ consent: null });

/** No framework has touched the page: what answered the tap was the page's own HTML and code. */
async function expectNoAppYet(page: Page) {
  const live = await page.evaluate(() =>
    Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__react')),
  );
  expect(live, 'the app is not running yet').toBe(false);
}

const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^(Open|Close) menu$/ });
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

test.describe('on a phone, before any script file has arrived', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test.beforeEach(async ({ page }) => {
    await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
  });

  test('the menu and its groups open and close at the first tap', async ({ page }) => {
    await menuButton(page).tap();
    await expect(mobileNav(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton(page)).toHaveAccessibleName('Close menu');

    const group = mobileNav(page).getByRole('button', { name: 'Commercial Insurance' });
    await expect(mobileNav(page).getByRole('link', { name: 'General Liability' })).toBeHidden();
    await group.tap();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileNav(page).getByRole('link', { name: 'General Liability' })).toBeVisible();

    await menuButton(page).tap();
    await expect(mobileNav(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expectNoAppYet(page);
  });

  test('a tap outside the open menu closes it', async ({ page }) => {
    await menuButton(page).tap();
    await expect(mobileNav(page)).toBeVisible();
    await page.mouse.click(200, 830);
    await expect(mobileNav(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a link in the menu goes to its page', async ({ page }) => {
    await menuButton(page).tap();
    await mobileNav(page).getByRole('link', { name: 'About', exact: true }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const [button, stored] of [
    ['Accept All Cookies', 'accepted'],
    ['Decline', 'declined'],
    ['Close cookie banner', 'declined'],
  ] as const) {
    test(`${button} hides the cookie banner at once and stores "${stored}"`, async ({ page }) => {
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: button }).tap();
      await expect(banner).toBeHidden();
      expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe(stored);
      await expectNoAppYet(page);
    });
  }
});

test.describe('the help control, before any code has arrived', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu and the assistant's window open at the first taps; its conversation follows", async ({
    page,
  }) => {
    await presetConsent(page);
    const release = await holdScriptsUntilReleased(page);
    await page.goto('/', { waitUntil: 'commit' });
    const help = helpButton(page);
    const menu = page.getByRole('dialog', { name: 'How can we help?' });
    const window = page.getByRole('dialog', { name: 'Insurance assistant' });
    await help.tap();
    await expect(menu).toBeVisible();
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: /^Ask a question/ }).tap();
    await expect(window).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(window.getByRole('status')).toHaveText('Loading...');
    await expectNoAppYet(page);

    release();
    await expect(window.getByRole('log')).toContainText(`I'm the ${agency.name} assistant`);
    await expect(window).toBeVisible();
    await window.getByRole('button', { name: 'Close assistant' }).tap();
    await expect(window).toBeHidden();
    await expect(help).toHaveAttribute('aria-expanded', 'false');
  });

  test("the live chat's window opens from the menu, and Help closes it", async ({ page }) => {
    await presetConsent(page);
    await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const help = helpButton(page);
    const window = page.getByRole('dialog', { name: 'Live support chat' });
    await help.tap();
    await page
      .getByRole('dialog', { name: 'How can we help?' })
      .getByRole('button', { name: /^Live chat with your agent/ })
      .tap();
    await expect(window).toBeVisible();
    await expect(window).toBeFocused();
    // While a window shows, the launcher says Close and closes it.
    await expect(help).toHaveAccessibleName('Close');
    await help.tap();
    await expect(window).toBeHidden();
    await help.tap();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'How can we help?' })).toBeHidden();
    await expect(help).toBeFocused();
    await expectNoAppYet(page);
  });
});

test.describe('the help control, closed', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('its windows are laid out out of sight, and take no tap and no focus', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/');
    const windows = page.locator('[data-launcher-window]');
    await expect(windows).toHaveCount(4);
    for (const frame of await windows.all()) {
      await expect(frame).toBeHidden();
      // Laid out (opening it is a paint), yet out of sight.
      const box = await frame.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, height: rect.height };
      });
      expect(box.height).toBeGreaterThan(0);
      // A tap where it would be reaches what is under it.
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-launcher-window]') ?? null,
        box,
      );
      expect(hit).toBeNull();
    }
    // From the bar's first link the keyboard goes on through the bar, then round the page again,
    // never into a closed window.
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link').first().focus();
    const reached: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() =>
          document.activeElement?.closest('[data-launcher-window]')
            ? 'a closed window'
            : (document.activeElement?.getAttribute('aria-controls') ??
              document.activeElement?.textContent ??
              ''),
        ),
      );
    }
    expect(reached).toContain('help-menu');
    expect(reached).not.toContain('a closed window');
  });
});

test.describe('on a desktop, before any script file has arrived', () => {
  test.beforeEach(async ({ page }) => {
    await holdScripts(page);
  });

  test('a header dropdown opens on hover and toggles on a click', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Commercial Insurance' });
    await trigger.hover();
    await expect(nav.getByRole('link', { name: 'General Liability' })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 600);
    await expect(nav.getByRole('link', { name: 'General Liability' })).toBeHidden();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await expectNoAppYet(page);
  });

  test('a guide tab shows its answers and goes into the address', async ({ page }) => {
    await page.goto('/tabs', { waitUntil: 'commit' });
    await page.getByRole('tab', { name: 'Claims' }).click();
    await expect(page.getByRole('tab', { name: 'Claims' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toHaveAttribute('id', 'guide-panel-claims');
    await expect(page).toHaveURL(/\/tabs\?tab=claims$/);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Costs' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveAttribute('id', 'guide-panel-costs');
    await expectNoAppYet(page);
  });

  test('a link shows the progress bar while the next page is on its way', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    // The next page answers only when the test says so.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/about', async (route) => {
      await held;
      await route.continue();
    });
    // Only committed: the bar's element may not be parsed yet on a busy machine.
    await page.waitForSelector('[data-nav-progress]', { state: 'attached' });
    // Locators wait for a pending navigation; the page reports the bar itself instead.
    const { reported: shown } = await reportFromPage<{ opacity: string }>(page, 'barShown');
    await page.evaluate(() => {
      const bar = document.querySelector('[data-nav-progress]')!;
      if (bar.hasAttribute('data-active')) throw new Error('the bar shows before any tap');
      new MutationObserver(() => {
        if (!bar.hasAttribute('data-active')) return;
        requestAnimationFrame(() =>
          (window as unknown as { barShown: (state: { opacity: string }) => void }).barShown({
            opacity: getComputedStyle(bar).opacity,
          }),
        );
      }).observe(bar, { attributes: true });
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
      .click({ noWaitAfter: true });
    expect(await shown).toEqual({ opacity: '1' });
    release();
    await expect(page).toHaveURL(/\/about$/);
  });
});

/** Fills the auto quote form as a visitor would. */
async function fillAutoQuote(page: Page, email: string) {
  await page.getByRole('main').getByLabel('First Name').fill('Ann');
  await page.getByRole('main').getByLabel('Last Name').fill('Lee');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Phone').fill('(913) 555-0188');
  await page.getByRole('checkbox', { name: 'Auto Insurance' }).check();
}

test.describe('the quote form, sent before its code has arrived', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the first tap sends it: "Submitting..." at once, then the thank-you page', async ({
    page,
  }) => {
    await presetConsent(page);
    await holdScripts(page);
    await page.goto('/auto-insurance', { waitUntil: 'commit' });
    await fillAutoQuote(page, uniqueEmail('first-tap'));
    // Locators wait for a pending navigation; the page reports the button's words itself.
    const { reported: said } = await reportFromPage<string>(page, 'reportLabel');
    const submit = page.getByRole('button', { name: 'Get My Free Quote' });
    await submit.evaluate((button) => {
      new MutationObserver(() =>
        (window as unknown as { reportLabel: (label: string) => void }).reportLabel(
          button.textContent ?? '',
        ),
      ).observe(button, { childList: true, characterData: true, subtree: true });
    });
    await submit.tap({ noWaitAfter: true });
    expect(await said).toBe('Submitting...');
    await expect(page).toHaveURL(/\/quote-received$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quote Request Submitted');
  });

  test('the browser itself asks for what is missing, and nothing is sent', async ({ page }) => {
    await presetConsent(page);
    await holdScripts(page);
    await page.goto('/auto-insurance', { waitUntil: 'commit' });
    await page.getByRole('main').getByLabel('First Name').fill('Ann');
    await page.getByRole('button', { name: 'Get My Free Quote' }).tap();
    await expect(page.getByRole('main').getByLabel('Last Name')).toBeFocused();
    expect(
      await page
        .getByRole('main')
        .getByLabel('Last Name')
        .evaluate((input) => !input.matches(':valid')),
    ).toBe(true);
    await expect(page).toHaveURL(/\/auto-insurance$/);
    await expect(page.getByRole('button', { name: 'Get My Free Quote' })).toBeVisible();
  });
});

test.describe('with JavaScript disabled', () => {
  test('the quote form is sent and lands on the thank-you page', async ({ page }) => {
    await page.goto('/auto-insurance');
    await fillAutoQuote(page, uniqueEmail('no-script'));
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page).toHaveURL(/\/quote-received$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quote Request Submitted');
  });

  test.use({ javaScriptEnabled: false });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the menu opens with every link, and a link goes to its page', async ({ page }) => {
      await page.goto('/');
      await expect(mobileNav(page)).toBeHidden();
      await menuButton(page).tap();
      await expect(mobileNav(page)).toBeVisible();
      // The groups cannot collapse without a script: every link shows.
      await expect(mobileNav(page).getByRole('link', { name: 'General Liability' })).toBeVisible();
      await mobileNav(page).getByRole('link', { name: 'Auto Insurance' }).tap();
      await expect(page).toHaveURL(/\/auto-insurance$/);
    });

    test('no cookie banner covers the page: nothing can be stored or tracked', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    });
  });

  test('a header dropdown opens on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Auto Insurance' })).toBeHidden();
    await nav.getByRole('button', { name: 'Personal Insurance' }).hover();
    await expect(nav.getByRole('link', { name: 'Auto Insurance' })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(nav.getByRole('link', { name: 'Auto Insurance' })).toBeHidden();

    await nav.getByRole('button', { name: 'Commercial Insurance' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'General Liability' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/general-liability$/);
  });
});
