// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '#shared/payments';
import { fakeApi, renderInApp, type FakeAnswers } from '~/lib/testing';
import type { StaffPolicy } from '#shared/staff/policies';
import { PoliciesBilling, PolicyBillingForm } from './policy-billing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const policy = {
  id: 12,
  policyNumber: 'SSI-HOME-200114',
  policyType: 'Homeowners',
  carrier: 'Safeco Insurance',
};
const url = '/api/staff/policies/12/billing';

function renderForm(answers: FakeAnswers, initial?: { autopay: boolean; nextPaymentDue: string }) {
  const api = fakeApi(answers);
  renderInApp(<PolicyBillingForm policy={policy} initial={initial} />);
  const form = screen.getByRole('form', { name: 'How the client pays SSI-HOME-200114' });
  return {
    ...api,
    form,
    autopay: within(form).getByRole('checkbox', { name: 'Automatic payments are on' }),
    due: within(form).getByLabelText(/^Next payment due/) as HTMLInputElement,
    save: within(form).getByRole('button', { name: /^Save/ }),
  };
}

describe('PolicyBillingForm', () => {
  it('sends the autopay and the due date, then says Saved. until the next change', async () => {
    const { requests, autopay, due, save, form } = renderForm({
      [`PUT ${url}`]: [{ status: 200, body: { autopay: true, nextPaymentDue: '2026-04-15' } }],
    });
    expect((autopay as HTMLInputElement).checked).toBe(false);
    expect(due.value).toBe('');
    fireEvent.click(autopay);
    fireEvent.input(due, { target: { value: '2026-04-15' } });
    fireEvent.click(save);

    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe(paymentMessages.saved),
    );
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe(url);
    expect(put.body).toEqual({ autopay: true, nextPaymentDue: '2026-04-15' });

    fireEvent.click(autopay);
    expect(within(form).getByRole('status').textContent).toBe('');
  });

  it('starts from what is kept, and sends a cleared date as empty', async () => {
    const { requests, autopay, due, save, form } = renderForm(
      { [`PUT ${url}`]: [{ status: 200, body: { autopay: true, nextPaymentDue: null } }] },
      { autopay: true, nextPaymentDue: '2026-05-01' },
    );
    expect((autopay as HTMLInputElement).checked).toBe(true);
    expect(due.value).toBe('2026-05-01');
    fireEvent.input(due, { target: { value: '' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe(paymentMessages.saved),
    );
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      autopay: true,
      nextPaymentDue: '',
    });
  });

  it("shows the server's field error by its field", async () => {
    const { due, save, form } = renderForm({
      [`PUT ${url}`]: [
        {
          status: 400,
          body: {
            message: 'Please check the form',
            errors: [{ path: 'nextPaymentDue', message: paymentMessages.dueInvalid }],
          },
        },
      ],
    });
    fireEvent.input(due, { target: { value: '2026-04-15' } });
    fireEvent.click(save);
    expect(await within(form).findByText(paymentMessages.dueInvalid)).toBeVisible();
    expect(due.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('status').textContent).toBe('');
  });
});

describe('PoliciesBilling', () => {
  const staffPolicy = (overrides: Partial<StaffPolicy>): StaffPolicy => ({
    id: 12,
    policyType: 'Homeowners',
    status: 'active',
    carrier: 'Safeco Insurance',
    policyNumber: 'SSI-HOME-200114',
    premium: '1284.00',
    deductible: '500.00',
    effectiveDate: '2025-03-15',
    expirationDate: '2026-03-15',
    accountId: 'acc',
    updatedAt: '2025-03-15T15:00:00.000Z',
    ...overrides,
  });

  it('gives each policy in force its form, filled with what is kept', () => {
    fakeApi();
    renderInApp(
      <PoliciesBilling
        client={{
          policies: [
            staffPolicy({}),
            staffPolicy({ id: 13, policyNumber: 'SSI-AUTO-100231', policyType: 'Auto' }),
            staffPolicy({ id: 14, policyNumber: 'SSI-UMB-300058', status: 'cancelled' }),
          ],
          billing: [{ policyId: 12, autopay: true, nextPaymentDue: '2026-04-15' }],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'How the client pays' });
    const forms = within(section).getAllByRole('form');
    expect(forms.map((form) => form.getAttribute('aria-label'))).toEqual([
      'How the client pays SSI-HOME-200114',
      'How the client pays SSI-AUTO-100231',
    ]);
    const checked = (form: HTMLElement) =>
      (within(form).getByRole('checkbox') as HTMLInputElement).checked;
    const due = (form: HTMLElement) =>
      (within(form).getByLabelText(/^Next payment due/) as HTMLInputElement).value;
    expect([checked(forms[0]!), due(forms[0]!)]).toEqual([true, '2026-04-15']);
    expect([checked(forms[1]!), due(forms[1]!)]).toEqual([false, '']);
    expect(
      within(section).getByRole('link', { name: 'Carrier Payments' }).getAttribute('href'),
    ).toBe('/staff/payments');
  });
});
