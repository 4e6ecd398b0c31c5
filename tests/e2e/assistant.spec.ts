// The assistant chat: Ask a question in the help menu of every page, the fixed greeting, a question about
// Kansas auto minimums answered with a link that is followed, the history kept for the browser
// session, keyboard use, axe, the apology when the API fails, and on a phone an accident answered
// with 911 and a claims number a tap calls.
import type { Page } from '@playwright/test';
import {
  agency,
  axeViolations,
  expect,
  helpButton,
  openHelp,
  test,
  waitForHydration,
} from './fixtures';

const openAssistant = (page: Page) => openHelp(page, 'Ask a question');
const assistant = (page: Page) => page.getByRole('dialog', { name: 'Insurance assistant' });
const conversation = (page: Page) =>
  assistant(page).getByRole('log', { name: 'Conversation with the assistant' });
const question = (page: Page) => assistant(page).getByRole('textbox', { name: 'Your question' });

test('a visitor asks about Kansas auto minimums, reads the answer and follows its link', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  // In the prerendered HTML, in the corner; its windows open before any component runs.
  await expect(helpButton(page)).toBeVisible();
  await openAssistant(page);

  await expect(assistant(page)).toBeVisible();
  await expect(question(page)).toBeFocused();
  await expect(conversation(page)).toHaveAttribute('aria-live', 'polite');
  await expect(conversation(page).getByRole('listitem').first()).toContainText(
    `I'm the ${agency.name} assistant`,
  );
  expect(await axeViolations(page)).toEqual([]);

  await question(page).fill('What are the Kansas minimums for auto insurance?');
  await question(page).press('Enter');
  const answer = conversation(page).getByRole('listitem').nth(2);
  await expect(answer).toContainText('$25,000');
  await expect(answer).toContainText('$50,000');
  await expect(answer).toContainText('$4,500');
  const link = answer.getByRole('link', { name: 'Auto Insurance', exact: true });
  await expect(link).toHaveAttribute('href', '/auto-insurance');
  expect(await axeViolations(page)).toEqual([]);

  await link.click();
  await expect(page).toHaveURL(/\/auto-insurance$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Auto insurance');

  // The conversation stays with the tab: after a full reload it is still there.
  await page.reload();
  await waitForHydration(page);
  await openAssistant(page);
  await expect(conversation(page).getByRole('listitem')).toHaveCount(3);
  await expect(conversation(page)).toContainText(
    'What are the Kansas minimums for auto insurance?',
  );

  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test('works from the keyboard, and Escape closes it back to its button', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await helpButton(page).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'How can we help?' });
  await expect(menu).toBeFocused();
  // The menu's title bar's close button, then its first choice.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: /^Ask a question/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question(page)).toBeFocused();
  await page.keyboard.type('Where is your office?');
  await page.keyboard.press('Enter');
  await expect(conversation(page).getByRole('listitem').nth(2)).toContainText('Overland Park');
  // Shift+Enter starts a new line instead of sending.
  await page.keyboard.type('Are you open');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('on Saturday?');
  await expect(question(page)).toHaveValue('Are you open\non Saturday?');
  await expect(conversation(page).getByRole('listitem')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(assistant(page)).toBeHidden();
  await expect(helpButton(page)).toBeFocused();
  await expect(helpButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('on a 375 px phone the open assistant fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/claims');
  await waitForHydration(page);
  await openAssistant(page);
  await expect(question(page)).toBeFocused();
  const box = (await assistant(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a failed request is answered with the apology and the phone number', async ({ page }) => {
  await page.route('**/api/chatbot', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page.goto('/');
  await waitForHydration(page);
  await openAssistant(page);
  await question(page).fill('Do you insure boats?');
  await question(page).press('Enter');
  await expect(conversation(page).getByRole('listitem').nth(2)).toContainText(
    `Please call us at ${agency.phone}`,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a visitor in an accident asks what to do and taps the claims number', async ({ page }) => {
    // Where a tap on a link would take the phone: a tel: link opens the dialler. Recorded on
    // the window, last on the click's way up (after the page's own handlers on its elements and
    // the document): whether the tap still dials. Then the dialling itself is stopped: a
    // headless browser left launching tel: could hold the next tap for good.
    await page.addInitScript(() => {
      window.addEventListener('click', (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]');
        if (!link) return;
        (window as unknown as { tapped: unknown }).tapped = {
          href: link.getAttribute('href'),
          prevented: event.defaultPrevented,
        };
        event.preventDefault();
      });
    });
    await page.goto('/');
    await waitForHydration(page);
    await openAssistant(page);
    // Half the screen at most, leaving the page in view, with questions to start from.
    expect((await assistant(page).boundingBox())!.height).toBeLessThanOrEqual(844 / 2);
    await expect(assistant(page).getByRole('list', { name: 'Try asking' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await question(page).fill('i just got rear ended what do i do');
    await question(page).press('Enter');
    const answer = conversation(page).getByRole('listitem').nth(2);
    await expect(answer).toContainText('call 911 first');
    // A long answer shows its beginning, not its last line: 911 is on the screen.
    await expect(answer.getByText(/call 911 first/)).toBeInViewport();
    const text = (await answer.textContent())!;
    expect(text.indexOf('911')).toBeLessThan(text.indexOf(agency.phone));
    await expect(answer.getByRole('link', { name: 'Claims Support' })).toHaveAttribute(
      'href',
      '/claims',
    );
    await expect(answer.getByRole('link', { name: /After a Car Accident/ })).toHaveAttribute(
      'href',
      '/blog/4',
    );
    const call = answer.getByRole('link', { name: agency.phone });
    await expect(call).toHaveAttribute('href', `tel:+1${agency.phone.replace(/\D/g, '')}`);
    await call.tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { tapped?: unknown }).tapped))
      .toEqual({ href: `tel:+1${agency.phone.replace(/\D/g, '')}`, prevented: false });

    // The whole conversation on the whole screen, when the visitor asks for it.
    const maxHeight = () =>
      assistant(page).evaluate((el) => parseFloat(getComputedStyle(el).maxHeight));
    expect(await maxHeight()).toBeLessThanOrEqual(844 / 2);
    await assistant(page).getByRole('button', { name: 'Full height' }).tap();
    expect(await maxHeight()).toBeGreaterThan(844 / 2);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an answer it is not sure of offers a callback, which opens the callback form', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await openAssistant(page);
    await question(page).fill('whats the status of my claim?');
    await question(page).press('Enter');
    const answer = conversation(page).getByRole('listitem').nth(2);
    await expect(answer.getByRole('link', { name: agency.phone })).toBeVisible();
    await answer.getByRole('button', { name: 'Request a callback' }).tap();
    await expect(page.getByRole('form', { name: 'Callback request' })).toBeVisible();
    await expect(assistant(page)).toBeHidden();

    // The Contact page offers the same form.
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('button', { name: 'Request a callback' }).tap();
    await expect(page.getByRole('form', { name: 'Callback request' })).toBeVisible();
  });
});
