/** A legal page as the template renders it (frontmatter checked in legal-pages.server.ts). */
export interface LegalPage {
  slug: string;
  title: string;
  description: string;
  /** Display text, e.g. `June 1, 2025`. */
  lastUpdated: string;
  /** Sanitised HTML of the body. */
  content: string;
}
