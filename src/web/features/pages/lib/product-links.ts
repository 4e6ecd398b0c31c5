// Runs in the site map's loader, at build time while prerendering: the product pages' content
// never reaches the browser's JavaScript, only the links.

export interface ProductLink {
  href: string;
  label: string;
}

export interface ProductLinks {
  personal: ProductLink[];
  commercial: ProductLink[];
}

interface ProductSummary {
  route?: unknown;
  topic?: unknown;
  line?: unknown;
}

/** The product pages in content/products/*.ts, split by line and sorted by name. */
export async function productLinks(
  modules: Record<string, () => Promise<unknown>>,
): Promise<ProductLinks> {
  const links: ProductLinks = { personal: [], commercial: [] };
  for (const load of Object.values(modules)) {
    const page = ((await load()) as { default?: ProductSummary }).default;
    if (!page || typeof page.route !== 'string' || typeof page.topic !== 'string') continue;
    const line = page.line === 'commercial' ? 'commercial' : 'personal';
    links[line].push({ href: page.route, label: page.topic });
  }
  for (const list of [links.personal, links.commercial]) {
    list.sort((a, b) => a.label.localeCompare(b.label));
  }
  return links;
}
