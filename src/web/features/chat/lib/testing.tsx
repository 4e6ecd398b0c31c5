import type * as React from 'react';
import { vi } from 'vitest';
import { fakeApi, renderInApp } from '~/lib/testing';
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
  const signedOut = { status: 401, body: { message: 'Unauthorized' } };
  fakeApi(
    { 'GET /api/auth/user': () => (user ? { status: 200, body: user } : signedOut) },
    { unanswered: signedOut },
  );
  return renderInApp(view, { url });
}
