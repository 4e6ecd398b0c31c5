// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '~/lib/use-toast';
import { claimStatusText, portalMessages } from '#shared/portal';
import { agencyToday } from '#shared/agency-time';
import { addDays, renderPortal, type FakeAnswers } from '~/lib/testing';
import { fakeClaim, fakePolicy } from '../lib/testing';
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
  const [title] = await screen.findAllByText(portalMessages.claimSubmitFailedTitle);
  return title!.closest('li')!;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Submit Claim|Submitting/ });

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
  await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
}

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

  it('keeps Submit disabled until the form is valid', async () => {
    await renderForm();
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Complete the required fields to submit your claim.')).toBeTruthy();
    fill(/^Policy/, '1');
    fill(/^Incident date/, agencyToday());
    fill(/^Description/, 'Too short');
    await screen.findByText(portalMessages.descriptionTooShort);
    expect(submitButton()).toHaveProperty('disabled', true);
    fill(/^Description/, 'Long enough to describe it.');
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
    // The amount is optional: empty is fine.
    expect(field(/^Estimated amount/).value).toBe('');
  });

  it('says each rule by its field, and announces it', async () => {
    await renderForm();
    fill(/^Policy/, '');
    fill(/^Incident date/, '');
    fill(/^Description/, 'short');
    fill(/^Estimated amount/, '-1');
    for (const [label, message] of [
      [/^Policy/, portalMessages.policyRequired],
      [/^Incident date/, portalMessages.incidentDateRequired],
      [/^Description/, portalMessages.descriptionTooShort],
      [/^Estimated amount/, portalMessages.amountInvalid],
    ] as const) {
      const error = await screen.findByText(message);
      const control = field(label);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(control.getAttribute('aria-describedby')).toContain(error.id);
    }
    fill(/^Incident date/, addDays(agencyToday(), 1));
    await screen.findByText(portalMessages.incidentDateFuture);
    fill(/^Estimated amount/, '10.005');
    await screen.findByText(portalMessages.amountInvalid);
    expect(submitButton()).toHaveProperty('disabled', true);
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
      name: portalMessages.claimSubmittedTitle,
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('CLM-2026-001000')).toBeTruthy();
    expect(screen.getByText(claimStatusText.submitted.text)).toBeTruthy();

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
    await screen.findByRole('heading', { name: portalMessages.claimSubmittedTitle });
    expect((requests.at(-1)?.body as { amount: unknown }).amount).toBeNull();
  });

  it('a refusal: the Submission Failed toast with the server words, field messages by the fields', async () => {
    await renderForm({
      'POST /api/client/claims': [
        {
          status: 400,
          body: {
            message: 'Invalid claim',
            errors: [{ path: 'incidentDate', message: portalMessages.incidentDateFuture }],
          },
        },
      ],
    });
    await fillValid();
    fireEvent.click(submitButton());
    const toast = await findToast();
    expect(toast.textContent).toContain('Invalid claim');
    expect(toast.className).toMatch(/bg-red-700/);
    expect(await screen.findByText(portalMessages.incidentDateFuture)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Incident date/)));
  });

  it('a failure without words: the default message', async () => {
    await renderForm({ 'POST /api/client/claims': [{ status: 502, body: '' }] });
    await fillValid();
    fireEvent.click(submitButton());
    const toast = await findToast();
    expect(toast.textContent).toContain(portalMessages.claimSubmitFailed);
    expect(screen.getByRole('form', { name: 'File a claim' })).toBeTruthy();
  });

  it('without an active policy, says claims need one', async () => {
    renderPortal(<FileClaimTab onViewClaims={onViewClaims} />, '/client-portal', {
      'GET /api/client/policies': [{ status: 200, body: [policies[2]] }],
    });
    expect(await screen.findByText(portalMessages.policyNotActive)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
