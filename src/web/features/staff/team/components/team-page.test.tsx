// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages, type AuthUser } from '#shared/auth';
import { signedInHintCookie } from '#shared/session-hint';
import { teamMessages, type AuditPage, type Team, type TeamMember } from '#shared/staff/team';
import { TeamPage } from './team-page';
import { fakeApi, renderInApp } from '~/lib/testing';

const jordan: TeamMember = {
  id: 'a0000000-0000-4000-8000-000000000001',
  firstName: 'Jordan',
  lastName: 'Price',
  email: 'admin@example.com',
  role: 'admin',
  disabled: false,
  disabledAt: null,
  createdAt: '2025-01-02T15:00:00.000Z',
};
const avery: TeamMember = {
  ...jordan,
  id: 'a0000000-0000-4000-8000-000000000002',
  firstName: 'Avery',
  lastName: 'Morgan',
  email: 'agent@example.com',
  role: 'agent',
};
const me: AuthUser = {
  id: jordan.id,
  firstName: 'Jordan',
  lastName: 'Price',
  email: jordan.email,
  role: 'admin',
  isClient: false,
};
const team: Team = {
  members: [jordan, avery],
  invitations: [
    {
      email: 'new.agent@example.com',
      firstName: 'Riley',
      lastName: null,
      role: 'agent',
      invitedAt: '2025-03-10T15:00:00.000Z',
      expiresAt: '2025-03-17T15:00:00.000Z',
      invitedBy: 'Jordan Price',
    },
  ],
};
const audit: AuditPage = {
  entries: [
    {
      id: 2,
      action: 'user.disable',
      entityType: 'user',
      entityId: avery.id,
      actor: { id: jordan.id, name: 'Jordan Price' },
      before: { disabledAt: null },
      after: { disabledAt: '2025-03-11T15:00:00.000Z' },
      createdAt: '2025-03-11T15:00:00.000Z',
    },
    {
      id: 1,
      action: 'user.invite',
      entityType: 'invitation',
      entityId: 'new.agent@example.com',
      actor: { id: jordan.id, name: 'Jordan Price' },
      before: null,
      after: { email: 'new.agent@example.com', role: 'agent' },
      createdAt: '2025-03-10T15:00:00.000Z',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 2,
};

type Answer = { status: number; body: unknown };

function renderTeam(answers: Record<string, Answer[]>) {
  // GETs answer their last answer again when asked once more (a refresh after a change).
  const { requests } = fakeApi(answers, { repeatLast: true });
  renderInApp(<TeamPage />);
  return requests;
}

const base = {
  'GET /api/auth/user': [{ status: 200, body: me }],
  'GET /api/staff/audit?page=1': [{ status: 200, body: audit }],
};

beforeEach(() => {
  document.cookie = `${signedInHintCookie}=1`;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TeamPage', () => {
  it('lists the staff (no button on one’s own row), the pending invitations and the activity', async () => {
    renderTeam({ ...base, 'GET /api/staff/team': [{ status: 200, body: team }] });
    const staff = await screen.findByRole('table', { name: /Staff accounts: 2/ });
    const rows = within(staff).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Jordan Price(you)');
    await waitFor(() => expect(within(rows[0]!).queryByRole('button')).toBeNull());
    expect(within(rows[1]!).getByRole('button', { name: 'Disable Avery Morgan' })).toBeVisible();

    const pending = screen.getByRole('table', { name: 'Pending invitations: 1' });
    expect(pending.textContent).toContain('new.agent@example.com');
    expect(pending.textContent).toContain('by Jordan Price');

    const activity = await screen.findByRole('list', { name: /Recent activity/ });
    expect(
      within(activity)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Jordan Price disabled Avery Morgan'),
      expect.stringContaining('Jordan Price invited new.agent@example.com as agent'),
    ]);
  });

  it('asks before disabling: Cancel changes nothing; Disable posts and reads the team again', async () => {
    const disabled = { ...avery, disabled: true, disabledAt: '2025-03-12T15:00:00.000Z' };
    const requests = renderTeam({
      ...base,
      'GET /api/staff/team': [
        { status: 200, body: team },
        { status: 200, body: { ...team, members: [jordan, disabled] } },
      ],
      [`POST /api/staff/team/${avery.id}/disable`]: [{ status: 200, body: disabled }],
    });
    const button = await screen.findByRole('button', { name: 'Disable Avery Morgan' });

    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Avery Morgan?' });
    expect(dialog.textContent).toContain('logged out everywhere');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    fireEvent.click(button);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
        `/api/staff/team/${avery.id}/disable`,
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Enable Avery Morgan' })).toBeVisible();
  });

  it('sends an invitation with the role chosen, says so and clears the form', async () => {
    const requests = renderTeam({
      ...base,
      'GET /api/staff/team': [{ status: 200, body: team }],
      'POST /api/staff/team/invite': [
        { status: 201, body: { email: 'pat@example.com', expiresAt: '2025-03-19T15:00:00.000Z' } },
      ],
    });
    const email = await screen.findByLabelText(/Email/);
    fireEvent.change(email, { target: { value: 'pat@example.com' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Pat' } });
    fireEvent.change(screen.getByLabelText(/Role/), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));

    await waitFor(() =>
      expect(screen.getByText(teamMessages.invited('pat@example.com'))).toBeVisible(),
    );
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      email: 'pat@example.com',
      firstName: 'Pat',
      lastName: '',
      role: 'admin',
    });
    expect((email as HTMLInputElement).value).toBe('');
  });

  it('says by the e-mail field that an address already has an account (409)', async () => {
    renderTeam({
      ...base,
      'GET /api/staff/team': [{ status: 200, body: team }],
      'POST /api/staff/team/invite': [
        { status: 409, body: { message: authMessages.accountExists } },
      ],
    });
    const email = await screen.findByLabelText(/Email/);
    fireEvent.change(email, { target: { value: 'agent@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(authMessages.accountExists)).toBeVisible();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the address before sending anything', async () => {
    const requests = renderTeam({ ...base, 'GET /api/staff/team': [{ status: 200, body: team }] });
    fireEvent.change(await screen.findByLabelText(/Email/), {
      target: { value: 'not an address' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(authMessages.email)).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
