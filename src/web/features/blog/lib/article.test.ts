import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '#shared/content/blog';
import { categoryCards, parseArticleId, relatedArticles } from './article';

const base = {
  excerpt: 'e',
  date: 'March 1, 2025',
  author: 'A',
  readTime: '5 min read',
  emoji: '🏠',
};
const articles: ArticleSummary[] = [
  { ...base, id: 1, title: 'One', category: 'Home Insurance' },
  { ...base, id: 2, title: 'Two', category: 'Auto Insurance' },
  { ...base, id: 3, title: 'Three', category: 'Home Insurance' },
  { ...base, id: 4, title: 'Four', category: 'Home Insurance' },
  { ...base, id: 5, title: 'Five', category: 'Home Insurance' },
  { ...base, id: 6, title: 'Six', category: 'Claims' },
];

describe('relatedArticles', () => {
  it('lists at most two others of the same category, never the article itself', () => {
    const related = relatedArticles(articles, articles[0]!);
    expect(related.map((a) => a.id)).toEqual([3, 4]);
  });

  it('excludes the current article wherever it sits in the list', () => {
    const related = relatedArticles(articles, articles[3]!);
    expect(related.map((a) => a.id)).toEqual([1, 3]);
    expect(related.every((a) => a.category === 'Home Insurance')).toBe(true);
  });

  it('returns fewer, or none, when the category has no other articles', () => {
    expect(relatedArticles(articles, articles[5]!)).toEqual([]);
    expect(relatedArticles(articles, articles[1]!)).toEqual([]);
  });
});

describe('categoryCards', () => {
  it('counts the articles of each category and leaves out empty ones', () => {
    const cards = categoryCards(articles);
    expect(cards.map((c) => c.name)).toEqual(['Home Insurance', 'Auto Insurance', 'Claims']);
    expect(cards.find((c) => c.name === 'Home Insurance')?.count).toBe(4);
    expect(cards.reduce((sum, c) => sum + c.count, 0)).toBe(articles.length);
  });
});

describe('parseArticleId', () => {
  it('accepts plain positive numbers only', () => {
    expect(parseArticleId('7')).toBe(7);
    expect(parseArticleId('99')).toBe(99);
    expect(parseArticleId('abc')).toBeUndefined();
    expect(parseArticleId('01')).toBeUndefined();
    expect(parseArticleId('1.5')).toBeUndefined();
    expect(parseArticleId(undefined)).toBeUndefined();
  });
});
