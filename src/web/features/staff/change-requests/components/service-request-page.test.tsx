// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffServiceMessages, type StaffServiceRequest } from '#shared/staff/change-requests';
import { fakeStaffMember } from '../../shared/testing';
import { fakeServiceRow } from '../lib/testing';
import { ServiceRequestPage } from './service-request-page';
import { fakeApi, renderInApp, type FakeAnswer } from '~/lib/testing';

const avery = fakeStaffMember();
const blake = fakeStaffMember({
  id: '7d2e4a90-51b3-4f8c-8e21-6a0c9b3d5f42',
  name: 'Blake Rivera',
  email: 'blake@example.com',
  role: 'admin',
});

const received: StaffServiceRequest = {
  ...fakeServiceRow({
    type: 'vehicle-replace',
    summary:
      'Replace 2015 Honda Civic (VIN 2HGFB2F50FH000001) with 2024 Toyota RAV4 (VIN 2T3P1RFV8RW000001, financed, with First Bank), from Mar 10, 2026',
  }),
  details: {
    vehicleId: 31,
    vehicle: { year: 2015, make: 'Honda', model: 'Civic', vin: '2HGFB2F50FH000001' },
    vin: '2T3P1RFV8RW000001',
    year: 2024,
    make: 'Toyota',
    model: 'RAV4',
    ownership: 'financed',
    lenderName: 'First Bank',
    effectiveDate: '2026-03-10',
    garagedAtHome: true,
  },
  note: 'The old car goes to my son.',
  requestedBy: { id: 'u-1', name: 'Jane Prairie', email: 'jane@example.com' },
  history: [
    {
      id: 1,
      fromStatus: null,
      toStatus: 'received',
      note: null,
      internalNote: null,
      actor: { id: 'u-1', name: 'Jane Prairie', role: 'client' },
      createdAt: '2026-03-02T15:04:00.000Z',
    },
  ],
  attachments: [
    {
      id: 41,
      fileName: 'bill-of-sale.pdf',
      fileSize: 20480,
      uploadedAt: '2026-03-02T15:05:00.000Z',
    },
  ],
  updatedAt: '2026-03-02T15:04:00.000Z',
};

const inProgress: StaffServiceRequest = {
  ...received,
  status: 'in-progress',
  assignee: { id: avery.id, name: avery.name },
  due: { state: 'soon', dueAt: received.dueAt, hours: 2 },
  history: [
    ...received.history,
    {
      id: 2,
      fromStatus: 'received',
      toStatus: 'in-progress',
      note: 'We are on it.',
      internalNote: 'Call the carrier about the lender.',
      actor: { id: avery.id, name: avery.name, role: 'agent' },
      createdAt: '2026-03-03T15:04:00.000Z',
    },
    {
      id: 3,
      fromStatus: null,
      toStatus: null,
      note: 'The lender is First Bank of Wichita.',
      internalNote: null,
      actor: { id: 'u-1', name: 'Jane Prairie', role: 'client' },
      createdAt: '2026-03-03T18:04:00.000Z',
    },
  ],
  updatedAt: '2026-03-03T18:04:00.000Z',
};

const completed: StaffServiceRequest = {
  ...inProgress,
  status: 'completed',
  due: null,
  updatedAt: '2026-03-04T10:00:00.000Z',
};

function renderRequest(gets: StaffServiceRequest[], patches: FakeAnswer[] = []) {
  const { requests } = fakeApi({
    'GET /api/staff/members': () => ({ status: 200, body: [avery, blake] }),
    'GET /api/staff/service/12': gets.map((body) => ({ status: 200, body })),
    'PATCH /api/staff/service/12': patches,
  });
  const { queryClient } = renderInApp(<ServiceRequestPage id={12} />);
  return Object.assign(requests, { queryClient });
}

/** The "What they asked" list as label → value. */
function askedOf() {
  const panel = screen.getByRole('region', { name: 'What they asked' });
  const list = panel.querySelector('dl')!;
  return Object.fromEntries(
    [...list.querySelectorAll(':scope > div')].map((item) => [
      item.querySelector('dt')!.textContent,
      item.querySelector('dd')!.textContent,
    ]),
  );
}

const optionsOf = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.text);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ServiceRequestPage', () => {
  it('shows the request, what was asked in words, the files and the facts', async () => {
    renderRequest([received]);
    expect(await screen.findByRole('heading', { level: 1, name: 'CHG-2026-000012' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Replace a vehicle' })).toBeVisible();
    expect(screen.getByText(received.summary)).toBeVisible();
    expect(screen.getByText('Missed by 3 h')).toBeVisible();

    expect(askedOf()).toEqual({
      'Vehicle to replace': '2015 Honda Civic (VIN 2HGFB2F50FH000001)',
      Year: '2024',
      Make: 'Toyota',
      Model: 'RAV4',
      VIN: '2T3P1RFV8RW000001',
      Ownership: 'Financed (a loan)',
      Lender: 'First Bank',
      'Effective date': 'Mar 10, 2026',
      'Garaged at home': 'Yes',
    });
    expect(screen.getByText('The old car goes to my son.')).toBeVisible();
    const file = screen.getByRole('link', { name: /bill-of-sale\.pdf/ });
    expect(file.getAttribute('href')).toBe('/api/documents/41/download');

    expect(screen.getByRole('link', { name: 'Jane Prairie' }).getAttribute('href')).toBe(
      '/staff/clients/acc-1',
    );
    expect(screen.getByRole('link', { name: 'jane@example.com' })).toBeVisible();
    expect(screen.getByText('SSI-AUTO-100200')).toBeVisible();
  });

  it('marks internal notes and the client answers in the timeline, oldest first', async () => {
    renderRequest([inProgress]);
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const events = within(timeline).getAllByRole('listitem');
    expect(events).toHaveLength(3);
    expect(events[0]!.textContent).toContain('Sent in as Received');
    expect(events[1]!.textContent).toMatch(/Received\s*→\s*to In progress/);
    expect(events[1]!.textContent).toContain('Avery Morgan (agent)');
    expect(events[1]!.textContent).toMatch(/Note to the client.*We are on it\./);
    expect(events[1]!.textContent).toMatch(/Internal.*Call the carrier about the lender\./);
    expect(events[2]!.textContent).toContain('Answer from the client');
    expect(events[2]!.textContent).toMatch(
      /From the client.*The lender is First Bank of Wichita\./,
    );
    expect(events[2]!.textContent).not.toContain('Internal');
  });

  it('offers only the moves the queue allows, never back to Received', async () => {
    renderRequest([inProgress]);
    const status = await screen.findByLabelText('Status');
    expect(optionsOf(status)).toEqual([
      'In progress (current)',
      'Sent to carrier',
      'Needs information',
      'Completed',
    ]);
    const assignee = screen.getByLabelText('Assignee');
    await waitFor(() =>
      expect(optionsOf(assignee)).toEqual(['Unassigned', 'Avery Morgan', 'Blake Rivera']),
    );
    expect((assignee as HTMLSelectElement).value).toBe(avery.id);
  });

  it('offers no status on a completed request, but still takes notes and an assignee', async () => {
    const requests = renderRequest(
      [completed],
      [{ status: 200, body: { ...completed, updatedAt: '2026-03-05T10:00:00.000Z' } }],
    );
    await screen.findByRole('heading', { level: 1, name: 'CHG-2026-000012' });
    const form = screen.getByRole('form', { name: 'Work this request' });
    expect(within(form).queryByLabelText('Status')).toBeNull();
    expect(within(form).getByText(/This request is completed/)).toBeVisible();
    expect(within(form).getByLabelText('Assignee')).toBeVisible();
    fireEvent.change(within(form).getByLabelText('Internal note'), {
      target: { value: 'Filed the carrier confirmation.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      internalNote: 'Filed the carrier confirmation.',
    });
  });

  it('sends exactly what changed, says what happened and clears the notes', async () => {
    const saved: StaffServiceRequest = {
      ...inProgress,
      status: 'sent-to-carrier',
      assignee: { id: blake.id, name: blake.name },
      updatedAt: '2026-03-04T09:00:00.000Z',
    };
    const requests = renderRequest([inProgress], [{ status: 200, body: saved }]);
    const status = await screen.findByLabelText('Status');
    await waitFor(() => expect(optionsOf(screen.getByLabelText('Assignee'))).toHaveLength(3));
    fireEvent.change(status, { target: { value: 'sent-to-carrier' } });
    fireEvent.change(screen.getByLabelText('Assignee'), { target: { value: blake.id } });
    fireEvent.change(screen.getByLabelText('Note to the client (e-mailed)'), {
      target: { value: 'Sent to the carrier today.' },
    });
    fireEvent.change(screen.getByLabelText('Internal note'), {
      target: { value: 'Carrier ref 55-1.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'CHG-2026-000012 saved: moved to Sent to carrier, assigned to Blake Rivera, note to the client added and internal note added. The client gets an e-mail.',
      ),
    );
    const patches = requests.filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toEqual({
      status: 'sent-to-carrier',
      assigneeId: blake.id,
      note: 'Sent to the carrier today.',
      internalNote: 'Carrier ref 55-1.',
    });
    expect(
      (screen.getByLabelText('Note to the client (e-mailed)') as HTMLTextAreaElement).value,
    ).toBe('');
    expect((screen.getByLabelText('Internal note') as HTMLTextAreaElement).value).toBe('');
    // The form now starts from where the request is.
    await waitFor(() =>
      expect(optionsOf(screen.getByLabelText('Status'))).toEqual([
        'Sent to carrier (current)',
        'In progress',
        'Needs information',
        'Completed',
      ]),
    );
    expect((screen.getByLabelText('Assignee') as HTMLSelectElement).value).toBe(blake.id);
  });

  it('sends an unassignment as null and leaves out what did not change', async () => {
    const requests = renderRequest(
      [inProgress],
      [
        {
          status: 200,
          body: { ...inProgress, assignee: null, updatedAt: '2026-03-04T09:00:00.000Z' },
        },
      ],
    );
    await screen.findByLabelText('Status');
    fireEvent.change(screen.getByLabelText('Assignee'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('CHG-2026-000012 saved: unassigned.'),
    );
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({ assigneeId: null });
  });

  it('marks the outbox and the queue to be read again after a save', async () => {
    const saved = { ...inProgress, updatedAt: '2026-03-04T09:00:00.000Z' };
    const requests = renderRequest([inProgress], [{ status: 200, body: saved }]);
    const { queryClient } = requests;
    queryClient.setQueryData(['/api/staff/outbox'], []);
    queryClient.setQueryData(
      ['/api/staff/service', { status: 'open', kind: 'all', assignee: 'anyone' }],
      [],
    );
    fireEvent.change(await screen.findByLabelText('Note to the client (e-mailed)'), {
      target: { value: 'We sent it on.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/saved/));
    expect(queryClient.getQueryState(['/api/staff/outbox'])!.isInvalidated).toBe(true);
    expect(
      queryClient.getQueryState([
        '/api/staff/service',
        { status: 'open', kind: 'all', assignee: 'anyone' },
      ])!.isInvalidated,
    ).toBe(true);
  });

  it('asks for a change before sending nothing', async () => {
    const requests = renderRequest([inProgress]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(staffServiceMessages.nothingToDo),
    );
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('refuses a note over the limit before sending', async () => {
    const requests = renderRequest([inProgress]);
    const note = await screen.findByLabelText('Note to the client (e-mailed)');
    // maxLength stops typing; a paste or script could still put more there.
    note.removeAttribute('maxlength');
    fireEvent.change(note, { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(staffServiceMessages.noteTooLong)).toBeVisible();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it("shows the server's 409, reads the request again and keeps the notes", async () => {
    const message = staffServiceMessages.changedMeanwhile;
    const requests = renderRequest([inProgress, completed], [{ status: 409, body: { message } }]);
    fireEvent.change(await screen.findByLabelText('Status'), {
      target: { value: 'sent-to-carrier' },
    });
    fireEvent.change(screen.getByLabelText('Internal note'), {
      target: { value: 'Carrier ref 55-1.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    // Someone completed it meanwhile: the page shows so, and offers no status any more.
    await waitFor(() => expect(screen.queryByLabelText('Status')).toBeNull());
    expect(screen.getByText(/This request is completed/)).toBeVisible();
    expect(
      requests.filter((r) => r.method === 'GET' && r.url === '/api/staff/service/12'),
    ).toHaveLength(2);
    expect((screen.getByLabelText('Internal note') as HTMLTextAreaElement).value).toBe(
      'Carrier ref 55-1.',
    );
  });

  it('issues a certificate request by its PDF, and offers nothing of the kind for a change', async () => {
    const certificate: StaffServiceRequest = {
      ...received,
      reference: 'COI-2026-000012',
      kind: 'certificate',
      type: 'certificate',
      policy: null,
      summary: 'Certificate for Prairie Builders LLC, needed by Mar 5, 2026, 3:00 PM',
      details: { neededBy: '2026-03-05T21:00:00.000Z' },
    };
    const issued: StaffServiceRequest = { ...certificate, status: 'completed', due: null };
    const { requests } = fakeApi({
      'GET /api/staff/members': () => ({ status: 200, body: [avery, blake] }),
      'GET /api/staff/service/12': [{ status: 200, body: certificate }],
      'POST /api/staff/service/12/certificate': [{ status: 200, body: issued }],
    });
    renderInApp(<ServiceRequestPage id={12} />);
    const panel = await screen.findByRole('region', { name: 'Issue the certificate' });
    const input = within(panel).getByLabelText('The certificate (PDF)');
    const file = new File(['%PDF-1.4'], 'coi.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(within(panel).getByRole('status').textContent).toBe(
        'coi.pdf is issued: the client is e-mailed the certificate.',
      ),
    );
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/staff/service/12/certificate',
    ]);
    // Completed now: a corrected certificate can still be sent.
    expect(within(panel).getByLabelText('Send a corrected certificate (PDF)')).toBeVisible();
    cleanup();

    renderRequest([received]);
    await screen.findByRole('heading', { level: 1, name: 'CHG-2026-000012' });
    expect(screen.queryByRole('region', { name: 'Issue the certificate' })).toBeNull();
  });

  it('says when a request does not exist', async () => {
    fakeApi({ 'GET /api/staff/service/12': [{ status: 404, body: { message: 'Not found' } }] });
    renderInApp(<ServiceRequestPage id={12} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service request not found' }),
    ).toBeVisible();
  });
});
