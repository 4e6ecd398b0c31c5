// Used only by the product route's loader, which runs at build time while prerendering: nothing
// here (the schema, every page's content, the carriers) reaches the browser's JavaScript.
import { z } from 'zod';
import type { AgencyProfile } from '#shared/agency';
import { parseProductPage, type ProductPageContent } from '#shared/content/product-page';
import { fillPlaceholdersIn } from '#shared/content/placeholders';

/** A carrier as the template shows it: a logo when there is one, else a monogram tile. */
export interface CarrierTile {
  id: string;
  name: string;
  logo?: string;
}

export interface ProductPageData {
  page: ProductPageContent;
  carriers: CarrierTile[];
  related: { href: string; label: string }[];
}

type Loaders = Record<string, () => Promise<unknown>>;

const carrierSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().optional(),
  categories: z.array(z.string()).default([]),
});

async function readProductPage(modules: Loaders, name: string) {
  const load = modules[`/content/products/${name}.ts`];
  if (!load) return null;
  const mod = (await load()) as { default?: unknown };
  return parseProductPage(name, mod.default);
}

/**
 * Carriers for a page: those named by `slugs`, else the first `count` whose categories include the
 * page's line (topped up with the others). Without content/carriers.ts: neutral placeholder tiles.
 */
export async function pickCarriers(
  carrierModules: Loaders,
  page: ProductPageContent,
): Promise<CarrierTile[]> {
  const { count, slugs } = page.carriers;
  const load = Object.values(carrierModules)[0];
  if (!load) {
    return Array.from({ length: count }, (_, i) => ({
      id: `carrier-${i + 1}`,
      name: `Partner carrier ${i + 1}`,
    }));
  }
  const mod = (await load()) as {
    default?: unknown;
    carriers?: unknown;
    line?: (category: string) => string;
  };
  const all = z.array(carrierSchema).parse(mod.carriers ?? mod.default);
  // content/carriers.ts names coverage lines ("personal auto"); its `line()` sorts them.
  const lineOf = mod.line ?? ((category: string) => category);
  if (slugs?.length) {
    return slugs.map((slug) => {
      const carrier = all.find((c) => c.id === slug);
      if (!carrier) throw new Error(`${page.route}: no carrier "${slug}" in content/carriers.ts`);
      return carrier;
    });
  }
  const matching = all.filter((c) => c.categories.some((cat) => lineOf(cat) === page.line));
  const rest = all.filter((c) => !matching.includes(c));
  return [...matching, ...rest].slice(0, count).map(({ id, name, logo }) => ({ id, name, logo }));
}

/**
 * Finds, checks and fills the content of the product page at `pathname` (every placeholder, as
 * on every other page); null when none.
 */
export async function loadProductPage(
  pathname: string,
  productModules: Loaders,
  carrierModules: Loaders,
  agency: AgencyProfile,
): Promise<ProductPageData | null> {
  const page = await readProductPage(productModules, pathname.replace(/^\/+|\/+$/g, ''));
  if (!page) return null;
  const related: ProductPageData['related'] = [];
  for (const href of page.related) {
    const other = await readProductPage(productModules, href.slice(1));
    // A related page another writer has not added yet is left out rather than linked to a 404.
    if (other) related.push({ href, label: other.topic });
  }
  const carriers = await pickCarriers(carrierModules, page);
  return fillPlaceholdersIn({ page, carriers, related }, agency);
}
