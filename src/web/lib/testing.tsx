import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import * as React from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { installBehaviours } from '../behaviours';
import { Toaster } from '../components/ui/toaster';
import { RouterPageContext } from './router-page-context';
import { createQueryClient } from './query-client';

// Component tests only: the one fake of the server's API and the one way to render a view inside
// the app's providers. A view calls `fetch` as in the browser; the test says what the API answers.

export interface FakeAnswer {
  status: number;
  body: unknown;
  /** Sent as written, with this content type, instead of `body` as JSON (a stream of lines). */
  raw?: { text: string; contentType: string };
  /** Answered once this settles: a test can look at the page while the request is in flight. */
  after?: Promise<unknown>;
}
export interface FakeRequest {
  method: string;
  url: string;
  body: unknown;
  /** A FormData body's text fields (a file upload's are beside its file). */
  form?: Record<string, string>;
}
/**
 * Answers by `METHOD path` (`GET /api/staff/claims/7`): a list is answered in call order, a
 * function answers every such request (a promise keeps the request in flight until it settles).
 */
export type FakeAnswers = Record<
  string,
  FakeAnswer[] | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>)
>;

const noAnswer: FakeAnswer = { status: 500, body: { message: 'No answer in the test' } };

/**
 * Replaces `fetch` for the test (restored by `vi.restoreAllMocks()`). A request the answers do
 * not cover gets `unanswered` (500 unless said otherwise); with `repeatLast`, a list's last answer
 * is given again (a page reading its data again after a change). Returns the requests made.
 */
export function fakeApi(
  answers: FakeAnswers = {},
  {
    unanswered = noAnswer,
    repeatLast = false,
  }: { unanswered?: FakeAnswer; repeatLast?: boolean } = {},
) {
  const requests: FakeRequest[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      ...(init?.body instanceof FormData
        ? {
            form: Object.fromEntries(
              [...init.body.entries()].filter(
                (entry): entry is [string, string] => typeof entry[1] === 'string',
              ),
            ),
          }
        : {}),
    };
    requests.push(request);
    const listed = answers[`${request.method} ${request.url}`];
    const answer =
      typeof listed === 'function'
        ? await listed(request)
        : ((repeatLast && listed?.length === 1 ? listed[0] : listed?.shift()) ?? unanswered);
    await answer.after;
    return new Response(answer.raw ? answer.raw.text : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': answer.raw?.contentType ?? 'application/json' },
    });
  });
  return { requests, fetch };
}

/**
 * Renders `routes` (or one view at every path) in a memory router at `url`, inside a fresh query
 * client, the router's page context and the toaster, with the page's behaviours installed, as the
 * app's root does.
 */
export function renderInApp(
  routes: RouteObject[] | React.ReactElement,
  { url = '/', strict = false }: { url?: string; strict?: boolean } = {},
): { queryClient: QueryClient; router: ReturnType<typeof createMemoryRouter> } {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouterPageContext>
            <Outlet />
          </RouterPageContext>
        ),
        children: Array.isArray(routes) ? routes : [{ path: '*', element: routes }],
      },
    ],
    { initialEntries: [url] },
  );
  const tree = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
  installBehaviours(document);
  render(strict ? <React.StrictMode>{tree}</React.StrictMode> : tree);
  return { queryClient, router };
}

/**
 * A portal view at `url` (the portal's path, and anywhere else as "Elsewhere"), its requests
 * answered from `answers`. The router's location tells which tab is shown.
 */
export function renderPortal(
  view: React.ReactElement,
  url = '/client-portal',
  answers: FakeAnswers = {},
) {
  const { requests } = fakeApi(answers);
  const app = renderInApp(
    [
      { path: '/client-portal', element: view },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { url, strict: true },
  );
  return { requests, ...app };
}

/** `days` after `isoDate` (YYYY-MM-DD), on the calendar. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
