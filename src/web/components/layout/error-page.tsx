import { href, isRouteErrorResponse } from 'react-router';
import { MessagePage } from '~/components/layout/message-page';
import { agency } from '~/lib/agency';
import { phoneHref } from '#shared/phone';

/**
 * What a page that broke shows instead of a blank screen (the root route's error boundary): what
 * happened, the agency's number, and the way on. A page the router does not know is the 404.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      <MessagePage
        title={missing ? '404 Page Not Found' : 'Something went wrong'}
        links={[
          { to: href('/'), label: 'Go to the home page' },
          { to: href('/contact'), label: 'Contact us' },
        ]}
      >
        <p className="mt-4 text-slate-700">
          {missing
            ? "The page you're looking for doesn't exist or has moved. Try the home page, or call us at "
            : 'This page could not be shown. Please reload it in a moment, or call us at '}
          <a className="font-semibold text-brand-700 underline" href={phoneHref(agency.phone)}>
            {agency.phone}
          </a>
          .
        </p>
      </MessagePage>
    </main>
  );
}
