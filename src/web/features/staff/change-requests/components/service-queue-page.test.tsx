// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceQueueFilters, type StaffServiceRow } from '#shared/staff/change-requests';
import { fakeStaffMember } from '../../shared/testing';
import { fakeServiceRow } from '../lib/testing';
import { ServiceQueuePage } from './service-queue-page';
import { fakeApi, renderInApp, type FakeAnswer, type FakeAnswers } from '~/lib/testing';

const avery = fakeStaffMember();

const late = fakeServiceRow();

const soon: StaffServiceRow = {
  ...late,
  id: 13,
  reference: 'COI-2026-000013',
  kind: 'certificate',
  type: 'certificate',
  summary: 'Certificate for Prairie Builders LLC',
  status: 'in-progress',
  client: { id: 'acc-2', name: 'Prairie Builders LLC' },
  policy: null,
  due: { state: 'soon', dueAt: '2026-03-05T15:04:00.000Z', hours: 2 },
  assignee: { id: avery.id, name: avery.name },
};

const waiting: StaffServiceRow = {
  ...late,
  id: 14,
  reference: 'CHG-2026-000014',
  type: 'address',
  summary: 'New address: 1 Main St, Wichita, KS 67202, from Mar 12, 2026',
  status: 'needs-information',
  due: null,
};

const done: StaffServiceRow = {
  ...late,
  id: 15,
  reference: 'CHG-2026-000015',
  status: 'completed',
  due: null,
};

const queueUrl = (status = 'open', kind = 'all', assignee = 'anyone') =>
  `/api/staff/service?status=${status}&kind=${kind}&assignee=${assignee}`;

/** Every queue request, in any filter, is answered by `answer` (all four rows unless said). */
function renderQueue(
  url = '/staff/service',
  answer: (url: string) => FakeAnswer = () => ({ status: 200, body: [late, soon, waiting, done] }),
) {
  const answers: FakeAnswers = { 'GET /api/staff/members': () => ({ status: 200, body: [avery] }) };
  for (const status of serviceQueueFilters) {
    for (const kind of ['all', 'change', 'certificate']) {
      for (const assignee of ['anyone', 'me', 'unassigned', avery.id]) {
        answers[`GET ${queueUrl(status, kind, assignee)}`] = (request) => answer(request.url);
      }
    }
  }
  const { requests } = fakeApi(answers);
  const { router } = renderInApp(<ServiceQueuePage />, { url });
  const queueRequests = () =>
    requests.filter((r) => r.url.startsWith('/api/staff/service?')).map((r) => r.url);
  return { router, queueRequests };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ServiceQueuePage', () => {
  it('lists the requests with their due time in words, links to each request and client', async () => {
    const { queueRequests } = renderQueue();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service requests' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', {
      name: /4 requests, soonest due first \(open\)/,
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);

    const first = within(rows[0]!);
    expect(rows[0]!.textContent).toContain('Missed by 3 h');
    expect(first.getByRole('link', { name: 'CHG-2026-000012' }).getAttribute('href')).toBe(
      '/staff/service/12',
    );
    expect(first.getByRole('link', { name: 'Jane Prairie' }).getAttribute('href')).toBe(
      '/staff/clients/acc-1',
    );
    expect(rows[0]!.textContent).toContain('Add a vehicle');
    expect(rows[0]!.textContent).toContain('SSI-AUTO-100200');
    expect(rows[0]!.textContent).toContain('Received');
    expect(rows[0]!.textContent).toContain('Unassigned');

    expect(rows[1]!.textContent).toContain('Due in 2 h');
    expect(rows[1]!.textContent).toContain('Certificate of insurance');
    expect(rows[1]!.textContent).toContain('No policy');
    expect(rows[1]!.textContent).toContain('Avery Morgan');
    expect(rows[1]!.textContent).toContain('In progress');

    expect(rows[2]!.textContent).toContain('Waiting for the client');
    expect(rows[2]!.textContent).toContain('Needs information');
    expect(rows[3]!.textContent).toMatch(/^Completed/);

    // Due first and the status early: the columns a narrow screen shows before it scrolls.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 3)).toEqual(['Due', 'Reference', 'Status']);
    expect(queueRequests()).toEqual([queueUrl()]);
  });

  it('asks for each filter chosen and keeps it in the address', async () => {
    const { router, queueRequests } = renderQueue();
    await screen.findByRole('table');

    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.text)).toEqual([
      'Open',
      'All',
      'Received',
      'In progress',
      'Sent to carrier',
      'Needs information',
      'Completed',
    ]);
    fireEvent.change(status, { target: { value: 'needs-information' } });
    await waitFor(() => expect(queueRequests().at(-1)).toBe(queueUrl('needs-information')));
    expect(router.state.location.search).toBe('?status=needs-information');

    const type = screen.getByLabelText('Type') as HTMLSelectElement;
    expect([...type.options].map((o) => o.text)).toEqual(['All', 'Changes', 'Certificates']);
    fireEvent.change(type, { target: { value: 'certificate' } });
    await waitFor(() =>
      expect(queueRequests().at(-1)).toBe(queueUrl('needs-information', 'certificate')),
    );

    const assignee = screen.getByLabelText('Assignee') as HTMLSelectElement;
    await waitFor(() =>
      expect([...assignee.options].map((o) => o.text)).toEqual([
        'Anyone',
        'Me',
        'Unassigned',
        'Avery Morgan',
      ]),
    );
    fireEvent.change(assignee, { target: { value: avery.id } });
    await waitFor(() =>
      expect(queueRequests().at(-1)).toBe(queueUrl('needs-information', 'certificate', avery.id)),
    );
    expect(router.state.location.search).toBe(
      `?status=needs-information&kind=certificate&assignee=${avery.id}`,
    );

    // Back to the defaults: the plain address again.
    fireEvent.change(status, { target: { value: 'open' } });
    fireEvent.change(type, { target: { value: 'all' } });
    fireEvent.change(assignee, { target: { value: 'anyone' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads the filters from the address, ignoring what the server would refuse', async () => {
    const { queueRequests } = renderQueue('/staff/service?kind=change&assignee=me&status=bogus');
    await screen.findByRole('table');
    expect(queueRequests()).toEqual([queueUrl('open', 'change', 'me')]);
    expect((screen.getByLabelText('Assignee') as HTMLSelectElement).value).toBe('me');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('change');
  });

  it('says when no request matches', async () => {
    renderQueue('/staff/service?assignee=unassigned', () => ({ status: 200, body: [] }));
    expect((await screen.findByText(/No service requests to show/)).textContent).toBe(
      'No service requests to show (open, unassigned).',
    );
  });

  it('says when the queue is clear', async () => {
    renderQueue('/staff/service', () => ({ status: 200, body: [] }));
    expect(await screen.findByText('No open service requests: the queue is clear.')).toBeVisible();
  });

  it('shows a failed load with the server message and a retry', async () => {
    let calls = 0;
    renderQueue('/staff/service', () =>
      ++calls === 1
        ? { status: 500, body: { message: 'Something went wrong on our side.' } }
        : { status: 200, body: [late] },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service requests could not be loaded.');
    expect(alert.textContent).toContain('Something went wrong on our side.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'CHG-2026-000012' })).toBeVisible();
  });
});
