/** The legal pages: each slug is a route and a file content/legal/<slug>.md. */
export const legalSlugs = [
  'legal-information',
  'terms-of-use',
  'privacy-policy',
  'accessibility',
  'ads-tracking',
  'security-fraud',
  'state-privacy-rights',
] as const;

/** Public paths of the legal pages (prerendered and listed in the sitemap). */
export const legalPaths: string[] = legalSlugs.map((slug) => `/${slug}`);
