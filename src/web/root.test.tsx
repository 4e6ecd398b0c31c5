// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useRouteError } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agency } from '~/lib/agency';
import { ErrorBoundary } from './root';

afterEach(cleanup);

/** The app's root error boundary around one route that does what `page` does. */
function app(page: () => React.ReactNode, path = '/broken') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Outlet,
        // Framework mode hands the boundary the error the router caught, as this does.
        ErrorBoundary: () => <ErrorBoundary error={useRouteError()} />,
        children: [{ path: 'broken', Component: page }],
      },
    ],
    { initialEntries: [path] },
  );
  return <RouterProvider router={router} />;
}

describe('the root error boundary', () => {
  it('shows what happened, the phone number and the way on when a page throws, not a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      app(() => {
        throw new Error('the data was not what the page expected');
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeDefined();
    expect(screen.getByRole('main').textContent).toContain(agency.phone);
    expect(screen.getByRole('link', { name: agency.phone }).getAttribute('href')).toMatch(/^tel:/);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    // Nothing of the error itself reaches the visitor.
    expect(document.body.textContent).not.toContain('the data was not what the page expected');
  });

  it('says a path the router does not know is not found', async () => {
    render(app(() => null, '/no-such-page'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeDefined();
  });
});
