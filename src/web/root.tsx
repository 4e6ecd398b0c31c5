import { QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';
import { href, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { installBehaviours } from './behaviours';
import { CookieBanner } from './components/layout/cookie-banner';
import { ErrorPage } from './components/layout/error-page';
import { NavProgress } from './components/layout/nav-progress';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { Toaster } from './components/ui/toaster';
import { HelpDock } from './components/layout/help-dock';
import { AssistantWindow } from './features/assistant/components/assistant-window';
import { LiveChatWindow } from './features/chat/components/live-chat-window';
import { CallbackWindow } from './features/leads/components/callback-window';
import { Island } from './islands/island';
import { RouterPageContext } from './lib/router-page-context';
import { createQueryClient } from './lib/query-client';
import { agencyJsonLd, inlineJson } from './lib/page-meta';
import { useHydrated } from './lib/use-hydrated';
import { useQuoteHref } from './lib/use-quote-href';
// Zod parses without eval in every part of the app (the CSP forbids it); islands load it with the
// one that parses (the quote form).
import './lib/zod-jitless';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import './app.css';

export const links = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The self-hosted font's Latin file, which every page uses: fetched with the CSS, not after it.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#102c4f" />
        <Meta />
        <Links />
        {/* The agency for search engines, on every page. Inline: the server's CSP hashes it. */}
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: inlineJson(agencyJsonLd()) }}
        />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Toasts only exist in a live page; leaving them out of the HTML also keeps its inline styles out.
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const quoteHref = useQuoteHref();
  // One client per browser session; a module-level client would be shared by every prerendered page.
  const [queryClient] = React.useState(createQueryClient);
  // The menu, dropdowns, banner and tabs work through the page's behaviours in the app too.
  React.useEffect(() => installBehaviours(document), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterPageContext>
        <NavProgress />
        {/* The staff console has its own frame (features/staff/shared/staff-layout.tsx): the site's
            header, footer, banner and help bar would only cover it. Known after hydration only,
            so the HTML served for every browser-rendered page keeps the site's frame. */}
        {hydrated && isStaffPath(pathname) ? (
          <Outlet />
        ) : (
          <>
            <a
              href="#main"
              className="sr-only z-[200] rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
            >
              Skip to main content
            </a>
            <SiteHeader quoteHref={quoteHref} />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              <Outlet />
            </main>
            <SiteFooter />
            <HelpDock
              quoteHref={quoteHref}
              windows={
                <>
                  <Island name="assistant" component={AssistantWindow} props={{}} />
                  <Island name="live-chat" component={LiveChatWindow} props={{}} />
                  <CallbackWindow />
                </>
              }
            />
            <CookieBanner />
          </>
        )}
        {hydrated && <Toaster />}
      </RouterPageContext>
    </QueryClientProvider>
  );
}

/** An error in any route: a page that says so, not a blank screen. */
export function ErrorBoundary({ error }: { error: unknown }) {
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage error={error} />;
}

function isStaffPath(pathname: string): boolean {
  const area = href('/staff');
  return pathname === area || pathname.startsWith(`${area}/`);
}
