// Plain values and functions only: the quote form (an island) imports this, and no router.

/** The id of the quote form on the pages that carry one (product pages, the quote tools). */
export const QUOTE_FORM_ID = 'quote-form';

/** The home page's "what would you like to insure?" section, for pages without a form. */
export const QUOTE_CHOOSER_ID = 'get-a-quote';

/** The route handle of a page that carries a quote form: `export const handle = quoteFormHandle`. */
export const quoteFormHandle = { quoteForm: true } as const;

/** Whether a route's handle says its page carries a quote form. */
export function carriesQuoteForm(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'quoteForm' in handle;
}

/**
 * Where "Get Free Quote" takes a visitor from `pathname`: the page's own form when it has one
 * (they stay with what they were reading), otherwise the home page's choice of what to insure,
 * which leads to the form that fits.
 */
export function quoteHref(pathname: string, pageHasForm: boolean): string {
  if (pageHasForm) return `#${QUOTE_FORM_ID}`;
  return pathname === '/' ? `#${QUOTE_CHOOSER_ID}` : `/#${QUOTE_CHOOSER_ID}`;
}
