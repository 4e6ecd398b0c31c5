import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importProductPage } from '#content/product-pages';
import { quoteTools } from '#content/quote-tools';
import {
  parseProductPage,
  type ProductPageContent,
  productNamesIn,
} from '#shared/content/product-page';
import { CALLBACK_LEAD_TYPE } from '#shared/site-routes';
import { rootDir } from '../paths';

/** The product pages' names: content/products/<name>.ts serves /<name>, as the site's routes. */
export function productNames(): string[] {
  return productNamesIn(readdirSync(path.join(rootDir, 'content/products')));
}

let pages: Promise<ProductPageContent[]> | undefined;

/** Every product page, checked as the build checks it, in name order. Read once. */
export function loadProductPages(): Promise<ProductPageContent[]> {
  pages ??= Promise.all(
    productNames().map(async (name) =>
      parseProductPage(name, (await importProductPage(name)).default),
    ),
  );
  return pages;
}

/**
 * The quote types the site offers, as its forms send them: the two quote tools', each product
 * page's form, and a callback request's. A lead of any other type is of a line nobody sells here.
 */
export async function quoteTypesOffered(): Promise<ReadonlySet<string>> {
  const pages = await loadProductPages();
  return new Set([
    ...quoteTools.map((tool) => tool.form.type),
    ...pages.map((page) => page.quote.type),
    CALLBACK_LEAD_TYPE,
  ]);
}
