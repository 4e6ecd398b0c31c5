// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderInApp, type FakeAnswers, type FakeRequest } from '~/lib/testing';
import { signedInForEachTest } from '~/lib/signed-in-tests';
import type { AuthUser } from '#shared/auth';
import { agencyToday } from '#shared/agency-time';
import { documentMessages } from '#shared/documents';
import {
  type ChangeType,
  autoChangeTypes,
  serviceMessages,
  serviceRequestTypeLabels,
} from '#shared/change-requests';
import { signedInHintCookie } from '#shared/session-hint';
import { vinMessages } from '#shared/vin';
import { fakeChangeOption, fakeServiceRequest } from '../../shared/testing';
import { ChangeRequestPage } from './change-request-page';

const client: AuthUser = {
  id: 'u1',
  firstName: 'Dana',
  lastName: 'Lee',
  email: 'dana@example.com',
  role: 'client',
  isClient: true,
};

const auto = fakeChangeOption({ policyId: 1, policyNumber: 'SSI-AUTO-100231' });
const home = fakeChangeOption({
  policyId: 2,
  policyNumber: 'SSI-HOME-200417',
  policyType: 'Homeowners',
  auto: false,
  vehicles: [],
  drivers: [],
});
const expired = fakeChangeOption({
  policyId: 3,
  policyNumber: 'SSI-UMB-300058',
  policyType: 'Umbrella',
  auto: false,
  vehicles: [],
  drivers: [],
  unavailable: serviceMessages.policyNotInForce,
});

const createUrl = 'POST /api/client/service-requests';
const attachUrl = (id: number) => `POST /api/client/service-requests/${id}/attachments`;
const VALID_VIN = '1HGCM82633A004352';
// The same VIN with its last digit changed: the ninth character no longer checks.
const WRONG_VIN = '1HGCM82633A004353';

signedInForEachTest();

/** The change page at `url`, signed in, its policies answered; anything else unanswered (500). */
async function renderPage(url = '/client-portal/change', answers: FakeAnswers = {}) {
  const api = fakeApi({
    'GET /api/auth/user': [{ status: 200, body: client }],
    'GET /api/client/service-requests/options': [{ status: 200, body: [auto, home, expired] }],
    ...answers,
  });
  const app = renderInApp(
    [
      { path: '/client-portal/change', element: <ChangeRequestPage /> },
      { path: '/client-portal', element: <h1>Portal</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { url, strict: true },
  );
  await screen.findByRole('form', { name: serviceMessages.makeChange });
  return { ...api, ...app };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control by its label's words (a required field's label ends with its asterisk). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}\\*?$`)) as HTMLInputElement;
const radio = (type: ChangeType) =>
  screen.getByRole('radio', { name: serviceRequestTypeLabels[type] }) as HTMLInputElement;
const acknowledgement = () =>
  screen.getByRole('checkbox', { name: serviceMessages.acknowledgement }) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending\.\.\.)$/ });
const posts = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'POST');

/** Types into a field and leaves it, as a person does. */
function fill(label: string, value: string) {
  const control = field(label);
  fireEvent.focus(control);
  fireEvent.change(control, { target: { value } });
  fireEvent.blur(control);
}

function chooseFiles(files: File[]) {
  fireEvent.change(field('Files for your agent (optional)'), { target: { files } });
}

const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

/** A whole new vehicle on the auto policy, ready but for the acknowledgement. */
function fillNewVehicle(vin = VALID_VIN) {
  fireEvent.click(radio('vehicle-add'));
  fill('VIN (vehicle identification number)', vin);
  fill('Model year', '2024');
  fill('Make', 'Honda');
  fill('Model', 'Accord');
  fill('Is it owned, financed or leased?', 'financed');
  fill('Bank or leasing company', 'First Bank');
  fill('Date you get the vehicle', agencyToday());
}

describe('the change page', () => {
  it('signed out: a log-in link that comes back here', async () => {
    document.cookie = `${signedInHintCookie}=; path=/; max-age=0`;
    fakeApi();
    renderInApp([{ path: '/client-portal/change', element: <ChangeRequestPage /> }], {
      url: '/client-portal/change',
    });
    expect((await screen.findByRole('link', { name: 'Log In' })).getAttribute('href')).toBe(
      '/api/login?returnTo=%2Fclient-portal%2Fchange',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers vehicle and driver changes on the auto policy only', async () => {
    await renderPage('/client-portal/change?policy=2');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(serviceMessages.makeChange);
    expect(screen.getByRole('link', { name: 'Back to my portal' }).getAttribute('href')).toBe(
      '/client-portal',
    );
    const policy = field('Policy') as unknown as HTMLSelectElement;
    expect(policy.value).toBe('2');
    const types = () =>
      within(screen.getByRole('group', { name: /What would you like to change/ }))
        .getAllByRole('radio')
        .map((input) => (input as HTMLInputElement).value);
    expect(types()).toEqual(['address', 'lienholder', 'cancel', 'other']);

    fireEvent.change(policy, { target: { value: '1' } });
    await waitFor(() => expect(types()).toHaveLength(10));
    expect(types().slice(0, 6)).toEqual(autoChangeTypes);
    fireEvent.click(radio('vehicle-remove'));
    const vehicle = await screen.findByLabelText(/^Vehicle to remove/);
    expect(
      within(vehicle)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a vehicle', '2021 Toyota RAV4 (VIN ending 123456)']);

    // Back to the home policy: a vehicle change no longer applies, so none is chosen.
    fireEvent.change(policy, { target: { value: '2' } });
    await waitFor(() => expect(types()).toEqual(['address', 'lienholder', 'cancel', 'other']));
    expect(screen.queryByLabelText(/^Vehicle to remove/)).toBeNull();
    expect(screen.getAllByRole('radio').some((input) => (input as HTMLInputElement).checked)).toBe(
      false,
    );
  });

  it('a policy not in force says why and offers no Send', async () => {
    const { requests } = await renderPage('/client-portal/change?policy=3');
    const policy = field('Policy');
    const error = screen.getByText(serviceMessages.policyNotInForce);
    expect(policy.getAttribute('aria-invalid')).toBe('true');
    expect(policy.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByRole('link', { name: /\d/ }).getAttribute('href')).toMatch(/^tel:/);
    expect(posts(requests)).toEqual([]);
  });

  it('tells a wrong VIN check digit on the VIN field, and sends nothing', async () => {
    const { requests } = await renderPage('/client-portal/change?policy=1');
    fillNewVehicle(WRONG_VIN);
    const vin = field('VIN (vehicle identification number)');
    const error = await screen.findByText(vinMessages.checkDigit);
    expect(vin.getAttribute('aria-invalid')).toBe('true');
    expect(vin.getAttribute('aria-describedby')).toContain(error.id);
    expect(vin.getAttribute('autocapitalize')).toBe('characters');
    expect(screen.getByText(/17 letters and digits, on the registration/)).toBeVisible();

    fireEvent.click(acknowledgement());
    fireEvent.click(sendButton());
    await waitFor(() => expect(document.activeElement).toBe(vin));
    expect(posts(requests)).toEqual([]);
  });

  it('Send without the acknowledgement says it is needed, and sends nothing', async () => {
    const { requests } = await renderPage('/client-portal/change?policy=2');
    fireEvent.click(radio('other'));
    fill('Describe the change', 'Please add my home office to the policy.');
    fireEvent.click(sendButton());
    const error = await screen.findByText(serviceMessages.acknowledgementRequired);
    const checkbox = acknowledgement();
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(checkbox.getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() => expect(document.activeElement).toBe(checkbox));
    expect(posts(requests)).toEqual([]);
  });

  it('sends the change, then its file, and confirms with the reference', async () => {
    const created = fakeServiceRequest({ id: 41, reference: 'CHG-2026-000041' });
    const { requests, fetch } = await renderPage('/client-portal/change?policy=1', {
      [createUrl]: [{ status: 201, body: created }],
      [attachUrl(41)]: [
        {
          status: 201,
          body: {
            id: 90,
            fileName: 'bill-of-sale.pdf',
            fileSize: 13,
            uploadedAt: created.createdAt,
          },
        },
      ],
    });
    fillNewVehicle();
    fill('Anything else your agent should know?', '  Please call me after 5 pm.  ');
    chooseFiles([pdf('bill-of-sale.pdf')]);
    expect(screen.getByRole('list', { name: 'Files to send' }).textContent).toContain(
      'bill-of-sale.pdf',
    );
    fireEvent.click(acknowledgement());
    fireEvent.click(sendButton());

    const panel = await screen.findByText(serviceMessages.sent('CHG-2026-000041'));
    const status = panel.closest('[role="status"]') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(status.textContent).toContain(created.summary);
    await waitFor(() =>
      expect(within(status).getByText('bill-of-sale.pdf').parentElement?.textContent).toContain(
        'Attached',
      ),
    );

    expect(posts(requests).map((r) => r.url)).toEqual([
      '/api/client/service-requests',
      '/api/client/service-requests/41/attachments',
    ]);
    expect(posts(requests)[0]!.body).toEqual({
      type: 'vehicle-add',
      policyId: 1,
      acknowledged: true,
      note: 'Please call me after 5 pm.',
      details: {
        vin: VALID_VIN,
        year: 2024,
        make: 'Honda',
        model: 'Accord',
        ownership: 'financed',
        lenderName: 'First Bank',
        effectiveDate: agencyToday(),
      },
    });
    const upload = fetch.mock.calls.find(([url]) => String(url).endsWith('/attachments'))!;
    const sent = (upload[1]!.body as FormData).get('file') as File;
    expect(sent.name).toBe('bill-of-sale.pdf');

    expect(
      within(status).getByRole('link', { name: 'Back to my portal' }).getAttribute('href'),
    ).toBe('/client-portal?tab=policies#your-requests');
    fireEvent.click(within(status).getByRole('link', { name: 'Make another change' }));
    await screen.findByRole('form', { name: serviceMessages.makeChange });
    expect(screen.queryByText(serviceMessages.sent('CHG-2026-000041'))).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Policy')));
  });

  it('leaves out an empty note and an optional field not asked for', async () => {
    const { requests } = await renderPage('/client-portal/change?policy=1', {
      [createUrl]: [{ status: 201, body: fakeServiceRequest({ type: 'lienholder' }) }],
    });
    fireEvent.click(radio('lienholder'));
    fireEvent.click(screen.getByRole('radio', { name: 'Add a lender' }));
    fill("Lender's name", 'First Bank');
    fill('Loan number', 'LN-55');
    fill("Lender's address", '1 Main St, Topeka, KS 66603');
    fill('Date the change takes effect', agencyToday());
    fireEvent.click(acknowledgement());
    fireEvent.click(sendButton());
    await screen.findByText(serviceMessages.sent('CHG-2026-000041'));
    expect(posts(requests)[0]!.body).toEqual({
      type: 'lienholder',
      policyId: 1,
      acknowledged: true,
      details: {
        action: 'add',
        lenderName: 'First Bank',
        loanNumber: 'LN-55',
        lenderAddress: '1 Main St, Topeka, KS 66603',
        effectiveDate: agencyToday(),
      },
    });
  });

  it('a file that fails says why and can be sent again; the request stays sent', async () => {
    const created = fakeServiceRequest({ id: 41, reference: 'CHG-2026-000041' });
    const attached = (id: number, fileName: string) => ({
      status: 201,
      body: { id, fileName, fileSize: 13, uploadedAt: created.createdAt },
    });
    const { requests } = await renderPage('/client-portal/change?policy=2', {
      [createUrl]: [{ status: 201, body: created }],
      [attachUrl(41)]: [
        { status: 415, body: { message: documentMessages.invalidType } },
        attached(91, 'letter.pdf'),
        attached(92, 'scan.pdf'),
      ],
    });
    fireEvent.click(radio('other'));
    fill('Describe the change', 'Please add my home office to the policy.');
    chooseFiles([pdf('scan.pdf'), pdf('letter.pdf')]);
    fireEvent.click(acknowledgement());
    fireEvent.click(sendButton());

    const panel = (await screen.findByText(serviceMessages.sent('CHG-2026-000041'))).closest(
      '[role="status"]',
    ) as HTMLElement;
    const row = (name: string) => within(panel).getByText(name).parentElement!;
    await waitFor(() => expect(row('letter.pdf').textContent).toContain('Attached'));
    expect(row('scan.pdf').textContent).toContain(`Not attached: ${documentMessages.invalidType}`);
    // One after the other, in the order chosen.
    expect(posts(requests).map((r) => r.url)).toEqual([
      '/api/client/service-requests',
      '/api/client/service-requests/41/attachments',
      '/api/client/service-requests/41/attachments',
    ]);

    fireEvent.click(within(row('scan.pdf')).getByRole('button', { name: 'Try again: scan.pdf' }));
    await waitFor(() => expect(row('scan.pdf').textContent).toContain('Attached'));
    expect(within(panel).queryByRole('button', { name: /Try again/ })).toBeNull();
    expect(panel.textContent).toContain(serviceMessages.sent('CHG-2026-000041'));
    // The request itself was sent once.
    expect(posts(requests).filter((r) => r.url === '/api/client/service-requests')).toHaveLength(1);
  });

  it('checks each file before sending: a wrong type is refused, a chosen one can be removed', async () => {
    await renderPage('/client-portal/change?policy=2');
    chooseFiles([
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      pdf('letter.pdf'),
    ]);
    expect(screen.getByRole('alert').textContent).toContain(
      `setup.exe: ${documentMessages.invalidType}`,
    );
    const list = screen.getByRole('list', { name: 'Files to send' });
    expect(list.textContent).toContain('letter.pdf');
    expect(list.textContent).not.toContain('setup.exe');
    fireEvent.click(within(list).getByRole('button', { name: 'Remove letter.pdf' }));
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it("puts the server's field message by its field and focuses it", async () => {
    await renderPage('/client-portal/change?policy=1', {
      [createUrl]: [
        {
          status: 400,
          body: {
            message: 'Invalid request',
            errors: [{ path: 'details.vin', message: vinMessages.shape }],
          },
        },
      ],
    });
    fillNewVehicle();
    fireEvent.click(acknowledgement());
    fireEvent.click(sendButton());
    const error = await screen.findByText(vinMessages.shape);
    const vin = field('VIN (vehicle identification number)');
    expect(vin.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(vin));
    expect(screen.queryByText(serviceMessages.sent('CHG-2026-000041'))).toBeNull();
  });

  it('says a refusal without field messages above Send, in the server words', async () => {
    const limit = 'You have sent 10 requests in the last hour. Please call us.';
    await renderPage('/client-portal/change?policy=2', {
      [createUrl]: [{ status: 429, body: { message: limit } }],
    });
    fireEvent.click(radio('other'));
    fill('Describe the change', 'Please add my home office to the policy.');
    fireEvent.click(acknowledgement());
    fireEvent.click(sendButton());
    const alert = await screen.findByText(limit);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.queryByText(serviceMessages.sent('CHG-2026-000041'))).toBeNull();
  });
});
