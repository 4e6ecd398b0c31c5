/** Public paths of the page area (prerendered and listed in the sitemap). */
export const pagePaths: string[] = [];
