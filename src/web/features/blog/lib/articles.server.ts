import { fill } from '~/lib/fill';
import { renderMarkdown } from '~/lib/markdown.server';
import { readArticleFile } from '#shared/content/markdown-pages';
import type { Article } from './article';

// Vite inlines the files at build time; only route loaders import this module.
const files = import.meta.glob<string>('/content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export function parseArticle(file: string, source: string): Article {
  const { data, body } = readArticleFile(file, source);
  return {
    ...data,
    title: fill(data.title),
    excerpt: fill(data.excerpt),
    author: fill(data.author),
    content: renderMarkdown(fill(body)),
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
