// No schema library here: this module reaches the browser (zod stays in articles.server.ts).
import type { IconName } from '#shared/coverage-options';
import { type ArticleSummary, blogCategories, type BlogCategory } from '#shared/content/blog';

export interface Article extends ArticleSummary {
  /** Sanitised HTML of the body. */
  content: string;
}

export interface CategoryCard {
  name: BlogCategory;
  count: number;
  icon: IconName;
}

/** At most 2 other articles of the same category, never the article itself. */
export function relatedArticles<T extends ArticleSummary>(
  all: readonly T[],
  current: Pick<ArticleSummary, 'id' | 'category'>,
  limit = 2,
): T[] {
  return all.filter((a) => a.category === current.category && a.id !== current.id).slice(0, limit);
}

/** One card per category that has articles, with how many it holds, in `blogCategories` order. */
export function categoryCards(all: readonly Pick<ArticleSummary, 'category'>[]): CategoryCard[] {
  return blogCategories
    .map(({ name, icon }) => ({
      name,
      icon,
      count: all.filter((a) => a.category === name).length,
    }))
    .filter((card) => card.count > 0);
}

/** Route ids are numbers; "007", "1.0" or "abc" match nothing. */
export function parseArticleId(raw: string | undefined): number | undefined {
  return raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}
