// Where a journey begins after the log-in (account.spec.ts covers the log-in form itself): a page
// signed in at its first address, and the second person of a journey (the agent who works what a
// client sent, the client who reads what an agent did) in a desktop browser of their own, with the
// cookie choice stored as the `page` fixture stores it.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import type { Account } from './accounts';
import { logIn, presetConsent, test as base } from './fixtures';

type Credentials = Pick<Account, 'email' | 'password'>;

/** Signs `page` in as `account` and opens `path`. */
export async function openAs(page: Page, account: Credentials, path: string) {
  await logIn(page, account);
  await page.goto(path);
}

/** A page in a browser context of its own; closing `page.context()` ends it. */
export async function ownBrowserPage(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await presetConsent(page);
  return page;
}

/** The same, signed in as `account`. */
export async function signedInPage(
  browser: Browser,
  account: Credentials,
  options?: BrowserContextOptions,
): Promise<Page> {
  const page = await ownBrowserPage(browser, options);
  await logIn(page, account);
  return page;
}

export const test = base.extend<{
  /** An agent of this test alone, signed in in a browser of their own. */
  agent: Page;
}>({
  agent: async ({ browser, newUser }, use) => {
    const page = await signedInPage(browser, await newUser({ role: 'agent' }));
    await use(page);
    await page.context().close();
  },
});
