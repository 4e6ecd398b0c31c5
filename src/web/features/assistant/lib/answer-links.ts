import { phoneHref } from '#shared/phone';

/**
 * An answer as text, links and phone numbers. Answers are plain text in which pages appear as
 * Markdown links (`[Auto Insurance](/auto-insurance)`) or bare paths (`/contact`). Only links to
 * this site become links; anything else (another host, `javascript:`) stays text. A US phone
 * number becomes a `tel:` link a phone can call with one tap. Nothing is ever read as HTML.
 */
export type AnswerPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; to: string }
  | { kind: 'phone'; text: string; href: string };

const PHONE = /(?<![\d-])(?:\+?1[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}(?![\d-])/g;

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

/** Text with its phone numbers as `tel:` parts. */
function withPhones(text: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PHONE)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    const digits = match[0].replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    parts.push({ kind: 'phone', text: match[0], href: phoneHref(digits) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

export function answerParts(text: string, origin?: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  const push = (part: AnswerPart) => {
    const prev = parts.at(-1);
    if (part.kind === 'text' && prev?.kind === 'text') prev.text += part.text;
    else if (part.kind !== 'text' || part.text) parts.push(part);
  };
  const pushText = (value: string) => withPhones(value).forEach(push);
  for (const match of text.matchAll(LINK)) {
    pushText(text.slice(last, match.index));
    const [whole, label, href, bare] = match;
    const to = sameSitePath(href ?? bare!, origin);
    if (to) push({ kind: 'link', text: label ?? bare!, to });
    else pushText(label ?? whole);
    last = match.index + whole.length;
  }
  pushText(text.slice(last));
  return parts;
}
