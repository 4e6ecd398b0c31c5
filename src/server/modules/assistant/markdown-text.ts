// The blog and legal pages are Markdown. The pages render them with marked at build time; the
// assistant needs plain sentences only, so it turns the same bodies into text with these lines.

/** Inline Markdown to text: links keep their words, emphasis and code lose their marks. */
export function inlineText(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A list item or table row as a sentence: a full stop unless it ends a clause of its own. */
const asSentence = (text: string) => (/[.!?:;,]$/.test(text) ? text : `${text}.`);

export interface MarkdownSection {
  /** The `##` heading; undefined for the text before the first one. */
  heading?: string;
  text: string;
}

/** Splits a Markdown body at its headings into sections of plain sentences. */
export function markdownSections(body: string): MarkdownSection[] {
  const sections: MarkdownSection[] = [];
  let current: { heading?: string; parts: string[] } = { parts: [] };
  let tableHeader: string[] | undefined;
  const flush = () => {
    const text = current.parts.join(' ').trim();
    if (text) sections.push({ heading: current.heading, text });
  };
  for (const rawLine of body.split(/\r?\n/)) {
    const line = rawLine.trim();
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      current = { heading: inlineText(heading[1]!), parts: [] };
      tableHeader = undefined;
      continue;
    }
    if (line === '') {
      tableHeader = undefined;
      continue;
    }
    if (line.startsWith('|')) {
      const cells = line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => inlineText(c));
      if (cells.every((c) => /^:?-+:?$/.test(c))) continue;
      if (!tableHeader) {
        tableHeader = cells;
        continue;
      }
      const [first, ...rest] = cells;
      const pairs = rest.map((cell, i) => `${tableHeader![i + 1] ?? ''} ${cell}`.trim());
      current.parts.push(asSentence(`${first}: ${pairs.join('; ')}`));
      continue;
    }
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    const text = inlineText((item ? item[1] : line.replace(/^>\s?/, ''))!);
    if (text) current.parts.push(item ? asSentence(text) : text);
  }
  flush();
  return sections;
}
