// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { claimStatuses, claimStatusText, portalMessages } from '#shared/portal';
import { fakeClaim } from '../lib/testing';
import { ClaimCard } from './claim-card';

afterEach(cleanup);

describe('a claim card', () => {
  it.each(claimStatuses)('%s: the status label and what it means for the client', (status) => {
    render(<ClaimCard claim={fakeClaim({ status })} />);
    const article = screen.getByRole('article');
    expect(
      within(article).getByText(claimStatusText[status].label, { selector: 'span' }),
    ).toBeTruthy();
    expect(within(article).getByText(claimStatusText[status].text)).toBeTruthy();
  });

  it('the five statuses say what each means for the client', () => {
    expect(claimStatusText.submitted.text).toMatch(/received and is under review/);
    expect(claimStatusText.submitted.text).toMatch(/may contact you/);
    expect(claimStatusText.processing.text).toMatch(/being processed by our team/);
    expect(claimStatusText.approved.text).toMatch(/approved for payment/);
    expect(claimStatusText.denied.text).toMatch(/denied.*contact us/);
    expect(claimStatusText.closed.text).toMatch(/closed/);
  });

  it('shows number, policy, description, dates, and Pending without an amount', () => {
    render(<ClaimCard claim={fakeClaim()} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { name: 'CLM-2026-001000' })).toBeTruthy();
    expect(within(article).getByText('Auto · SSI-AUTO-100231')).toBeTruthy();
    expect(within(article).getByText(/Rear-ended at a stop light/)).toBeTruthy();
    expect(within(article).getByText('Feb 27, 2026')).toBeTruthy();
    expect(within(article).getByText('Estimated amount').nextElementSibling?.textContent).toBe(
      portalMessages.amountPending,
    );
    expect(within(article).getByText('Filed').nextElementSibling?.textContent).toBe('Mar 1, 2026');
  });

  it('shows an amount in en-US dollars', () => {
    render(<ClaimCard claim={fakeClaim({ amount: '8450.00' })} />);
    expect(screen.getByText('$8,450.00')).toBeTruthy();
  });

  it('lists the status history oldest first, with dates and notes', () => {
    render(
      <ClaimCard
        claim={fakeClaim({
          status: 'approved',
          history: [
            {
              fromStatus: 'submitted',
              toStatus: 'approved',
              note: 'Repair estimate accepted.',
              createdAt: '2026-03-05T16:30:00.000Z',
            },
            {
              fromStatus: null,
              toStatus: 'submitted',
              note: null,
              createdAt: '2026-03-01T15:04:00.000Z',
            },
          ],
        })}
      />,
    );
    const timeline = screen.getByRole('list', { name: 'Status history' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Filed as Submitted',
      'Submitted to Approved',
    ]);
    // 15:04 UTC is 9:04 AM in Kansas (CST).
    expect(steps[0]!.textContent).toContain('Mar 1, 2026, 9:04 AM');
    expect(steps[1]!.textContent).toContain('Repair estimate accepted.');
  });
});
