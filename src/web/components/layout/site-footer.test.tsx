// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInHintCookie } from '#shared/session-hint';
import { SiteFooter } from './site-footer';

// Cleared with a date long past: the test DOM still lists a cookie given max-age=0 within the
// same millisecond.
const gone = new Date(0).toUTCString();

afterEach(() => {
  cleanup();
  document.cookie = `${signedInHintCookie}=; path=/; expires=${gone}`;
});

const portalHref = '/client-portal?tab=policies#how-to-pay';

function footer() {
  const router = createMemoryRouter([{ path: '*', element: <SiteFooter /> }]);
  return <RouterProvider router={router} />;
}

describe('SiteFooter: Make a Payment', () => {
  it("leads visitors to the contact page, and carries the portal's address for the behaviour", () => {
    const html = renderToString(footer());
    const page = document.createElement('div');
    page.innerHTML = html;
    const link = [...page.querySelectorAll('a')].find((a) => a.textContent === 'Make a Payment')!;
    expect(link.getAttribute('href')).toBe('/contact#payment');
    expect(link.getAttribute('data-signed-in-href')).toBe(portalHref);
  });

  it('leads a signed-in client to How to pay in the portal, in the app', () => {
    document.cookie = `${signedInHintCookie}=1; path=/`;
    render(footer());
    const link = screen.getByRole('link', { name: 'Make a Payment' });
    expect(link.getAttribute('href')).toBe(portalHref);
    expect(screen.getByRole('link', { name: 'Contact Agent' }).getAttribute('href')).toBe(
      '/contact#agent',
    );
  });

  it('keeps the contact page for a visitor, in the app', () => {
    render(footer());
    expect(screen.getByRole('link', { name: 'Make a Payment' }).getAttribute('href')).toBe(
      '/contact#payment',
    );
  });
});
