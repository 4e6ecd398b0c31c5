// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appointmentMessages, type Appointment, type Slots } from '#shared/appointments';
import { signedInHintCookie } from '#shared/session-hint';
import { fakeApi, renderInApp, type FakeAnswers } from '~/lib/testing';
import { BookAppointmentPage } from './book-appointment-page';
import { ClientAppointmentsPage } from './client-appointments-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.cookie = `${signedInHintCookie}=; path=/; max-age=0`;
});

const slots = (minutes: number): Slots => ({
  timeZone: 'America/Chicago',
  minutes,
  days: [
    {
      date: '2026-12-01',
      times: [
        { time: '09:00', startsAt: '2026-12-01T15:00:00.000Z' },
        { time: '13:30', startsAt: '2026-12-01T19:30:00.000Z' },
      ],
    },
    {
      date: '2026-12-02',
      times: [{ time: '10:15', startsAt: '2026-12-02T16:15:00.000Z' }],
    },
  ],
});

const booked = (overrides: Partial<Appointment> = {}): Appointment => ({
  id: 41,
  startsAt: '2026-12-02T16:15:00.000Z',
  minutes: 30,
  mode: 'call',
  topic: 'renewal',
  notes: null,
  policyNumber: 'SSI-AUTO-100231',
  status: 'booked',
  staffName: 'Avery Morgan',
  ...overrides,
});

const client = {
  id: 'u1',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Whitfield',
  role: 'client',
  isClient: true,
};

/** The client's page, signed in (the hint cookie, and who the server says they are). */
function renderClientPage(url: string, answers: FakeAnswers) {
  document.cookie = `${signedInHintCookie}=1; path=/`;
  const { requests } = fakeApi({
    'GET /api/auth/user': [{ status: 200, body: client }],
    'GET /api/client/appointments': () => ({ status: 200, body: [] }),
    'GET /api/appointments/slots?minutes=30': () => ({ status: 200, body: slots(30) }),
    'GET /api/appointments/slots?minutes=15': () => ({ status: 200, body: slots(15) }),
    ...answers,
  });
  renderInApp(
    <ClientAppointmentsPage
      policies={[
        { id: 7, label: 'Auto, SSI-AUTO-100231' },
        { id: 9, label: 'Home, SSI-HOME-200417' },
      ]}
    />,
    { url },
  );
  return requests;
}

const chooseTime = async (day: RegExp, time: string) => {
  fireEvent.change(await screen.findByLabelText(/^Day/), {
    target: { value: screen.getByRole('option', { name: day }).getAttribute('value') },
  });
  fireEvent.click(screen.getByRole('radio', { name: time }));
};

describe('booking from the portal', () => {
  // That "Book a review" starts with the policy and its renewal is seen in a real browser
  // (tests/e2e/appointments.spec.ts): this DOM does not show a select's first value.
  it('books the policy, topic, day and time chosen', async () => {
    const requests = renderClientPage('/client-portal/appointments?policy=7', {
      'POST /api/client/appointments': [{ status: 201, body: booked() }],
    });
    fireEvent.change(await screen.findByLabelText(/^Policy/), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText(/talk about/), { target: { value: 'renewal' } });
    // The times of the first day with any, in Kansas, as people read them.
    expect(await screen.findByRole('radio', { name: '1:30 PM' })).toBeVisible();
    expect(screen.getByRole('group', { name: /Time \(Kansas, Central time\)/ })).toBeVisible();
    await chooseTime(/Wednesday, December 2/, '10:15 AM');
    fireEvent.click(screen.getByRole('radio', { name: 'Visit at the office' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByRole('heading', { name: 'You are booked' })).toBeVisible();
    const sent = requests.find((r) => r.method === 'POST')!;
    expect(sent.body).toEqual({
      startsAt: '2026-12-02T16:15:00.000Z',
      minutes: 30,
      mode: 'visit',
      topic: 'renewal',
      policyId: 7,
    });
    expect(screen.getByText(/Wed, Dec 2, 2026 at 10:15 AM CST/)).toBeVisible();
  });

  it('asks a call for the number to call, and says by the field when one is needed', async () => {
    const requests = renderClientPage('/client-portal/appointments', {
      'POST /api/client/appointments': [
        {
          status: 400,
          body: {
            message: appointmentMessages.phoneForCall,
            errors: [{ path: 'phone', message: appointmentMessages.phoneForCall }],
          },
        },
        { status: 201, body: booked({ mode: 'call' }) },
      ],
    });
    await chooseTime(/Tuesday, December 1/, '9:00 AM');
    fireEvent.change(screen.getByLabelText(/talk about/), { target: { value: 'claim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    const phone = await screen.findByRole('textbox', { name: /Phone to call/ });
    expect(await screen.findByText(appointmentMessages.phoneForCall)).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')[0]!.body).not.toHaveProperty('phone');
    fireEvent.change(phone, { target: { value: '(785) 555-0110' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByRole('heading', { name: 'You are booked' })).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')[1]!.body).toMatchObject({
      mode: 'call',
      phone: '(785) 555-0110',
    });
  });

  it('asks no number for a visit', async () => {
    renderClientPage('/client-portal/appointments', {});
    await screen.findByRole('radio', { name: '9:00 AM' });
    expect(screen.getByRole('textbox', { name: /Phone to call/ })).toBeVisible();
    fireEvent.click(screen.getByRole('radio', { name: 'Visit at the office' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /Phone to call/ })).toBeNull(),
    );
  });

  it('asks for a time and a topic before sending anything', async () => {
    const requests = renderClientPage('/client-portal/appointments', {});
    await screen.findByRole('radio', { name: '9:00 AM' });
    fireEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText(appointmentMessages.topic)).toBeVisible();
    expect(screen.getAllByText(appointmentMessages.startsAt).length).toBeGreaterThan(0);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('says when the time was just taken, clears it, and reads the times again', async () => {
    const requests = renderClientPage('/client-portal/appointments', {
      'POST /api/client/appointments': [
        { status: 409, body: { message: appointmentMessages.taken } },
      ],
    });
    await chooseTime(/Tuesday, December 1/, '9:00 AM');
    fireEvent.change(screen.getByLabelText(/talk about/), { target: { value: 'annual-review' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText(appointmentMessages.taken)).toBeVisible();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: '9:00 AM' }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/appointments/slots?minutes=30').length).toBe(2),
    );
  });

  it('reads the times of a 15-minute appointment when that length is chosen', async () => {
    const requests = renderClientPage('/client-portal/appointments', {});
    await screen.findByRole('radio', { name: '9:00 AM' });
    fireEvent.click(screen.getByRole('radio', { name: '15 minutes' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/appointments/slots?minutes=15')).toBe(true),
    );
  });

  it('lists the appointments booked, and cancels one after asking', async () => {
    const mine = booked({ startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString() });
    const requests = renderClientPage('/client-portal/appointments', {
      'GET /api/client/appointments': [
        { status: 200, body: [mine] },
        { status: 200, body: [{ ...mine, status: 'cancelled' }] },
      ],
      [`POST /api/client/appointments/${mine.id}/cancel`]: [
        { status: 200, body: { ...mine, status: 'cancelled' } },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Your appointments' });
    expect(list.textContent).toContain('Phone call, 30 minutes, with Avery Morgan');
    fireEvent.click(within(list).getByRole('button', { name: /^Cancel the appointment on/ }));
    expect(requests.some((r) => r.url.endsWith('/cancel'))).toBe(false);
    fireEvent.click(within(list).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(/^Cancelled: .* We have e-mailed you\.$/)).toBeVisible();
    expect(requests.filter((r) => r.url.endsWith('/cancel'))).toHaveLength(1);
  });
});

describe('booking as a visitor', () => {
  it('asks who they are, by each field, and books through the public route', async () => {
    const { requests } = fakeApi({
      'GET /api/auth/user': [{ status: 401, body: { message: 'Unauthorized' } }],
      'GET /api/appointments/slots?minutes=30': () => ({ status: 200, body: slots(30) }),
      'POST /api/appointments': [{ status: 201, body: booked({ policyNumber: null }) }],
    });
    renderInApp(<BookAppointmentPage />, { url: '/book-appointment' });
    await chooseTime(/Tuesday, December 1/, '1:30 PM');
    fireEvent.change(screen.getByLabelText(/talk about/), { target: { value: 'new-coverage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText(appointmentMessages.name)).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Pat Rivera' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Phone/ }), {
      target: { value: '(316) 555-0142' },
    });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'pat@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByRole('heading', { name: 'You are booked' })).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      startsAt: '2026-12-01T19:30:00.000Z',
      minutes: 30,
      mode: 'call',
      topic: 'new-coverage',
      name: 'Pat Rivera',
      email: 'pat@example.com',
      phone: '(316) 555-0142',
    });
  });

  it('says to call when no time is open', async () => {
    fakeApi({
      'GET /api/auth/user': [{ status: 401, body: { message: 'Unauthorized' } }],
      'GET /api/appointments/slots?minutes=30': () => ({
        status: 200,
        body: { timeZone: 'America/Chicago', minutes: 30, days: [] },
      }),
    });
    renderInApp(<BookAppointmentPage />, { url: '/book-appointment' });
    expect(await screen.findByText(/No times are open for booking/)).toBeVisible();
  });
});
