import { z } from 'zod';
import { coverageOptionIds, iconNames } from '../coverage-options';

/**
 * One product line's page, as data: content/products/<route>.ts. One template renders every product
 * page. `{agency}` in any text stands for the agency's name.
 */

const text = z.string().trim().min(1);
const icon = z.enum(iconNames);

export const infoCardSchema = z.object({ title: text, description: text, icon });

/** The blocks a product page may carry after its coverage cards, in the order given. */
export const productBlockSchema = z.discriminatedUnion('kind', [
  /** Figures such as Kansas minimums or flood facts: label, value, optional note. */
  z.object({
    kind: z.literal('facts'),
    heading: text,
    intro: text.optional(),
    items: z.array(z.object({ label: text, value: text, note: text.optional() })).min(2),
    footnote: text.optional(),
  }),
  /** Types, perils, benefits, who needs it, platforms, risks: cards with an icon. */
  z.object({
    kind: z.literal('cards'),
    heading: text,
    intro: text.optional(),
    items: z.array(infoCardSchema).min(2),
  }),
  /** A plain list of short points (what to have ready, industries served…). */
  z.object({
    kind: z.literal('list'),
    heading: text,
    intro: text.optional(),
    items: z.array(text).min(2),
  }),
  /** A comparison table; the first column names the row. */
  z.object({
    kind: z.literal('table'),
    heading: text,
    intro: text.optional(),
    columns: z.array(text).min(2),
    rows: z.array(z.array(text).min(2)).min(2),
  }),
  /** Paragraphs of explanation. */
  z.object({ kind: z.literal('prose'), heading: text, paragraphs: z.array(text).min(1) }),
  /** Questions and answers (also marked up as FAQPage data). */
  z.object({
    kind: z.literal('faq'),
    heading: text,
    items: z.array(z.object({ question: text, answer: text })).min(2),
  }),
]);
export type ProductBlock = z.infer<typeof productBlockSchema>;

export const productPageSchema = z.object({
  /** The URL path, e.g. '/auto-insurance'. */
  route: z.string().regex(/^\/[a-z0-9-]+$/),
  line: z.enum(['personal', 'commercial']),
  /** Title topic: the browser title is "<topic> in Kansas | <agency>". */
  topic: text,
  /** Meta description: 110 to 170 characters. */
  description: z.string().min(110).max(170),
  hero: z.object({ eyebrow: text, heading: text, intro: text }),
  coverage: z.object({
    heading: text,
    intro: text.optional(),
    cards: z.array(infoCardSchema).min(3),
  }),
  blocks: z.array(productBlockSchema),
  /** Carrier logos shown: how many (a fixed figure on some pages) and which carriers. */
  carriers: z.object({
    count: z.number().int().min(1).max(12),
    slugs: z.array(z.string()).optional(),
  }),
  quote: z.object({
    /** The form's type: 'personal', 'commercial' or the page's own (flood, rv, …). */
    type: z.string().regex(/^[a-z][a-z-]+$/),
    /** The label in the form's heading (e.g. "Auto", "Short Term Rental Insurance"). */
    label: text,
    coverageIds: z.array(z.enum(coverageOptionIds)).min(1),
  }),
  /** Other product routes worth a look. */
  related: z
    .array(z.string().regex(/^\/[a-z0-9-]+$/))
    .max(4)
    .default([]),
});
export type ProductPage = z.input<typeof productPageSchema>;
export type ProductPageContent = z.output<typeof productPageSchema>;

/**
 * The product page of content/products/<name>.ts, checked: its schema, and its route, which is
 * its file name. A bad file throws with the file's name and what is wrong, so the build stops
 * there and says why.
 */
export function parseProductPage(name: string, value: unknown): ProductPageContent {
  const file = `content/products/${name}.ts`;
  const result = productPageSchema.safeParse(value);
  if (!result.success) {
    throw new Error(`${file} is not a valid product page:\n${z.prettifyError(result.error)}`);
  }
  if (result.data.route !== `/${name}`) {
    throw new Error(
      `${file}: route must be "/${name}" (the file name), not "${result.data.route}"`,
    );
  }
  return result.data;
}

/** content/products/<name>.ts serves /<name>; test files and helpers (`_x.ts`) are not pages. */
export function productNamesIn(files: readonly string[]): string[] {
  return files
    .filter((file) => /^[a-z0-9-]+\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}
