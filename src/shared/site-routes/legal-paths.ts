/** Public paths of the legal pages (prerendered and listed in the sitemap). */
export const legalPaths: string[] = [];
