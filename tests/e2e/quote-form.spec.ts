import type { Locator, Page, Route } from '@playwright/test';
import { businessIndustries } from '#content/quote-tools';
import { agency, axeViolations, expect, presetConsent, test, waitForHydration } from './fixtures';

// The cookie banner is part of what these tests look at, or they store the choice themselves.
test.use({ consent: null });

// The quote tools. POST /api/leads allows 10 requests per 10 minutes per address and every test
// runs from 127.0.0.1, so only the journeys about the real server send real requests (five in this
// file); the others answer from page.route.

/** The form's error messages, word for word. */
const messages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  coverage: 'Please select at least one coverage type',
};

/** The toasts after sending, word for word. */
const toasts = {
  success: 'Quote Request Submitted',
  successText: "We'll contact you within 24 hours with your personalized quote.",
  error: 'Error',
  errorDefault: 'Failed to submit quote request. Please try again.',
};

/** The server refuses a form filled in faster than this (src/shared/leads.ts, MIN_FILL_MS). */
const MIN_FILL_MS = 3000;

const person = {
  firstName: 'Jane',
  lastName: 'Prairie',
  email: 'jane.prairie@example.com',
  phone: '(785) 555-0199',
};

/** The page with a fake clock (so the fill time can pass instantly) and no cookie banner. */
async function openQuoteTool(page: Page, path: string) {
  await presetConsent(page);
  await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
}

function quoteForm(page: Page) {
  return page.getByRole('form', { name: 'Quote request' });
}

function field(page: Page, name: string) {
  return quoteForm(page).getByRole('textbox', { name, exact: true });
}

function submitButton(page: Page) {
  return quoteForm(page).getByRole('button', { name: /Get My Free Quote|Submitting\.\.\./ });
}

function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

async function fillPerson(page: Page) {
  await field(page, 'First Name').fill(person.firstName);
  await field(page, 'Last Name').fill(person.lastName);
  await field(page, 'Email').fill(person.email);
  await field(page, 'Phone').fill(person.phone);
}

/** A person takes longer than the server's minimum; the fake clock makes that instant. */
async function letFillTimePass(page: Page) {
  await page.clock.fastForward(MIN_FILL_MS + 500);
}

/** Answers POST /api/leads without the real server (it is rate limited per address). */
async function fakeLeadCreated(page: Page) {
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 201, json: { id: 4242, detailsToken: 'x'.repeat(32) } }),
  );
}

/** Presses Tab until `target` has focus; fails if it is not reachable within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 15) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function expectThankYou(page: Page) {
  await expect(
    page.getByRole('heading', {
      name: `Thank you, ${person.firstName}! Your quote request is in.`,
    }),
  ).toBeFocused();
  await expect(page.getByText(/contact you within 24 hours/).first()).toBeVisible();
  await expect(page.getByText(`Need help now? Call ${agency.phone}`)).toBeVisible();
  await expect(page.getByRole('link', { name: agency.phone }).last()).toHaveAttribute(
    'href',
    /^tel:\+1/,
  );
  await expect(quoteForm(page)).toHaveCount(0);
}

test.describe('personal quote tool', () => {
  test('reads as a page before any script runs, with the form in the HTML', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      expect((await page.goto('/personal-insurance'))?.status()).toBe(200);
      await expect(page).toHaveTitle(`Personal Insurance Quotes in Kansas | ${agency.name}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Kansas');
      for (const card of [
        'Auto Insurance',
        'Homeowners Insurance',
        'Renters Insurance',
        'Umbrella Insurance',
      ]) {
        await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
      }
      await expect(
        page.getByRole('heading', { name: /^Why Kansas families choose/ }),
      ).toBeVisible();
      await expect(field(page, 'First Name')).toBeVisible();
      await expect(quoteForm(page).getByRole('checkbox')).toHaveCount(4);
      // Without a script the browser posts the form itself (tests/e2e/first-tap.spec.ts).
      await expect(submitButton(page)).toBeEnabled();
      await expect(quoteForm(page)).toHaveAttribute('action', '/quote-request');
    } finally {
      await context.close();
    }
  });

  test('?zip= and ?type= prefill the form after hydration, without hydration errors', async ({
    page,
    problems,
  }) => {
    await openQuoteTool(page, '/personal-insurance?zip=66210&type=auto');
    await expect(field(page, 'Additional Information')).toHaveValue('Zip code: 66210');
    await expect(quoteForm(page).getByRole('checkbox', { name: 'Auto Insurance' })).toBeChecked();
    await expect(
      quoteForm(page).getByRole('checkbox', { name: 'Home Insurance' }),
    ).not.toBeChecked();
    // A Kansas ZIP needs no note.
    await expect(page.getByText(/licensed in Kansas/)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
  });

  test('a ZIP outside Kansas gets a polite note, and a type the form lacks is ignored', async ({
    page,
  }) => {
    await openQuoteTool(page, '/personal-insurance?zip=64111&type=bop');
    await expect(field(page, 'Additional Information')).toHaveValue('Zip code: 64111');
    await expect(page.getByText(/ZIP code 64111 looks like it is outside Kansas/)).toBeVisible();
    await expect(page.getByText(/still review your request/)).toBeVisible();
    await expect(quoteForm(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
  });

  test('an empty submit shows every message under its field and focuses the first', async ({
    page,
  }) => {
    await openQuoteTool(page, '/personal-insurance?zip=66210&type=auto');
    await expect(field(page, 'Additional Information')).toHaveValue('Zip code: 66210');
    await quoteForm(page).getByRole('checkbox', { name: 'Auto Insurance' }).uncheck();
    await field(page, 'Additional Information').clear();
    await submitButton(page).click();

    await expect(field(page, 'First Name')).toBeFocused();
    const expected: [string, string][] = [
      ['First Name', messages.firstName],
      ['Last Name', messages.lastName],
      ['Email', messages.email],
      ['Phone', messages.phone],
    ];
    for (const [name, message] of expected) {
      await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, name)).toHaveAccessibleDescription(message);
    }
    const coverage = quoteForm(page).getByRole('group', { name: /Coverage you.re interested in/ });
    await expect(coverage.getByText(messages.coverage)).toBeVisible();
    await expect(
      coverage.getByRole('checkbox', { name: 'Auto Insurance' }),
    ).toHaveAccessibleDescription(messages.coverage);
    // Additional Information is optional.
    await expect(field(page, 'Additional Information')).not.toHaveAttribute('aria-invalid', 'true');

    // Fixing a field clears its message.
    await field(page, 'First Name').fill(person.firstName);
    await submitButton(page).click();
    await expect(page.getByText(messages.firstName)).toHaveCount(0);
    await expect(field(page, 'Last Name')).toBeFocused();
  });

  test('with only the coverage missing, focus moves to the first checkbox', async ({ page }) => {
    await openQuoteTool(page, '/personal-insurance');
    await fillPerson(page);
    await submitButton(page).click();
    await expect(quoteForm(page).getByRole('checkbox', { name: 'Auto Insurance' })).toBeFocused();
    await expect(page.getByText(messages.coverage)).toBeVisible();
  });

  test('a filled form shows Submitting..., then the thank-you panel and the toast', async ({
    page,
  }) => {
    await openQuoteTool(page, '/personal-insurance');
    // Slow the real request down so the submitting state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/leads', async (route: Route) => {
      await held;
      await route.continue();
    });
    await fillPerson(page);
    await quoteForm(page).getByRole('checkbox', { name: 'Umbrella Insurance' }).check();
    await field(page, 'Additional Information').fill('Current policy renews in March.');
    await letFillTimePass(page);

    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
    );
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText('Submitting...');
    await expect(submitButton(page)).toBeDisabled();
    release();

    const response = await answer;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      type: 'personal',
      sourcePage: '/personal-insurance',
      coverageTypes: ['umbrella'],
      firstName: person.firstName,
    });
    expect(sent.fillMs).toBeGreaterThanOrEqual(MIN_FILL_MS);
    expect(sent.website).toBeUndefined();

    await expectThankYou(page);
    await expect(toast(page, toasts.success)).toBeVisible();
    await expect(toast(page, toasts.successText)).toBeVisible();
    // Umbrella alone has no details form: nothing more to ask.
    await expect(page.getByRole('heading', { name: /Help your agent quote faster/ })).toHaveCount(
      0,
    );
  });

  test('a submission sent again after a failed answer keeps its Idempotency-Key', async ({
    page,
  }) => {
    await openQuoteTool(page, '/personal-insurance');
    const keys: string[] = [];
    // The first answer is lost to a restart; the next ones arrive.
    await page.route('**/api/leads', (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return keys.length === 1
        ? route.fulfill({ status: 503, json: { message: 'We are briefly unable to save.' } })
        : route.fulfill({ status: 201, json: { id: 4242, detailsToken: 'x'.repeat(32) } });
    });
    await fillPerson(page);
    await quoteForm(page).getByRole('checkbox', { name: 'Umbrella Insurance' }).check();
    await letFillTimePass(page);
    await submitButton(page).click();
    await expect.poll(() => keys.length).toBe(1);
    await expect(submitButton(page)).toBeEnabled();
    await submitButton(page).click();
    await expectThankYou(page);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('the whole journey works by keyboard alone', async ({ page }) => {
    await openQuoteTool(page, '/personal-insurance');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    const start = page.getByRole('link', { name: 'Start My Free Quote' });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(field(page, 'First Name')).toBeFocused();

    await page.keyboard.type(person.firstName);
    await page.keyboard.press('Tab');
    await expect(field(page, 'Last Name')).toBeFocused();
    await page.keyboard.type(person.lastName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(person.email);
    await page.keyboard.press('Tab');
    await expect(field(page, 'Phone')).toBeFocused();
    await page.keyboard.type(person.phone);
    await page.keyboard.press('Tab');
    const home = quoteForm(page).getByRole('checkbox', { name: 'Home Insurance' });
    await tabTo(page, home, 3);
    await page.keyboard.press('Space');
    await expect(home).toBeChecked();
    await tabTo(page, field(page, 'Additional Information'), 4);
    await page.keyboard.type('Two-story house built in 1998.');
    // The honeypot is never reached: the next stop is the button.
    await page.keyboard.press('Tab');
    await expect(submitButton(page)).toBeFocused();
    await letFillTimePass(page);

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(201);
    await expectThankYou(page);
    await expect(toast(page, toasts.success)).toBeVisible();

    // Home was checked: the optional step asks about the home; Skip ends it.
    await expect(page.getByRole('heading', { name: /Help your agent quote faster/ })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Skip' }), 10);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'No problem.' })).toBeFocused();
  });

  test('a form sent faster than people usually manage is still received: nothing is lost', async ({
    page,
  }) => {
    await openQuoteTool(page, '/personal-insurance');
    await fillPerson(page);
    await quoteForm(page).getByRole('checkbox', { name: 'Auto Insurance' }).check();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    await submitButton(page).click();
    // Held for an agent to look at (suspected spam), but the person sees it received.
    expect((await answer).status()).toBe(201);
    await expectThankYou(page);
  });

  test('a server error shows the Error toast with the default text and keeps the form', async ({
    page,
  }) => {
    await openQuoteTool(page, '/personal-insurance');
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500, body: '' }));
    await fillPerson(page);
    await quoteForm(page).getByRole('checkbox', { name: 'Renters Insurance' }).check();
    await letFillTimePass(page);
    await submitButton(page).click();
    await expect(toast(page, toasts.error)).toBeVisible();
    await expect(toast(page, toasts.errorDefault)).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue(person.email);
    await expect(submitButton(page)).toHaveText('Get My Free Quote');
    await expect(submitButton(page)).toBeFocused();
  });

  test("when the network fails the form's checks, the browser sends the form itself", async ({
    page,
  }) => {
    // The checks (zod and the schemas) arrive apart from the form: the network fails them.
    let failed = 0;
    await page.route(/\/assets\/islands\/(lead-checks|leads)-[\w-]+\.js$/, (route) => {
      failed++;
      return route.abort('internetdisconnected');
    });
    // The server's answer to a posted form, without the real server (it is rate limited).
    await page.route('**/quote-request', (route) =>
      route.fulfill({ status: 303, headers: { location: '/quote-received' } }),
    );
    await openQuoteTool(page, '/personal-insurance');
    await fillPerson(page);
    await quoteForm(page).getByRole('checkbox', { name: 'Renters Insurance' }).check();
    await letFillTimePass(page);
    await expect.poll(() => failed).toBeGreaterThan(0);
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/quote-request'),
    );
    await submitButton(page).click();
    expect((await sent).postData()).toContain(`email=${encodeURIComponent(person.email)}`);
    await expect(page).toHaveURL(/\/quote-received$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(toasts.success);
  });

  test('field messages of a 400 answer appear under their fields', async ({ page }) => {
    await openQuoteTool(page, '/personal-insurance');
    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 400,
        json: {
          message: 'Please enter a valid phone number',
          errors: [{ path: 'phone', message: 'Please enter a valid phone number' }],
        },
      }),
    );
    await fillPerson(page);
    await quoteForm(page).getByRole('checkbox', { name: 'Auto Insurance' }).check();
    await letFillTimePass(page);
    await submitButton(page).click();
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(messages.phone);
    await expect(field(page, 'Phone')).toBeFocused();
    await expect(toast(page, toasts.error)).toBeVisible();
  });

  test('the details step sends vehicles and drivers for an auto quote', async ({ page }) => {
    await openQuoteTool(page, '/personal-insurance?type=auto');
    await expect(quoteForm(page).getByRole('checkbox', { name: 'Auto Insurance' })).toBeChecked();
    await fillPerson(page);
    await letFillTimePass(page);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    await submitButton(page).click();
    const { id } = (await (await created).json()) as { id: number };
    await expectThankYou(page);

    const details = page.getByRole('form', { name: 'Vehicle details' });
    await expect(details).toBeVisible();
    // Saving nothing explains what is missing.
    await details.getByRole('button', { name: 'Save Details' }).click();
    const first = details.getByRole('group', { name: 'Vehicle 1' });
    await expect(first.getByText('Please enter the make')).toBeVisible();
    await expect(first.getByRole('textbox', { name: 'Year' })).toBeFocused();

    await first.getByRole('textbox', { name: 'Year' }).fill('2021');
    await first.getByRole('textbox', { name: 'Make' }).fill('Toyota');
    await first.getByRole('textbox', { name: 'Model' }).fill('Camry');
    await details.getByRole('button', { name: 'Add another vehicle' }).click();
    const second = details.getByRole('group', { name: 'Vehicle 2' });
    await expect(second.getByRole('textbox', { name: 'Year' })).toBeFocused();
    await second.getByRole('textbox', { name: 'Year' }).fill('2015');
    await second.getByRole('textbox', { name: 'Make' }).fill('Ford');
    await second.getByRole('textbox', { name: 'Model' }).fill('F-150');
    await details.getByRole('spinbutton', { name: 'Number of drivers' }).fill('2');
    await details.getByRole('textbox', { name: 'Current insurance company' }).fill('State Farm');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/leads/${id}/details`) && r.request().method() === 'PUT',
    );
    await details.getByRole('button', { name: 'Save Details' }).click();
    const response = await saved;
    expect(response.status()).toBe(204);
    expect(response.request().postDataJSON()).toMatchObject({
      details: {
        kind: 'auto',
        vehicles: [
          { year: 2021, make: 'Toyota', model: 'Camry' },
          { year: 2015, make: 'Ford', model: 'F-150' },
        ],
        drivers: 2,
        currentCarrier: 'State Farm',
      },
    });
    await expect(
      page.getByRole('status').filter({ hasText: 'These details are now part of your request' }),
    ).toBeFocused();
  });

  test('vehicles can be added up to six and removed', async ({ page }) => {
    await openQuoteTool(page, '/personal-insurance?type=auto');
    await fakeLeadCreated(page);
    await fillPerson(page);
    await submitButton(page).click();
    const details = page.getByRole('form', { name: 'Vehicle details' });
    const add = details.getByRole('button', { name: 'Add another vehicle' });
    for (let i = 2; i <= 6; i++) await add.click();
    await expect(details.getByRole('group', { name: /^Vehicle \d$/ })).toHaveCount(6);
    await expect(add).toBeDisabled();
    await details.getByRole('button', { name: 'Remove vehicle 3' }).click();
    await expect(details.getByRole('group', { name: /^Vehicle \d$/ })).toHaveCount(5);
    await expect(add).toBeEnabled();
    await expect(add).toBeFocused();
  });

  test('the home details step notes a ZIP outside Kansas and still saves', async ({ page }) => {
    await openQuoteTool(page, '/personal-insurance?type=home');
    await fakeLeadCreated(page);
    let put: unknown;
    await page.route('**/api/leads/4242/details', (route) => {
      put = route.request().postDataJSON();
      return route.fulfill({ status: 204 });
    });
    await fillPerson(page);
    await submitButton(page).click();
    const details = page.getByRole('form', { name: 'Home details' });
    await details.getByRole('textbox', { name: 'ZIP code of the home' }).fill('64111');
    await expect(details.getByText(/ZIP code 64111 looks like it is outside Kansas/)).toBeVisible();
    await details.getByRole('textbox', { name: 'Year built' }).fill('1998');
    await details.getByRole('button', { name: 'Save Details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks!' })).toBeVisible();
    // Fields left empty are not sent as zeros.
    expect(put).toEqual({
      token: 'x'.repeat(32),
      details: { kind: 'home', zip: '64111', yearBuilt: 1998 },
    });
  });
});

test.describe('commercial quote tool', () => {
  test('shows the industries and coverage, Business Name and Industry, and submits', async ({
    page,
  }) => {
    await openQuoteTool(page, '/commercial-insurance');
    await expect(page).toHaveTitle(`Business Insurance Quotes in Kansas | ${agency.name}`);
    // The content's six industries (quote-tool-page.test.tsx checks the list itself).
    expect(businessIndustries).toHaveLength(6);
    for (const industry of businessIndustries) {
      await expect(page.getByRole('heading', { level: 3, name: industry })).toBeVisible();
    }
    await expect(quoteForm(page).getByRole('checkbox')).toHaveCount(6);

    await fillPerson(page);
    await field(page, 'Business Name').fill('Prairie Wind Builders LLC');
    await quoteForm(page).getByRole('combobox', { name: 'Industry' }).selectOption('Construction');
    await quoteForm(page).getByRole('checkbox', { name: 'General Liability' }).check();
    await quoteForm(page).getByRole('checkbox', { name: 'Workers Compensation' }).check();
    await letFillTimePass(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    await submitButton(page).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      type: 'commercial',
      businessName: 'Prairie Wind Builders LLC',
      industry: 'Construction',
      coverageTypes: ['general-liability', 'workers-comp'],
    });
    await expectThankYou(page);
    await expect(toast(page, toasts.success)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Business details' })).toBeVisible();
  });

  test('the personal form has no business fields', async ({ page }) => {
    await openQuoteTool(page, '/personal-insurance');
    await expect(field(page, 'First Name')).toBeVisible();
    await expect(field(page, 'Business Name')).toHaveCount(0);
    await expect(field(page, 'Industry')).toHaveCount(0);
  });
});

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const path of ['/personal-insurance', '/commercial-insurance']) {
    test(`${path}, then with every error shown`, async ({ page }) => {
      await openQuoteTool(page, path);
      expect(await axeViolations(page)).toEqual([]);
      await submitButton(page).click();
      await expect(page.getByText(messages.coverage)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the thank-you panel with the details step', async ({ page }) => {
    await openQuoteTool(page, '/personal-insurance?type=auto');
    await fakeLeadCreated(page);
    await fillPerson(page);
    await submitButton(page).click();
    await expect(page.getByRole('form', { name: 'Vehicle details' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Details' }).click();
    await expect(page.getByText('Please enter the make')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('/personal-insurance on a phone', async ({ page }) => {
      await openQuoteTool(page, '/personal-insurance');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
