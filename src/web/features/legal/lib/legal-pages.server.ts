import matter from 'gray-matter';
import { fillAgency, renderMarkdown } from '~/lib/markdown.server';
import { z } from 'zod';
import type { LegalPage } from './legal-page';

// Vite inlines the files at build time; only the legal route's loader imports this module.
const files = import.meta.glob<string>('/content/legal/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Frontmatter of content/legal/<slug>.md. */
export const legalFrontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  /** The legal pages were all last updated in 2025. */
  lastUpdated: z.string().regex(/^[A-Z][a-z]+ \d{1,2}, 2025$/),
});

export function parseLegalPage(slug: string, source: string): LegalPage {
  const { data, content } = matter(source);
  const parsed = legalFrontmatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`content/legal/${slug}.md: ${parsed.error.message}`);
  return {
    slug,
    title: fillAgency(parsed.data.title),
    description: fillAgency(parsed.data.description),
    lastUpdated: parsed.data.lastUpdated,
    content: renderMarkdown(fillAgency(content)),
  };
}

/** The page at content/legal/<slug>.md; undefined when there is no such file. */
export function loadLegalPage(slug: string): LegalPage | undefined {
  const source = files[`/content/legal/${slug}.md`];
  return source === undefined ? undefined : parseLegalPage(slug, source);
}
