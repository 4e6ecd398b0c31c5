// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { portalMessages } from '#shared/portal';
import { formatCalendarDate } from '#shared/format';
import { addDays } from '~/lib/testing';
import { fakePolicy } from '../lib/testing';
import { PolicyCard } from './policy-card';

afterEach(cleanup);

const today = '2026-03-01';

function card(overrides: Parameters<typeof fakePolicy>[0]) {
  render(<PolicyCard policy={fakePolicy(overrides)} today={today} />);
  return screen.getByRole('article');
}

describe('the expiry warning of a policy card', () => {
  it.each([
    [31, null],
    [30, 'Expires in 30 days'],
    [1, 'Expires in 1 day'],
    [0, portalMessages.policyExpired],
    [-5, portalMessages.policyExpired],
  ])('%i days before expiry: %s', (days, expected) => {
    const article = card({ expirationDate: addDays(today, days) });
    const text = article.textContent ?? '';
    expect(text.includes('Expires in')).toBe(expected?.startsWith('Expires in') ?? false);
    expect(text.includes(portalMessages.policyExpired)).toBe(
      expected === portalMessages.policyExpired,
    );
    if (expected) expect(within(article).getByText(expected)).toBeTruthy();
  });

  it('marks a near expiry as a warning and an expired policy as destructive', () => {
    card({ expirationDate: addDays(today, 20) });
    expect(screen.getByText('Expires in 20 days').className).toMatch(/amber/);
    cleanup();
    card({ expirationDate: addDays(today, -35), status: 'expired' });
    expect(screen.getByText(portalMessages.policyExpired).className).toMatch(/red/);
  });

  it('a cancelled policy is not "expiring", but one past its date has expired', () => {
    expect(
      card({ status: 'cancelled', expirationDate: addDays(today, 10) }).textContent,
    ).not.toMatch(/Expires in/);
    cleanup();
    expect(card({ status: 'cancelled', expirationDate: addDays(today, -1) }).textContent).toMatch(
      portalMessages.policyExpired,
    );
  });
});

describe('the facts of a policy card', () => {
  it('shows type, carrier, number, money in en-US dollars, dates and status', () => {
    const article = card({ premium: '1876.50', deductible: '1000.00', status: 'active' });
    expect(within(article).getByRole('heading', { name: 'Auto' })).toBeTruthy();
    for (const text of [
      'Progressive',
      'SSI-AUTO-100231',
      '$1,876.50',
      '$1,000.00',
      'Mar 15, 2025',
      'Mar 15, 2026',
      'Active',
    ]) {
      expect(within(article).getByText(text)).toBeTruthy();
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
