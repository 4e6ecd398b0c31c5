// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointmentMessages } from '#shared/appointments';
import { signedInHintCookie } from '#shared/session-hint';
import {
  availabilityMessages,
  type Availability,
  type StaffAppointment,
} from '#shared/staff/appointments';
import { fakeApi, renderInApp, type FakeAnswers } from '~/lib/testing';
import { AppointmentsPage } from './appointments-page';

const jordanId = 'a0000000-0000-4000-8000-000000000001';

/** A client's call, Tuesday Dec 1, 2026 at 10:30 AM in Kansas. */
const jane: StaffAppointment = {
  id: 1,
  startsAt: '2026-12-01T16:30:00.000Z',
  minutes: 30,
  mode: 'call',
  topic: 'annual-review',
  notes: 'Bring the new roof receipt.',
  status: 'booked',
  staffId: jordanId,
  staffName: 'Jordan Price',
  name: 'Jane Prairie',
  email: 'jane@example.com',
  phone: '(785) 555-0101',
  accountId: 'acc-1',
  policyNumber: 'SSI-HOME-100100',
  cancelReason: null,
  createdAt: '2026-11-20T15:00:00.000Z',
};
/** A prospect's visit the same afternoon, 2:00 PM. */
const sam: StaffAppointment = {
  ...jane,
  id: 2,
  startsAt: '2026-12-01T20:00:00.000Z',
  minutes: 15,
  mode: 'visit',
  topic: 'new-coverage',
  notes: null,
  name: 'Sam Hill',
  email: 'sam@example.com',
  phone: '(785) 555-0102',
  accountId: null,
  policyNumber: null,
};
/** Thursday's call, cancelled. */
const lee: StaffAppointment = {
  ...jane,
  id: 3,
  startsAt: '2026-12-03T15:00:00.000Z',
  notes: null,
  status: 'cancelled',
  name: 'Lee Harper',
  email: 'lee@example.com',
  phone: null,
  accountId: 'acc-3',
  policyNumber: null,
  cancelReason: 'The office is closed for the storm.',
};
/** A colleague's, on Wednesday: only in everyone's list. */
const avery: StaffAppointment = {
  ...sam,
  id: 4,
  startsAt: '2026-12-02T17:15:00.000Z',
  staffId: 'a0000000-0000-4000-8000-000000000002',
  staffName: 'Avery Morgan',
  name: 'Pat Quinn',
  email: 'pat@example.com',
};

const week: Availability = { windows: [{ weekday: 2, start: '09:00', end: '12:00' }] };

const ok = (body: unknown) => ({ status: 200, body });
const mineUrl = '/api/staff/appointments?scope=mine';
const allUrl = '/api/staff/appointments?scope=all';

/** The page at `url`, its requests answered from `answers` (my three and my week by default). */
function renderPage(answers: FakeAnswers = {}, url = '/staff/appointments') {
  const { requests } = fakeApi(
    {
      [`GET ${mineUrl}`]: [ok([jane, sam, lee])],
      [`GET ${allUrl}`]: [ok([jane, sam, avery, lee])],
      'GET /api/staff/availability': [ok(week)],
      ...answers,
    },
    { repeatLast: true },
  );
  const { router } = renderInApp([{ path: '/staff/appointments', element: <AppointmentsPage /> }], {
    url,
  });
  const reads = (listUrl: string) => requests.filter((r) => r.url === listUrl).length;
  const sent = (method: string) => requests.filter((r) => r.method === method);
  return { requests, router, reads, sent };
}

const daySection = (heading: string) =>
  screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const statusSaying = (text: string) =>
  screen.getAllByRole('status').find((region) => region.textContent === text);

/** Opens the cancellation of `name`'s appointment from its row's button, focused first as a click does. */
async function openCancel(name: string) {
  const button = await screen.findByRole('button', { name: `Cancel appointment with ${name}` });
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('alertdialog', {
    name: `Cancel the appointment with ${name}?`,
  });
  return { button, dialog, reason: within(dialog).getByLabelText(/Reason the client will read/) };
}

beforeEach(() => {
  document.cookie = `${signedInHintCookie}=1`;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AppointmentsPage', () => {
  it('lists my appointments by day, with who booked, what about, and the status', async () => {
    const { reads } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    await screen.findByRole('table', { name: 'Tue, Dec 1, 2026: 2 appointments, yours' });
    expect(reads(mineUrl)).toBe(1);
    expect(reads(allUrl)).toBe(0);
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('mine');

    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Tue, Dec 1, 2026', 'Thu, Dec 3, 2026', 'Your weekly hours']);
    const tuesday = within(daySection('Tue, Dec 1, 2026'));
    expect(tuesday.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      '10:30 AM30 min',
      '2:00 PM15 min',
    ]);
    expect(headersOf(tuesday.getByRole('table'))).toEqual([
      'Time',
      'Who',
      'What',
      'Status',
      'Actions',
    ]);

    // A client: a link to the record, and how to reach them.
    const client = rowOf('Jane Prairie');
    expect(within(client).getByRole('link', { name: 'Jane Prairie' }).getAttribute('href')).toBe(
      '/staff/clients/acc-1',
    );
    expect(within(client).getByRole('link', { name: '(785) 555-0101' }).getAttribute('href')).toBe(
      'tel:(785) 555-0101',
    );
    expect(
      within(client).getByRole('link', { name: 'jane@example.com' }).getAttribute('href'),
    ).toBe('mailto:jane@example.com');
    expect(client.textContent).toContain('Phone call');
    expect(client.textContent).toContain('Policy SSI-HOME-100100');
    expect(client.textContent).toContain('Bring the new roof receipt.');
    expect(client.textContent).toContain('Booked');
    expect(client.textContent).not.toContain('Prospect');

    // A prospect: no record to link to.
    const prospect = rowOf('Sam Hill');
    expect(within(prospect).getByText('Prospect')).toBeVisible();
    expect(within(prospect).queryByRole('link', { name: 'Sam Hill' })).toBeNull();
    expect(prospect.textContent).toContain('Visit at the office');
    expect(prospect.textContent).toContain('New coverage or a quote');

    // A cancelled one says why, and cannot be cancelled again.
    const thursday = within(daySection('Thu, Dec 3, 2026'));
    const cancelled = thursday.getByRole('link', { name: 'Lee Harper' }).closest('tr')!;
    expect(cancelled.textContent).toContain('Cancelled');
    expect(cancelled.textContent).toContain('The office is closed for the storm.');
    expect(within(cancelled).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel appointment with Sam Hill' })).toBeVisible();
    // My own list has no With column.
    expect(screen.queryByRole('columnheader', { name: 'With' })).toBeNull();
  });

  it('says when nothing is booked', async () => {
    renderPage({ [`GET ${mineUrl}`]: [ok([])] });
    expect((await screen.findByText('No appointments booked from today on.')).role).toBe('status');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows everyone's appointments with whom, and keeps the choice in the address", async () => {
    const { router, reads } = renderPage();
    await screen.findByRole('table', { name: /Tue, Dec 1, 2026/ });

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } });
    await waitFor(() => expect(router.state.location.search).toBe('?scope=all'));
    const table = await screen.findByRole('table', {
      name: "Wed, Dec 2, 2026: 1 appointment, everyone's",
    });
    expect(reads(allUrl)).toBe(1);
    expect(headersOf(table)).toEqual(['Time', 'Who', 'What', 'With', 'Status', 'Actions']);
    expect(within(table).getByRole('cell', { name: 'Avery Morgan' })).toBeVisible();
    expect(rowOf('Sam Hill').textContent).toContain('Jordan Price');

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'mine' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByText('Pat Quinn')).toBeNull());
    expect(screen.queryByRole('columnheader', { name: 'With' })).toBeNull();
  });

  it("reads everyone's list from the address", async () => {
    const { reads } = renderPage({}, '/staff/appointments?scope=all');
    await screen.findByRole('table', { name: /Wed, Dec 2, 2026/ });
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('all');
    expect(reads(allUrl)).toBe(1);
    expect(reads(mineUrl)).toBe(0);
  });

  it('cancels with the reason the client reads, says so and reads the list again', async () => {
    const cancelledJane: StaffAppointment = {
      ...jane,
      status: 'cancelled',
      cancelReason: 'Jordan is out sick; please book another time.',
    };
    const { sent, reads } = renderPage({
      [`GET ${mineUrl}`]: [ok([jane, sam, lee]), ok([cancelledJane, sam, lee])],
      'POST /api/staff/appointments/1/cancel': [ok(cancelledJane)],
    });
    const { dialog, reason } = await openCancel('Jane Prairie');
    // The focus starts in the reason.
    expect(document.activeElement).toBe(reason);
    expect(dialog.textContent).toContain('Tue, Dec 1, 2026 at 10:30 AM CST');

    // No reason: told by the field, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    const refusal = await within(dialog).findByText(availabilityMessages.reason);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toContain(refusal.id);
    expect(sent('POST')).toHaveLength(0);

    fireEvent.change(reason, {
      target: { value: '  Jordan is out sick; please book another time. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toEqual({
      reason: 'Jordan is out sick; please book another time.',
    });
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
    const outcome = statusSaying('Cancelled. Jane Prairie has been e-mailed.');
    expect(outcome).toBeTruthy();
    expect(reads(mineUrl)).toBe(2);
    // The row is cancelled now; its button is gone, so the focus is on the outcome.
    await waitFor(() => expect(rowOf('Jane Prairie').textContent).toContain('Cancelled'));
    expect(rowOf('Jane Prairie').textContent).toContain('Jordan is out sick');
    expect(
      screen.queryByRole('button', { name: 'Cancel appointment with Jane Prairie' }),
    ).toBeNull();
    expect(outcome!.parentElement!.contains(document.activeElement)).toBe(true);
  });

  it("places the server's refusal of the reason by the field", async () => {
    const { sent } = renderPage({
      'POST /api/staff/appointments/2/cancel': [
        {
          status: 400,
          body: {
            message: availabilityMessages.reason,
            errors: [{ path: 'reason', message: availabilityMessages.reason }],
          },
        },
      ],
    });
    const { dialog, reason } = await openCancel('Sam Hill');
    fireEvent.change(reason, { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    const refusal = await within(dialog).findByText(availabilityMessages.reason);
    expect(sent('POST')).toHaveLength(1);
    expect(reason.getAttribute('aria-describedby')).toContain(refusal.id);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('says in the dialog when the appointment was cancelled meanwhile, and reads the list again', async () => {
    const { sent, reads } = renderPage({
      [`GET ${mineUrl}`]: [
        ok([jane, sam, lee]),
        ok([{ ...sam, status: 'cancelled', cancelReason: 'Asked by phone.' }, jane, lee]),
      ],
      'POST /api/staff/appointments/2/cancel': [
        { status: 409, body: { message: appointmentMessages.alreadyCancelled } },
      ],
    });
    const { dialog, reason } = await openCancel('Sam Hill');
    fireEvent.change(reason, { target: { value: 'The agent is away.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(appointmentMessages.alreadyCancelled);
    expect(sent('POST')[0]!.body).toEqual({ reason: 'The agent is away.' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(statusSaying('Cancelled. Sam Hill has been e-mailed.')).toBeUndefined();
    await waitFor(() => expect(reads(mineUrl)).toBe(2));
    await waitFor(() => expect(rowOf('Sam Hill').textContent).toContain('Asked by phone.'));
  });

  it('keeps the appointment on Keep it and on Escape, the focus back on its button', async () => {
    const { sent } = renderPage();
    const first = await openCancel('Jane Prairie');
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect((first.dialog as HTMLDialogElement).open).toBe(false));
    expect(document.activeElement).toBe(first.button);

    const second = await openCancel('Sam Hill');
    fireEvent.keyDown(second.reason, { key: 'Escape' });
    await waitFor(() => expect((second.dialog as HTMLDialogElement).open).toBe(false));
    expect(document.activeElement).toBe(second.button);
    expect(sent('POST')).toHaveLength(0);
  });
});

const hoursPanel = () => screen.getByRole('region', { name: 'Your weekly hours' });
const hoursRow = (n: number) => within(hoursPanel()).getByRole('group', { name: `Hours ${n}` });
const field = (n: number, label: string) =>
  within(hoursRow(n)).getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

describe('Your weekly hours', () => {
  it('loads my week, says when it is empty, and refuses an end before the start', async () => {
    const { sent } = renderPage({ 'GET /api/staff/availability': [ok({ windows: [] })] });
    const panel = await screen.findByRole('region', { name: 'Your weekly hours' });
    expect(panel.textContent).toContain(
      'Clients and visitors can book 15- or 30-minute calls and visits in these hours, in Kansas time, from two hours ahead.',
    );
    expect(await within(panel).findByText(/No hours yet/)).toBeVisible();

    fireEvent.click(within(panel).getByRole('button', { name: 'Add hours' }));
    fireEvent.change(field(1, 'End'), { target: { value: '08:00' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save hours' }));
    const refusal = await within(panel).findByText(availabilityMessages.order);
    expect(field(1, 'End').getAttribute('aria-describedby')).toContain(refusal.id);
    expect(sent('PUT')).toHaveLength(0);
  });

  it("adds a row, shows the server's message by its field, and saves the whole week", async () => {
    const saved: Availability = { windows: [{ weekday: 3, start: '13:00', end: '17:00' }] };
    const { sent } = renderPage({
      'PUT /api/staff/availability': [
        {
          status: 400,
          body: {
            message: availabilityMessages.overlap,
            errors: [{ path: 'windows.1.start', message: availabilityMessages.overlap }],
          },
        },
        ok(saved),
      ],
    });
    await waitFor(() => expect(field(1, 'Day').value).toBe('2'));
    expect(field(1, 'Start').value).toBe('09:00');
    expect(field(1, 'End').value).toBe('12:00');
    expect(field(1, 'Start').getAttribute('type')).toBe('time');
    expect(field(1, 'Start').getAttribute('step')).toBe('900');
    expect(
      [...(field(1, 'Day') as HTMLSelectElement).options].map((option) => option.text),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

    // A new row: Monday morning, its day focused.
    fireEvent.click(within(hoursPanel()).getByRole('button', { name: 'Add hours' }));
    await waitFor(() => expect(document.activeElement).toBe(field(2, 'Day')));
    expect(field(2, 'Day').value).toBe('1');
    expect(field(2, 'Start').value).toBe('09:00');
    expect(field(2, 'End').value).toBe('12:00');
    expect(
      within(hoursRow(2)).getByRole('button', { name: 'Remove Monday 09:00–12:00' }),
    ).toBeTruthy();

    fireEvent.change(field(2, 'Day'), { target: { value: '3' } });
    fireEvent.change(field(2, 'Start'), { target: { value: '13:00' } });
    fireEvent.change(field(2, 'End'), { target: { value: '17:00' } });
    fireEvent.click(within(hoursPanel()).getByRole('button', { name: 'Save hours' }));

    const refusal = await within(hoursRow(2)).findByText(availabilityMessages.overlap);
    expect(sent('PUT')[0]!.body).toEqual({
      windows: [
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 3, start: '13:00', end: '17:00' },
      ],
    });
    const start = field(2, 'Start');
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(start.getAttribute('aria-describedby')).toContain(refusal.id);
    expect(document.activeElement).toBe(start);

    fireEvent.click(
      within(hoursPanel()).getByRole('button', { name: 'Remove Tuesday 09:00–12:00' }),
    );
    await waitFor(() => expect(field(1, 'Day').value).toBe('3'));
    expect(within(hoursPanel()).queryByRole('group', { name: 'Hours 2' })).toBeNull();
    fireEvent.click(within(hoursPanel()).getByRole('button', { name: 'Save hours' }));

    await waitFor(() => expect(sent('PUT')).toHaveLength(2));
    expect(sent('PUT')[1]!.body).toEqual(saved);
    await waitFor(() =>
      expect(statusSaying('Saved. Clients and visitors can book these hours.')).toBeTruthy(),
    );
    expect(within(hoursPanel()).queryByText(availabilityMessages.overlap)).toBeNull();
    expect(field(1, 'Start').value).toBe('13:00');
  });
});
