import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { Database } from '#server/db/client';
import { type Account, type Book, giveBook, insertNewUser, openE2eDatabase } from './accounts';

/** Facts of the demo agency (content/agency.ts) that the pages must show. */
export const agency = {
  name: 'Sunflower Shield Insurance',
  phone: '(913) 555-0142',
  /** The demo profile sets no licence number: the pages say this, and no number. */
  licence: 'Licensed in Kansas',
  copyright: '© 2025',
  state: 'Kansas',
};

/** The main menu's plain links, after Home and the two insurance groups, in order. */
export const menuLinks = [
  'About',
  'Claims',
  'Insurance Guide',
  'Insurance Edge',
  'Our Carriers',
  'Contact',
];

/** A header dropdown closes this many ms after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

/** Where the cookie consent is kept in local storage, as in src/web/behaviours/cookie-banner.ts. */
export const CONSENT_KEY = 'cookie-consent';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What the browser reported while a test ran: console errors, uncaught errors, CSP violations. */
export interface BrowserProblems {
  consoleErrors: string[];
  pageErrors: string[];
  /** Read from the page: `securitypolicyviolation` events of the current document. */
  cspViolations(): Promise<string[]>;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export type Consent = 'accepted' | 'declined';

export const test = base.extend<
  {
    problems: BrowserProblems;
    /**
     * Makes a confirmed account of its own for this test (a client unless `role` says otherwise),
     * in the e2e server's database: see accounts.ts.
     */
    newUser: (options?: Parameters<typeof insertNewUser>[1]) => Promise<Account>;
    /** A client of this test alone, with the demo client's kind of book (`client.book`). */
    client: Account & { book: Book };
    /**
     * The cookie choice stored before the page's first script, so the banner stays away: declined
     * unless a file says otherwise; `test.use({ consent: null })` where the banner is the subject.
     */
    consent: Consent | null;
  },
  { database: Database }
>({
  database: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const database = await openE2eDatabase(e2eDataDir());
      await use(database);
      await database.close();
    },
    { scope: 'worker' },
  ],
  newUser: async ({ database }, use) => {
    await use((options) => insertNewUser(database.db, options));
  },
  client: async ({ database }, use) => {
    const account = await insertNewUser(database.db);
    await use({ ...account, book: await giveBook(database.db, account.id) });
  },
  consent: ['declined', { option: true }],
  page: async ({ page, consent }, use) => {
    if (consent) await presetConsent(page, consent);
    await use(page);
  },
  problems: async ({ page }, use) => {
    const consoleErrors: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        const where = message.location().url;
        consoleErrors.push(where ? `${message.text()} (${where})` : message.text());
      }
    });
    page.on('pageerror', (error) => pageErrors.push(String(error.stack ?? error)));
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations?.push(
          `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    await use({
      consoleErrors,
      pageErrors,
      cspViolations: () => page.evaluate(() => window.__cspViolations ?? []),
    });
  },
});

export { expect };

/**
 * Resolves once the page is live: on a public page, once its islands run
 * (src/web/islands/main.tsx says so on <html>); in the app (portal, console, account pages), once
 * React has hydrated and run its first effects.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.islands === 'live') return true;
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  // Passive effects of the first render run after the next paint; let two frames go by.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
}

/** Every script file stays "downloading" for the rest of the test. */
export async function holdScripts(page: Page) {
  await page.route('**/assets/**/*.js', () => {
    // Never answered: the request stays pending, as on a network that has not delivered it yet.
  });
}

/** Script files wait until the test calls the returned function. */
export async function holdScriptsUntilReleased(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * `reported`: the first value the page reports by calling `window[name](value)`. While a
 * navigation is pending, locators wait for the next page; the page's own report does not.
 */
export async function reportFromPage<T>(
  page: Page,
  name: string,
): Promise<{ reported: Promise<T> }> {
  let report!: (value: T) => void;
  const reported = new Promise<T>((resolve) => (report = resolve));
  await page.exposeFunction(name, report);
  return { reported };
}

/** Stores a consent choice before any page script runs, so the cookie banner stays away. */
export async function presetConsent(page: Page, value: Consent = 'declined') {
  await page.addInitScript(([key, choice]) => window.localStorage.setItem(key, choice), [
    CONSENT_KEY,
    value,
  ] as const);
}

/** axe-core's browser build, read once per worker and evaluated in each page it checks. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

declare global {
  interface Window {
    axe?: typeof import('axe-core');
  }
}

/**
 * axe-core against WCAG 2.1 A and AA in the page as it stands (optionally only inside the
 * `include` selector); returns a readable summary of the violations. axe runs in the page itself,
 * in one call: the pages have no frames to visit, and the packaged Playwright runner's extra page
 * per check cost four times what axe does.
 */
export async function axeViolations(page: Page, include?: string) {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, selector }) =>
      (
        await window.axe!.run(selector ? { include: [selector] } : document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations,
    { tags: WCAG_TAGS, selector: include },
  );
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}

/** An e-mail the e2e server wrote to `${DATA_DIR}/mail` (no SMTP_URL outside production). */
export interface SentMail {
  id: number;
  kind: string;
  to: unknown;
  subject: string;
  text: string;
  html: string;
}

/** The e2e server's DATA_DIR: playwright.config.ts sets E2E_DATA_DIR for every worker. */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

/** An address no other test (nor an earlier run against the same data) has used. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * The newest e-mail of `kind` (`verify-email`, `invitation`, `password-reset`, …) sent to `to`,
 * waiting for the outbox worker to send it; with `after`, only one newer than that outbox id.
 */
export async function waitForMail(
  to: string,
  kind: string,
  { after = 0, timeout = 15_000 }: { after?: number; timeout?: number } = {},
): Promise<SentMail> {
  const dir = path.join(e2eDataDir(), 'mail');
  const deadline = Date.now() + timeout;
  for (;;) {
    const names = existsSync(dir) ? readdirSync(dir) : [];
    const candidates = names
      .filter((name) => name.endsWith(`-${kind}.json`) && Number(name.slice(0, 6)) > after)
      .sort()
      .reverse();
    for (const name of candidates) {
      const mail = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as SentMail;
      if (JSON.stringify(mail.to).toLowerCase().includes(to.toLowerCase())) return mail;
    }
    if (Date.now() > deadline) {
      throw new Error(`no ${kind} e-mail to ${to} in ${dir} after ${timeout} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link of an account e-mail to `pagePath`, as a path with its `#token=…` (no origin). */
export function mailLink(mail: SentMail, pagePath: string): string {
  const escaped = pagePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}#token=[\\w-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${pagePath} link in the ${mail.kind} e-mail:\n${mail.text}`);
  return match[0];
}

/**
 * Signs the page's browser in through the API (the session cookie lands in its context), for
 * journeys that begin after the log-in; account.spec.ts covers the log-in form itself. The
 * account is the test's own: `client` or `newUser()`.
 */
export async function logIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The log-in form by keyboard alone, from the e-mail field to Enter, landing in the portal. */
export async function logInByKeyboard(
  page: Page,
  account: { email: string; password: string; firstName: string },
) {
  await page.goto('/login?returnTo=%2Fclient-portal');
  await page.getByRole('main').getByLabel('Email').focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}` })).toBeVisible();
}

/** The help control's button: in the bar at the bottom of a phone, in the corner from a tablet up. */
export function helpButton(page: Page) {
  return page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('button', { name: /^(Help|Close)$/ });
}

/** The help menu's choices that open a window of their own. */
export type HelpChoice = 'Ask a question' | 'Request a callback' | 'Live chat with your agent';

/** Opens a window of the help control: Help, then that choice of its menu. */
export async function openHelp(page: Page, choice: HelpChoice) {
  await helpButton(page).click();
  await page
    .getByRole('dialog', { name: 'How can we help?' })
    .getByRole('button', { name: new RegExp(`^${choice}`) })
    .click();
}
