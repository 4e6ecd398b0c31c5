/** Public paths of the page area (prerendered and listed in the sitemap). */
export const pagePaths: string[] = [
  '/about',
  '/contact',
  '/claims',
  '/tabs',
  '/insurance-carriers',
  '/site-map',
];
