// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Report, ReportRow } from '#shared/staff/dashboard';
import { AgencyReport } from './agency-report';
import { fakeApi, renderInApp, type FakeAnswers } from '~/lib/testing';

// The agency's clock, west of UTC: a period's first day read as midnight UTC would show the day
// before here, so the labels prove they are calendar days.
vi.hoisted(() => {
  process.env.TZ = 'America/Chicago';
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const row = (start: string, end: string, figures: Partial<ReportRow> = {}): ReportRow => ({
  start,
  end,
  response: {
    leads: 0,
    due: 0,
    contacted: 0,
    medianHours: null,
    p90Hours: null,
    missed: 0,
    missedShare: null,
  },
  funnel: { new: 0, contacted: 0, quoted: 0, won: 0, lost: 0 },
  retention: { due: 0, renewed: 0, lost: 0, rate: null },
  ...figures,
});

/** Three weeks, the current one last: a busy week, a week without leads, and this week. */
const weeks: Report = {
  period: 'week',
  asOf: '2026-11-25T20:00:00.000Z',
  rows: [
    row('2026-11-09', '2026-11-15', {
      response: {
        leads: 4,
        due: 4,
        contacted: 4,
        medianHours: 2.25,
        p90Hours: 10,
        missed: 1,
        missedShare: 0.25,
      },
      funnel: { new: 4, contacted: 4, quoted: 2, won: 1, lost: 1 },
      retention: { due: 3, renewed: 2, lost: 1, rate: 2 / 3 },
    }),
    row('2026-11-16', '2026-11-22'),
    row('2026-11-23', '2026-11-29', {
      response: {
        leads: 3,
        due: 2,
        contacted: 1,
        medianHours: 30,
        p90Hours: 30,
        missed: 2,
        missedShare: 1,
      },
      funnel: { new: 3, contacted: 1, quoted: 0, won: 0, lost: 0 },
      retention: { due: 1, renewed: 1, lost: 0, rate: 1 },
    }),
  ],
  sources: [
    { start: '2026-11-09', source: 'direct', line: 'personal', count: 1 },
    { start: '2026-11-09', source: 'google', line: 'personal', count: 2 },
    { start: '2026-11-09', source: 'google', line: 'commercial', count: 1 },
    { start: '2026-11-23', source: 'www.bing.com', line: 'personal', count: 1 },
    { start: '2026-11-23', source: 'direct', line: 'commercial', count: 2 },
  ],
  lostReasons: [
    { start: '2026-11-09', reason: 'price', count: 1 },
    { start: '2026-11-23', reason: 'another-agency', count: 1 },
    { start: '2026-11-23', reason: 'unreachable', count: 2 },
  ],
};

const months: Report = {
  period: 'month',
  asOf: '2026-11-25T20:00:00.000Z',
  rows: [
    row('2026-10-01', '2026-10-31', {
      funnel: { new: 8, contacted: 6, quoted: 3, won: 2, lost: 1 },
    }),
    row('2026-11-01', '2026-11-30'),
  ],
  sources: [],
  lostReasons: [],
};

const weekUrl = '/api/staff/reports?period=week';
const monthUrl = '/api/staff/reports?period=month';
const getWeeks = `GET ${weekUrl}`;
const getMonths = `GET ${monthUrl}`;

/**
 * A phone's width for the charts: recharts draws only once its box has a size, which happy-dom
 * does not lay out. Only the charts' boxes are given one (358 px: a 390 px screen less the page's
 * padding), so text measured by recharts stays unmeasured.
 */
function atPhoneWidth() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const sized = this.classList.contains('recharts-wrapper');
    const width = sized ? 358 : 0;
    const height = sized ? Number.parseFloat(this.style.height) : 0;
    return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height } as DOMRect;
  });
}

/** A drawn chart's texts of one kind (its period labels, its counts), in order. */
const textsOf = (chart: HTMLElement, selector: string) =>
  [...chart.querySelectorAll(selector)].map((text) => text.textContent);
const periodLabels = (chart: HTMLElement) =>
  textsOf(chart, '.recharts-xAxis-tick-labels .recharts-text');

function renderReport(answers: FakeAnswers, url = '/staff') {
  const { requests } = fakeApi(answers);
  const app = renderInApp(<AgencyReport />, { url });
  return { requests, ...app };
}

const answer = (body: Report) => () => ({ status: 200, body });

/** A table's rows as text: `[["Period", "Leads", …], ["Nov 9 – Nov 15", "4", …]]`. */
function rowsOf(name: string) {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('AgencyReport', () => {
  it('says it is loading, then gives the response to new leads per week, labelled by its days', async () => {
    renderReport({ [getWeeks]: answer(weeks) });
    expect(screen.getByRole('status').textContent).toBe("Loading the agency's figures by week...");
    expect(
      await screen.findByRole('heading', { level: 2, name: 'How the agency is doing' }),
    ).toBeVisible();
    await screen.findByRole('table', { name: 'Response to new leads' });
    expect(rowsOf('Response to new leads')).toEqual([
      [
        'Period',
        'Leads',
        'Median hours to first contact',
        '90th percentile hours',
        'Missed the 24-hour promise',
        'Share missed',
      ],
      ['Nov 9 – Nov 15', '4', '2.3', '10.0', '1', '25.0 %'],
      ['Nov 16 – Nov 22', '0', '–', '–', '0', '–'],
      ['Nov 23 – Nov 29', '3', '30.0', '30.0', '2', '100.0 %'],
    ]);
    // The table says what it counts: the promise, in words.
    const table = screen.getByRole('table', { name: 'Response to new leads' });
    const about = document.getElementById(table.getAttribute('aria-describedby')!)!;
    expect(about.textContent).toContain('The agency promises an answer within 24 hours.');
    // Every header is a header of its column or of its row.
    for (const header of within(table).getAllByRole('columnheader')) {
      expect(header.getAttribute('scope')).toBe('col');
    }
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    for (const header of within(table).getAllByRole('rowheader')) {
      expect(header.getAttribute('scope')).toBe('row');
    }
  });

  it('gives each figure under its own h3, in order', async () => {
    renderReport({ [getWeeks]: answer(weeks) });
    await screen.findByRole('table', { name: 'Response to new leads' });
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Response to new leads',
      'Leads by source and line',
      'Funnel',
      'Why leads were lost',
      'Renewal retention',
    ]);
  });

  it('shows the sources per week and line, direct in words, and a week without leads in one row', async () => {
    renderReport({ [getWeeks]: answer(weeks) });
    await screen.findByRole('table', { name: 'Leads by source and line' });
    expect(rowsOf('Leads by source and line')).toEqual([
      ['Period', 'Source', 'Personal', 'Commercial', 'Total'],
      ['Nov 9 – Nov 15', 'google', '2', '1', '3'],
      ['Nov 9 – Nov 15', 'Direct (no campaign or referring site)', '1', '0', '1'],
      ['Nov 16 – Nov 22', 'No leads in this week.'],
      ['Nov 23 – Nov 29', 'Direct (no campaign or referring site)', '0', '2', '2'],
      ['Nov 23 – Nov 29', 'www.bing.com', '1', '0', '1'],
    ]);
  });

  it('gives the funnel with its rates, "–" where there is nothing to divide by', async () => {
    renderReport({ [getWeeks]: answer(weeks) });
    await screen.findByRole('table', { name: 'Funnel' });
    expect(rowsOf('Funnel')).toEqual([
      [
        'Period',
        'New',
        'Contacted',
        'Quoted',
        'Won',
        'Contacted ÷ New',
        'Quoted ÷ Contacted',
        'Won ÷ Quoted',
        'Won ÷ New',
      ],
      ['Nov 9 – Nov 15', '4', '4', '2', '1', '100.0 %', '50.0 %', '50.0 %', '25.0 %'],
      ['Nov 16 – Nov 22', '0', '0', '0', '0', '–', '–', '–', '–'],
      ['Nov 23 – Nov 29', '3', '1', '0', '0', '33.3 %', '0.0 %', '–', '0.0 %'],
    ]);
  });

  it('gives why leads were lost, in words, and the renewals kept', async () => {
    renderReport({ [getWeeks]: answer(weeks) });
    await screen.findByRole('table', { name: 'Why leads were lost' });
    expect(rowsOf('Why leads were lost')).toEqual([
      ['Period', 'Reason', 'Leads'],
      ['Nov 9 – Nov 15', 'Price', '1'],
      ['Nov 23 – Nov 29', 'Could not reach them', '2'],
      ['Nov 23 – Nov 29', 'Chose another agency or carrier', '1'],
    ]);
    expect(rowsOf('Renewal retention')).toEqual([
      ['Period', 'Terms ended', 'Renewed', 'Lost', 'Retention'],
      ['Nov 9 – Nov 15', '3', '2', '1', '66.7 %'],
      ['Nov 16 – Nov 22', '0', '0', '0', '–'],
      ['Nov 23 – Nov 29', '1', '1', '0', '100.0 %'],
    ]);
    expect(
      screen.getByText('Renewed ÷ terms that ended in the period, cancelled policies left out.'),
    ).toBeVisible();
  });

  it('says so when no lead was lost, instead of an empty table', async () => {
    renderReport({ [getWeeks]: answer({ ...weeks, lostReasons: [] }) });
    expect(await screen.findByText('No leads were lost in these weeks.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Why leads were lost' })).toBeNull();
    // The other figures are still there.
    expect(screen.getByRole('table', { name: 'Renewal retention' })).toBeVisible();
  });

  it('offers each figure as a CSV download of the period shown', async () => {
    renderReport({ [getWeeks]: answer(weeks), [getMonths]: answer(months) });
    await screen.findByRole('table', { name: 'Response to new leads' });
    const links = () =>
      screen.getAllByRole('link', { name: /^Download .* as CSV$/ }).map((link) => ({
        name: link.textContent,
        href: link.getAttribute('href'),
        download: link.hasAttribute('download'),
      }));
    expect(links()).toEqual([
      {
        name: 'Download response times as CSV',
        href: '/api/staff/reports/export?period=week&figure=response',
        download: true,
      },
      {
        name: 'Download leads by source and line as CSV',
        href: '/api/staff/reports/export?period=week&figure=sources',
        download: true,
      },
      {
        name: 'Download the funnel as CSV',
        href: '/api/staff/reports/export?period=week&figure=funnel',
        download: true,
      },
      {
        name: 'Download lost reasons as CSV',
        href: '/api/staff/reports/export?period=week&figure=lost',
        download: true,
      },
      {
        name: 'Download renewal retention as CSV',
        href: '/api/staff/reports/export?period=week&figure=retention',
        download: true,
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'By month' }));
    await screen.findAllByRole('rowheader', { name: 'October 2026' });
    expect(links().map((link) => link.href)).toEqual([
      '/api/staff/reports/export?period=month&figure=response',
      '/api/staff/reports/export?period=month&figure=sources',
      '/api/staff/reports/export?period=month&figure=funnel',
      '/api/staff/reports/export?period=month&figure=lost',
      '/api/staff/reports/export?period=month&figure=retention',
    ]);
  });

  it('reads the months on By month and keeps the choice in the address, replacing the entry', async () => {
    const { requests, router } = renderReport({
      [getWeeks]: answer(weeks),
      [getMonths]: answer(months),
    });
    await screen.findByRole('table', { name: 'Funnel' });
    const byWeek = screen.getByRole('button', { name: 'By week' });
    const byMonth = screen.getByRole('button', { name: 'By month' });
    expect(byWeek.getAttribute('aria-pressed')).toBe('true');
    expect(byMonth.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(byMonth);
    await screen.findAllByRole('rowheader', { name: 'October 2026' });
    expect(requests.map((request) => request.url)).toEqual([weekUrl, monthUrl]);
    expect(router.state.location.search).toBe('?period=month');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(byMonth.getAttribute('aria-pressed')).toBe('true');
    expect(rowsOf('Funnel').slice(1)).toEqual([
      ['October 2026', '8', '6', '3', '2', '75.0 %', '50.0 %', '66.7 %', '25.0 %'],
      ['November 2026', '0', '0', '0', '0', '–', '–', '–', '–'],
    ]);
    expect(screen.getByText('No leads were lost in these months.')).toBeVisible();

    // Back to weeks: the address drops the choice, the weeks already read are shown again.
    fireEvent.click(byWeek);
    await screen.findAllByRole('rowheader', { name: 'Nov 9 – Nov 15' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(requests).toHaveLength(2);
  });

  it('opens on the months when the address asks for them', async () => {
    const { requests } = renderReport({ [getMonths]: answer(months) }, '/staff?period=month');
    await screen.findByRole('table', { name: 'Renewal retention' });
    expect(rowsOf('Renewal retention').map((cells) => cells[0])).toEqual([
      'Period',
      'October 2026',
      'November 2026',
    ]);
    expect(requests.map((request) => request.url)).toEqual([monthUrl]);
    expect(screen.getByRole('button', { name: 'By month' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('draws a chart above the response, funnel and retention tables, hidden from assistive technology', async () => {
    renderReport({ [getWeeks]: answer(weeks) });
    const charts = [
      ['response-chart', 'Response to new leads'],
      ['funnel-chart', 'Funnel'],
      ['retention-chart', 'Renewal retention'],
    ] as const;
    for (const [testId, table] of charts) {
      const chart = await screen.findByTestId(testId);
      expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
      // Above its own table: before it on the page, after the figure's heading.
      const tableElement = screen.getByRole('table', { name: table });
      const heading = screen.getByRole('heading', { level: 3, name: table });
      expect(chart.compareDocumentPosition(tableElement)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      expect(heading.compareDocumentPosition(chart)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    // The sources and the lost reasons are tables only.
    expect(
      screen.getAllByTestId(/-chart$/).map((chart) => chart.getAttribute('data-testid')),
    ).toEqual(['response-chart', 'funnel-chart', 'retention-chart']);
  });

  it('draws the median and 90th percentile hours per week, a gap for the week without contacted leads, against the 24-hour promise', async () => {
    atPhoneWidth();
    renderReport({ [getWeeks]: answer(weeks) });
    const chart = await screen.findByTestId('response-chart');
    await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());

    expect(chart.textContent).toContain('Median hours');
    expect(chart.textContent).toContain('90th percentile hours');
    expect(periodLabels(chart)).toEqual(['Nov 9 – Nov 15', 'Nov 16 – Nov 22', 'Nov 23 – Nov 29']);
    // The promise: a dashed line, named.
    const promise = chart.querySelector('.recharts-reference-line-line')!;
    expect(promise.getAttribute('stroke-dasharray')).toBe('6 4');
    expect(textsOf(chart, '.recharts-label')).toContain('24-hour promise');
    // Two lines, each broken where the middle week had no contacted lead: a point on either side.
    const lines = chart.querySelectorAll('.recharts-line-curve');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.getAttribute('d')!.match(/M/g)).toHaveLength(2);
    expect(chart.querySelectorAll('.recharts-line-dot')).toHaveLength(4);
    // The week at 30 hours is drawn above the promise, the first week's median below it.
    const promiseY = Number(promise.getAttribute('y1'));
    const dots = [...chart.querySelectorAll('.recharts-line-dot')].map((dot) =>
      Number(dot.getAttribute('cy')),
    );
    expect(dots.filter((y) => y < promiseY)).toHaveLength(2);
    expect(dots.filter((y) => y > promiseY)).toHaveLength(2);
  });

  it("draws the current week's funnel, its counts on the bars, and the current month's on By month", async () => {
    atPhoneWidth();
    renderReport({ [getWeeks]: answer(weeks), [getMonths]: answer(months) });
    const chart = await screen.findByTestId('funnel-chart');
    await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());
    expect(chart.textContent).toContain('Nov 23 – Nov 29, the current week');
    expect(periodLabels(chart)).toEqual(['New', 'Contacted', 'Quoted', 'Won']);
    // The last row of the table: 3 new, 1 contacted, none quoted or won.
    expect(textsOf(chart, '.recharts-label-list .recharts-text')).toEqual(['3', '1', '0', '0']);

    fireEvent.click(screen.getByRole('button', { name: 'By month' }));
    await waitFor(() =>
      expect(screen.getByTestId('funnel-chart').textContent).toContain(
        'November 2026, the current month',
      ),
    );
    const monthChart = screen.getByTestId('funnel-chart');
    await waitFor(() =>
      expect(textsOf(monthChart, '.recharts-label-list .recharts-text')).toEqual([
        '0',
        '0',
        '0',
        '0',
      ]),
    );
  });

  it('draws the retention per week in percent, a gap for the week when nothing was due', async () => {
    atPhoneWidth();
    renderReport({ [getWeeks]: answer(weeks) });
    const chart = await screen.findByTestId('retention-chart');
    await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());
    expect(periodLabels(chart)).toEqual(['Nov 9 – Nov 15', 'Nov 16 – Nov 22', 'Nov 23 – Nov 29']);
    const ticks = [...chart.querySelectorAll('.recharts-yAxis-tick-labels .recharts-text')];
    expect(ticks.map((tick) => tick.textContent)).toEqual([
      '0\u00a0%',
      '25\u00a0%',
      '50\u00a0%',
      '75\u00a0%',
      '100\u00a0%',
    ]);
    const line = chart.querySelector('.recharts-line-curve')!;
    expect(line.getAttribute('d')!.match(/M/g)).toHaveLength(2);
    // 66.7 % then 100 %: the last week's point on the 100 % line.
    const dots = [...chart.querySelectorAll('.recharts-line-dot')].map((dot) =>
      Number(dot.getAttribute('cy')),
    );
    expect(dots).toHaveLength(2);
    expect(dots[1]).toBe(Number(ticks.at(-1)!.getAttribute('y')));
    expect(dots[0]).toBeGreaterThan(dots[1]!);
  });

  it('slants the week labels on a phone, every week still labelled', async () => {
    atPhoneWidth();
    const eightWeeks: Report = {
      ...weeks,
      rows: Array.from({ length: 8 }, (_, index) => {
        const start = new Date(Date.UTC(2026, 9, 5 + 7 * index));
        const end = new Date(Date.UTC(2026, 9, 11 + 7 * index));
        return row(start.toISOString().slice(0, 10), end.toISOString().slice(0, 10));
      }),
    };
    renderReport({ [getWeeks]: answer(eightWeeks) });
    const chart = await screen.findByTestId('retention-chart');
    await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());
    const labels = [...chart.querySelectorAll('.recharts-xAxis-tick-labels .recharts-text')];
    expect(labels.map((label) => label.textContent)).toEqual([
      'Oct 5 – Oct 11',
      'Oct 12 – Oct 18',
      'Oct 19 – Oct 25',
      'Oct 26 – Nov 1',
      'Nov 2 – Nov 8',
      'Nov 9 – Nov 15',
      'Nov 16 – Nov 22',
      'Nov 23 – Nov 29',
    ]);
    for (const label of labels) expect(label.getAttribute('transform')).toMatch(/^rotate\(-45,/);
  });

  it('shows an error with the server message, and reads again on Try again', async () => {
    const { requests } = renderReport({
      [getWeeks]: [
        { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } },
        { status: 200, body: weeks },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The agency report could not be loaded.');
    expect(alert.textContent).toContain('Something went wrong on our side.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Response to new leads' })).toBeVisible();
    expect(requests).toHaveLength(2);
  });
});
