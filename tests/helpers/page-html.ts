// Reads prerendered pages the way a client without JavaScript does: only the markup the server
// sent. React's output escapes `<`, `>` and quotes inside attribute values and text, so tags can be
// found with regular expressions without a DOM.

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : +code.slice(1);
      return String.fromCodePoint(point);
    }
    return entities[code.toLowerCase()] ?? whole;
  });
}

/** Collapses every run of white space (including no-break spaces) to one space. */
export function squeeze(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

/**
 * The markup a reader's browser renders: without scripts, styles, inert `<template>` content
 * (where deferred app scripts wait) and comments (React's text separators).
 */
export function renderedMarkup(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/<template\b[\s\S]*?<\/template>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

const inlineTags = /^(a|abbr|b|code|em|i|small|span|strong|sub|sup|time|mark|q|cite|label)$/i;

/**
 * Visible text of a fragment, as one line: inline tags vanish (`<strong>x</strong>,` reads `x,`),
 * block tags separate words.
 */
export function textOf(markup: string): string {
  const text = renderedMarkup(markup).replace(
    /<\/?([a-z][\w-]*)\b[^>]*>/gi,
    (_tag, name: string) => (inlineTags.test(name) ? '' : ' '),
  );
  return squeeze(decodeEntities(text));
}

/** Text of every `<h1>` in the page. */
export function h1Texts(html: string): string[] {
  return [...renderedMarkup(html).matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) =>
    textOf(m[1]!),
  );
}

/** Text of every `<title>` element (the document's title, normally exactly one). */
export function titleTexts(html: string): string[] {
  const head = html.split(/<body\b/i, 1)[0]!;
  return [...head.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)].map((m) =>
    squeeze(decodeEntities(m[1]!)),
  );
}

/** Visible text of the `<main>` element; undefined when the page has none. */
export function mainText(html: string): string | undefined {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(renderedMarkup(html));
  return match ? textOf(match[1]!) : undefined;
}

/** The `href` of every `<a>` a reader can follow (not those in scripts or templates). */
export function anchorHrefs(html: string): string[] {
  return [...renderedMarkup(html).matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((m) =>
    decodeEntities(m[1]!),
  );
}
