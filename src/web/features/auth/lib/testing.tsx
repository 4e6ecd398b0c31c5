import type * as React from 'react';
import { fakeApi, renderInApp, type FakeAnswers } from '~/lib/testing';
import type { AuthUser } from '#shared/auth';

/** The signed-in client of the account page tests. */
export const testClient: AuthUser = {
  id: 'u1',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  role: 'client',
  isClient: true,
};

/**
 * Renders an account page at `url` (its fragment goes into the window's address, where the
 * page reads it), with the portal and log-in page as placeholders to land on. Answers the page's
 * requests from `answers` (anything else: 401, signed out); returns the requests made, the query
 * client and the router.
 */
export function renderAccountPage(
  page: React.ReactElement,
  url: string,
  answers: FakeAnswers = {},
) {
  const [pathAndSearch, fragment] = url.split('#');
  window.history.replaceState(null, '', url);
  const { requests } = fakeApi(answers, {
    unanswered: { status: 401, body: { message: 'Unauthorized' } },
  });
  const app = renderInApp(
    [
      { path: pathAndSearch!.split('?')[0], element: page },
      { path: '/client-portal', element: <h1>Portal</h1> },
      { path: '/login', element: <h1>Log in page</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    {
      url: fragment === undefined ? pathAndSearch! : `${pathAndSearch}#${fragment}`,
      strict: true,
    },
  );
  return { requests, ...app };
}
