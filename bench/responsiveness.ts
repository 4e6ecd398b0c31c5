// `npm run bench:responsiveness`: how long a phone visitor waits for the first tap on a public
// page to show its answer. Debian's Chromium with Lighthouse's mobile profile (4x CPU slowdown,
// 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, a 412x823 touch screen), against the built
// server. Each tap is measured in a fresh browser context (cold cache, no stored cookie choice),
// BENCH_RUNS times (5), from the tap's pointerdown to the first frame that shows the answer.
//
// The baseline is a native checkbox the bench adds to the same page in the same run: the time the
// browser itself takes to show a tap under this profile, whatever the app does. The goal: every
// tap within 200 ms and within 1.5x that baseline.
//
//   npm run bench:responsiveness
//   BENCH_RUNS=3 BENCH_PAGES=/,/tabs npm run bench:responsiveness
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '#tests/helpers/chromium';
import { fmt, median, numberEnv, printTable, runBench, startProduct, stopChild } from './lib.ts';

const runs = Math.round(numberEnv('BENCH_RUNS', 5));
const GOAL_MS = 200;
const GOAL_RATIO = 1.5;

/** Lighthouse's mobile profile (its "simulated" settings, applied for real). */
const CPU_SLOWDOWN = 4;
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const phone = {
  ...devices['Moto G4'],
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * One tap: where on the page (a role and name, found by Playwright), how long after `load` it
 * happens, and the answer the visitor waits for, checked in the page at every frame.
 */
interface Tap {
  name: string;
  target: (page: Page) => ReturnType<Page['getByRole']>;
  /** Milliseconds of reading between `load` and the tap. */
  after: number;
  /** Evaluated in the page; true once the answer shows. */
  shown: string;
  /** A cookie choice stored before the visit: the banner covers the floating buttons. */
  returning?: boolean;
}

// In-page helpers the `shown` expressions use: is an element visible, found by selector, or a
// dialog by the text of its labelling element.
const helpers = `
  window.__visible = (el) => !!el && el.getClientRects().length > 0 &&
    getComputedStyle(el).visibility !== 'hidden';
  window.__dialog = (name) => [...document.querySelectorAll('[role="dialog"]')].find((d) => {
    const label = d.getAttribute('aria-labelledby');
    return (label && document.getElementById(label)?.textContent?.includes(name)) ||
      d.getAttribute('aria-label') === name;
  });
`;

// Page scripts are text: this program is Node's and has no DOM types (they run in the page).
const addBaseline = `
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.id = 'bench-native';
  box.setAttribute('aria-label', 'Bench baseline');
  box.style.cssText = 'position:fixed;left:8px;bottom:8px;width:32px;height:32px;z-index:99';
  document.body.append(box);
`;

/** Records in `window.__tapMs` the time from the next pointerdown to the frame where `shown`. */
const watchFor = (shown: string) => `
  window.addEventListener('pointerdown', (event) => {
    const down = event.timeStamp;
    const frame = () => {
      let done = false;
      try { done = (${shown}); } catch { /* the answer's element is not there yet */ }
      if (done) window.__tapMs = performance.now() - down;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, { capture: true, once: true });
`;

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });

/** The native checkbox the bench adds: what the others are held against; measured first. */
const baselineTap: Tap = {
  name: 'native checkbox (baseline)',
  target: (page) => page.locator('#bench-native'),
  after: 0,
  shown: `document.getElementById('bench-native').checked`,
};

const taps: Tap[] = [
  baselineTap,
  {
    name: 'menu button, right after load',
    target: button('Open menu'),
    after: 0,
    shown: `__visible(document.querySelector('nav[aria-label="Mobile"]'))`,
  },
  {
    name: 'menu button, after 3 s of reading',
    target: button('Open menu'),
    after: 3000,
    shown: `__visible(document.querySelector('nav[aria-label="Mobile"]'))`,
  },
  {
    name: 'Accept All Cookies',
    target: button('Accept All Cookies'),
    after: 0,
    shown: `!__visible(document.querySelector('[aria-label="Cookie consent"]'))`,
  },
  {
    name: 'assistant button',
    target: button('Insurance assistant'),
    after: 0,
    shown: `__visible(__dialog('Insurance assistant'))`,
    returning: true,
  },
  {
    name: 'live chat button',
    target: button('Live support chat'),
    after: 0,
    shown: `__visible(__dialog('Live support chat'))`,
    returning: true,
  },
];

const pages = (process.env.BENCH_PAGES ?? '/,/auto-insurance,/commercial-insurance,/tabs,/blog/1')
  .split(',')
  .filter(Boolean);

/** Loads `path` under the profile, taps once, and returns the wait in ms (null: never shown). */
async function measureTap(browser: Browser, url: string, tap: Tap): Promise<number | null> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: helpers });
    if (tap.returning) {
      await page.addInitScript({
        content: `localStorage.setItem('cookie-consent', 'declined');`,
      });
    }
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // The baseline checkbox, fixed in a corner so it never moves the page's own layout.
    await page.evaluate(addBaseline);
    if (tap.after > 0) await page.waitForTimeout(tap.after);
    const box = await tap.target(page).boundingBox();
    if (!box) throw new Error(`${tap.name}: no target on ${url}`);
    // From the tap's pointerdown, every frame asks whether the answer shows.
    await page.evaluate(watchFor(tap.shown));
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // Polled from here: a pending waitForFunction in the page held back its module scripts
    // under this profile (the app never loaded).
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const waited = await page.evaluate('window.__tapMs');
      if (typeof waited === 'number') return waited;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  const product = await startProduct({ env: { LOG_LEVEL: 'warn' }, stdoutMode: 'null' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  let missed = 0;
  try {
    console.log(
      `responsiveness: ${runs} runs per tap; CPU ${CPU_SLOWDOWN}x slower, ${network.latency} ms ` +
        'latency, 1.6 Mbit/s down; a fresh context (cold cache) per run',
    );
    for (const path of pages) {
      const url = `http://127.0.0.1:${product.port}${path}`;
      const rows: string[][] = [];
      let baseline = 0;
      for (const tap of taps) {
        const times: number[] = [];
        let lost = 0;
        for (let i = 0; i < runs; i++) {
          const ms = await measureTap(browser, url, tap);
          if (ms === null) lost++;
          else times.push(ms);
        }
        if (times.length === 0) {
          rows.push([tap.name, '-', '-', '-', `never shown (${lost}/${runs})`]);
          missed++;
          continue;
        }
        const mid = median(times);
        const worst = Math.max(...times);
        if (tap === baselineTap) baseline = mid;
        const ratio = baseline > 0 ? worst / baseline : 1;
        const met = lost === 0 && worst <= GOAL_MS && ratio <= GOAL_RATIO;
        if (!met) missed++;
        rows.push([
          tap.name,
          fmt(mid),
          fmt(worst),
          fmt(ratio, 2),
          met ? 'met' : lost ? `missed (${lost} never shown)` : 'missed',
        ]);
      }
      printTable(path, ['median ms', 'worst ms', 'worst/base', 'goal'], rows, 14);
    }
    console.log(
      `\ngoal: every tap's worst run within ${GOAL_MS} ms and within ${GOAL_RATIO}x the native ` +
        `checkbox's median on the same page; ${missed === 0 ? 'met' : `${missed} taps missed`}`,
    );
  } finally {
    await browser.close();
    await stopChild(product.child);
  }
  // A measurement, not a test: it fails only when it could not measure.
  return 0;
}

void runBench(main);
