import { describe, expect, it } from 'vitest';
import { blogArticleIds } from '#shared/site-routes/blog-paths';
import { agency } from '~/lib/agency';
import { blogCategories } from '#shared/content/blog';
import { loadArticles, parseArticle } from './articles.server';

const articles = loadArticles();
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('content/blog', () => {
  it('holds the seven articles the prerender list names, ordered by id', () => {
    expect(articles.map((a) => a.id)).toEqual(blogArticleIds);
    expect(articles).toHaveLength(7);
  });

  it('uses only the spec categories, with at least one category shared', () => {
    const names: string[] = blogCategories.map((c) => c.name);
    expect(articles.every((a) => names.includes(a.category))).toBe(true);
    expect(new Set(articles.map((a) => a.category)).size).toBeLessThan(articles.length);
  });

  it('has articles of 500 to 800 words with the agency name filled in', () => {
    for (const article of articles) {
      expect(words(article.content), `article ${article.id}`).toBeGreaterThanOrEqual(500);
      expect(words(article.content), `article ${article.id}`).toBeLessThanOrEqual(800);
      expect(`${article.title} ${article.author} ${article.content}`).not.toMatch(/\{\w+\}/);
    }
    expect(articles.some((a) => a.content.includes(agency.name))).toBe(true);
  });

  it('quotes the spec figures where they appear', () => {
    const all = articles.map((a) => a.content).join('\n');
    expect(all).toContain('96 tornadoes per year');
    expect(all).toContain('within 24 to 48 hours');
    expect(all).toContain('50 to 70 percent of the dwelling limit');
    expect(all).toContain('$30 to $60 per month');
    expect(all).toContain('$200 to $400 per year');
  });

  it('rejects a file whose frontmatter is wrong or whose name does not match its id', () => {
    const good = `---\nid: 3\ntitle: T\nexcerpt: E\ndate: 'May 1, 2025'\nauthor: A\ncategory: Claims\nreadTime: '5 min read'\nemoji: x\n---\nBody`;
    expect(parseArticle('/content/blog/3.md', good).content).toContain('<p>Body</p>');
    expect(() => parseArticle('/content/blog/4.md', good)).toThrow(/belongs in/);
    expect(() =>
      parseArticle('/content/blog/3.md', good.replace('category: Claims', 'category: Life')),
    ).toThrow();
  });
});
