import { vi } from 'vitest';

/**
 * The browser-code project's setup file: it runs before each of its test files. The files of a
 * worker share one process, so React, Testing Library and happy-dom load once per worker instead
 * of once per file; what a file leaves behind goes before the next one starts, so that each
 * begins as it would in a worker of its own:
 *
 * - the project's modules are evaluated again (what they keep: stores, query clients, flags);
 * - the document is as a new window opens it (`<html><head></head><body></body></html>`, no
 *   attributes, at the first address), with no cookies and both storages empty;
 * - the listeners and observers the project's code put on the window and the document are gone
 *   (the behaviours listen on the document: installed again, they would answer twice);
 * - stubbed globals and environment variables are restored, and timers are real.
 *
 * A library's own listeners stay (React listens to `selectionchange` once per document): the
 * library itself stays loaded. Node code types this file, so the browser's types are spelled out.
 */

type Listener = unknown;
interface Target {
  addEventListener(type: string, listener: Listener, options?: unknown): void;
  removeEventListener(type: string, listener: Listener, options?: unknown): void;
}
interface Observer {
  disconnect(): void;
}
type ObserverClass = new (...args: never[]) => Observer;
interface Element extends Target {
  attributes: { length: number; 0?: { name: string } };
  removeAttribute(name: string): void;
  replaceChildren(...nodes: unknown[]): void;
}
interface Page extends Target {
  document: Target & {
    documentElement: Element;
    head: Element;
    body: Element;
    cookie: string;
    getSelection(): { removeAllRanges(): void } | null;
  };
  location: { href: string; pathname: string };
  history: { replaceState(state: unknown, unused: string, url: string): void };
  happyDOM?: { abort(): Promise<void> };
  localStorage: { clear(): void };
  sessionStorage: { clear(): void };
  scrollTo(x: number, y: number): void;
  [observer: string]: unknown;
}

/** Kept on the global object: this module itself is evaluated again for every file. */
interface Leftovers {
  url: string;
  html: Element;
  head: Element;
  body: Element;
  listeners: Array<[Target, string, Listener, unknown]>;
  observers: Observer[];
  /** Every path a cookie was written at or for: a cookie is only seen from under its path. */
  cookiePaths: Set<string>;
  setCookie(value: string): void;
}

const leftoversKey = Symbol.for('tests.fresh-document');
const observerClasses = ['MutationObserver', 'ResizeObserver', 'IntersectionObserver'];

vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
vi.resetModules();

const page = globalThis as unknown as Page;
if (typeof page.document !== 'undefined') {
  const kept = globalThis as unknown as Record<symbol, Leftovers | undefined>;
  await clear((kept[leftoversKey] ??= watch()));
}

/** Once per worker: starts noting what the project's code leaves on the window and document. */
function watch(): Leftovers {
  const { document } = page;
  let cookie: PropertyDescriptor | undefined;
  for (let at: object | null = document; at && !cookie; at = Object.getPrototypeOf(at) as object) {
    cookie = Object.getOwnPropertyDescriptor(at, 'cookie');
  }
  if (!cookie?.get || !cookie.set) throw new Error('The document has no cookie to watch.');
  const leftovers: Leftovers = {
    url: page.location.href,
    html: document.documentElement,
    head: document.head,
    body: document.body,
    listeners: [],
    observers: [],
    cookiePaths: new Set(['/']),
    setCookie: (value) => cookie.set!.call(document, value),
  };
  for (const target of [page, document, document.documentElement, document.head, document.body]) {
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type, listener, options) => {
      add(type, listener, options);
      if (calledByProject()) leftovers.listeners.push([target, type, listener, options]);
    };
  }
  for (const name of observerClasses) {
    const Original = page[name] as ObserverClass | undefined;
    if (!Original) continue;
    page[name] = class extends Original {
      constructor(...args: never[]) {
        super(...args);
        if (calledByProject()) leftovers.observers.push(this);
      }
    };
  }
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookie.get!.call(document) as string,
    set: (value: string) => {
      leftovers.cookiePaths.add(page.location.pathname);
      const path = /;\s*path=([^;]*)/i.exec(value)?.[1]?.trim();
      if (path) leftovers.cookiePaths.add(path);
      leftovers.setCookie(value);
    },
  });
  return leftovers;
}

/** Whether the code adding a listener or making an observer is the project's, not a library's. */
function calledByProject(): boolean {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const caller = frames.find((frame) => !frame.includes('fresh-document'));
  return caller !== undefined && !caller.includes('/node_modules/');
}

async function clear(leftovers: Leftovers): Promise<void> {
  await page.happyDOM?.abort();
  for (const [target, type, listener, options] of leftovers.listeners.splice(0)) {
    target.removeEventListener(type, listener, options);
  }
  for (const observer of leftovers.observers.splice(0)) observer.disconnect();

  const { document } = page;
  const { html, head, body } = leftovers;
  if (document.documentElement !== html) throw new Error('A test file replaced <html>.');
  html.replaceChildren(head, body);
  head.replaceChildren();
  body.replaceChildren();
  for (const element of [html, head, body]) {
    while (element.attributes.length > 0) element.removeAttribute(element.attributes[0]!.name);
  }
  document.getSelection()?.removeAllRanges();

  for (const path of leftovers.cookiePaths) {
    page.history.replaceState(null, '', new URL(path, leftovers.url).href);
    for (const entry of document.cookie.split('; ').filter(Boolean)) {
      const name = entry.split('=')[0]!;
      // Written without a path, a cookie is a cookie of its own (happy-dom: seen at every path).
      // An expiry in the past, not max-age=0: happy-dom keeps a cookie that expires this very ms.
      const gone = `${name}=; expires=${new Date(0).toUTCString()}`;
      leftovers.setCookie(gone);
      for (const under of ancestors(path)) leftovers.setCookie(`${gone}; path=${under}`);
    }
    if (document.cookie !== '') throw new Error(`Cookies outlived their file: ${document.cookie}`);
  }
  leftovers.cookiePaths = new Set(['/']);
  page.history.replaceState(null, '', leftovers.url);
  page.localStorage.clear();
  page.sessionStorage.clear();
  page.scrollTo(0, 0);
}

/** `/a/b/c` → `/`, `/a`, `/a/b`, `/a/b/c`: every path a cookie seen at `path` may have. */
function ancestors(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return ['/', ...parts.map((_, index) => `/${parts.slice(0, index + 1).join('/')}`)];
}
