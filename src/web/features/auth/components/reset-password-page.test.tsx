// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '#shared/auth';
import { renderAccountPage } from '../lib/testing';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const newPassword = () => document.querySelector<HTMLInputElement>('input[name="password"]')!;

describe('/reset-password', () => {
  it('without a token asks for the e-mail, then says a link may be on its way', async () => {
    const { requests } = renderAccountPage(<ResetPasswordPage />, '/reset-password', {
      'POST /api/auth/password-reset': [
        { status: 202, body: { message: authMessages.resetRequested } },
      ],
    });
    fireEvent.input(screen.getByLabelText(/Email/), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('status')).textContent).toBe(authMessages.resetRequested);
    expect(requests[0]?.body).toEqual({ email: 'ann@example.com' });
  });

  it('with a token asks for the new password and signs in with it', async () => {
    const { requests } = renderAccountPage(
      <ResetPasswordPage />,
      `/reset-password#token=${token}`,
      {
        'POST /api/auth/password-reset/confirm': [
          {
            status: 200,
            body: {
              id: 'u1',
              firstName: 'A',
              lastName: 'L',
              email: 'a@x.test',
              role: 'client',
              isClient: true,
            },
          },
        ],
      },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a New Password');
    expect(newPassword().getAttribute('autocomplete')).toBe('new-password');
    fireEvent.input(newPassword(), { target: { value: 'my new long password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    await screen.findByRole('heading', { name: 'Portal' });
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        body: { token, password: 'my new long password' },
      },
    ]);
  });

  it('a refused token shows the invalid-link text and a link to ask for a new one', async () => {
    renderAccountPage(<ResetPasswordPage />, `/reset-password#token=${token}`, {
      'POST /api/auth/password-reset/confirm': [
        { status: 400, body: { message: authMessages.invalidLink } },
      ],
    });
    fireEvent.input(newPassword(), { target: { value: 'my new long password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    const alert = (await screen.findByText(authMessages.invalidLink)).closest('[role="alert"]');
    expect(alert?.textContent).toBe(authMessages.invalidLink);
    fireEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  });
});
