import * as React from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';

/**
 * The one-time token of an e-mailed link (`/verify-email#token=…`): `undefined` until hydrated,
 * then the token or `null`. The fragment never reaches the server; once read it is also taken
 * out of the address bar (so it stays out of bookmarks, shared screens and the back button's
 * page). The router keeps the location it started with, so the page still has the token.
 */
export function useFragmentToken(): string | null | undefined {
  const hydrated = useHydrated();
  const { hash, pathname, search } = useLocation();
  // Runs again when only the fragment changes: a link opened on the page it leads to.
  React.useEffect(() => {
    if (!hydrated || !window.location.hash) return;
    // React Router's entry state (its key) stays as it is.
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, [hydrated, hash, pathname, search]);
  if (!hydrated) return undefined;
  return new URLSearchParams(hash.slice(1)).get('token') || null;
}
