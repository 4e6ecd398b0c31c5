// The blog's categories and dates, for the pages and the assistant. No schema library here: the
// blog's pages in the browser import this module.
import type { IconName } from '../coverage-options';

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

/** Frontmatter of content/blog/<id>.md (checked by `articleFrontmatterSchema`). */
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
