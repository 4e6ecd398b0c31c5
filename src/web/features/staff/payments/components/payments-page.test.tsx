// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '#shared/payments';
import { type CarrierPayment } from '#shared/staff/payments';
import { fakeApi, renderInApp, type FakeAnswers } from '~/lib/testing';
import { PaymentsPage } from './payments-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const safeco: CarrierPayment = {
  carrier: 'Safeco Insurance',
  paymentUrl: null,
  paymentPhone: null,
  activePolicies: 3,
  updatedAt: null,
};
const travelers: CarrierPayment = {
  carrier: 'Travelers',
  paymentUrl: 'https://billing.travelers.example/',
  paymentPhone: '(800) 555-0111',
  activePolicies: 1,
  updatedAt: '2026-03-02T15:04:00.000Z',
};
const acme: CarrierPayment = {
  carrier: 'Acme Mutual',
  paymentUrl: null,
  paymentPhone: null,
  activePolicies: 0,
  updatedAt: null,
};

function renderPage(answers: FakeAnswers) {
  const api = fakeApi(answers);
  renderInApp([{ path: '/staff/payments', element: <PaymentsPage /> }], {
    url: '/staff/payments',
  });
  return api;
}

const carrierNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const rowOf = (table: HTMLElement, carrier: string) =>
  within(table).getByRole('rowheader', { name: carrier }).closest('tr')!;

describe('PaymentsPage', () => {
  it('lists carriers with policies in force first, then by name, and filters by name', async () => {
    renderPage({
      'GET /api/staff/carrier-payments': [{ status: 200, body: [acme, travelers, safeco] }],
    });
    const table = await screen.findByRole('table');
    expect(carrierNames(table)).toEqual(['Safeco Insurance', 'Travelers', 'Acme Mutual']);

    const row = rowOf(table, 'Travelers');
    const page = within(row).getByRole('link', { name: /billing\.travelers\.example/ });
    expect(page.getAttribute('href')).toBe('https://billing.travelers.example/');
    expect(page.getAttribute('rel')).toBe('noopener noreferrer');
    expect(page.textContent).toContain('(opens in a new tab)');
    expect(row.textContent).toContain('(800) 555-0111');
    expect(row.textContent).toContain('Mar 2, 2026');
    expect(rowOf(table, 'Acme Mutual').textContent).toContain('Never');

    fireEvent.change(screen.getByLabelText('Find a carrier'), { target: { value: 'TRAV' } });
    expect(carrierNames(screen.getByRole('table'))).toEqual(['Travelers']);
    fireEvent.change(screen.getByLabelText('Find a carrier'), { target: { value: 'zurich' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/No carrier matches/).textContent).toContain('zurich');
  });

  it("saves a carrier's page and phone under its encoded name; an empty field clears", async () => {
    const saved: CarrierPayment = {
      ...safeco,
      paymentUrl: 'https://www.safeco.example/pay',
      updatedAt: '2026-03-03T15:00:00.000Z',
    };
    const url = `/api/staff/carrier-payments/${encodeURIComponent('Safeco Insurance')}`;
    const { requests } = renderPage({
      'GET /api/staff/carrier-payments': [{ status: 200, body: [safeco, travelers] }],
      [`PUT ${url}`]: [{ status: 200, body: saved }],
    });
    const table = await screen.findByRole('table');
    const edit = within(rowOf(table, 'Safeco Insurance')).getByRole('button', {
      name: 'Edit the payment details of Safeco Insurance',
    });
    expect(edit.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Payment details of Safeco Insurance' });
    const page = within(form).getByLabelText(/^Payment page/);
    await waitFor(() => expect(document.activeElement).toBe(page));
    fireEvent.input(page, { target: { value: ' https://www.safeco.example/pay ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `Safeco Insurance: ${paymentMessages.saved}`,
      ),
    );
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/api/staff/carrier-payments/Safeco%20Insurance');
    expect(put.body).toEqual({ paymentUrl: 'https://www.safeco.example/pay', paymentPhone: '' });
    // The form is gone; the row shows what was saved, and its button has the focus again.
    expect(screen.queryByRole('form')).toBeNull();
    const row = rowOf(screen.getByRole('table'), 'Safeco Insurance');
    expect(within(row).getByRole('link', { name: /safeco\.example/ })).toBeVisible();
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: /^Edit/ }));
  });

  it('refuses an http address in the browser, and shows the server field error by its field', async () => {
    const url = `/api/staff/carrier-payments/${encodeURIComponent('Travelers')}`;
    const { requests } = renderPage({
      'GET /api/staff/carrier-payments': [{ status: 200, body: [travelers] }],
      [`PUT ${url}`]: [
        {
          status: 400,
          body: {
            message: 'Please check the form',
            errors: [{ path: 'paymentPhone', message: paymentMessages.phoneInvalid }],
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Edit/ }));
    const form = screen.getByRole('form', { name: 'Payment details of Travelers' });
    const page = within(form).getByLabelText(/^Payment page/);
    fireEvent.input(page, { target: { value: 'http://billing.travelers.example/' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(paymentMessages.urlInvalid)).toBeVisible();
    expect(page.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.input(page, { target: { value: 'https://billing.travelers.example/' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const phone = within(form).getByLabelText(/^Payment phone/);
    expect(await within(form).findByText(paymentMessages.phoneInvalid)).toBeVisible();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });
});
