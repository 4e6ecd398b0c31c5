// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '~/lib/use-toast';
import { documentMessages } from '#shared/documents';
import { MAX_UPLOAD_BYTES, documentAccept, type PortalDocument } from '#shared/documents';
import { renderPortal, type FakeAnswers } from '~/lib/testing';
import { DocumentsTab } from './documents-tab';

const letter: PortalDocument = {
  id: 1,
  fileName: 'welcome-letter.pdf',
  fileSize: 580,
  mimeType: 'application/pdf',
  uploadedAt: '2026-03-01T15:04:00.000Z',
  leadId: null,
  fromAgency: true,
  canDelete: false,
};
const photo: PortalDocument = {
  id: 2,
  fileName: 'bumper.jpg',
  fileSize: 2_400_000,
  mimeType: 'image/jpeg',
  uploadedAt: '2026-03-02T18:30:00.000Z',
  leadId: null,
  fromAgency: false,
  canDelete: true,
};

/** XMLHttpRequest as far as the upload uses it; the test plays the network. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  readonly #events = new EventTarget();
  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  addEventListener(type: string, listener: EventListener) {
    this.#events.addEventListener(type, listener);
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.#events.dispatchEvent(new Event('load'));
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderTab(answers: FakeAnswers = {}) {
  const rendered = renderPortal(<DocumentsTab />, '/client-portal?tab=documents', {
    'GET /api/documents': [{ status: 200, body: [photo, letter] }],
    ...answers,
  });
  await screen.findByText('bumper.jpg');
  return rendered;
}

/** The toast on screen (Radix also copies its words into an announcer). */
async function findToast(title: string) {
  const [heading] = await screen.findAllByText(title);
  return heading!.closest('li')!;
}

const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
function choose(file: File) {
  fireEvent.change(picker(), { target: { files: [file] } });
}
function sized(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('the Documents tab', () => {
  it('lists name, size, date and who sent it, with a download link to a new tab', async () => {
    await renderTab();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')!.textContent)).toEqual([
      'bumper.jpg',
      'welcome-letter.pdf',
    ]);
    expect(rows[0]!.textContent).toContain('2.3 MB · Uploaded Mar 2, 2026');
    expect(rows[1]!.textContent).toContain('580 B · Uploaded Mar 1, 2026');
    expect(within(rows[1]!).getByText('From your agent')).toBeVisible();
    expect(within(rows[0]!).queryByText('From your agent')).toBeNull();
    // What the agency keeps has no Delete; what the client uploaded has.
    expect(within(rows[1]!).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: 'Delete bumper.jpg' })).toBeVisible();
    const link = within(rows[0]!).getByRole('link', { name: /Download bumper\.jpg/ });
    expect(link.getAttribute('href')).toBe('/api/documents/2/download');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('offers a real button for the picker, which accepts the allowed types', async () => {
    await renderTab();
    const button = screen.getByRole('button', { name: 'Choose File' });
    const click = vi.spyOn(picker(), 'click');
    fireEvent.click(button);
    expect(click).toHaveBeenCalled();
    expect(picker().getAttribute('accept')).toBe(documentAccept);
  });

  it('says File Too Large before sending anything over 10 MB', async () => {
    await renderTab();
    choose(sized('scan.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1));
    const toast = await findToast(documentMessages.fileTooLargeTitle);
    expect(toast.textContent).toContain('Please select a file smaller than 10MB');
    expect(FakeXhr.sent).toEqual([]);
  });

  it('says Invalid File Type before sending a file of another type, dropped or chosen', async () => {
    await renderTab();
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    fireEvent.drop(screen.getByText(/Drag and drop a file here/).parentElement!, {
      dataTransfer: { files: [exe] },
    });
    const toast = await findToast(documentMessages.invalidTypeTitle);
    expect(toast.textContent).toContain('Please select a PDF, image, or document file');
    act(() => dismissToast());
    choose(new File(['x'], 'notes.md', { type: '' }));
    expect(await findToast(documentMessages.invalidTypeTitle)).toBeTruthy();
    expect(FakeXhr.sent).toEqual([]);
  });

  it('uploads a dropped file with a progress bar, then shows it in the list', async () => {
    const claimPdf = { ...photo, id: 3, fileName: 'claim.pdf', mimeType: 'application/pdf' };
    const { requests } = await renderTab({
      'GET /api/documents': [
        { status: 200, body: [photo, letter] },
        { status: 200, body: [claimPdf, photo, letter] },
      ],
    });
    const file = new File(['%PDF-1.4'], 'claim.pdf', { type: 'application/pdf' });
    fireEvent.drop(screen.getByText(/Drag and drop a file here/).parentElement!, {
      dataTransfer: { files: [file] },
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/documents', true]);
    expect(xhr.body!.get('file')).toBe(file);

    act(() => xhr.progress(40, 100));
    const bar = screen.getByRole('progressbar', { name: /Uploading claim\.pdf/ });
    expect(bar.getAttribute('value')).toBe('40');
    expect(screen.getByRole('button', { name: 'Choose File' })).toHaveProperty('disabled', true);

    act(() => xhr.progress(100, 100));
    act(() => xhr.answer(201, claimPdf));
    expect(await screen.findByText('claim.pdf was uploaded.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('claim.pdf');
    expect(requests.filter((r) => r.url === '/api/documents')).toHaveLength(2);
  });

  it('shows Upload Failed with the server’s words, or its own when there are none', async () => {
    await renderTab();
    choose(new File(['x'], 'statement.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0]!.answer(415, {
        message: 'Invalid File Type: Please select a PDF, image, or document file',
      }),
    );
    const toast = await findToast(documentMessages.uploadFailedTitle);
    expect(toast.textContent).toContain('Invalid File Type: Please select a PDF');
    act(() => dismissToast());

    choose(new File(['x'], 'statement.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    act(() => FakeXhr.sent[1]!.answer(502, null));
    expect((await findToast(documentMessages.uploadFailedTitle)).textContent).toContain(
      documentMessages.uploadFailed,
    );
  });

  it('asks before deleting: focus on Cancel, Escape cancels, focus returns', async () => {
    const { requests } = await renderTab();
    const deleteButton = screen.getByRole('button', { name: 'Delete bumper.jpg' });
    deleteButton.focus();
    fireEvent.click(deleteButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this document?' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.textContent).toContain('bumper.jpg will be removed from your portal');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
    expect(document.activeElement).toBe(deleteButton);

    fireEvent.click(deleteButton);
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
    expect(document.activeElement).toBe(deleteButton);
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('deletes once confirmed, then reads the list again', async () => {
    const { requests } = await renderTab({
      'GET /api/documents': [
        { status: 200, body: [photo, letter] },
        { status: 200, body: [letter] },
      ],
      'DELETE /api/documents/2': [{ status: 204, body: null }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete bumper.jpg' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem').textContent).toContain('welcome-letter.pdf');
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/documents/2',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your documents' }));
  });

  it('shows Delete Failed when the server refuses', async () => {
    await renderTab({ 'DELETE /api/documents/2': [{ status: 500, body: { message: 'x' } }] });
    fireEvent.click(screen.getByRole('button', { name: 'Delete bumper.jpg' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    const toast = await findToast(documentMessages.deleteFailedTitle);
    expect(toast.textContent).toContain('Failed to delete document.');
  });

  it('has an empty state, and an error state after 3 retries', async () => {
    renderPortal(<DocumentsTab />, '/client-portal', {
      'GET /api/documents': [{ status: 200, body: [] }],
    });
    expect(await screen.findByRole('heading', { name: 'No Documents Yet' })).toBeVisible();
    cleanup();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = renderPortal(<DocumentsTab />, '/client-portal');
    expect(screen.getByText('Loading your documents...')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to Load Documents');
    expect(requests.filter((r) => r.url === '/api/documents')).toHaveLength(4);
  });
});
