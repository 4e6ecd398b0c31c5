import { z } from 'zod';

/** Frontmatter of content/legal/<slug>.md. */
export const legalFrontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  /** Display text, e.g. `March 1, 2025`; the spec states the pages were last updated in 2025. */
  lastUpdated: z.string().regex(/^[A-Z][a-z]+ \d{1,2}, 2025$/),
});

export interface LegalPage extends z.infer<typeof legalFrontmatterSchema> {
  slug: string;
  /** Sanitised HTML of the body. */
  content: string;
}
