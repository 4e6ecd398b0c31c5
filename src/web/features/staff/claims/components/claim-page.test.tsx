// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimStatusText } from '#shared/claims';
import { NOTE_MAX_LENGTH, staffClaimMessages, type StaffClaim } from '#shared/staff/claims';
import { ClaimPage } from './claim-page';
import { fakeApi, renderInApp } from '~/lib/testing';

const filed: StaffClaim = {
  id: 7,
  claimNumber: 'CLM-2026-000007',
  client: { id: 'u-1', name: 'Marcus Lee', email: 'second.client@example.com' },
  policyNumber: 'SSI-RENT-400912',
  policyType: 'Renters',
  status: 'submitted',
  amount: '1900.00',
  incidentDate: '2026-03-01',
  createdAt: '2026-03-02T15:04:00.000Z',
  ageDays: 9,
  description: 'Laptop and bicycle stolen from the apartment storage unit.',
  updatedAt: '2026-03-02T15:04:00.000Z',
  policy: {
    id: 4,
    policyNumber: 'SSI-RENT-400912',
    policyType: 'Renters',
    carrier: 'Safeco',
    status: 'active',
    premium: '168.00',
    deductible: '250.00',
    effectiveDate: '2025-06-01',
    expirationDate: '2026-06-01',
  },
  attachments: [],
  history: [
    {
      id: 1,
      fromStatus: null,
      toStatus: 'submitted',
      note: null,
      internalNote: null,
      changedBy: { id: 'u-1', name: 'Marcus Lee', role: 'client' },
      createdAt: '2026-03-02T15:04:00.000Z',
    },
  ],
};

const processing: StaffClaim = {
  ...filed,
  status: 'processing',
  history: [
    ...filed.history,
    {
      id: 2,
      fromStatus: 'submitted',
      toStatus: 'processing',
      note: 'An adjuster calls you Tuesday.',
      internalNote: 'Ask for the receipt.',
      changedBy: { id: 'u-2', name: 'Avery Morgan', role: 'agent' },
      createdAt: '2026-03-03T15:04:00.000Z',
    },
  ],
};

type Answer = { status: number; body: unknown };

function renderClaim(answers: Record<string, Answer[]>) {
  const { requests } = fakeApi(answers);
  renderInApp(<ClaimPage id={7} />);
  return requests;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ClaimPage', () => {
  it('shows the claim, the client, the policy and the timeline with internal notes marked', async () => {
    renderClaim({ 'GET /api/staff/claims/7': [{ status: 200, body: processing }] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claim CLM-2026-000007' }),
    ).toBeVisible();
    expect(screen.getByText('second.client@example.com')).toBeVisible();
    expect(screen.getByText('Safeco')).toBeVisible();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    const events = within(timeline).getAllByRole('listitem');
    expect(events[0]!.textContent).toContain('Filed as Submitted');
    expect(events[0]!.textContent).toContain('Marcus Lee (client)');
    expect(events[1]!.textContent).toContain('Avery Morgan (agent)');
    expect(events[1]!.textContent).toContain('An adjuster calls you Tuesday.');
    expect(events[1]!.textContent).toMatch(/Internal.*Ask for the receipt\./);
    // Processing may go to approved or denied.
    expect(screen.getByRole('button', { name: 'Move to Approved' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Move to Denied' })).toBeVisible();
  });

  it('moves the claim with both notes and says so', async () => {
    const requests = renderClaim({
      'GET /api/staff/claims/7': [{ status: 200, body: filed }],
      'POST /api/staff/claims/7/status': [{ status: 200, body: processing }],
    });
    fireEvent.change(await screen.findByLabelText(/Note to the client/), {
      target: { value: 'An adjuster calls you Tuesday.' },
    });
    fireEvent.change(screen.getByLabelText(/Internal note/), {
      target: { value: 'Ask for the receipt.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move to Processing' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        staffClaimMessages.moved(filed.claimNumber, 'processing'),
      ),
    );
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      status: 'processing',
      note: 'An adjuster calls you Tuesday.',
      internalNote: 'Ask for the receipt.',
    });
    // The page now offers the next steps, and the notes are cleared for the next change.
    expect(screen.getByRole('button', { name: 'Move to Approved' })).toBeVisible();
    expect((screen.getByLabelText(/Note to the client/) as HTMLTextAreaElement).value).toBe('');
    expect(screen.getAllByText(claimStatusText.processing.label).length).toBeGreaterThan(0);
  });

  it('asks for the reason and a confirmation before a denial is e-mailed', async () => {
    const denied: StaffClaim = { ...processing, status: 'denied' };
    const requests = renderClaim({
      'GET /api/staff/claims/7': [{ status: 200, body: processing }],
      'POST /api/staff/claims/7/status': [{ status: 200, body: denied }],
    });
    const deny = await screen.findByRole('button', { name: 'Move to Denied' });
    // Without the reason: told on the note, nothing asked, nothing sent.
    fireEvent.click(deny);
    expect(await screen.findByText(staffClaimMessages.reasonRequired)).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const reason = 'Flood damage is excluded from this policy; see section 4.';
    fireEvent.change(screen.getByLabelText(/Note to the client/), { target: { value: reason } });
    fireEvent.click(deny);
    const dialog = await screen.findByRole('alertdialog', {
      name: staffClaimMessages.confirmTitle(processing.claimNumber, 'denied'),
    });
    expect(dialog.textContent).toContain(reason);
    // Cancel: nothing sent, the reason kept.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.click(deny);
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Move to Denied' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        status: 'denied',
        note: reason,
        internalNote: null,
      }),
    );
  });

  it("shows the server's 409 and reads the claim again", async () => {
    const message = staffClaimMessages.changedMeanwhile('processing');
    const requests = renderClaim({
      'GET /api/staff/claims/7': [
        { status: 200, body: filed },
        { status: 200, body: processing },
      ],
      'POST /api/staff/claims/7/status': [{ status: 409, body: { message } }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move to Processing' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move to Denied' })).toBeVisible(),
    );
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('refuses a note over the limit before sending', async () => {
    const requests = renderClaim({ 'GET /api/staff/claims/7': [{ status: 200, body: filed }] });
    const note = await screen.findByLabelText(/Note to the client/);
    // maxLength stops typing; a paste or script could still put more there.
    note.removeAttribute('maxlength');
    fireEvent.change(note, { target: { value: 'x'.repeat(NOTE_MAX_LENGTH + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Move to Processing' }));
    expect(await screen.findByText(staffClaimMessages.noteTooLong)).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('lists the photos and documents the client sent, by the description', async () => {
    renderClaim({
      'GET /api/staff/claims/7': [
        {
          status: 200,
          body: {
            ...filed,
            attachments: [
              {
                id: 31,
                fileName: 'storage-door.jpg',
                fileSize: 524_288,
                mimeType: 'image/jpeg',
                uploadedAt: '2026-03-02T15:10:00.000Z',
              },
              {
                id: 32,
                fileName: 'IMG_0042.HEIC',
                fileSize: 2_202_010,
                mimeType: 'image/heic',
                uploadedAt: '2026-03-02T15:11:00.000Z',
              },
              {
                id: 33,
                fileName: 'receipt.pdf',
                fileSize: 900,
                mimeType: 'application/pdf',
                uploadedAt: '2026-03-02T15:12:00.000Z',
              },
            ],
          } satisfies StaffClaim,
        },
      ],
    });
    const panel = (await screen.findByRole('heading', { name: 'Photos and documents' }))
      .parentElement!;
    // Beside the description: the panel right after the summary.
    const summary = screen.getByRole('heading', { name: 'Summary' }).parentElement!;
    expect(summary.nextElementSibling).toBe(panel);
    const [photo, heic, pdf] = within(
      within(panel).getByRole('list', { name: 'Photos and documents' }),
    ).getAllByRole('listitem');

    const picture = within(photo!).getByRole('img', { name: 'storage-door.jpg' });
    expect(picture.getAttribute('src')).toBe('/api/documents/31/download');
    expect(picture.getAttribute('loading')).toBe('lazy');
    // Size and when it arrived (15:10 UTC is 9:10 AM in Kansas).
    expect(photo!.textContent).toContain('512.0 KB · Mar 2, 2026, 9:10 AM');

    expect(heic!.querySelector('img')).toBeNull();
    expect(within(heic!).getByRole('link', { name: 'IMG_0042.HEIC' }).getAttribute('href')).toBe(
      '/api/documents/32/download',
    );
    expect(heic!.textContent).toContain('Photo (HEIC) · 2.1 MB');

    expect(pdf!.querySelector('img')).toBeNull();
    expect(within(pdf!).getByRole('link', { name: 'receipt.pdf' }).getAttribute('href')).toBe(
      '/api/documents/33/download',
    );
    expect(pdf!.textContent).toContain('900 B');
  });

  it('says when the client sent no photos or documents', async () => {
    renderClaim({ 'GET /api/staff/claims/7': [{ status: 200, body: filed }] });
    const panel = (await screen.findByRole('heading', { name: 'Photos and documents' }))
      .parentElement!;
    expect(panel.textContent).toContain('The client sent no photos or documents.');
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('says when a claim does not exist', async () => {
    renderClaim({ 'GET /api/staff/claims/7': [{ status: 404, body: { message: 'Not found' } }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim not found' })).toBeVisible();
  });
});
