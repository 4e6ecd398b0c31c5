import { useLocation, useMatches } from 'react-router';
import { carriesQuoteForm, quoteHref } from './quote-target';

/** Where "Get Free Quote" goes from the page being rendered (its routes' handles say). */
export function useQuoteHref(): string {
  const { pathname } = useLocation();
  const matches = useMatches();
  return quoteHref(
    pathname,
    matches.some((match) => carriesQuoteForm(match.handle)),
  );
}
