// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoment } from '#shared/format';
import { leadMessagesStaff, type LeadDetail } from '#shared/staff/leads';
import { LeadPage } from './lead-page';
import { fakeApi, renderInApp, type FakeAnswer } from '~/lib/testing';

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
  quotedAt: null,
  closedAt: null,
  lostReason: null,
  utm: { source: null, medium: null, campaign: null },
  referrerHost: null,
  notes: [],
  history: [],
  account: { status: 'none', invitationExpiresAt: null },
  ...overrides,
});

/**
 * Renders the page with a fake API: GETs answer `current`, a PATCH answers `patched` (a lead, or
 * a whole answer such as a refusal).
 */
function renderLead(current: LeadDetail, patched?: LeadDetail | FakeAnswer) {
  const lead = { status: 200, body: current };
  const changed: FakeAnswer =
    patched && 'body' in patched ? patched : { status: 200, body: patched ?? current };
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Prairie' })).toBeVisible();
    expect(screen.getByText('2019 Honda Civic')).toBeVisible();
    expect(screen.getByText('Due in 5 h')).toBeVisible();
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
    expect(screen.getByText('Status changed to Won.')).toBeVisible();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: '/api/staff/leads/7', body: { status: 'won' } },
    ]);
    expect(screen.getByRole('button', { name: 'Invite as client' })).toBeVisible();

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
    expect(screen.getByText('Due in 5 h')).toBeVisible();
  });

  it('says a note cannot be empty, without asking the server', async () => {
    const requests = renderLead(lead());
    fireEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Please write a note')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

/** The status buttons, and the reason form once Lost was pressed. */
async function openLostQuestion() {
  const group = await screen.findByRole('group', { name: 'Pipeline status' });
  const lost = within(group).getByRole('button', { name: 'Lost' });
  fireEvent.click(lost);
  const form = screen.getByRole('form', { name: 'Why was it lost?' });
  const reason = within(form).getByRole('combobox', { name: 'Why was it lost?' });
  return { group, lost, form, reason };
}

const patches = (requests: { method: string }[]) => requests.filter((r) => r.method === 'PATCH');

describe('marking a lead lost', () => {
  it('asks why first, under the buttons, with the focus on the reason, and sends nothing yet', async () => {
    const requests = renderLead(lead());
    const { group, form, reason } = await openLostQuestion();
    // Right under the status buttons.
    expect(group.nextElementSibling).toBe(form);
    expect(document.activeElement).toBe(reason);
    expect(reason.hasAttribute('required')).toBe(true);
    const options = within(reason).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a reason',
      'Price',
      'Coverage did not fit',
      'Chose another agency or carrier',
      'Could not reach them',
      'Not eligible',
      'Other',
    ]);
    expect((options[0] as HTMLOptionElement).value).toBe('');
    expect(within(group).getByRole('button', { name: 'Lost' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(patches(requests)).toEqual([]);
  });

  it('says a reason is needed by the reason, and sends nothing without one', async () => {
    const requests = renderLead(lead());
    const { form, reason } = await openLostQuestion();
    fireEvent.click(within(form).getByRole('button', { name: 'Mark lost' }));
    const message = await within(form).findByText(leadMessagesStaff.lostReason);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(document.activeElement).toBe(reason);
    expect(patches(requests)).toEqual([]);
  });

  it('sends the status with the reason, then says the lead is lost and closes the question', async () => {
    const requests = renderLead(
      lead(),
      lead({
        status: 'lost',
        responseDue: null,
        lostReason: 'price',
        closedAt: '2026-03-03T16:00:00.000Z',
      }),
    );
    const { form, reason } = await openLostQuestion();
    fireEvent.change(reason, { target: { value: 'price' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark lost' }));
    expect(await screen.findByText('Status changed to Lost.')).toBeVisible();
    expect(patches(requests)).toEqual([
      {
        method: 'PATCH',
        url: '/api/staff/leads/7',
        body: { status: 'lost', lostReason: 'price' },
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Why was it lost?' })).toBeNull();
    const lost = within(screen.getByRole('group', { name: 'Pipeline status' })).getByRole(
      'button',
      { name: 'Lost' },
    );
    expect(lost.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(lost);
  });

  it("says the server's refusal of the reason by the reason", async () => {
    const requests = renderLead(lead(), {
      status: 400,
      body: {
        message: 'Please check the form.',
        errors: [{ path: 'lostReason', message: 'That reason is not one we know' }],
      },
    });
    const { form, reason } = await openLostQuestion();
    fireEvent.change(reason, { target: { value: 'other' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark lost' }));
    const message = await within(form).findByText('That reason is not one we know');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(patches(requests)).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Why was it lost?' })).toBeVisible();
  });

  it('closes on Cancel and on Escape, the focus back on Lost, and sends nothing', async () => {
    const requests = renderLead(lead());
    const first = await openLostQuestion();
    fireEvent.click(within(first.form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Why was it lost?' })).toBeNull();
    expect(document.activeElement).toBe(first.lost);

    const second = await openLostQuestion();
    expect(document.activeElement).toBe(second.reason);
    fireEvent.keyDown(second.reason, { key: 'Escape' });
    expect(screen.queryByRole('form', { name: 'Why was it lost?' })).toBeNull();
    expect(document.activeElement).toBe(second.lost);
    expect(patches(requests)).toEqual([]);
  });

  it('still moves to any other status with one click, closing the question', async () => {
    const requests = renderLead(lead(), lead({ status: 'contacted', responseDue: null }));
    const { group } = await openLostQuestion();
    fireEvent.click(within(group).getByRole('button', { name: 'Contacted' }));
    expect(await screen.findByText('Status changed to Contacted.')).toBeVisible();
    expect(patches(requests)).toEqual([
      { method: 'PATCH', url: '/api/staff/leads/7', body: { status: 'contacted' } },
    ]);
    expect(screen.queryByRole('form', { name: 'Why was it lost?' })).toBeNull();
  });
});

/** The quote request's facts: `{ Term: text }`. */
function factsOfRequest() {
  const section = screen.getByRole('region', { name: 'Quote request' });
  const list = section.querySelector('dl')!;
  return Object.fromEntries(
    [...list.querySelectorAll(':scope > div')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]),
  );
}

describe('where the lead came from and how it ended', () => {
  it('shows when it was quoted and lost, why, the campaign and the referring site', async () => {
    renderLead(
      lead({
        status: 'lost',
        responseDue: null,
        quotedAt: '2026-03-02T14:30:00.000Z',
        closedAt: '2026-03-05T17:00:00.000Z',
        lostReason: 'another-agency',
        utm: { source: 'google', medium: null, campaign: 'spring-auto' },
        referrerHost: 'www.google.com',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Jane Prairie' });
    const facts = factsOfRequest();
    expect(facts['Quoted']).toBe(formatMoment('2026-03-02T14:30:00.000Z'));
    // Agency time (Central): 5:00 PM UTC is 11:00 AM in Kansas that day.
    expect(facts['Lost on']).toBe('Mar 5, 2026, 11:00 AM');
    expect(facts['Won on']).toBeUndefined();
    expect(facts['Lost because']).toBe('Chose another agency or carrier');
    expect(facts['Campaign']).toBe('google / spring-auto');
    expect(facts['Referring site']).toBe('www.google.com');
    expect(facts['Sent from']).toBe('/personal-insurance');
  });

  it('says Won on for a won lead, and leaves out what is not known', async () => {
    renderLead(
      lead({
        status: 'won',
        responseDue: null,
        closedAt: '2026-03-05T17:00:00.000Z',
        utm: { source: null, medium: 'email', campaign: null },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Jane Prairie' });
    const facts = factsOfRequest();
    expect(facts['Won on']).toBe('Mar 5, 2026, 11:00 AM');
    expect(facts['Lost on']).toBeUndefined();
    expect(facts['Campaign']).toBe('email');
    for (const term of ['Quoted', 'Lost because', 'Referring site']) {
      expect(facts[term]).toBeUndefined();
    }
  });

  it('shows no campaign, referring site or outcome for a lead that came straight in', async () => {
    renderLead(lead());
    await screen.findByRole('heading', { level: 1, name: 'Jane Prairie' });
    const facts = factsOfRequest();
    for (const term of ['Campaign', 'Referring site', 'Quoted', 'Won on', 'Lost on']) {
      expect(facts[term]).toBeUndefined();
    }
    expect(facts['Received']).toBe(formatMoment('2026-03-01T15:00:00.000Z'));
  });
});
