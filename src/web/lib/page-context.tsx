import * as React from 'react';
import { useHydrated } from './use-hydrated';

/** Where the page is: the part of a URL the components that run as islands read. */
export interface PageLocation {
  pathname: string;
  search: string;
}

export type PageLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { to: string };

interface PageContextValue {
  location: PageLocation;
  Link: React.ComponentType<PageLinkProps>;
}

/** Outside the app (an island on a prerendered page), a link is a page load. */
function PlainLink({ to, ...anchor }: PageLinkProps) {
  return <a href={to} {...anchor} />;
}

const PageContext = React.createContext<PageContextValue | null>(null);

/**
 * The app (root.tsx) hands its router's location and link to the components that also run as
 * islands (src/web/islands/), which cannot carry a router. Without it they read the browser's
 * address and use plain links.
 */
export function PageContextProvider({
  location,
  Link,
  children,
}: PageContextValue & { children: React.ReactNode }) {
  const value = React.useMemo(() => ({ location, Link }), [location, Link]);
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

/**
 * The page's path and query. In an island, the prerendered HTML was made without a query, so the
 * query reads empty until the page is live: read it in an effect, or once `useHydrated` is true.
 */
export function usePageLocation(): PageLocation {
  const hydrated = useHydrated();
  const fromApp = React.useContext(PageContext)?.location;
  if (fromApp) return fromApp;
  if (typeof window === 'undefined') return { pathname: '/', search: '' };
  return { pathname: window.location.pathname, search: hydrated ? window.location.search : '' };
}

/** A link to a page of this site: the app's router link inside the app, a page load outside. */
export function PageLink(props: PageLinkProps) {
  const Link = React.useContext(PageContext)?.Link ?? PlainLink;
  return <Link {...props} />;
}
