// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffAppointment } from '#shared/staff/appointments';
import type { Dashboard, Report } from '#shared/staff/dashboard';
import { DashboardPage } from './dashboard-page';
import { fakeApi, renderInApp } from '~/lib/testing';

// The charts are pictures of the tables (aria-hidden); their library is not under test here.
vi.mock('./count-chart', () => ({ default: () => <div data-testid="chart" aria-hidden="true" /> }));
vi.mock('./report-charts', () => ({
  ResponseChart: () => <div data-testid="report-chart" aria-hidden="true" />,
  FunnelChart: () => <div data-testid="report-chart" aria-hidden="true" />,
  RetentionChart: () => <div data-testid="report-chart" aria-hidden="true" />,
}));

const week: Dashboard = {
  weekStart: '2025-03-10',
  asOf: '2025-03-12T20:00:00.000Z',
  leads: {
    total: 6,
    byLine: [
      { key: 'personal', count: 4 },
      { key: 'commercial', count: 2 },
    ],
    byStatus: [
      { key: 'new', count: 2 },
      { key: 'contacted', count: 1 },
      { key: 'quoted', count: 1 },
      { key: 'won', count: 1 },
      { key: 'lost', count: 1 },
    ],
    byCoverage: [
      { key: 'auto', count: 3 },
      { key: 'general-liability', count: 1 },
    ],
  },
  medianHoursToContact: 2.5,
  contactedLeads: 4,
  openClaims: {
    total: 3,
    byStatus: [
      { key: 'submitted', count: 2 },
      { key: 'processing', count: 1 },
    ],
  },
  decidedClaims: {
    total: 1,
    byStatus: [
      { key: 'approved', count: 0 },
      { key: 'denied', count: 1 },
    ],
  },
  serviceRequests: { open: 5, missed: 2, waitingForClient: 1 },
  appointmentsToday: [],
};

/** A client's call at 10:30 AM in Kansas, with Jordan. */
const clientCall: StaffAppointment = {
  id: 1,
  startsAt: '2025-03-12T15:30:00.000Z',
  minutes: 30,
  mode: 'call',
  topic: 'annual-review',
  notes: null,
  status: 'booked',
  staffId: 'a0000000-0000-4000-8000-000000000001',
  staffName: 'Jordan Price',
  name: 'Jane Prairie',
  email: 'jane@example.com',
  phone: '(785) 555-0101',
  accountId: 'acc-1',
  policyNumber: null,
  cancelReason: null,
  createdAt: '2025-03-01T15:00:00.000Z',
};
/** A prospect's visit at 2:15 PM, with Avery. */
const prospectVisit: StaffAppointment = {
  ...clientCall,
  id: 2,
  startsAt: '2025-03-12T19:15:00.000Z',
  minutes: 15,
  mode: 'visit',
  topic: 'new-coverage',
  staffName: 'Avery Morgan',
  name: 'Sam Hill',
  email: 'sam@example.com',
  accountId: null,
};

/** How the agency is doing: one week, read beside the week's figures. */
const report: Report = {
  period: 'week',
  asOf: '2025-03-12T20:00:00.000Z',
  rows: [
    {
      start: '2025-03-10',
      end: '2025-03-16',
      response: {
        leads: 6,
        due: 4,
        contacted: 4,
        medianHours: 2.5,
        p90Hours: 6,
        missed: 0,
        missedShare: 0,
      },
      funnel: { new: 6, contacted: 4, quoted: 2, won: 1, lost: 1 },
      retention: { due: 0, renewed: 0, lost: 0, rate: null },
    },
  ],
  sources: [{ start: '2025-03-10', source: 'direct', line: 'personal', count: 6 }],
  lostReasons: [],
};

type Answer = { status: number; body: unknown };

function renderDashboard(answers: Answer[]) {
  const { fetch, requests } = fakeApi({
    'GET /api/staff/dashboard': answers,
    'GET /api/staff/reports?period=week': () => ({ status: 200, body: report }),
  });
  renderInApp(<DashboardPage />);
  return Object.assign(fetch, { requests });
}

/** A table's rows as text: `[["Personal", "4"], …]`, header and total rows included. */
function rowsOf(caption: string | RegExp) {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DashboardPage', () => {
  it('says it is loading, then gives every figure as a table with a caption and headers', async () => {
    renderDashboard([{ status: 200, body: week }]);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      "Loading this week's figures...",
    );

    expect(await screen.findByRole('table', { name: 'Leads this week by line' })).toBeVisible();
    expect(rowsOf('Leads this week by line')).toEqual([
      ['Line', 'Count'],
      ['Personal', '4'],
      ['Commercial', '2'],
      ['Total', '6'],
    ]);
    expect(rowsOf('Leads this week by status')).toEqual([
      ['Status', 'Count'],
      ['New', '2'],
      ['Contacted', '1'],
      ['Quoted', '1'],
      ['Won', '1'],
      ['Lost', '1'],
      ['Total', '6'],
    ]);
    expect(rowsOf(/Leads this week by coverage/)).toEqual([
      ['Coverage', 'Count'],
      ['Auto Insurance', '3'],
      ['General Liability', '1'],
    ]);
    expect(rowsOf(/Claims not closed by status/)).toEqual([
      ['Status', 'Count'],
      ['Submitted', '2'],
      ['Processing', '1'],
      ['Approved', '0'],
      ['Denied', '1'],
      ['Total', '4'],
    ]);
    // Open claims are those still being worked; decided ones are counted apart.
    const summaries = Object.fromEntries(
      [...document.querySelectorAll('dl')[0]!.querySelectorAll(':scope > div')].map((item) => [
        item.querySelector('dt')!.textContent,
        item.querySelector('dd')!.textContent,
      ]),
    );
    expect(summaries['Open claims']).toMatch(/^3/);
    expect(summaries['Decided, not closed']).toMatch(/^1/);
    expect(screen.getByText('Monday, March 10, 2025')).toBeVisible();
    expect(screen.getByText('2.5 hours')).toBeVisible();
    expect(screen.getByText('over 4 contacted leads')).toBeVisible();
    // Every chart is hidden from assistive technology: the tables say the same.
    const charts = await screen.findAllByTestId('chart');
    expect(charts).toHaveLength(4);
    for (const chart of charts) expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says when no lead was contacted and when no coverage was asked for', async () => {
    renderDashboard([
      {
        status: 200,
        body: {
          ...week,
          leads: { ...week.leads, byCoverage: [] },
          medianHoursToContact: null,
          contactedLeads: 0,
        },
      },
    ]);
    expect(await screen.findByText('No contacted leads yet')).toBeVisible();
    expect(screen.getByText('No leads this week yet.')).toBeVisible();
  });

  it('shows the open service requests, the missed ones marked in words, and links to the queue', async () => {
    renderDashboard([{ status: 200, body: week }]);
    const card = await screen.findByRole('region', { name: 'Service requests' });
    const figures = [...card.querySelectorAll('dl > div')].map((figure) => [
      figure.querySelector('dt')!.textContent,
      figure.querySelector('dd')!.textContent,
    ]);
    expect(figures).toEqual([
      ['Open', '5'],
      ['Missed their due time', '2'],
      ['Waiting for the client', '1'],
    ]);
    // Missed requests are marked by an icon and red as well as by the words.
    const missed = within(card).getByText('Missed their due time');
    expect(missed.querySelector('svg')).not.toBeNull();
    expect(missed.className).toContain('text-red-800');
    expect(
      within(card)
        .getByRole('link', { name: /Open the service queue/ })
        .getAttribute('href'),
    ).toBe('/staff/service');
  });

  it('does not mark the service requests when none missed its due time', async () => {
    renderDashboard([
      {
        status: 200,
        body: { ...week, serviceRequests: { open: 3, missed: 0, waitingForClient: 0 } },
      },
    ]);
    const card = await screen.findByRole('region', { name: 'Service requests' });
    const missed = within(card).getByText('Missed their due time');
    expect(missed.querySelector('svg')).toBeNull();
    expect(missed.className).not.toContain('text-red');
  });

  it("lists today's appointments with the time, who, what about and with whom", async () => {
    renderDashboard([
      { status: 200, body: { ...week, appointmentsToday: [clientCall, prospectVisit] } },
    ]);
    const card = await screen.findByRole('region', { name: "Today's appointments" });
    // Near the top: before the week's figures.
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)[0],
    ).toBe("Today's appointments");
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '10:30 AMJane Prairie: Review my coverage, Phone call with Jordan Price',
      '2:15 PMSam Hill: New coverage or a quote, Visit at the office with Avery Morgan',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Jane Prairie' }).getAttribute('href')).toBe(
      '/staff/clients/acc-1',
    );
    // A prospect has no record to open.
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(within(card).queryByText('No appointments today.')).toBeNull();
    expect(within(card).getByRole('link', { name: 'All appointments' }).getAttribute('href')).toBe(
      '/staff/appointments',
    );
  });

  it('says when no appointment is booked today, and links to all of them', async () => {
    renderDashboard([{ status: 200, body: week }]);
    const card = await screen.findByRole('region', { name: "Today's appointments" });
    expect(within(card).getByText('No appointments today.')).toBeVisible();
    expect(within(card).queryByRole('list')).toBeNull();
    expect(within(card).getByRole('link', { name: 'All appointments' }).getAttribute('href')).toBe(
      '/staff/appointments',
    );
  });

  it('shows how the agency is doing after the week, and Refresh reads both again', async () => {
    const fetch = renderDashboard([
      { status: 200, body: week },
      { status: 200, body: week },
    ]);
    await screen.findByRole('table', { name: 'Leads this week by line' });
    const section = screen.getByRole('region', { name: 'How the agency is doing' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      "Today's appointments",
      'Service requests',
      'Leads by line',
      'Leads by status',
      'Leads by coverage',
      'Claims not closed by status',
      'How the agency is doing',
    ]);
    expect(
      await within(section).findByRole('table', { name: 'Response to new leads' }),
    ).toBeVisible();
    const reads = (url: string) => fetch.requests.filter((request) => request.url === url);
    expect(reads('/api/staff/reports?period=week')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(reads('/api/staff/reports?period=week')).toHaveLength(2));
    expect(reads('/api/staff/dashboard')).toHaveLength(2);
  });

  it('shows an error with the server message, and reads again on Try again', async () => {
    const fetch = renderDashboard([
      { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } },
      { status: 200, body: week },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The dashboard could not be loaded.');
    expect(alert.textContent).toContain('Something went wrong on our side.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Leads this week by line' })).toBeVisible();
    expect(fetch.requests.filter((request) => request.url === '/api/staff/dashboard')).toHaveLength(
      2,
    );
  });
});
