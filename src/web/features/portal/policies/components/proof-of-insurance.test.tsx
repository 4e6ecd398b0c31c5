// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idCardMessages } from '#shared/id-cards';
import { renderPortal } from '~/lib/testing';
import { IdCardPdfLink } from '../api/id-cards';
import { fakeIdCard } from '../../shared/testing';
import { ProofOfInsurance } from './proof-of-insurance';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const auto = fakeIdCard({ policyId: 7, policyNumber: 'SSI-AUTO-1' });
const expired = fakeIdCard({
  policyId: 8,
  policyNumber: 'SSI-AUTO-2',
  unavailable: idCardMessages.expired('2026-02-01'),
});

describe('ProofOfInsurance', () => {
  it('offers each vehicle its card to download or e-mail, and says why an expired policy has none', async () => {
    renderPortal(<ProofOfInsurance />, '/client-portal', {
      'GET /api/client/id-cards': [{ status: 200, body: [auto, expired] }],
      'POST /api/client/id-cards/7/vehicles/3/email': [
        { status: 202, body: { message: idCardMessages.emailed('dana@example.com') } },
      ],
    });
    const card = await screen.findByRole('region', { name: idCardMessages.title });
    const download = within(card).getByRole('link', {
      name: 'Download PDF: 2021 Toyota RAV4 (opens in a new tab)',
    });
    expect(download.getAttribute('href')).toBe('/api/client/id-cards/7/vehicles/3/pdf');
    expect(card.textContent).toContain('VIN 2T3P1RFV1MC123456');
    expect(card.textContent).toContain(idCardMessages.expired('2026-02-01'));

    fireEvent.click(
      within(card).getByRole('button', { name: 'E-mail it to me: 2021 Toyota RAV4' }),
    );
    expect(await within(card).findByText(idCardMessages.emailed('dana@example.com'))).toBeVisible();
  });

  it("offers the carrier's own card instead, when the agency has it", async () => {
    renderPortal(<ProofOfInsurance />, '/client-portal', {
      'GET /api/client/id-cards': [{ status: 200, body: [{ ...auto, carrierCardId: 41 }] }],
    });
    const card = await screen.findByRole('region', { name: idCardMessages.title });
    expect(card.textContent).toContain(idCardMessages.carrierCard);
    const download = within(card).getByRole('link', {
      name: 'Download PDF: Progressive card (opens in a new tab)',
    });
    expect(download.getAttribute('href')).toBe('/api/documents/41/download');
    expect(within(card).queryByText(/VIN/)).toBeNull();
  });

  it('links the card where the surrounding view says: staff viewing the portal get their own route', async () => {
    renderPortal(
      <IdCardPdfLink.Provider
        value={(p, v) => `/api/staff/clients/acc/id-cards/${p}/vehicles/${v}/pdf`}
      >
        <ProofOfInsurance />
      </IdCardPdfLink.Provider>,
      '/client-portal',
      { 'GET /api/client/id-cards': [{ status: 200, body: [auto] }] },
    );
    const card = await screen.findByRole('region', { name: idCardMessages.title });
    expect(
      within(card)
        .getByRole('link', { name: /^Download PDF: 2021 Toyota RAV4/ })
        .getAttribute('href'),
    ).toBe('/api/staff/clients/acc/id-cards/7/vehicles/3/pdf');
  });

  it('shows nothing to a client without an auto policy', async () => {
    const { queryClient } = renderPortal(<ProofOfInsurance />, '/client-portal', {
      'GET /api/client/id-cards': [{ status: 200, body: [] }],
    });
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['/api/client/id-cards'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: idCardMessages.title })).toBeNull();
  });
});
