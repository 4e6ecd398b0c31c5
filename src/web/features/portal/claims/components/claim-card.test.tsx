// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInApp, type FakeAnswers } from '~/lib/testing';
import { documentMessages } from '#shared/documents';
import {
  type Claim,
  type ClaimAttachment,
  MAX_CLAIM_ATTACHMENTS,
  claimMessages,
  claimStatusText,
  claimStatuses,
} from '#shared/claims';
import { fakeClaim } from '../../shared/testing';
import { ClaimCard } from './claim-card';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The card inside the app's providers (it sends files), its requests answered from `answers`. */
function render(card: React.ReactElement, answers: FakeAnswers = {}) {
  const { requests } = fakeApi(answers);
  renderInApp(card);
  return requests;
}

/** A photo or document of a claim as the API answers it. */
function fakeAttachment(overrides: Partial<ClaimAttachment> = {}): ClaimAttachment {
  return {
    id: 501,
    fileName: 'bumper.jpg',
    fileSize: 245_760,
    mimeType: 'image/jpeg',
    uploadedAt: '2026-03-01T15:05:00.000Z',
    ...overrides,
  };
}

/** What a sighted person reads: the words for screen readers only left out. */
function visibleText(element: Element) {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
  return copy.textContent;
}

/** What a screen reader reads: the parts hidden from it left out. */
function spokenText(element: Element) {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent?.replace(/\s+/g, ' ');
}

const addFiles = () =>
  screen.queryByLabelText(/^Add photos or documents/) as HTMLInputElement | null;
const filesList = () => screen.getByRole('list', { name: 'Photos and documents' });
const withFiles = (attachments: ClaimAttachment[], overrides: Partial<Claim> = {}) =>
  fakeClaim({ attachments, ...overrides });

describe('a claim card', () => {
  it.each(claimStatuses)('%s: the status label and what it means for the client', (status) => {
    render(<ClaimCard claim={fakeClaim({ status })} />);
    const article = screen.getByRole('article');
    expect(
      within(article).getByText(claimStatusText[status].label, { selector: 'span' }),
    ).toBeVisible();
    expect(within(article).getByText(claimStatusText[status].text)).toBeVisible();
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
    expect(within(article).getByRole('heading', { name: 'CLM-2026-001000' })).toBeVisible();
    expect(within(article).getByText('Auto · SSI-AUTO-100231')).toBeVisible();
    expect(within(article).getByText(/Rear-ended at a stop light/)).toBeVisible();
    expect(within(article).getByText('Feb 27, 2026')).toBeVisible();
    expect(within(article).getByText('Estimated amount').nextElementSibling?.textContent).toBe(
      claimMessages.amountPending,
    );
    expect(within(article).getByText('Filed').nextElementSibling?.textContent).toBe('Mar 1, 2026');
  });

  it('shows an amount in en-US dollars', () => {
    render(<ClaimCard claim={fakeClaim({ amount: '8450.00' })} />);
    expect(screen.getByText('$8,450.00')).toBeVisible();
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
    // The staff console's words: the first step "Filed as", a move with an arrow.
    expect(steps.map((step) => visibleText(step.querySelector('p')!))).toEqual([
      'Filed as Submitted',
      'Submitted → Approved',
    ]);
    // A screen reader hears "to", not "right arrow".
    expect(spokenText(steps[1]!.querySelector('p')!)).toBe('Submitted to Approved');
    // 15:04 UTC is 9:04 AM in Kansas (CST).
    expect(steps[0]!.textContent).toContain('Mar 1, 2026, 9:04 AM');
    expect(steps[1]!.textContent).toContain('Repair estimate accepted.');
  });

  it('shows a JPEG as a small picture named by the file, a HEIC photo as a link, a PDF as a link', () => {
    render(
      <ClaimCard
        claim={withFiles([
          fakeAttachment({ id: 501, fileName: 'bumper.jpg', mimeType: 'image/jpeg' }),
          fakeAttachment({
            id: 502,
            fileName: 'IMG_0042.HEIC',
            fileSize: 2_202_010,
            mimeType: 'image/heic',
          }),
          fakeAttachment({
            id: 503,
            fileName: 'estimate.pdf',
            fileSize: 800,
            mimeType: 'application/pdf',
          }),
        ])}
      />,
    );
    const [jpeg, heic, pdf] = within(filesList()).getAllByRole('listitem');

    const picture = within(jpeg!).getByRole('img', { name: 'bumper.jpg' }) as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('/api/documents/501/download');
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(jpeg!.textContent).toContain('240.0 KB');

    // Only Safari draws HEIC: a link with a photo icon and its kind, never a broken picture.
    expect(within(heic!).queryByRole('img')).toBeNull();
    expect(heic!.querySelector('img')).toBeNull();
    expect(heic!.querySelector('svg')).not.toBeNull();
    const heicLink = within(heic!).getByRole('link', { name: 'IMG_0042.HEIC' });
    expect(heicLink.getAttribute('href')).toBe('/api/documents/502/download');
    expect(heic!.textContent).toContain('Photo (HEIC) · 2.1 MB');
    expect(document.getElementById(heicLink.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Photo (HEIC) · 2.1 MB',
    );

    expect(pdf!.querySelector('img')).toBeNull();
    expect(within(pdf!).getByRole('link', { name: 'estimate.pdf' }).getAttribute('href')).toBe(
      '/api/documents/503/download',
    );
    expect(pdf!.textContent).toContain('800 B');
  });

  it('offers to add photos or documents while the claim is open, never once it is closed', () => {
    render(<ClaimCard claim={fakeClaim({ status: 'processing' })} />);
    const picker = addFiles()!;
    expect(picker.type).toBe('file');
    expect(picker.multiple).toBe(true);
    expect(picker.accept).toContain('image/heic');
    cleanup();

    render(<ClaimCard claim={withFiles([fakeAttachment()], { status: 'closed' })} />);
    expect(addFiles()).toBeNull();
    expect(screen.getByText(claimMessages.claimClosed)).toBeVisible();
    // Its files are still listed.
    expect(within(filesList()).getByRole('img', { name: 'bumper.jpg' })).toBeVisible();
  });

  it('hides the picker once the claim carries its 10 files', () => {
    const ten = Array.from({ length: MAX_CLAIM_ATTACHMENTS }, (_, n) =>
      fakeAttachment({ id: 600 + n, fileName: `photo-${n + 1}.jpg` }),
    );
    render(<ClaimCard claim={withFiles(ten)} />);
    expect(within(filesList()).getAllByRole('listitem')).toHaveLength(MAX_CLAIM_ATTACHMENTS);
    expect(addFiles()).toBeNull();
    expect(screen.getByText(claimMessages.claimFilesTooMany)).toBeVisible();
  });

  it('sends added files one by one, saying how it goes, and a refusal in the server words', async () => {
    let answer!: () => void;
    const requests = render(<ClaimCard claim={fakeClaim({ id: 9 })} />, {
      'POST /api/client/claims/9/attachments': [
        {
          status: 201,
          body: fakeAttachment({ id: 701, fileName: 'door.png', mimeType: 'image/png' }),
          after: new Promise<void>((resolve) => (answer = resolve)),
        },
        { status: 415, body: { message: documentMessages.invalidType } },
      ],
    });
    expect(screen.getByText('None yet.')).toBeVisible();
    fireEvent.change(addFiles()!, {
      target: {
        files: [
          new File(['png'], 'door.png', { type: 'image/png' }),
          new File(['txt'], 'notes.txt', { type: 'text/plain' }),
          new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
        ],
      },
    });
    // Refused before sending.
    expect(screen.getByRole('alert').textContent).toBe(
      `setup.exe: ${documentMessages.invalidType}`,
    );
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Sending 1 of 2: door.png...'));
    // One at a time: the second waits for the first.
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    answer();
    await waitFor(() => expect(status.textContent).toBe('1 file attached, 1 not attached.'));
    const rows = within(screen.getByRole('list', { name: 'Files sent' })).getAllByRole('listitem');
    expect(rows[0]!.textContent).toBe('door.pngAttached');
    expect(rows[1]!.textContent).toContain(`Not attached: ${documentMessages.invalidType}`);
    expect(within(rows[1]!).getByRole('button', { name: 'Try again: notes.txt' })).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/client/claims/9/attachments',
      '/api/client/claims/9/attachments',
    ]);
  });
});
