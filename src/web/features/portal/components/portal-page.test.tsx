// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { peopleMessages } from '#shared/clients';
import { signedInHintCookie } from '#shared/session-hint';
import { fakeApi, renderInApp } from '~/lib/testing';
import { fakeClientAccount } from '../shared/testing';
import { PeoplePage } from '../clients/components/people-page';
import { PortalPage } from './portal-page';

beforeEach(() => {
  document.cookie = `${signedInHintCookie}=1; path=/`;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.cookie = `${signedInHintCookie}=; path=/; expires=${new Date(0).toUTCString()}`;
});

const person = (accountRole: 'holder' | 'member') => ({
  id: 'u1',
  firstName: 'Jamie',
  lastName: 'Whitfield',
  email: 'jamie@example.org',
  role: 'client',
  isClient: true,
  accountRole,
});

function portalAs(accountRole: 'holder' | 'member') {
  fakeApi(
    {
      'GET /api/auth/user': [{ status: 200, body: person(accountRole) }],
      'GET /api/client/account': [{ status: 200, body: fakeClientAccount() }],
      'GET /api/client/policies': [{ status: 200, body: [] }],
      'GET /api/client/claims': [{ status: 200, body: [] }],
    },
    { unanswered: { status: 200, body: [] } },
  );
  renderInApp(<PortalPage documentsTab={null} />, { url: '/client-portal' });
}

describe('People on my account', () => {
  it('is offered to the account’s holder', async () => {
    portalAs('holder');
    expect(await screen.findByRole('link', { name: 'People on my account' })).toBeVisible();
  });

  it('is not offered to a member, who has nothing there', async () => {
    portalAs('member');
    await screen.findByRole('heading', { name: 'Welcome, Jamie' });
    expect(screen.queryByRole('link', { name: 'People on my account' })).toBeNull();
  });

  it('says at once, after one request, that only the holder chooses (a 404 is not asked again)', async () => {
    const { requests } = fakeApi({
      'GET /api/auth/user': [{ status: 200, body: person('member') }],
      'GET /api/client/people': [
        { status: 404, body: { message: 'Not found' } },
        { status: 404, body: { message: 'Not found' } },
      ],
    });
    renderInApp(<PeoplePage />, { url: '/client-portal/people' });
    expect((await screen.findByRole('alert')).textContent).toBe(peopleMessages.holdersOnly);
    expect(requests.filter((r) => r.url === '/api/client/people')).toHaveLength(1);
  });
});
