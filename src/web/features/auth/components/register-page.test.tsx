// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '#shared/auth';
import { renderAccountPage } from '../lib/testing';
import { RegisterPage } from './register-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const passwordInput = () => document.querySelector<HTMLInputElement>('input[name="password"]')!;

function fillIn(password = 'a long enough password') {
  fireEvent.input(screen.getByLabelText(/First name/), { target: { value: 'Ann' } });
  fireEvent.input(screen.getByLabelText(/Last name/), { target: { value: 'Lee' } });
  fireEvent.input(screen.getByLabelText(/Email/), { target: { value: 'Ann@Example.com ' } });
  fireEvent.input(passwordInput(), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('/register', () => {
  it('says what is missing by each field, focuses the first, and sends nothing', async () => {
    const { requests } = renderAccountPage(<RegisterPage />, '/register');
    fireEvent.input(passwordInput(), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(authMessages.firstName)).toBeVisible();
    expect(screen.getByText(authMessages.lastName)).toBeVisible();
    expect(screen.getByText(authMessages.email)).toBeVisible();
    expect(screen.getByText(authMessages.passwordTooShort)).toBeVisible();
    expect(document.activeElement).toBe(screen.getByLabelText(/First name/));
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    expect(passwordInput().getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('At least 12 characters')).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('puts a refused common password by the password field', async () => {
    renderAccountPage(<RegisterPage />, '/register', {
      'POST /api/auth/register': [
        {
          status: 400,
          body: {
            message: authMessages.passwordTooCommon,
            errors: [{ path: 'password', message: authMessages.passwordTooCommon }],
          },
        },
      ],
    });
    fillIn('password1234');
    const message = await screen.findByText(authMessages.passwordTooCommon);
    await waitFor(() => expect(document.activeElement).toBe(passwordInput()));
    expect(passwordInput().getAttribute('aria-describedby')).toContain(message.id);
    // Said once, by the field; not again above the form.
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('replaces the form by the check-your-e-mail message and a log-in link', async () => {
    const { requests } = renderAccountPage(<RegisterPage />, '/register', {
      'POST /api/auth/register': [{ status: 202, body: { message: authMessages.registered } }],
    });
    fillIn();
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(authMessages.registered);
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/auth/register',
        body: {
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'ann@example.com',
          password: 'a long enough password',
        },
      },
    ]);
  });

  it('shows and hides the password', () => {
    renderAccountPage(<RegisterPage />, '/register');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(passwordInput().type).toBe('password');
    fireEvent.click(toggle);
    expect(passwordInput().type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
