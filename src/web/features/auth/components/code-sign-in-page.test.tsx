// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '#shared/auth';
import { renderAccountPage, testClient } from '../lib/testing';
import { CodeSignInPage } from './code-sign-in-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const codeInput = () => screen.getByLabelText(/6-digit code/) as HTMLInputElement;

function askForCode(email = 'Ann@Example.com ') {
  fireEvent.input(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'E-mail Me a Code' }));
}

function typeCode(code: string) {
  fireEvent.input(codeInput(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/login/code', () => {
  it('asks for the address, then the code, and signs in to where the visitor was going', async () => {
    const { requests } = renderAccountPage(
      <CodeSignInPage />,
      '/login/code?returnTo=/client-portal',
      {
        'POST /api/auth/code': [{ status: 202, body: { message: authMessages.codeSent } }],
        'POST /api/auth/code/verify': [{ status: 200, body: testClient }],
      },
    );
    askForCode();
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(authMessages.codeSent);
    await waitFor(() => expect(document.activeElement).toBe(status));
    // A phone offers the code from the e-mail, on its number pad.
    expect(codeInput().getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeInput().getAttribute('inputmode')).toBe('numeric');
    fireEvent.click(screen.getByLabelText('Keep me signed in on this device for 30 days'));
    typeCode(' 123456 ');
    expect(await screen.findByRole('heading', { name: 'Portal' })).toBeVisible();
    expect(requests).toEqual([
      { method: 'POST', url: '/api/auth/code', body: { email: 'ann@example.com' } },
      {
        method: 'POST',
        url: '/api/auth/code/verify',
        body: { email: 'ann@example.com', code: '123456', remember: true },
      },
    ]);
  });

  it('says a refused code above the form and gives the focus back to the code', async () => {
    renderAccountPage(<CodeSignInPage />, '/login/code', {
      'POST /api/auth/code': [{ status: 202, body: { message: authMessages.codeSent } }],
      'POST /api/auth/code/verify': [{ status: 401, body: { message: authMessages.codeRefused } }],
    });
    askForCode();
    await screen.findByRole('status');
    typeCode('654321');
    expect(await screen.findByText(authMessages.codeRefused)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(codeInput()));
    // Still on the page: a 401 here is a refused code, not an ended session.
    expect(screen.queryByRole('heading', { name: 'Log in page' })).toBeNull();
  });

  it('says what is wrong with a code that is not six digits, and sends nothing', async () => {
    const { requests } = renderAccountPage(<CodeSignInPage />, '/login/code', {
      'POST /api/auth/code': [{ status: 202, body: { message: authMessages.codeSent } }],
    });
    askForCode();
    await screen.findByRole('status');
    typeCode('12a4');
    expect(await screen.findByText(authMessages.code)).toBeVisible();
    expect(requests.map((r) => r.url)).toEqual(['/api/auth/code']);
  });

  it('sends a new code, and goes back for another address', async () => {
    const { requests } = renderAccountPage(<CodeSignInPage />, '/login/code', {
      'POST /api/auth/code': [
        { status: 202, body: { message: authMessages.codeSent } },
        { status: 202, body: { message: authMessages.codeSent } },
      ],
    });
    askForCode();
    await screen.findByRole('status');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `We sent a new code. ${authMessages.codeSent}`,
      ),
    );
    expect(requests.filter((r) => r.url === '/api/auth/code')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    expect(screen.getByRole('button', { name: 'E-mail Me a Code' })).toBeVisible();
  });
});
