// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages, type AuthUser } from '../../../../shared/auth';
import { currentUserKey } from '../api/session';
import { renderAccountPage } from '../lib/testing';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const user: AuthUser = {
  id: 'u1',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  role: 'client',
  isClient: true,
};

describe('/verify-email', () => {
  it('sends the token once, drops it from the address, signs in and opens the portal', async () => {
    const { requests, queryClient, router } = renderAccountPage(
      <VerifyEmailPage />,
      `/verify-email#token=${token}`,
      { 'POST /api/auth/verify-email': [{ status: 200, body: user }] },
    );
    expect(screen.getByRole('status').textContent).toBe('Confirming your e-mail address...');
    await screen.findByRole('heading', { name: 'Portal' });
    expect(router.state.location.pathname).toBe('/client-portal');
    // Strict mode ran the effects twice; the single-use token still went out once.
    expect(requests).toEqual([{ method: 'POST', url: '/api/auth/verify-email', body: { token } }]);
    expect(queryClient.getQueryData(currentUserKey)).toEqual(user);
  });

  it('removes the token from the address bar at once', async () => {
    renderAccountPage(<VerifyEmailPage />, `/verify-email#token=${token}`, {
      'POST /api/auth/verify-email': [{ status: 400, body: { message: authMessages.invalidLink } }],
    });
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(window.location.pathname).toBe('/verify-email');
  });

  it('a used or expired link: the invalid-link text and a way to register again', async () => {
    renderAccountPage(<VerifyEmailPage />, `/verify-email#token=${token}`, {
      'POST /api/auth/verify-email': [{ status: 400, body: { message: authMessages.invalidLink } }],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.invalidLink);
    expect(screen.getByRole('link', { name: 'register again' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('no token: the same text, and nothing is sent', async () => {
    const { requests } = renderAccountPage(<VerifyEmailPage />, '/verify-email');
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.invalidLink);
    expect(requests).toEqual([]);
  });
});
