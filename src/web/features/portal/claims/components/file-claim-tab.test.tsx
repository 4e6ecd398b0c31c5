// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '~/lib/use-toast';
import { documentMessages } from '#shared/documents';
import { MAX_CLAIM_ATTACHMENTS, claimMessages, claimStatusText } from '#shared/claims';
import { agencyToday } from '#shared/agency-time';
import { addDays, renderPortal, type FakeAnswers, type FakeRequest } from '~/lib/testing';
import { fakeClaim, fakePolicy } from '../../shared/testing';
import { FileClaimTab } from './file-claim-tab';

const policies = [
  fakePolicy({ id: 1, policyType: 'Auto', policyNumber: 'SSI-AUTO-100231' }),
  fakePolicy({ id: 2, policyType: 'Homeowners', policyNumber: 'SSI-HOME-200417' }),
  fakePolicy({ id: 3, policyType: 'Umbrella', policyNumber: 'SSI-UMB-300058', status: 'expired' }),
];

let onViewClaims: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  onViewClaims = vi.fn<() => void>();
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.restoreAllMocks();
});

async function renderForm(answers: FakeAnswers = {}) {
  const rendered = renderPortal(<FileClaimTab onViewClaims={onViewClaims} />, '/client-portal', {
    'GET /api/client/policies': [{ status: 200, body: policies }],
    ...answers,
  });
  await screen.findByRole('form', { name: 'File a claim' });
  return rendered;
}

/** The toast on screen (Radix also copies its words into an announcer). */
async function findToast() {
  const [title] = await screen.findAllByText(claimMessages.claimSubmitFailedTitle);
  return title!.closest('li')!;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Submit Claim|Submitting/ });
/** The words beside Submit that name the required fields not yet done, or null. */
const stillNeeded = () => screen.queryByText(/^Still needed:/);

/** Types into a field and leaves it, as a person does. */
function fill(label: RegExp, value: string) {
  const control = field(label);
  fireEvent.focus(control);
  fireEvent.change(control, { target: { value } });
  fireEvent.blur(control);
}

async function fillValid({ amount = '1234.5' } = {}) {
  fill(/^Policy/, '1');
  fill(/^Incident date/, agencyToday());
  fill(/^Description/, 'A hailstone cracked the windshield on I-435.');
  fill(/^Estimated amount/, amount);
  await waitFor(() => expect(stillNeeded()).toBeNull());
}

function chooseFiles(files: File[]) {
  fireEvent.change(field(/^Photos and documents/), { target: { files } });
}

const jpeg = (name: string) => new File(['JFIF'], name, { type: 'image/jpeg' });
const heic = (name: string) => new File(['....ftypheic'], name, { type: 'image/heic' });
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

const attachUrl = (claimId: number) => `POST /api/client/claims/${claimId}/attachments`;
const attached = (id: number, file: File) => ({
  status: 201,
  body: {
    id,
    fileName: file.name,
    fileSize: file.size,
    mimeType: file.type,
    uploadedAt: '2026-03-01T15:05:00.000Z',
  },
});
const posts = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'POST').map((r) => r.url);
/** The success screen's row of a file. */
const resultRow = (name: string) =>
  within(screen.getByRole('list', { name: 'Your photos and documents' }))
    .getByText(name)
    .closest('li')!;

describe('the claim form', () => {
  it('offers the active policies only', async () => {
    await renderForm();
    const options = within(field(/^Policy/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a policy',
      'Auto – SSI-AUTO-100231 (Progressive)',
      'Homeowners – SSI-HOME-200417 (Progressive)',
    ]);
    expect(field(/^Incident date/).getAttribute('max')).toBe(agencyToday());
    expect(field(/^Estimated amount/).getAttribute('step')).toBe('0.01');
    expect(field(/^Estimated amount/).getAttribute('min')).toBe('0');
  });

  it('keeps Submit disabled until the form is valid, and says beside it which fields are still needed', async () => {
    await renderForm();
    const button = submitButton();
    // Disabled, as the specification asks; the line it is described by says why.
    expect(button).toHaveProperty('disabled', true);
    const line = stillNeeded()!;
    expect(line.textContent).toBe('Still needed: Policy, Incident date, Description');
    expect(button.getAttribute('aria-describedby')).toBe(line.id);

    fill(/^Policy/, '1');
    await waitFor(() =>
      expect(stillNeeded()?.textContent).toBe('Still needed: Incident date, Description'),
    );
    fill(/^Incident date/, agencyToday());
    await waitFor(() => expect(stillNeeded()?.textContent).toBe('Still needed: Description'));
    // Too short to file a claim with: still needed.
    fill(/^Description/, 'Too short');
    await screen.findByText(claimMessages.descriptionTooShort);
    expect(stillNeeded()?.textContent).toBe('Still needed: Description');
    expect(submitButton()).toHaveProperty('disabled', true);
    fill(/^Description/, 'Long enough to describe it.');
    await waitFor(() => expect(stillNeeded()).toBeNull());
    expect(submitButton()).toHaveProperty('disabled', false);
    expect(submitButton().hasAttribute('aria-describedby')).toBe(false);
    // The amount is optional: empty is fine, a wrong one is named.
    expect(field(/^Estimated amount/).value).toBe('');
    fill(/^Estimated amount/, '-1');
    await waitFor(() => expect(stillNeeded()?.textContent).toBe('Still needed: Estimated amount'));
    fill(/^Estimated amount/, '');

    // A date after today, or a field emptied again: needed again.
    fill(/^Incident date/, addDays(agencyToday(), 1));
    await waitFor(() => expect(stillNeeded()?.textContent).toBe('Still needed: Incident date'));
    fill(/^Incident date/, agencyToday());
    fill(/^Policy/, '');
    await waitFor(() => expect(stillNeeded()?.textContent).toBe('Still needed: Policy'));
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('says each rule by its field, and announces it', async () => {
    await renderForm();
    fill(/^Policy/, '');
    fill(/^Incident date/, '');
    fill(/^Description/, 'short');
    fill(/^Estimated amount/, '-1');
    for (const [label, message] of [
      [/^Policy/, claimMessages.policyRequired],
      [/^Incident date/, claimMessages.incidentDateRequired],
      [/^Description/, claimMessages.descriptionTooShort],
      [/^Estimated amount/, claimMessages.amountInvalid],
    ] as const) {
      const error = await screen.findByText(message);
      const control = field(label);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(control.getAttribute('aria-describedby')).toContain(error.id);
    }
    fill(/^Incident date/, addDays(agencyToday(), 1));
    await screen.findByText(claimMessages.incidentDateFuture);
    fill(/^Estimated amount/, '10.005');
    await screen.findByText(claimMessages.amountInvalid);
  });

  it('sends the claim, shows Submitting..., then the number and status', async () => {
    let answer!: () => void;
    const created = fakeClaim({ claimNumber: 'CLM-2026-001000' });
    const { requests } = await renderForm({
      'POST /api/client/claims': [
        { status: 201, body: created, after: new Promise<void>((resolve) => (answer = resolve)) },
      ],
    });
    await fillValid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Submitting...'));
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: '/api/client/claims',
      body: {
        policyId: 1,
        incidentDate: agencyToday(),
        description: 'A hailstone cracked the windshield on I-435.',
        amount: 1234.5,
      },
    });
    answer();
    const heading = await screen.findByRole('heading', {
      name: claimMessages.claimSubmittedTitle,
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('CLM-2026-001000')).toBeVisible();
    expect(screen.getByText(claimStatusText.submitted.text)).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'View My Claims' }));
    expect(onViewClaims).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'File Another Claim' }));
    await screen.findByRole('form', { name: 'File a claim' });
    expect(field(/^Description/).value).toBe('');
    expect(field(/^Policy/).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field(/^Policy/)));
  });

  it('sends an empty amount as null', async () => {
    const { requests } = await renderForm({
      'POST /api/client/claims': [{ status: 201, body: fakeClaim() }],
    });
    await fillValid({ amount: '' });
    fireEvent.click(submitButton());
    await screen.findByRole('heading', { name: claimMessages.claimSubmittedTitle });
    expect((requests.at(-1)?.body as { amount: unknown }).amount).toBeNull();
  });

  it('a refusal: the Submission Failed toast with the server words, field messages by the fields', async () => {
    await renderForm({
      'POST /api/client/claims': [
        {
          status: 400,
          body: {
            message: 'Invalid claim',
            errors: [{ path: 'incidentDate', message: claimMessages.incidentDateFuture }],
          },
        },
      ],
    });
    await fillValid();
    fireEvent.click(submitButton());
    const toast = await findToast();
    expect(toast.textContent).toContain('Invalid claim');
    expect(toast.className).toMatch(/bg-red-700/);
    expect(await screen.findByText(claimMessages.incidentDateFuture)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Incident date/)));
  });

  it('a failure without words: the default message', async () => {
    await renderForm({ 'POST /api/client/claims': [{ status: 502, body: '' }] });
    await fillValid();
    fireEvent.click(submitButton());
    const toast = await findToast();
    expect(toast.textContent).toContain(claimMessages.claimSubmitFailed);
    expect(screen.getByRole('form', { name: 'File a claim' })).toBeVisible();
  });

  it('sends the claim first, then each chosen file in order, and says each is attached', async () => {
    const photo = jpeg('bumper.jpg');
    const iphone = heic('IMG_0042.HEIC');
    const report = pdf('police-report.pdf');
    const { requests } = await renderForm({
      'POST /api/client/claims': [{ status: 201, body: fakeClaim({ id: 77 }) }],
      [attachUrl(77)]: [attached(501, photo), attached(502, iphone), attached(503, report)],
    });
    await fillValid();
    const picker = field(/^Photos and documents/);
    expect(picker.multiple).toBe(true);
    expect(picker.accept).toContain('image/heic');
    expect(picker.accept).toContain('image/jpeg');
    chooseFiles([photo, iphone]);
    chooseFiles([report]);
    const chosen = screen.getByRole('list', { name: 'Files to send with the claim' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'bumper.jpg (4 B)Remove',
      'IMG_0042.HEIC (12 B)Remove',
      'police-report.pdf (8 B)Remove',
    ]);
    fireEvent.click(submitButton());

    await screen.findByRole('heading', { name: claimMessages.claimSubmittedTitle });
    await waitFor(() => expect(resultRow('police-report.pdf').textContent).toContain('Attached'));
    expect(resultRow('bumper.jpg').textContent).toContain('Attached');
    expect(resultRow('IMG_0042.HEIC').textContent).toContain('Attached');
    expect(screen.getByRole('status').textContent).toBe('3 files attached.');
    expect(posts(requests)).toEqual([
      '/api/client/claims',
      '/api/client/claims/77/attachments',
      '/api/client/claims/77/attachments',
      '/api/client/claims/77/attachments',
    ]);
    // One file per request, in the order chosen.
    const sent = vi
      .mocked(globalThis.fetch)
      .mock.calls.filter(([url]) => String(url).endsWith('/attachments'))
      .map(([, init]) => ((init!.body as FormData).get('file') as File).name);
    expect(sent).toEqual(['bumper.jpg', 'IMG_0042.HEIC', 'police-report.pdf']);
  });

  it("a file that fails says the server's reason and can be sent again; the claim stays filed", async () => {
    const photo = jpeg('bumper.jpg');
    const big = jpeg('panorama.jpg');
    const { requests } = await renderForm({
      'POST /api/client/claims': [
        { status: 201, body: fakeClaim({ id: 77, claimNumber: 'CLM-2026-000077' }) },
      ],
      [attachUrl(77)]: [
        { status: 413, body: { message: documentMessages.fileTooLarge } },
        attached(502, photo),
        attached(501, big),
      ],
    });
    await fillValid();
    chooseFiles([big, photo]);
    fireEvent.click(submitButton());

    await screen.findByRole('heading', { name: claimMessages.claimSubmittedTitle });
    await waitFor(() => expect(resultRow('bumper.jpg').textContent).toContain('Attached'));
    expect(resultRow('panorama.jpg').textContent).toContain(
      `Not attached: ${documentMessages.fileTooLarge}`,
    );
    expect(screen.getByRole('status').textContent).toBe('1 file attached, 1 not attached.');
    expect(screen.getByText('CLM-2026-000077')).toBeVisible();

    fireEvent.click(
      within(resultRow('panorama.jpg')).getByRole('button', { name: 'Try again: panorama.jpg' }),
    );
    await waitFor(() => expect(resultRow('panorama.jpg').textContent).toContain('Attached'));
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
    expect(screen.getByText('CLM-2026-000077')).toBeVisible();
    // The claim was filed once; its files went one by one, the failed one twice.
    expect(posts(requests)).toEqual([
      '/api/client/claims',
      '/api/client/claims/77/attachments',
      '/api/client/claims/77/attachments',
      '/api/client/claims/77/attachments',
    ]);
  });

  it('checks each file as it is chosen: a wrong type is refused, one can be removed, 10 at most', async () => {
    const { requests } = await renderForm({
      'POST /api/client/claims': [{ status: 201, body: fakeClaim({ id: 77 }) }],
    });
    chooseFiles([
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      pdf('a.pdf'),
    ]);
    expect(screen.getByRole('alert').textContent).toContain(
      `setup.exe: ${documentMessages.invalidType}`,
    );
    const list = () => screen.getByRole('list', { name: 'Files to send with the claim' });
    expect(list().textContent).not.toContain('setup.exe');
    fireEvent.click(within(list()).getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByRole('list', { name: 'Files to send with the claim' })).toBeNull();
    expect(document.activeElement).toBe(field(/^Photos and documents/));

    chooseFiles(
      Array.from({ length: MAX_CLAIM_ATTACHMENTS + 2 }, (_, n) => jpeg(`photo-${n + 1}.jpg`)),
    );
    expect(within(list()).getAllByRole('listitem')).toHaveLength(MAX_CLAIM_ATTACHMENTS);
    expect(list().textContent).not.toContain('photo-11.jpg');
    expect(screen.getByRole('alert').textContent).toBe(claimMessages.claimFilesTooMany);

    // Without files, only the claim is sent.
    fireEvent.click(within(list()).getByRole('button', { name: 'Remove photo-1.jpg' }));
    for (let n = 2; n <= MAX_CLAIM_ATTACHMENTS; n++) {
      fireEvent.click(screen.getByRole('button', { name: `Remove photo-${n}.jpg` }));
    }
    await fillValid();
    fireEvent.click(submitButton());
    await screen.findByRole('heading', { name: claimMessages.claimSubmittedTitle });
    expect(screen.queryByRole('list', { name: 'Your photos and documents' })).toBeNull();
    expect(posts(requests)).toEqual(['/api/client/claims']);
  });

  it('without an active policy, says claims need one', async () => {
    renderPortal(<FileClaimTab onViewClaims={onViewClaims} />, '/client-portal', {
      'GET /api/client/policies': [{ status: 200, body: [policies[2]] }],
    });
    expect(await screen.findByText(claimMessages.policyNotActive)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
