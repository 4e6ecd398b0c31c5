// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '#shared/auth';
import { currentUserKey } from '~/lib/session';
import { renderAccountPage, testClient } from '../lib/testing';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const user = testClient;

const passwordInput = () => document.querySelector<HTMLInputElement>('input[name="password"]')!;
const confirmWith = (password: string) => {
  fireEvent.input(passwordInput(), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm and Log In' }));
};

describe('/verify-email', () => {
  it('asks for the registration password, sends it with the token once, signs in and opens the portal', async () => {
    const { requests, queryClient, router } = renderAccountPage(
      <VerifyEmailPage />,
      `/verify-email#token=${token}`,
      { 'POST /api/auth/verify-email': [{ status: 200, body: user }] },
    );
    // Nothing is sent before the reader types their password.
    expect(requests).toEqual([]);
    expect(passwordInput().getAttribute('autocomplete')).toBe('current-password');
    confirmWith('the one I chose');
    await screen.findByRole('heading', { name: 'Portal' });
    expect(router.state.location.pathname).toBe('/client-portal');
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/auth/verify-email',
        body: { token, password: 'the one I chose' },
      },
    ]);
    expect(queryClient.getQueryData(currentUserKey)).toEqual(user);
  });

  it('a wrong password: the message by the field, and the form stays', async () => {
    renderAccountPage(<VerifyEmailPage />, `/verify-email#token=${token}`, {
      'POST /api/auth/verify-email': [
        {
          status: 400,
          body: {
            message: authMessages.registrationPasswordWrong,
            errors: [{ path: 'password', message: authMessages.registrationPasswordWrong }],
          },
        },
      ],
    });
    confirmWith('not the one');
    await waitFor(() =>
      expect(document.body.textContent).toContain(authMessages.registrationPasswordWrong),
    );
    expect(screen.getByRole('button', { name: 'Confirm and Log In' })).toBeVisible();
    expect(document.activeElement).toBe(passwordInput());
  });

  it('removes the token from the address bar at once', async () => {
    renderAccountPage(<VerifyEmailPage />, `/verify-email#token=${token}`);
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(window.location.pathname).toBe('/verify-email');
  });

  it('a used or expired link: the invalid-link text and a way to register again', async () => {
    renderAccountPage(<VerifyEmailPage />, `/verify-email#token=${token}`, {
      'POST /api/auth/verify-email': [{ status: 400, body: { message: authMessages.invalidLink } }],
    });
    confirmWith('the one I chose');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(authMessages.invalidLink),
    );
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
