import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importProductPage } from '#content/product-pages';
import {
  parseProductPage,
  type ProductPageContent,
  productNamesIn,
} from '#shared/content/product-page';
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
