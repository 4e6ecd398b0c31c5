/** Public paths of the blog area (prerendered and listed in the sitemap). */
export const blogPaths: string[] = [];
