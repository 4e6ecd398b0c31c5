// The prerendered public site as files on disk (build/client/<route>/index.html), parsed without a
// server. Suites that check what visitors read use this rather than the content data, so a page
// that renders its data wrongly, or not at all, fails them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Window, type Document, type Element, type Node } from 'happy-dom';
// @ts-expect-error plain ES module without types
import { root, withCurrentBuild } from '../../scripts/fingerprint.mjs';

export const clientDir = path.join(root as string, 'build/client');

/** build/client/about/index.html for /about; build/client/index.html for /. */
export function htmlFileFor(route: string): string {
  return path.join(clientDir, route.replace(/^\/+|\/+$/g, ''), 'index.html');
}

/**
 * Reads the HTML of `routes` while holding the build lock, building first when the build is
 * missing or older than the sources. Holding the lock matters: another command may start a build
 * (which empties build/) at any moment, and a page read half-way through would be a false failure.
 * A route without a file maps to undefined, so the caller can report it by name.
 */
export async function readBuiltPages(
  routes: readonly string[],
): Promise<Map<string, string | undefined>> {
  return withCurrentBuild(
    () =>
      new Map(
        routes.map((route) => {
          const file = htmlFileFor(route);
          return [route, existsSync(file) ? readFileSync(file, 'utf8') : undefined];
        }),
      ),
  );
}

let window: Window | undefined;

/**
 * Parses a page into a DOM (happy-dom, no scripts run). Script elements are cut out first: they
 * hold the loader data and JSON-LD, which visitors never read, and parsing them triples the time.
 */
export function parsePage(html: string): Document {
  window ??= new Window();
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  return new window.DOMParser().parseFromString(withoutScripts, 'text/html');
}

export async function closeParser(): Promise<void> {
  await window?.happyDOM.close();
  window = undefined;
}

/** Elements that flow inside a line of text; any other element boundary separates words. */
const inlineElements = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'cite',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
]);

/**
 * The text a reader sees in `node`, whitespace collapsed. Unlike textContent it puts a space
 * between blocks ("<dt>Waiting period</dt><dd>30 days</dd>" reads "Waiting period 30 days"),
 * and none around inline elements ("about <strong>96 tornadoes</strong>").
 */
export function readableText(node: Node): string {
  let out = '';
  const walk = (current: Node) => {
    if (current.nodeType === 3) {
      out += current.textContent ?? '';
      return;
    }
    if (current.nodeType !== 1 && current.nodeType !== 9 && current.nodeType !== 11) return;
    const name = current.nodeType === 1 ? (current as Element).localName.toLowerCase() : '';
    if (name === 'script' || name === 'style' || name === 'template') return;
    const block = name !== '' && !inlineElements.has(name);
    if (block) out += ' ';
    for (const child of Array.from(current.childNodes)) walk(child);
    if (block) out += ' ';
  };
  walk(node);
  return out.replace(/\s+/g, ' ').trim();
}
