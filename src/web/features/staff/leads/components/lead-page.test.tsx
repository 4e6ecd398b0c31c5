// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadDetail } from '#shared/staff/leads';
import { LeadPage } from './lead-page';
import { fakeApi, renderInApp } from '~/lib/testing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const lead = (overrides: Partial<LeadDetail> = {}): LeadDetail => ({
  id: 7,
  type: 'personal',
  line: 'personal',
  firstName: 'Jane',
  lastName: 'Prairie',
  email: 'jane@example.com',
  phone: '(913) 555-0100',
  businessName: null,
  coverageTypes: ['auto'],
  status: 'new',
  createdAt: '2026-03-01T15:00:00.000Z',
  assignee: null,
  ageHours: 19,
  responseDue: { state: 'soon', dueAt: '2026-03-02T15:00:00.000Z', hours: 5 },
  suspectedSpam: null,
  industry: null,
  additionalInfo: null,
  sourcePage: '/personal-insurance',
  details: {
    kind: 'auto',
    vehicles: [{ year: 2019, make: 'Honda', model: 'Civic' }],
    drivers: 2,
    currentCarrier: null,
  },
  contactedAt: null,
  notes: [],
  history: [],
  account: { status: 'none', invitationExpiresAt: null },
  ...overrides,
});

/** Renders the page with a fake API: GETs answer `current`, a PATCH answers `patched`. */
function renderLead(current: LeadDetail, patched?: LeadDetail) {
  const lead = { status: 200, body: current };
  const changed = { status: 200, body: patched ?? current };
  const { requests } = fakeApi(
    {
      'GET /api/staff/members': () => ({ status: 200, body: [] }),
      [`GET /api/staff/leads/${current.id}`]: () => lead,
    },
    { unanswered: changed },
  );
  renderInApp(<LeadPage id={current.id} />);
  return requests;
}

describe('the lead page', () => {
  it('shows the request, the details step and the 24-hour promise in words', async () => {
    renderLead(lead());
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Prairie' })).toBeTruthy();
    expect(screen.getByText('2019 Honda Civic')).toBeTruthy();
    expect(screen.getByText('Due in 5 h')).toBeTruthy();
    expect(screen.getByRole('link', { name: /\(913\) 555-0100/ }).getAttribute('href')).toBe(
      'tel:+19135550100',
    );
    // Only a won lead offers the invitation.
    expect(screen.queryByRole('button', { name: 'Invite as client' })).toBeNull();
  });

  it('moves the lead with one click; the pressed button is the current status', async () => {
    const requests = renderLead(
      lead(),
      lead({ status: 'won', responseDue: null, contactedAt: '2026-03-02T10:00:00.000Z' }),
    );
    const group = await screen.findByRole('group', { name: 'Pipeline status' });
    const button = (name: string) => within(group).getByRole('button', { name });
    expect(button('New').getAttribute('aria-pressed')).toBe('true');
    expect(button('Won').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button('Won'));
    await waitFor(() => expect(button('Won').getAttribute('aria-pressed')).toBe('true'));
    expect(button('New').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Status changed to Won.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: '/api/staff/leads/7', body: { status: 'won' } },
    ]);
    expect(screen.getByRole('button', { name: 'Invite as client' })).toBeTruthy();

    // The current status again sends nothing.
    fireEvent.click(button('Won'));
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('says why a request is held as spam, and moves it to the inbox with one click', async () => {
    const requests = renderLead(
      lead({ suspectedSpam: 'too-fast', responseDue: null }),
      lead({ suspectedSpam: null }),
    );
    const notice = await screen.findByRole('region', { name: 'Held as suspected spam' });
    expect(notice.textContent).toContain(
      'The form was sent less than 3 seconds after it appeared. It was kept, but nobody was e-mailed about it',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Not spam: move to the inbox' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Held as suspected spam' })).toBeNull(),
    );
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/staff/leads/7/restore', body: undefined },
    ]);
    expect(screen.getByText('Due in 5 h')).toBeTruthy();
  });

  it('says a note cannot be empty, without asking the server', async () => {
    const requests = renderLead(lead());
    fireEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Please write a note')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
