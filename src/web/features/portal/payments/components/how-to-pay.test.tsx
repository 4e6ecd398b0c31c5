// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idCardMessages } from '#shared/id-cards';
import { paymentMessages, type PolicyPayment } from '#shared/payments';
import { agency } from '~/lib/agency';
import { renderPortal } from '~/lib/testing';
import { paymentsKey } from '../api/payments';
import { fakeIdCard, fakePolicy } from '../../shared/testing';
import { HowToPay } from './how-to-pay';
import { PoliciesTab } from '../../policies/components/policies-tab';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const listUrl = 'GET /api/client/payments';

/** A policy as GET /api/client/payments answers it: an auto policy whose carrier has a page. */
function fakePayment(overrides: Partial<PolicyPayment> = {}): PolicyPayment {
  return {
    policyId: 1,
    policyNumber: 'SSI-AUTO-100231',
    policyType: 'Auto',
    carrier: 'Progressive',
    paymentUrl: 'https://www.progressive.example/pay',
    paymentPhone: '(800) 555-0199',
    autopay: true,
    nextPaymentDue: '2026-04-15',
    ...overrides,
  };
}

const home = fakePayment({
  policyId: 2,
  policyNumber: 'SSI-HOME-200114',
  policyType: 'Homeowners',
  carrier: 'Safeco Insurance',
  paymentUrl: null,
  paymentPhone: null,
  autopay: false,
  nextPaymentDue: null,
});

/** The entry of the card that names `policyNumber`. */
const entryOf = (card: HTMLElement, policyNumber: string) =>
  within(card)
    .getAllByRole('listitem')
    .find((item) => item.textContent.includes(policyNumber))!;

describe('How to pay', () => {
  it("links each policy to its carrier's page and phone, and says how it is paid", async () => {
    renderPortal(<HowToPay />, '/client-portal', {
      [listUrl]: [{ status: 200, body: [fakePayment(), home] }],
    });
    const card = await screen.findByRole('region', { name: paymentMessages.title });
    expect(card.id).toBe('how-to-pay');
    expect(within(card).getByRole('heading', { name: paymentMessages.title }).tagName).toBe('H3');
    expect(card.textContent).toContain(paymentMessages.intro);

    const auto = entryOf(card, 'SSI-AUTO-100231');
    expect(auto.textContent).toContain('Progressive');
    const online = within(auto).getByRole('link', {
      name: `${paymentMessages.payOnline} for Auto SSI-AUTO-100231, Progressive (opens in a new tab)`,
    });
    expect(online.getAttribute('href')).toBe('https://www.progressive.example/pay');
    expect(online.getAttribute('target')).toBe('_blank');
    expect(online.getAttribute('rel')).toBe('noopener noreferrer');
    // Each name starts with the words on the button (WCAG 2.5.3, label in name).
    const phone = within(auto).getByRole('link', {
      name: 'Pay by phone (800) 555-0199 for Auto SSI-AUTO-100231, Progressive',
    });
    expect(phone.getAttribute('href')).toBe('tel:+18005550199');
    expect(phone.textContent).toContain('(800) 555-0199');
    expect(auto.textContent).toContain(paymentMessages.autopayOn);
    expect(auto.textContent).toContain(`${paymentMessages.nextDue} Apr 15, 2026`);
    expect(auto.querySelector('time')?.getAttribute('dateTime')).toBe('2026-04-15');

    const homeEntry = entryOf(card, 'SSI-HOME-200114');
    expect(homeEntry.textContent).toContain('Safeco Insurance');
    expect(homeEntry.textContent).toContain(paymentMessages.noCarrierDetails(agency.phone));
    expect(homeEntry.textContent).toContain(paymentMessages.autopayOff);
    expect(homeEntry.textContent).not.toContain(paymentMessages.nextDue);
    expect(within(homeEntry).queryByRole('link', { name: /^Pay/ })).toBeNull();
    expect(
      within(homeEntry).getByRole('link', { name: agency.phone }).getAttribute('href'),
    ).toMatch(/^tel:\+1\d{10}$/);
  });

  it('offers only what the agency knows, and dials a toll-free number written with its 1', async () => {
    renderPortal(<HowToPay />, '/client-portal', {
      [listUrl]: [
        {
          status: 200,
          body: [
            fakePayment({ paymentPhone: null }),
            fakePayment({
              policyId: 3,
              policyNumber: 'SSI-UMB-300058',
              paymentUrl: null,
              paymentPhone: '1-800-555-0142',
            }),
          ],
        },
      ],
    });
    const card = await screen.findByRole('region', { name: paymentMessages.title });
    const onlineOnly = entryOf(card, 'SSI-AUTO-100231');
    expect(within(onlineOnly).getByRole('link', { name: /^Pay online/ })).toBeVisible();
    expect(within(onlineOnly).queryByRole('link', { name: /^Pay by phone/ })).toBeNull();
    const phoneOnly = entryOf(card, 'SSI-UMB-300058');
    expect(within(phoneOnly).queryByRole('link', { name: /^Pay online/ })).toBeNull();
    expect(
      within(phoneOnly)
        .getByRole('link', { name: /^Pay by phone/ })
        .getAttribute('href'),
    ).toBe('tel:+18005550142');
    expect(card.textContent).not.toContain(paymentMessages.noCarrierDetails(agency.phone));
  });

  it('shows nothing when there is no policy in force (as for staff viewing the portal)', async () => {
    const { queryClient } = renderPortal(<HowToPay />, '/client-portal', {
      [listUrl]: [{ status: 200, body: [] }],
    });
    await waitFor(() => expect(queryClient.getQueryState(paymentsKey)?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: paymentMessages.title })).toBeNull();
    expect(document.getElementById('how-to-pay')).toBeNull();
  });

  it('shows nothing when the list cannot be read, after its retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { queryClient, requests } = renderPortal(<HowToPay />, '/client-portal', {
      [listUrl]: () => ({ status: 500, body: { message: 'Something went wrong' } }),
    });
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(queryClient.getQueryState(paymentsKey)?.status).toBe('error'));
    expect(requests.filter((r) => r.url === '/api/client/payments').length).toBeGreaterThan(1);
    expect(screen.queryByRole('region', { name: paymentMessages.title })).toBeNull();
    expect(document.getElementById('how-to-pay')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('arriving at #how-to-pay, brings the card into view and its heading the focus', async () => {
    const scrolled = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scrolled);
    renderPortal(<HowToPay />, '/client-portal?tab=policies#how-to-pay', {
      [listUrl]: [{ status: 200, body: [fakePayment()] }],
    });
    const heading = await screen.findByRole('heading', { name: paymentMessages.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled).toHaveBeenCalled();
  });

  it('leaves the focus alone when the address names no card', async () => {
    renderPortal(<HowToPay />, '/client-portal', {
      [listUrl]: [{ status: 200, body: [fakePayment()] }],
    });
    const heading = await screen.findByRole('heading', { name: paymentMessages.title });
    expect(document.activeElement).not.toBe(heading);
  });
});

describe('on the My Policies tab', () => {
  it('comes after Proof of insurance and before the policies', async () => {
    renderPortal(<PoliciesTab />, '/client-portal', {
      'GET /api/client/policies': [
        {
          status: 200,
          body: [fakePolicy()],
        },
      ],
      'GET /api/client/policies/current-as-of': [{ status: 200, body: {} }],
      'GET /api/client/id-cards': [{ status: 200, body: [fakeIdCard()] }],
      'GET /api/client/service-requests': [{ status: 200, body: [] }],
      [listUrl]: [{ status: 200, body: [fakePayment()] }],
    });
    const card = await screen.findByRole('region', { name: paymentMessages.title });
    const proof = await screen.findByRole('region', { name: idCardMessages.title });
    const policy = await screen.findByRole('article');
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(proof, card)).toBe(true);
    expect(follows(card, policy)).toBe(true);
  });
});
