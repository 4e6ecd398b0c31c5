/** Public paths of the product area (prerendered and listed in the sitemap). */
export const productPaths: string[] = [];
