import { loadProductPages } from '#server/content/product-pages';
import type { LeadLine } from '#shared/staff/leads';

// A lead's line is the line of the form that sent it: the two quote tools send `personal` and
// `commercial`; a product page's form sends the page's own type (`short-term-rental`, `flood`...)
// and belongs to the page's line. Read from the content once, at start-up.
const pages = await loadProductPages();

/** The lead types of the commercial line. */
export const commercialLeadTypes: readonly string[] = [
  ...new Set([
    'commercial',
    ...pages.filter((page) => page.line === 'commercial').map((page) => page.quote.type),
  ]),
];

export const leadLineOf = (type: string): LeadLine =>
  commercialLeadTypes.includes(type) ? 'commercial' : 'personal';
