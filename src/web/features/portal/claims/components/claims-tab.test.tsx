// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal, type FakeAnswers } from '~/lib/testing';
import type { Claim } from '#shared/claims';
import { fakeClaim } from '../../shared/testing';
import { ClaimsTab } from './claims-tab';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderTab(answers: FakeAnswers) {
  const rendered = renderPortal(<ClaimsTab />, '/client-portal', answers);
  await screen.findAllByRole('heading', { name: /^CLM-/ });
  return rendered;
}

const claim = (id: number, status: Claim['status'], createdAt: string) =>
  fakeClaim({ id, status, createdAt, claimNumber: `CLM-2026-00000${id}` });

/** The headings below the tab's own, in page order. */
const headings = () =>
  screen
    .getAllByRole('heading')
    .filter((heading) => heading.tagName !== 'H2')
    .map((heading) => heading.textContent)
    .filter((text) => text === 'Closed claims' || text?.startsWith('CLM-'));

describe('the claims tab', () => {
  it("keeps the server's order, with Closed claims before the first closed claim", async () => {
    // Open first, then closed, as the server sends them: not newest first across the two.
    await renderTab({
      'GET /api/client/claims': [
        {
          status: 200,
          body: [
            claim(1, 'processing', '2026-01-10T15:00:00.000Z'),
            claim(2, 'submitted', '2026-03-01T15:00:00.000Z'),
            claim(3, 'closed', '2026-04-01T15:00:00.000Z'),
            claim(4, 'closed', '2026-02-01T15:00:00.000Z'),
          ],
        },
      ],
    });
    expect(headings()).toEqual([
      'CLM-2026-000001',
      'CLM-2026-000002',
      'Closed claims',
      'CLM-2026-000003',
      'CLM-2026-000004',
    ]);
    // The closed claims are a list named by that heading, their headings one level below it.
    const closedHeading = screen.getByRole('heading', { name: 'Closed claims' });
    const closed = screen.getByRole('list', { name: 'Closed claims' });
    expect(
      within(closed)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby'))
        .map((id) => document.getElementById(id!)!.tagName),
    ).toEqual(['H4', 'H4']);
    expect(closedHeading.tagName).toBe('H3');
  });

  it('has no Closed claims heading without a closed claim', async () => {
    await renderTab({
      'GET /api/client/claims': [
        { status: 200, body: [claim(1, 'approved', '2026-01-10T15:00:00.000Z')] },
      ],
    });
    expect(screen.queryByRole('heading', { name: 'Closed claims' })).toBeNull();
  });

  it('reads the claims again once added files are sent, and shows them on the card', async () => {
    const open = claim(1, 'processing', '2026-01-10T15:00:00.000Z');
    const photo = {
      id: 501,
      fileName: 'hail.png',
      fileSize: 3,
      mimeType: 'image/png',
      uploadedAt: '2026-03-02T15:00:00.000Z',
    };
    const { requests } = await renderTab({
      'GET /api/client/claims': [
        { status: 200, body: [open] },
        { status: 200, body: [{ ...open, attachments: [photo] }] },
      ],
      'POST /api/client/claims/1/attachments': [{ status: 201, body: photo }],
    });
    fireEvent.change(screen.getByLabelText('Add photos or documents to claim CLM-2026-000001'), {
      target: { files: [new File(['png'], 'hail.png', { type: 'image/png' })] },
    });
    const picture = await screen.findByRole('img', { name: 'hail.png' });
    expect(picture.getAttribute('src')).toBe('/api/documents/501/download');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/client/claims',
      'POST /api/client/claims/1/attachments',
      'GET /api/client/claims',
    ]);
    expect(screen.getByRole('status').textContent).toBe('1 file attached.');
  });
});
