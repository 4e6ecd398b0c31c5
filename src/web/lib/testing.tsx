import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import * as React from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from './query-client';
import type { Claim, Policy } from '#shared/portal';

/** For component tests only: answers of a fake `fetch` by `METHOD path`, used in call order. */
export type FakeAnswers = Record<
  string,
  { status: number; body: unknown; /** answered once this settles */ after?: Promise<unknown> }[]
>;

/**
 * Renders a portal view at `url` inside a router, a query client and the toaster; its requests
 * are answered from `answers` (an unlisted one gets 500). Returns the requests made and the
 * router, whose location tells which tab is shown.
 */
export function renderPortal(
  view: React.ReactElement,
  url = '/client-portal',
  answers: FakeAnswers = {},
) {
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
    if (!answer) return new Response('{"message":"No answer in the test"}', { status: 500 });
    await answer.after;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/client-portal', element: view },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <React.StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </React.StrictMode>,
  );
  return { requests, queryClient, router };
}

/** `days` after `isoDate` (YYYY-MM-DD), on the calendar. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A policy as GET /api/client/policies answers it; `overrides` change what a test is about. */
export function fakePolicy(overrides: Partial<Policy> = {}): Policy {
  return {
    id: 1,
    policyType: 'Auto',
    status: 'active',
    carrier: 'Progressive',
    policyNumber: 'SSI-AUTO-100231',
    premium: '1284.00',
    deductible: '500.00',
    effectiveDate: '2025-03-15',
    expirationDate: '2026-03-15',
    ...overrides,
  };
}

/** A claim as GET /api/client/claims answers it. */
export function fakeClaim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 1,
    claimNumber: 'CLM-2026-001000',
    status: 'submitted',
    description: 'Rear-ended at a stop light; rear bumper damaged.',
    incidentDate: '2026-02-27',
    amount: null,
    createdAt: '2026-03-01T15:04:00.000Z',
    policyId: 1,
    policyNumber: 'SSI-AUTO-100231',
    policyType: 'Auto',
    history: [
      {
        fromStatus: null,
        toStatus: 'submitted',
        note: null,
        createdAt: '2026-03-01T15:04:00.000Z',
      },
    ],
    ...overrides,
  };
}
