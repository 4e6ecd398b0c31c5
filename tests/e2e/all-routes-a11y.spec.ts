import { devices, type BrowserContextOptions, type Page } from '@playwright/test';
import { allPublicPaths } from '../helpers/public-routes';
import { axeViolations, expect, test } from './fixtures';

// The cookie banner is part of what these tests look at, or they store the choice themselves.
test.use({ consent: null });

// axe-core with the WCAG 2.0/2.1 A and AA rules on every public route, at a desktop and a phone
// viewport, on the page as a first-time reader gets it: after `load`, before any interaction (the
// app may hydrate only on the first one), the cookie banner showing.

const viewports: { name: string; options: BrowserContextOptions }[] = [
  {
    name: 'desktop 1280x800',
    options: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
  },
  {
    name: 'phone 390x844',
    options: {
      ...devices['Desktop Chrome'],
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    },
  },
];

for (const { name, options } of viewports) {
  test.describe(name, () => {
    // One page per worker and viewport, navigated from route to route: a fresh context per test
    // (cold caches, a new renderer compiling axe-core) cost about a third more CPU time. Nothing
    // carries over between routes: the tests never click, type or choose consent, and a failed
    // test restarts the worker with a new page.
    let page: Page;
    test.beforeAll(async ({ browser, baseURL }) => {
      const context = await browser.newContext({ ...options, baseURL });
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await page?.context().close();
    });

    for (const route of allPublicPaths) {
      test(`${route} has no axe violations`, async () => {
        const response = await page.goto(route, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
