import type * as React from 'react';
import { Link, useLocation } from 'react-router';
import { PageContextProvider } from './page-context';

/** Inside the app: the components that also run as islands read the router's location and link. */
export function RouterPageContext({ children }: { children: React.ReactNode }) {
  return (
    <PageContextProvider location={useLocation()} Link={Link}>
      {children}
    </PageContextProvider>
  );
}
