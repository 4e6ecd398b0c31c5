// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { policyMessages } from '#shared/policies';
import { formatCalendarDate, formatDay } from '#shared/format';
import { addDays, renderPortal, type FakeAnswers } from '~/lib/testing';
import { fakePolicy } from '../../shared/testing';
import { policiesCurrentAsOfKey } from '../api/policies';
import { PolicyCard } from './policy-card';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const today = '2026-03-01';
const currentAsOfUrl = 'GET /api/client/policies/current-as-of';

/** A policy card in the portal; the date it is current as of is not known unless `answers` say. */
function renderCard(overrides: Parameters<typeof fakePolicy>[0], answers: FakeAnswers = {}) {
  const rendered = renderPortal(
    <PolicyCard policy={fakePolicy(overrides)} today={today} />,
    '/client-portal',
    { [currentAsOfUrl]: [{ status: 200, body: {} }], ...answers },
  );
  return { article: screen.getByRole('article'), ...rendered };
}

const card = (overrides: Parameters<typeof fakePolicy>[0], answers: FakeAnswers = {}) =>
  renderCard(overrides, answers).article;

describe('the expiry warning of a policy card', () => {
  it.each([
    [31, null],
    [30, 'Expires in 30 days'],
    [1, 'Expires in 1 day'],
    [0, policyMessages.policyExpired],
    [-5, policyMessages.policyExpired],
  ])('%i days before expiry: %s', (days, expected) => {
    const article = card({ expirationDate: addDays(today, days) });
    const text = article.textContent ?? '';
    expect(text.includes('Expires in')).toBe(expected?.startsWith('Expires in') ?? false);
    expect(text.includes(policyMessages.policyExpired)).toBe(
      expected === policyMessages.policyExpired,
    );
    if (expected) expect(within(article).getByText(expected)).toBeVisible();
  });

  it('marks a near expiry as a warning and an expired policy as destructive', () => {
    card({ expirationDate: addDays(today, 20) });
    expect(screen.getByText('Expires in 20 days').className).toMatch(/amber/);
    cleanup();
    card({ expirationDate: addDays(today, -35), status: 'expired' });
    expect(screen.getByText(policyMessages.policyExpired).className).toMatch(/red/);
  });

  it('a cancelled policy is not "expiring", but one past its date has expired', () => {
    expect(
      card({ status: 'cancelled', expirationDate: addDays(today, 10) }).textContent,
    ).not.toMatch(/Expires in/);
    cleanup();
    expect(card({ status: 'cancelled', expirationDate: addDays(today, -1) }).textContent).toMatch(
      policyMessages.policyExpired,
    );
  });
});

describe('a renewal within 60 days', () => {
  it('says the day it renews, and offers a review and a word with the agent', () => {
    const article = card({ id: 12, expirationDate: addDays(today, 20), status: 'active' });
    expect(within(article).getByText(/Renews on/).textContent).toBe(
      `Renews on ${formatCalendarDate(addDays(today, 20))}`,
    );
    const review = within(article).getByRole('link', {
      name: 'Book a review of policy SSI-AUTO-100231',
    });
    expect(review.getAttribute('href')).toBe('/client-portal/appointments?policy=12&topic=renewal');
    const talk = within(article).getByRole('button', { name: 'Talk to my agent' });
    expect(talk.getAttribute('data-launcher-open')).toBe('live-chat');
  });

  it.each([
    ['61 days away', { expirationDate: addDays(today, 61) }],
    ['expired', { expirationDate: addDays(today, -2), status: 'expired' as const }],
    ['cancelled', { expirationDate: addDays(today, 20), status: 'cancelled' as const }],
  ])('offers nothing for a policy %s', (_, overrides) => {
    const article = card(overrides);
    expect(within(article).queryByText(/Renews on/)).toBeNull();
    expect(within(article).queryByRole('link', { name: /Book a review/ })).toBeNull();
  });
});

describe('the facts of a policy card', () => {
  it('shows type, carrier, number, money in en-US dollars, dates and status', () => {
    const article = card({ premium: '1876.50', deductible: '1000.00', status: 'active' });
    expect(within(article).getByRole('heading', { name: 'Auto' })).toBeVisible();
    for (const text of [
      'Progressive',
      'SSI-AUTO-100231',
      '$1,876.50',
      '$1,000.00',
      'Mar 15, 2025',
      'Mar 15, 2026',
      'Active',
    ]) {
      // The expiry is also the renewal's day, 14 days on.
      expect(within(article).getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('says None when there is no deductible', () => {
    const article = card({ deductible: null });
    expect(within(article).getByText('Deductible').nextElementSibling?.textContent).toBe('None');
  });

  it('prints calendar dates as they are, whatever the time zone', () => {
    expect(formatCalendarDate('2026-03-15')).toBe('Mar 15, 2026');
    expect(formatCalendarDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatCalendarDate('2025-12-31')).toBe('Dec 31, 2025');
  });
});

describe('how fresh a policy card is', () => {
  // 03:30 UTC on the 16th is still the 15th in Kansas.
  const instant = '2026-03-16T03:30:00.000Z';

  it("says the agency's day its information is current as of, once known", async () => {
    const article = card({ id: 7 }, { [currentAsOfUrl]: [{ status: 200, body: { 7: instant } }] });
    expect(formatDay(instant)).toBe('Mar 15, 2026');
    const line = await within(article).findByText(/^Information current as of/);
    expect(line.textContent).toBe('Information current as of Mar 15, 2026');
    expect(line.querySelector('time')?.getAttribute('dateTime')).toBe(instant);
  });

  it('shows the card at once, and no line while loading or for a policy not in the answer', async () => {
    let answer!: () => void;
    const { article, queryClient } = renderCard(
      { id: 7 },
      {
        [currentAsOfUrl]: [
          { status: 200, body: { 8: instant }, after: new Promise<void>((r) => (answer = r)) },
        ],
      },
    );
    expect(within(article).getByRole('heading', { name: 'Auto' })).toBeVisible();
    expect(article.textContent).not.toContain('Information current as of');
    act(() => answer());
    await waitFor(() =>
      expect(queryClient.getQueryData(policiesCurrentAsOfKey)).toEqual({ 8: instant }),
    );
    expect(article.textContent).not.toContain('Information current as of');
  });

  it('says nothing of it when it cannot be read, the card still whole', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { article, requests } = renderCard({}, { [currentAsOfUrl]: [] });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    // The portal's loads retry 3 times before they give up.
    expect(requests.filter((r) => r.url === '/api/client/policies/current-as-of')).toHaveLength(4);
    expect(article.textContent).not.toContain('Information current as of');
    expect(within(article).getByText('SSI-AUTO-100231')).toBeVisible();
  });
});

describe('telling the agency of a mistake in a policy', () => {
  const reportUrl = 'POST /api/client/policies/7/report';
  const openButton = () => screen.getByRole('button', { name: policyMessages.reportOpen });
  const field = () =>
    screen.getByLabelText(/What is wrong with this policy\?/) as HTMLTextAreaElement;

  function openForm(answers: FakeAnswers = {}) {
    const rendered = renderCard({ id: 7 }, answers);
    expect(openButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(openButton());
    return rendered;
  }

  it('opens a form in place, the focus in its field; Cancel closes it', async () => {
    openForm();
    expect(openButton().getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Report a mistake in policy SSI-AUTO-100231' });
    expect(openButton().getAttribute('aria-controls')).toBe(form.id);
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(field().required).toBe(true);
    expect(within(form).getByRole('button', { name: 'Send' })).toBeVisible();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(openButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(openButton());
    // Escape closes it too.
    fireEvent.click(openButton());
    await waitFor(() => expect(document.activeElement).toBe(field()));
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(openButton());
  });

  it('says what is missing by the field and sends nothing', async () => {
    const { requests } = openForm();
    fireEvent.change(field(), { target: { value: '  too short ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const error = await screen.findByText(policyMessages.reportTooShort);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toContain(error.id);
    fireEvent.change(field(), { target: { value: 'x'.repeat(1001) } });
    await screen.findByText(policyMessages.reportTooLong);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends the words, says Sending..., then thanks in place of the form', async () => {
    let answer!: () => void;
    const { requests } = openForm({
      [reportUrl]: [
        {
          status: 202,
          body: { message: policyMessages.reportSent },
          after: new Promise<void>((resolve) => (answer = resolve)),
        },
      ],
    });
    fireEvent.change(field(), { target: { value: '  My car is a 2019, not a 2018.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/client/policies/7/report',
      body: { message: 'My car is a 2019, not a 2018.' },
    });
    act(() => answer());
    const status = await screen.findByText(policyMessages.reportSent);
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: policyMessages.reportOpen })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it("says the server's refusal above the form, and keeps the words", async () => {
    const limit = 'You have sent 5 reports in the last hour. Please call us at (913) 555-0142.';
    openForm({ [reportUrl]: [{ status: 429, body: { message: limit } }] });
    fireEvent.change(field(), { target: { value: 'The deductible should be $250.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
    expect(field().value).toBe('The deductible should be $250.');
    expect(screen.queryByText(policyMessages.reportSent)).toBeNull();
  });
});
