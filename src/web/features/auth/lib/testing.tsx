import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import * as React from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '~/lib/query-client';

/** For component tests only: answers of a fake `fetch`, by method and path, in call order. */
export type FakeAnswers = Record<string, { status: number; body: unknown }[]>;

/**
 * Renders an account page at `url` (its fragment goes into the window's address, where the
 * page reads it), with the portal and log-in page as placeholders to land on. Answers the page's
 * requests from `answers`; returns the requests made and the query client.
 */
export function renderAccountPage(
  page: React.ReactElement,
  url: string,
  answers: FakeAnswers = {},
) {
  const [pathAndSearch, fragment] = url.split('#');
  window.history.replaceState(null, '', url);
  const requests: { method: string; url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const target = String(input);
    requests.push({
      method,
      url: target,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers[`${method} ${target}`]?.shift();
    if (!answer) return new Response('{"message":"Unauthorized"}', { status: 401 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: pathAndSearch!.split('?')[0], element: page },
      { path: '/client-portal', element: <h1>Portal</h1> },
      { path: '/login', element: <h1>Log in page</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [fragment === undefined ? pathAndSearch! : `${pathAndSearch}#${fragment}`] },
  );
  render(
    <React.StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </React.StrictMode>,
  );
  return { requests, queryClient, router };
}
