// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { invitationMessages, type OpenInvitation } from '#shared/staff/invitations';
import { fakeApi, renderInApp } from '~/lib/testing';
import { InvitationsPage } from './invitations-page';

const client: OpenInvitation = {
  id: 7,
  email: 'erin@exmaple.net',
  kind: 'holder',
  role: null,
  accountId: '0b0e6a52-8a5f-4d62-9a3f-52c4a0a5a111',
  accountName: 'Erin Holloway',
  sentBy: 'Avery Morgan',
  createdAt: '2026-11-30T15:04:00.000Z',
  expiresAt: '2026-12-07T15:04:00.000Z',
};
const staff: OpenInvitation = {
  ...client,
  id: 8,
  email: 'new.agent@agency.example',
  kind: 'staff',
  role: 'agent',
  accountId: null,
  accountName: null,
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('lists each open invitation with what it opens, and withdraws one, saying so', async () => {
  const { requests } = fakeApi({
    'GET /api/staff/invitations': [
      { status: 200, body: [client, staff] },
      { status: 200, body: [staff] },
    ],
    'POST /api/staff/invitations/7/withdraw': [
      { status: 200, body: { message: invitationMessages.withdrawn(client.email) } },
    ],
  });
  renderInApp([{ path: '/staff/invitations', element: <InvitationsPage /> }], {
    url: '/staff/invitations',
  });
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]!.textContent).toContain('To hold the account');
  expect(within(rows[0]!).getByRole('link', { name: 'Erin Holloway' }).getAttribute('href')).toBe(
    `/staff/clients/${client.accountId}`,
  );
  expect(rows[1]!.textContent).toContain('Staff account (agent)');
  fireEvent.click(
    within(rows[0]!).getByRole('button', { name: 'Withdraw the invitation to erin@exmaple.net' }),
  );
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe(invitationMessages.withdrawn(client.email)),
  );
  await waitFor(() =>
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
  );
  expect(requests.map((r) => `${r.method} ${r.url}`)).toContain(
    'POST /api/staff/invitations/7/withdraw',
  );
});
