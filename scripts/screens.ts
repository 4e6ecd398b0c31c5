// `npm run screens`: the README's pictures of the product (docs/screens/*.png). Starts the built
// server, opens each page in Debian's Chromium at a phone's width (390 px) and a laptop's
// (1366 px), and saves what a visitor first sees: a phone's first screen (the compact header, the
// hero and the bar at the bottom), a laptop's first two and a half screens.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '#tests/helpers/chromium';
import { startSiteServer } from '#tests/helpers/site-server';

const pages = [
  { name: 'home', path: '/' },
  { name: 'auto-insurance', path: '/auto-insurance' },
  { name: 'general-liability', path: '/general-liability' },
  { name: 'insurance-carriers', path: '/insurance-carriers' },
  { name: 'about', path: '/about' },
];
const sizes = [
  { name: '390', viewport: { width: 390, height: 844 }, mobile: true, screens: 1 },
  { name: '1366', viewport: { width: 1366, height: 768 }, mobile: false, screens: 2.5 },
];

// Scripts that run in the page are strings: this file is type-checked without the DOM.
const scrollThrough = `(async () => {
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
    scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  scrollTo(0, 0);
})()`;
const hideHelpDock = `{
  const dock = document.querySelector('[data-help-dock]');
  if (dock) dock.style.visibility = 'hidden';
}`;

const out = path.resolve(import.meta.dirname, '../docs/screens');
mkdirSync(out, { recursive: true });
const site = await startSiteServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const size of sizes) {
    const context = await browser.newContext({
      viewport: size.viewport,
      isMobile: size.mobile,
      hasTouch: size.mobile,
      deviceScaleFactor: 1,
    });
    // A returning visitor: the cookie choice is stored, the banner stays away.
    await context.addInitScript({ content: `localStorage.setItem('cookie-consent', 'declined')` });
    const page = await context.newPage();
    for (const { name, path: route } of pages) {
      await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(`document.documentElement.dataset.islands === 'live'`);
      // Lazy images below the fold load as the page is scrolled through.
      await page.evaluate(scrollThrough);
      await page.waitForLoadState('networkidle');
      const file = path.join(out, `${name}-${size.name}.png`);
      if (size.screens === 1) {
        await page.screenshot({ path: file });
      } else {
        // Past the first screen the corner's Help button, fixed to the window, would be drawn
        // over the middle of the picture: it is left out of the longer picture.
        await page.evaluate(hideHelpDock);
        const height = Math.min(
          await page.evaluate<number>('document.documentElement.scrollHeight'),
          Math.round(size.viewport.height * size.screens),
        );
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: { x: 0, y: 0, width: size.viewport.width, height },
        });
      }
      console.log(`screens: ${path.relative(process.cwd(), file)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
