import matter from 'gray-matter';
import { fillAgency, renderMarkdown } from '~/lib/markdown.server';
import { z } from 'zod';
import { type Article, type ArticleSummary, blogCategories, isoDate } from './article';

// Vite inlines the files at build time; only route loaders import this module.
const files = import.meta.glob<string>('/content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const categoryNames = blogCategories.map((c) => c.name) as [
  ArticleSummary['category'],
  ...ArticleSummary['category'][],
];

/** Frontmatter of content/blog/<id>.md. */
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

export function parseArticle(file: string, source: string): Article {
  const { data, content } = matter(source);
  const parsed = articleFrontmatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  const expected = `/content/blog/${parsed.data.id}.md`;
  if (file !== expected) throw new Error(`${file}: id ${parsed.data.id} belongs in ${expected}`);
  const fm = parsed.data;
  return {
    ...fm,
    title: fillAgency(fm.title),
    excerpt: fillAgency(fm.excerpt),
    author: fillAgency(fm.author),
    content: renderMarkdown(fillAgency(content)),
  };
}

let cache: Article[] | undefined;

/** Every article, checked against its schema and rendered once per build, ordered by id. */
export function loadArticles(): Article[] {
  cache ??= Object.entries(files)
    .map(([file, source]) => parseArticle(file, source))
    .sort((a, b) => a.id - b.id);
  return cache;
}
