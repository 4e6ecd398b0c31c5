// The blog and legal pages are Markdown with a small frontmatter. The pages render them with
// gray-matter and marked at build time; the server needs plain sentences only, so it reads the
// same files with these few lines instead of carrying both libraries at run time.

/** `key: 'value'`, `key: "value"` and `key: 42` lines between two `---` lines. */
export function parseFrontmatter(
  source: string,
  file: string,
): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, unknown> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const field = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (!field) throw new Error(`${file}: cannot read the frontmatter line "${line}"`);
    const raw = field[2]!.trim();
    let value: unknown = raw;
    if (/^'.*'$/.test(raw)) value = raw.slice(1, -1).replace(/''/g, "'");
    else if (/^".*"$/.test(raw)) value = JSON.parse(raw) as string;
    else if (/^-?\d+(\.\d+)?$/.test(raw)) value = Number(raw);
    data[field[1]!] = value;
  }
  return { data, body: source.slice(match[0].length) };
}

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

const asSentence = (text: string) => (/[.!?:]$/.test(text) ? text : `${text}.`);

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
