import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Facts of the demo agency (content/agency.ts) that the pages must show. */
export const agency = {
  name: 'Sunflower Shield Insurance',
  phone: '(913) 555-0142',
  licenseNumber: 'KS-0000000',
  copyright: '© 2025',
  state: 'Kansas',
};

/** SPEC section 9. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

/** SPEC section 4 and src/web/lib/cookie-consent.ts. */
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

export const test = base.extend<{ problems: BrowserProblems }>({
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
 * Resolves once React has hydrated the prerendered HTML and run its first effects. Public pages
 * start the app on a visitor's first interaction (scripts/defer-hydration-loader.js), so this
 * first moves the pointer, as a person would. The cookie banner's final say comes from an
 * effect, so "banner hidden" means nothing before this.
 */
export async function waitForHydration(page: Page) {
  await page.mouse.move(2, 2);
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  // Passive effects of the hydration render run after the next paint; let two frames go by.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
}

/** Stores a consent choice before any page script runs, so the cookie banner stays away. */
export async function presetConsent(page: Page, value: 'accepted' | 'declined' = 'declined') {
  await page.addInitScript(([key, choice]) => window.localStorage.setItem(key, choice), [
    CONSENT_KEY,
    value,
  ] as const);
}

/** axe-core against WCAG 2.1 A and AA; returns a readable summary of the violations. */
export async function axeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}
