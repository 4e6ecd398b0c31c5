import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type * as React from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '~/components/ui/toaster';
import { createQueryClient } from '~/lib/query-client';
import type { AuthUser } from '#shared/auth';
import { signedInHintCookie } from '#shared/session-hint';
import { FakeWebSocket } from './fake-web-socket';

export const client: AuthUser = {
  id: 'client-1',
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'demo.client@example.com',
  role: 'client',
  isClient: true,
};

export const agent: AuthUser = {
  id: 'agent-1',
  firstName: 'Avery',
  lastName: 'Morgan',
  email: 'agent@example.com',
  role: 'agent',
  isClient: false,
};

/**
 * For component tests only: renders `view` at `url` with a router, a query client and the
 * toaster; the browser is signed in as `user` (GET /api/auth/user answers it) or signed out, and
 * its WebSockets are FakeWebSockets.
 */
export function renderChat(
  view: React.ReactElement,
  { user = null as AuthUser | null, url = '/' },
) {
  FakeWebSocket.made = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  document.cookie = `${signedInHintCookie}=1; max-age=${user ? 3600 : 0}; path=/`;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) === '/api/auth/user' && user) {
      return new Response(JSON.stringify(user), {
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response('{"message":"Unauthorized"}', { status: 401 });
  });
  const router = createMemoryRouter([{ path: '*', element: view }], { initialEntries: [url] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}
