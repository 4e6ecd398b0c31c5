/**
 * An answer as text and links. Answers are plain text in which pages appear as Markdown links
 * (`[Auto Insurance](/auto-insurance)`) or bare paths (`/contact`). Only links to this site
 * become links; anything else (another host, `javascript:`) stays text. Nothing is ever read as
 * HTML.
 */
export type AnswerPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; to: string };

const LINK =
  /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|(?<![\w/.:-])(\/[a-z0-9][a-z0-9-]*(?:\/[a-z0-9-]+)*(?:\?[a-z0-9=&-]+)?(?:#[a-z0-9-]+)?)(?![\w/])/gi;

/** A path of this site (`/x`, not `//host`), or undefined. `origin` turns own absolute URLs into paths. */
export function sameSitePath(href: string, origin?: string): string | undefined {
  const value = href.trim();
  if (/^\/(?![/\\])/.test(value)) return value;
  if (!origin) return undefined;
  try {
    const url = new URL(value);
    if (url.origin !== origin) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

export function answerParts(text: string, origin?: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  const push = (part: AnswerPart) => {
    const prev = parts.at(-1);
    if (part.kind === 'text' && prev?.kind === 'text') prev.text += part.text;
    else if (part.kind === 'link' || part.text) parts.push(part);
  };
  for (const match of text.matchAll(LINK)) {
    push({ kind: 'text', text: text.slice(last, match.index) });
    const [whole, label, href, bare] = match;
    const to = sameSitePath(href ?? bare!, origin);
    if (to) push({ kind: 'link', text: label ?? bare!, to });
    else push({ kind: 'text', text: label ?? whole });
    last = match.index + whole.length;
  }
  push({ kind: 'text', text: text.slice(last) });
  return parts;
}
