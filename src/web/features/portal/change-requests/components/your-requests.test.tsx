// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '~/lib/testing';
import { serviceMessages } from '#shared/change-requests';
import { serviceRequestsKey } from '../api/change-requests';
import { fakePolicy, fakeServiceRequest } from '../../shared/testing';
import { PoliciesTab } from '../../policies/components/policies-tab';
import { YourRequests } from './your-requests';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const listUrl = 'GET /api/client/service-requests';

describe('Your requests', () => {
  it('lists changes only: certificate requests are followed on the Certificates tab', async () => {
    renderPortal(<YourRequests />, '/client-portal', {
      [listUrl]: [
        {
          status: 200,
          body: [
            fakeServiceRequest({ id: 7, reference: 'CHG-2026-000007' }),
            fakeServiceRequest({
              id: 8,
              reference: 'COI-2026-000008',
              kind: 'certificate',
              type: 'certificate',
              policyId: null,
              policyNumber: null,
              policyType: null,
            }),
          ],
        },
      ],
    });
    const section = await screen.findByRole('region', { name: serviceMessages.requestsTitle });
    expect(within(section).getByText('CHG-2026-000007')).toBeVisible();
    expect(within(section).queryByText('COI-2026-000008')).toBeNull();
  });

  it('open requests first, then completed, the newest first in each', async () => {
    renderPortal(<YourRequests />, '/client-portal', {
      [listUrl]: [
        {
          status: 200,
          body: [
            fakeServiceRequest({
              id: 4,
              reference: 'CHG-2026-000004',
              status: 'completed',
              createdAt: '2026-03-04T15:00:00.000Z',
            }),
            fakeServiceRequest({
              id: 3,
              reference: 'CHG-2026-000003',
              status: 'in-progress',
              createdAt: '2026-03-03T15:00:00.000Z',
            }),
            fakeServiceRequest({
              id: 2,
              reference: 'CHG-2026-000002',
              status: 'completed',
              createdAt: '2026-03-02T15:00:00.000Z',
            }),
            fakeServiceRequest({
              id: 5,
              reference: 'CHG-2026-000005',
              status: 'needs-information',
              createdAt: '2026-03-05T15:00:00.000Z',
            }),
          ],
        },
      ],
    });
    const section = await screen.findByRole('region', { name: serviceMessages.requestsTitle });
    expect(section.id).toBe('your-requests');
    expect(
      within(section).getByRole('heading', { name: serviceMessages.requestsTitle }).tagName,
    ).toBe('H3');
    expect(
      within(section)
        .getAllByRole('article')
        .map((card) => card.querySelector('h4')?.textContent),
    ).toEqual(['CHG-2026-000005', 'CHG-2026-000003', 'CHG-2026-000004', 'CHG-2026-000002']);
  });

  it('shows nothing when there is no request (as for staff viewing the portal)', async () => {
    const { queryClient } = renderPortal(<YourRequests />, '/client-portal', {
      [listUrl]: [{ status: 200, body: [] }],
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(serviceRequestsKey)?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: serviceMessages.requestsTitle })).toBeNull();
    expect(document.getElementById('your-requests')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing when the list cannot be read, after its retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { queryClient } = renderPortal(<YourRequests />, '/client-portal');
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() =>
      expect(queryClient.getQueryState(serviceRequestsKey)?.status).toBe('error'),
    );
    expect(screen.queryByRole('region', { name: serviceMessages.requestsTitle })).toBeNull();
    expect(document.getElementById('your-requests')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the list again once a file is added, so the request shows it', async () => {
    const request = fakeServiceRequest({ id: 7, status: 'in-progress' });
    const withFile = {
      ...request,
      attachments: [
        { id: 95, fileName: 'letter.pdf', fileSize: 10, uploadedAt: '2026-03-02T15:00:00.000Z' },
      ],
    };
    const { requests } = renderPortal(<YourRequests />, '/client-portal', {
      [listUrl]: [
        { status: 200, body: [request] },
        { status: 200, body: [withFile] },
      ],
      'POST /api/client/service-requests/7/attachments': [
        { status: 201, body: withFile.attachments[0] },
      ],
    });
    const card = await screen.findByRole('article');
    const file = new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' });
    fireEvent.change(within(card).getByLabelText('Add a file'), { target: { files: [file] } });
    expect(await within(card).findByRole('link', { name: 'letter.pdf' })).toBeVisible();
    expect(requests.filter((r) => r.url === '/api/client/service-requests')).toHaveLength(2);
  });
});

describe('on the My Policies tab', () => {
  it('a policy in force offers Make a change; the requests follow the policies', async () => {
    renderPortal(<PoliciesTab />, '/client-portal', {
      'GET /api/client/policies': [
        {
          status: 200,
          body: [
            fakePolicy({ id: 1, policyNumber: 'SSI-AUTO-100231' }),
            fakePolicy({ id: 3, policyNumber: 'SSI-UMB-300058', status: 'expired' }),
          ],
        },
      ],
      'GET /api/client/policies/current-as-of': [{ status: 200, body: {} }],
      'GET /api/client/id-cards': [{ status: 200, body: [] }],
      [listUrl]: [{ status: 200, body: [fakeServiceRequest()] }],
    });
    const section = await screen.findByRole('region', { name: serviceMessages.requestsTitle });
    const links = screen.getAllByRole('link', { name: /^Make a change/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/client-portal/change?policy=1',
    ]);
    expect(links[0]!.closest('article')!.textContent).toContain('SSI-AUTO-100231');
    // Below the list of policies.
    const policies = screen.getAllByRole('article')[0]!;
    expect(
      policies.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
