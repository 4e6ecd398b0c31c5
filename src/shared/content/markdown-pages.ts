// The blog's articles and the legal pages are Markdown files with front matter. One reader and
// one schema per kind, for the pages (built in Node at prerender) and the assistant alike; never
// imported by code that reaches the browser.
import matter from 'gray-matter';
import { z } from 'zod';
import { type ArticleSummary, blogCategories, isoDate } from './blog';

const categoryNames = blogCategories.map((c) => c.name) as [
  ArticleSummary['category'],
  ...ArticleSummary['category'][],
];

/** Front matter of content/blog/<id>.md. */
export const articleFrontmatterSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  date: z.string().refine((d) => isoDate(d) !== undefined, 'date must look like March 12, 2025'),
  author: z.string().min(1),
  category: z.enum(categoryNames),
  readTime: z.string().regex(/^\d+ min read$/),
  emoji: z.string().min(1),
}) satisfies z.ZodType<ArticleSummary>;

/** Front matter of content/legal/<slug>.md. */
export const legalFrontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  /** The legal pages were all last updated in 2025. */
  lastUpdated: z.string().regex(/^[A-Z][a-z]+ \d{1,2}, 2025$/),
});
export type LegalFrontmatter = z.output<typeof legalFrontmatterSchema>;

/** A Markdown file's front matter, checked by `schema` (the error names the file), and body. */
function readMarkdownFile<S extends z.ZodType>(
  file: string,
  source: string,
  schema: S,
): { data: z.output<S>; body: string } {
  // A fresh object each time: gray-matter caches its answer by source and hands out the same one.
  const { data, content } = matter(source, {});
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return { data: parsed.data, body: content };
}

/** content/blog/<id>.md, whose id must be its file name. `file` is its path. */
export function readArticleFile(
  file: string,
  source: string,
): { data: ArticleSummary; body: string } {
  const article = readMarkdownFile(file, source, articleFrontmatterSchema);
  const expected = `content/blog/${article.data.id}.md`;
  if (!file.endsWith(expected)) {
    throw new Error(`${file}: id ${article.data.id} belongs in ${expected}`);
  }
  return article;
}

/** content/legal/<slug>.md. */
export function readLegalFile(
  slug: string,
  source: string,
): { data: LegalFrontmatter; body: string } {
  return readMarkdownFile(`content/legal/${slug}.md`, source, legalFrontmatterSchema);
}
