import type { Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { leads } from '#server/db/schema';
import { agency, axeViolations, expect, test, waitForHydration } from './fixtures';

// The visitor's path to a quote and to a person: the quote buttons, the page's own coverage, the
// help control and its bar, the industry choices, the phone field, the people of the agency. Only
// the callback journey sends a real request (POST /api/leads is rate limited per address); the
// others answer POST /api/leads from page.route and read what the page sent.

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Answers POST /api/leads itself and keeps each body the page sent. */
async function captureLeads(page: Page) {
  const sent: Record<string, unknown>[] = [];
  await page.route('**/api/leads', async (route) => {
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ status: 201, json: { id: 4242, detailsToken: 'x'.repeat(32) } });
  });
  return sent;
}

function quoteForm(page: Page) {
  return page.getByRole('form', { name: 'Quote request' });
}

/** Names, e-mail and phone, as a person fills them in; the clock lets the fill time pass. */
async function fillPerson(page: Page) {
  const form = quoteForm(page);
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ann');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
  await form.getByRole('textbox', { name: 'Email' }).fill('ann.lee@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('(913) 555-0101');
}

/** Whether the element itself (not something over it) is what a tap at its centre reaches. */
async function reachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit) || hit.contains(element));
  });
}

/**
 * Brings every control of the quote form to the very bottom edge of the screen (half of it below),
 * where the help control's bar sits, and checks that the bar, once settled, leaves it uncovered
 * and that the control is what a tap there reaches.
 */
async function expectFormNeverCovered(page: Page) {
  const bar = page.locator('[data-help-bar]');
  const controls = quoteForm(page).locator(
    'input:not([type=hidden]):not([tabindex="-1"]), textarea, button',
  );
  const count = await controls.count();
  expect(count).toBeGreaterThan(5);
  const barHandle = await bar.elementHandle();
  const covered = (control: Locator) =>
    control.evaluate((element, barElement) => {
      const a = element.getBoundingClientRect();
      const b = (barElement as HTMLElement).getBoundingClientRect();
      const shown = getComputedStyle(barElement as HTMLElement).visibility !== 'hidden';
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return shown && overlap;
    }, barHandle);
  for (let i = 0; i < count; i += 1) {
    const control = controls.nth(i);
    await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      scrollBy(0, box.top + box.height / 2 - innerHeight + 4);
    });
    await expect.poll(() => covered(control), { timeout: 5000 }).toBe(false);
    expect(
      await reachable(control),
      await control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return `${element.outerHTML.slice(0, 80)} at ${Math.round(box.top)}/${innerHeight} reaches ${hit?.outerHTML.slice(0, 120)}`;
      }),
    ).toBe(true);
  }
}

test.describe('Get Free Quote', () => {
  test('takes a visitor to the form of the page they read, or to the choice of what to insure', async ({
    page,
  }) => {
    await page.goto('/auto-insurance');
    const button = page.getByRole('banner').getByRole('link', { name: 'Get Free Quote' });
    await button.click();
    await expect(page).toHaveURL(/\/auto-insurance#quote-form$/);
    await expect(quoteForm(page)).toBeInViewport();

    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Get Free Quote' }).click();
    await expect(page).toHaveURL(/\/#get-a-quote$/);
    const choices = page.getByRole('heading', { name: 'What would you like to insure?' });
    await expect(choices).toBeInViewport();

    // From the home page itself the tap is not lost: it scrolls to the choices.
    await page.evaluate(() => scrollTo(0, 0));
    await page.getByRole('banner').getByRole('link', { name: 'Get Free Quote' }).click();
    await expect(choices).toBeInViewport();
    // A choice leads to that line's form, its coverage ticked.
    await page.getByRole('link', { name: /^Home Get a quote$/ }).click();
    await expect(page).toHaveURL(/\/homeowners-insurance#quote-form$/);
    await waitForHydration(page);
    await expect(quoteForm(page).getByRole('checkbox', { name: 'Home Insurance' })).toBeChecked();
  });
});

test.describe("the page's own coverage", () => {
  test('starts ticked, in the HTML and live, so a visitor who leaves it is not told to choose', async ({
    page,
    browser,
  }) => {
    // Before any script: the prerendered form says it too.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/general-liability');
    await expect(plain.getByRole('checkbox', { name: 'General Liability' })).toBeChecked();
    await expect(plain.getByRole('checkbox', { name: 'Commercial Property' })).not.toBeChecked();
    await context.close();

    const sent = await captureLeads(page);
    await page.clock.install();
    await page.goto('/auto-insurance');
    await waitForHydration(page);
    await expect(quoteForm(page).getByRole('checkbox', { name: 'Auto Insurance' })).toBeChecked();
    await fillPerson(page);
    await page.clock.fastForward(4000);
    await quoteForm(page).getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page.getByText('Your quote request is in.', { exact: false })).toBeVisible();
    expect(sent[0]?.coverageTypes).toEqual(['auto']);
    // The thank-you names the agent of the line, from the agency's profile.
    await expect(
      page.getByText('Priya Raman, your personal lines agent, will contact you'),
    ).toBeVisible();
  });
});

test.describe('industry choices', () => {
  for (const size of [
    { name: 'desktop', use: {} },
    { name: 'phone', use: phone },
  ]) {
    test(`carry into the business form's Industry (${size.name})`, async ({ browser }) => {
      const context = await browser.newContext({
        ...size.use,
        baseURL: test.info().project.use.baseURL,
      });
      const page = await context.newPage();
      await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
      const sent = await captureLeads(page);
      await page.clock.install();
      await page.goto('/commercial-insurance');
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Get a quote for Construction' }).click();
      await expect(page).toHaveURL(/#quote-form$/);
      const industry = quoteForm(page).getByRole('combobox', { name: 'Industry' });
      await expect(industry).toHaveValue('Construction');
      await expect(industry).toBeInViewport();

      await fillPerson(page);
      await quoteForm(page).getByRole('checkbox', { name: 'Workers Compensation' }).check();
      await page.clock.fastForward(4000);
      await quoteForm(page).getByRole('button', { name: 'Get My Free Quote' }).click();
      await expect(page.getByText('Your quote request is in.', { exact: false })).toBeVisible();
      expect(sent[0]).toMatchObject({ industry: 'Construction', type: 'commercial' });
      await expect(
        page.getByText('Marcus Ortiz, your commercial lines agent, will contact you'),
      ).toBeVisible();
      // The confirming toast sits apart from the details form that follows.
      const toast = page
        .getByRole('region', { name: /Notifications/ })
        .locator('li')
        .filter({ hasText: 'Quote Request Submitted' });
      const details = page.getByRole('form', { name: 'Business details' });
      await expect(details).toBeVisible();
      await expect(toast).toBeVisible();
      const [toastBox, detailsBox] = [await toast.boundingBox(), await details.boundingBox()];
      expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(detailsBox!.y);
      // Numbers on a phone: the number pad.
      for (const name of ['Years in business', 'Number of employees', 'Annual revenue ($)']) {
        await expect(details.getByLabel(name)).toHaveAttribute('inputmode', 'numeric');
      }
      await context.close();
    });
  }
});

test('on a laptop the Help button in the corner never covers the form either', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/commercial-insurance');
  await waitForHydration(page);
  // From a tablet up the bar is the Help button alone (the header has the quote and the phone).
  await expect(
    page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link'),
  ).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Help' }),
  ).toBeInViewport();
  await expectFormNeverCovered(page);
});

test('a phone number takes its shape as it is typed', async ({ page }) => {
  await page.goto('/renters-insurance');
  await waitForHydration(page);
  const field = quoteForm(page).getByRole('textbox', { name: 'Phone' });
  await field.pressSequentially('9135550142');
  await expect(field).toHaveValue('(913) 555-0142');
  await expect(field).toHaveAttribute('inputmode', 'tel');
});

test.describe('on a phone', () => {
  test.use(phone);

  test('the header is one compact row that stays at the top; its links are in the menu', async ({
    page,
  }) => {
    await page.goto('/auto-insurance');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    await page.mouse.wheel(0, 2500);
    await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeInViewport();

    await header.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: `Call ${agency.phone}` })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Client Portal' })).toBeVisible();
    await expect(menu.getByText(agency.licence, { exact: true })).toBeVisible();
    // The panel opens right under the header, wherever the page is scrolled.
    const [headerBox, menuBox] = [await header.boundingBox(), await menu.boundingBox()];
    expect(Math.abs(menuBox!.y - (headerBox!.y + headerBox!.height))).toBeLessThanOrEqual(2);
  });

  test('a bar offers a quote, a call and help all down the page, and never covers the form', async ({
    page,
  }) => {
    await page.goto('/auto-insurance');
    await waitForHydration(page);
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(bar.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
      'href',
      '#quote-form',
    );
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:/);
    await expect(bar.getByRole('button', { name: 'Help' })).toBeInViewport();

    await expectFormNeverCovered(page);
    // Past the form, the bar is back.
    await page
      .getByRole('contentinfo')
      .evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await expect(bar.getByRole('button', { name: 'Help' })).toBeVisible();
    await expect.poll(() => reachable(bar.getByRole('button', { name: 'Help' }))).toBe(true);
    await page
      .getByRole('contentinfo')
      .evaluate((element) => element.scrollIntoView({ block: 'end' }));
    // The footer's last line is not left under the bar.
    const last = page.getByRole('contentinfo').getByRole('link').last();
    await expect.poll(() => reachable(last)).toBe(true);
  });

  test("the bar's watch costs nothing while the page stands still", async ({ page }) => {
    // Each measure of the bar makes a new observer: count them.
    await page.addInitScript(() => {
      const Original = window.IntersectionObserver;
      const counted = { made: 0 };
      (window as unknown as { __observers: typeof counted }).__observers = counted;
      window.IntersectionObserver = class extends Original {
        constructor(...args: ConstructorParameters<typeof Original>) {
          super(...args);
          counted.made += 1;
        }
      };
    });
    // The page's clock, moved by the test: a second of standing still runs every timer and frame
    // of that second, on any machine.
    await page.clock.install();
    await page.goto('/auto-insurance');
    await waitForHydration(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.clock.runFor(500);
    const made = () =>
      page.evaluate(
        () => (window as unknown as { __observers: { made: number } }).__observers.made,
      );
    const before = await made();
    await page.clock.runFor(1_000);
    expect(await made()).toBe(before);
  });

  test('Help offers the assistant to everyone and a person to prospects: a call or a callback', async ({
    page,
    database,
  }) => {
    // A visitor of their own address: the lead limit counts per address.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.23' });
    await page.goto('/claims');
    await waitForHydration(page);
    const help = page
      .getByRole('navigation', { name: 'Quick actions' })
      .getByRole('button', { name: 'Help' });
    await help.tap();
    const menu = page.getByRole('dialog', { name: 'How can we help?' });
    await expect(menu).toBeVisible();
    await expect(
      menu.getByRole('link', { name: new RegExp(`Call ${agency.phone.replace(/[()]/g, '\\$&')}`) }),
    ).toHaveAttribute('href', /^tel:/);
    expect(await axeViolations(page, '[data-help-dock]')).toEqual([]);

    await menu.getByRole('button', { name: /Ask a question/ }).tap();
    const assistant = page.getByRole('dialog', { name: 'Insurance assistant' });
    await expect(assistant).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(assistant.getByRole('textbox', { name: 'Your question' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(assistant).toBeHidden();
    await expect(help).toBeFocused();

    // Live chat is for clients: a prospect is told so, with the phone beside the log-in.
    await help.tap();
    await menu.getByRole('button', { name: /Live chat with your agent/ }).tap();
    const chat = page.getByRole('dialog', { name: 'Live support chat' });
    await expect(chat.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(chat.getByRole('link', { name: agency.phone })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Quick actions' })
      .getByRole('button', { name: 'Close' })
      .tap();
    await expect(chat).toBeHidden();

    // A callback request becomes a lead the agency works like any other.
    await help.tap();
    await menu.getByRole('button', { name: /Request a callback/ }).tap();
    const callback = page.getByRole('form', { name: 'Callback request' });
    const surname = `Callback${Date.now()}`;
    await callback.getByLabel('First Name').fill('Sam');
    await callback.getByLabel('Last Name').fill(surname);
    await callback.getByLabel('Phone').pressSequentially('7855550123');
    await expect(callback.getByLabel('Phone')).toHaveValue('(785) 555-0123');
    await callback.getByLabel('Email').fill('sam.callback@example.com');
    await callback
      .getByLabel('What would you like to talk about?')
      .selectOption('Business insurance');
    await callback.getByLabel('Best time to call').selectOption('In the morning');
    await callback.getByRole('button', { name: 'Call Me Back' }).tap();
    await expect(page).toHaveURL(/\/callback-requested$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Callback Requested' })).toBeVisible();
    const stored = await database.db
      .select({
        type: leads.type,
        phone: leads.phone,
        coverageTypes: leads.coverageTypes,
        additionalInfo: leads.additionalInfo,
        sourcePage: leads.sourcePage,
      })
      .from(leads)
      .where(eq(leads.lastName, surname));
    expect(stored).toEqual([
      {
        type: 'callback',
        phone: '(785) 555-0123',
        coverageTypes: ['general-liability'],
        additionalInfo: 'Callback requested: in the morning',
        sourcePage: '/claims',
      },
    ]);
  });
});

test.describe('the carriers directory', () => {
  test.use(phone);

  test('narrows 42 carriers down by line and by name, and says what it shows', async ({ page }) => {
    await page.goto('/insurance-carriers');
    await expect(page.getByRole('main')).toContainText(
      'We place business directly with the 42 carriers and programs listed here',
    );
    await expect(page.getByRole('main')).toContainText('50+ A-rated carriers in all');
    const list = page.locator('#carrier-list > li');
    const shown = page.locator('#carrier-list > li:visible');
    expect(await list.count()).toBe(42);
    await page.getByLabel('Line of coverage').selectOption('pet');
    await expect(shown).not.toHaveCount(42);
    const pet = await shown.count();
    expect(pet).toBeGreaterThan(0);
    await expect(page.getByText(`Showing ${pet} of 42 for pet`)).toBeVisible();
    for (const card of await shown.all()) await expect(card).toContainText('pet');
    await expect(page).toHaveURL(/\?line=pet$/);

    await page.getByLabel('Line of coverage').selectOption('');
    await page.getByLabel('Find a carrier by name').fill('zz no such carrier');
    await expect(shown).toHaveCount(0);
    await expect(
      page.getByText('No carrier on this list matches.', { exact: false }),
    ).toBeVisible();
    await page.getByLabel('Find a carrier by name').fill('');
    await expect(shown).toHaveCount(42);

    // A link to a line opens the page filtered.
    await page.goto('/insurance-carriers?line=flood');
    await expect(page.getByLabel('Line of coverage')).toHaveValue('flood');
    await expect(shown).not.toHaveCount(42);
  });
});

test.describe('the agency and its people', () => {
  for (const path of ['/about', '/contact']) {
    test(`${path} shows the agents with their direct lines`, async ({ page }) => {
      await page.goto(path);
      for (const [name, line] of [
        ['Dana Whitfield', '(913) 555-0143'],
        ['Marcus Ortiz', '(913) 555-0145'],
      ]) {
        await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
        await expect(
          page.getByRole('link', { name: `Direct line of ${name}: ${line}` }),
        ).toHaveAttribute('href', /^tel:/);
      }
      // The demo agency has no reviews of its own: no section pretends otherwise.
      await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toHaveCount(0);
    });
  }

  test('the home page shows what to insure, how it works, the carriers and the agents', async ({
    page,
  }) => {
    await page.goto('/');
    for (const name of [
      'What would you like to insure?',
      'How It Works',
      'Carriers We Compare',
      'Your Local Agents',
      'Ready to Get Protected?',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('complementary', { name: 'Featured insurer' })).toBeVisible();
    // The illustration beside the hero's words, drawn for the site, with its words.
    const hero = page.locator('main section').first();
    const image = hero.getByRole('img');
    await expect(image).toHaveAttribute('alt', /Kansas home/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test.describe('focus', () => {
  test('shows at 3:1 or more on the dark header, hero and footer', async ({ page }) => {
    await page.goto('/auto-insurance');
    const targets = [
      page.getByRole('banner').getByRole('link', { name: agency.phone }),
      page.getByRole('banner').getByRole('link', { name: 'Get Free Quote' }),
      page.getByRole('main').getByRole('link', { name: /Get My Free Auto Quote/ }),
      page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
    ];
    for (const target of targets) {
      await target.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
      // The outline's colour eases in (the buttons' colour transition): read it once settled.
      const ratio = () =>
        target.evaluate((element) => {
          const channel = (value: number) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          };
          const luminance = (color: string) => {
            const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
            return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
          };
          // The surface the outline is drawn on: the nearest ancestor with a colour of its own.
          let surface = element.parentElement;
          let background = 'rgb(255, 255, 255)';
          while (surface) {
            const style = getComputedStyle(surface);
            const image = style.backgroundImage;
            if (image.includes('gradient')) {
              background = image.match(/rgb\([^)]+\)/)?.[0] ?? background;
              break;
            }
            if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') {
              background = style.backgroundColor;
              break;
            }
            surface = surface.parentElement;
          }
          const outline = getComputedStyle(element).outlineColor;
          const [light, dark] = [luminance(outline), luminance(background)].sort((a, b) => b - a);
          return (light! + 0.05) / (dark! + 0.05);
        });
      await expect
        .poll(ratio, { message: (await target.textContent()) ?? '' })
        .toBeGreaterThanOrEqual(3);
    }
  });
});

test('after a failed log-in the focus goes back to the password, selected for another try', async ({
  page,
  newUser,
}) => {
  const account = await newUser();
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Email').fill(account.email);
  await page
    .getByRole('main')
    .getByLabel(/^Password/)
    .fill('not the password at all');
  await page
    .getByRole('main')
    .getByLabel(/^Password/)
    .press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  const password = page.getByRole('main').getByLabel(/^Password/);
  await expect(password).toBeFocused();
  expect(
    await password.evaluate(
      (input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!,
    ),
  ).toBe('not the password at all'.length);
});
