// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from '#shared/auth';
import { signedInForEachTest } from '~/lib/signed-in-tests';
import { signedInHintCookie } from '#shared/session-hint';
import { renderAccountPage, testClient } from '../lib/testing';
import { ChangePasswordPage } from './change-password-page';

const user = testClient;

signedInForEachTest();

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

function submit() {
  fireEvent.input(input('currentPassword'), { target: { value: 'the old password' } });
  fireEvent.input(input('newPassword'), { target: { value: 'the new long password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('/change-password', () => {
  it('signed out: a log-in link that comes back here', async () => {
    document.cookie = `${signedInHintCookie}=; path=/; max-age=0`;
    renderAccountPage(<ChangePasswordPage />, '/change-password');
    expect((await screen.findByRole('link', { name: 'Log In' })).getAttribute('href')).toBe(
      '/api/login?returnTo=%2Fchange-password',
    );
  });

  it('a wrong current password is said by that field', async () => {
    renderAccountPage(<ChangePasswordPage />, '/change-password', {
      'GET /api/auth/user': [{ status: 200, body: user }],
      'POST /api/auth/password': [
        { status: 400, body: { message: authMessages.currentPasswordWrong } },
      ],
    });
    await screen.findByRole('button', { name: 'Change Password' });
    // Two toggles, each named for its field.
    expect(screen.getByRole('button', { name: 'Show current password' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeVisible();
    submit();
    await screen.findByText(authMessages.currentPasswordWrong);
    await waitFor(() => expect(document.activeElement).toBe(input('currentPassword')));
    expect(input('currentPassword').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('says the password was changed', async () => {
    const { requests } = renderAccountPage(<ChangePasswordPage />, '/change-password', {
      'GET /api/auth/user': [{ status: 200, body: user }],
      'POST /api/auth/password': [{ status: 200, body: { message: authMessages.passwordChanged } }],
    });
    await screen.findByRole('button', { name: 'Change Password' });
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(authMessages.passwordChanged);
    expect(requests.at(-1)?.body).toEqual({
      currentPassword: 'the old password',
      newPassword: 'the new long password',
    });
  });
});
