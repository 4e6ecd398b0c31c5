// Runs in the site map's loader, at build time while prerendering: the product pages' content
// never reaches the browser's JavaScript, only the links.
import { parseProductPage } from '#shared/content/product-page';

export interface ProductLink {
  href: string;
  label: string;
}

export interface ProductLinks {
  personal: ProductLink[];
  commercial: ProductLink[];
}

/** The product pages in content/products/*.ts, checked, split by line and sorted by name. */
export async function productLinks(
  modules: Record<string, () => Promise<unknown>>,
): Promise<ProductLinks> {
  const links: ProductLinks = { personal: [], commercial: [] };
  for (const [file, load] of Object.entries(modules)) {
    const name = /([^/]+)\.ts$/.exec(file)?.[1] ?? file;
    const page = parseProductPage(name, ((await load()) as { default?: unknown }).default);
    links[page.line].push({ href: page.route, label: page.topic });
  }
  for (const list of [links.personal, links.commercial]) {
    list.sort((a, b) => a.label.localeCompare(b.label));
  }
  return links;
}
