// No schema library here: this module reaches the browser (zod stays in articles.server.ts).
import type { IconName } from '#shared/coverage-options';

/** The blog's seven categories, in display order, each with its card icon. */
export const blogCategories = [
  { name: 'Pet Insurance', icon: 'paw-print' },
  { name: 'Home Insurance', icon: 'house' },
  { name: 'Auto Insurance', icon: 'car' },
  { name: 'Commercial Insurance', icon: 'building-2' },
  { name: 'Specialty Insurance', icon: 'layers' },
  { name: 'Personal Insurance', icon: 'users' },
  { name: 'Claims', icon: 'clipboard-check' },
] as const satisfies readonly { name: string; icon: IconName }[];

export type BlogCategory = (typeof blogCategories)[number]['name'];

/** Frontmatter of content/blog/<id>.md (checked by the schema in articles.server.ts). */
export interface ArticleSummary {
  id: number;
  title: string;
  excerpt: string;
  /** Display text, e.g. `March 12, 2025`. */
  date: string;
  author: string;
  category: BlogCategory;
  /** Display text, e.g. `6 min read`. */
  readTime: string;
  emoji: string;
}

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

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `March 12, 2025` → `2025-03-12` (for structured data); undefined when it is not such a date. */
export function isoDate(display: string): string | undefined {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(display);
  const month = match ? months.indexOf(match[1]!) + 1 : 0;
  if (!match || month === 0) return undefined;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}
