import { fill } from '~/lib/fill';
import { renderMarkdown } from '~/lib/markdown.server';
import { readLegalFile } from '#shared/content/markdown-pages';
import type { LegalPage } from './legal-page';

// Vite inlines the files at build time; only the legal route's loader imports this module.
const files = import.meta.glob<string>('/content/legal/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export function parseLegalPage(slug: string, source: string): LegalPage {
  const { data, body } = readLegalFile(slug, source);
  return {
    slug,
    title: fill(data.title),
    description: fill(data.description),
    lastUpdated: data.lastUpdated,
    content: renderMarkdown(fill(body)),
  };
}

/** The page at content/legal/<slug>.md; undefined when there is no such file. */
export function loadLegalPage(slug: string): LegalPage | undefined {
  const source = files[`/content/legal/${slug}.md`];
  return source === undefined ? undefined : parseLegalPage(slug, source);
}
