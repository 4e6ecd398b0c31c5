// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, renderPortal, type FakeAnswers, type FakeRequest } from '~/lib/testing';
import { agencyToday } from '#shared/agency-time';
import { documentMessages } from '#shared/documents';
import { type CertificateHolder, certificateMessages } from '#shared/certificates';
import { type ServiceRequest } from '#shared/change-requests';
import {
  fakeCertificateHolder,
  fakeClientAccount,
  fakeIssuedCertificate,
  fakeServiceRequest,
} from '../../shared/testing';
import { CertificatesTab } from './certificates-tab';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const builders = fakeCertificateHolder();
const bank = fakeCertificateHolder({
  id: 9,
  name: 'First Bank of Kansas',
  addressLine1: '1 Main St',
  addressLine2: null,
  city: 'Topeka',
  state: 'KS',
  postalCode: '66603',
  email: null,
  loanNumber: 'LN-5521',
  location: null,
});

const certificateRequest = (overrides: Partial<ServiceRequest> = {}) =>
  fakeServiceRequest({
    id: 55,
    reference: 'COI-2026-000055',
    kind: 'certificate',
    type: 'certificate',
    summary: 'Certificate for Overland Park Builders Inc., needed by Mar 3, 2026, 3:00 PM',
    policyId: null,
    policyNumber: null,
    policyType: null,
    ...overrides,
  });

/**
 * A fake of the certificate routes over a list of holders: GET reads it, POST adds to it, PUT
 * changes one. The requests list holds what was created.
 */
function certificateApi({
  holders = [builders],
  issued = [fakeIssuedCertificate()],
  requests = [] as ServiceRequest[],
}: { holders?: CertificateHolder[]; issued?: unknown[]; requests?: ServiceRequest[] } = {}) {
  let list = [...holders];
  let nextId = 20;
  const answers: FakeAnswers = {
    'GET /api/client/certificate-holders': () => ({ status: 200, body: list }),
    'POST /api/client/certificate-holders': (request) => {
      const holder = { id: nextId++, ...(request.body as Omit<CertificateHolder, 'id'>) };
      list = [...list, holder].sort((a, b) => a.name.localeCompare(b.name));
      return { status: 201, body: holder };
    },
    'GET /api/client/certificates': () => ({ status: 200, body: issued }),
    'GET /api/client/service-requests': () => ({ status: 200, body: requests }),
  };
  for (const holder of holders) {
    answers[`PUT /api/client/certificate-holders/${holder.id}`] = (request) => {
      const saved = { id: holder.id, ...(request.body as Omit<CertificateHolder, 'id'>) };
      list = list.map((item) => (item.id === holder.id ? saved : item));
      return { status: 200, body: saved };
    };
  }
  return { answers };
}

function renderTab(answers: FakeAnswers) {
  return renderPortal(<CertificatesTab />, '/client-portal?tab=certificates', answers);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control by its label's words (a required field's label ends with its asterisk). */
const field = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(new RegExp(`^${escape(label)}\\*?$`)) as HTMLInputElement;

function fill(label: string, value: string, scope?: HTMLElement) {
  const control = field(label, scope);
  fireEvent.focus(control);
  fireEvent.change(control, { target: { value } });
  fireEvent.blur(control);
}

const requestForm = () => screen.getByRole('form', { name: 'Request a certificate' });
const sendButton = () =>
  within(requestForm()).getByRole('button', { name: /^(Send|Sending\.\.\.)$/ });
const posts = (requests: FakeRequest[]) => requests.filter((r) => r.method !== 'GET');
const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });
const tomorrow = () => addDays(agencyToday(), 1);

describe('the Certificates tab', () => {
  it('sends the request as the route reads it, then the requirements, and confirms', async () => {
    const created = certificateRequest();
    const api = certificateApi();
    const requestsBefore: ServiceRequest[] = [];
    let sent = false;
    const { requests } = renderTab({
      ...api.answers,
      'GET /api/client/service-requests': () => ({
        status: 200,
        body: sent ? [created] : requestsBefore,
      }),
      'POST /api/client/certificate-requests': () => {
        sent = true;
        return { status: 201, body: created };
      },
      'POST /api/client/service-requests/55/attachments': [
        {
          status: 201,
          body: {
            id: 90,
            fileName: 'requirements.pdf',
            fileSize: 13,
            uploadedAt: created.createdAt,
          },
        },
      ],
    });
    expect(
      screen.getByRole('heading', { level: 2, name: certificateMessages.title }),
    ).toBeVisible();
    expect(screen.getByText(certificateMessages.intro)).toBeVisible();
    const holder = await screen.findByRole('option', { name: /^Overland Park Builders Inc\./ });
    expect(holder.textContent).toBe('Overland Park Builders Inc. (Overland Park, KS 66210)');

    fill('Certificate holder', '7');
    fill('Date you need it by', tomorrow());
    expect(field('Time you need it by').value).toBe('15:00');
    fill('Time you need it by', '09:30');
    const additional = screen.getByRole('checkbox', { name: 'Additional insured' });
    expect(additional.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(additional.getAttribute('aria-describedby')!)!.textContent,
    ).toMatch(/covered by your policy/);
    fireEvent.click(additional);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Primary and non-contributory' }));
    fill('Description of operations', '  Roof replacement at 7300 W 110th St  ');
    fireEvent.change(field('Insurance requirements from the contract (optional)'), {
      target: { files: [pdf('requirements.pdf')] },
    });
    expect(screen.getByRole('list', { name: 'Files to send' }).textContent).toContain(
      'requirements.pdf',
    );
    fireEvent.click(sendButton());

    const message = await screen.findByText(certificateMessages.requestSent('COI-2026-000055'));
    const status = message.closest('[role="status"]') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(status));
    await waitFor(() =>
      expect(within(status).getByText('requirements.pdf').parentElement?.textContent).toContain(
        'Attached',
      ),
    );
    expect(posts(requests).map((r) => r.url)).toEqual([
      '/api/client/certificate-requests',
      '/api/client/service-requests/55/attachments',
    ]);
    // The empty note is left out; the description is trimmed.
    expect(posts(requests)[0]!.body).toEqual({
      holderId: 7,
      neededByDate: tomorrow(),
      neededByTime: '09:30',
      additionalInsured: true,
      waiverOfSubrogation: false,
      primaryNonContributory: true,
      operations: 'Roof replacement at 7300 W 110th St',
    });
    const upload = vi
      .mocked(globalThis.fetch)
      .mock.calls.find(([url]) => String(url).endsWith('/attachments'))!;
    expect(((upload[1]!.body as FormData).get('file') as File).name).toBe('requirements.pdf');

    // The request is followed below, with its card.
    const section = (
      await screen.findByRole('heading', { name: 'Your certificate requests' })
    ).closest('section')!;
    expect(
      within(section).getByRole('heading', { level: 4, name: 'COI-2026-000055' }),
    ).toBeVisible();

    // Another request starts from an empty form.
    fireEvent.click(within(status).getByRole('button', { name: 'Ask for another certificate' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Certificate holder')));
    expect(field('Certificate holder').value).toBe('');
  });

  it("puts the server's refusal of the time on the time field and focuses it", async () => {
    const { requests } = renderTab({
      ...certificateApi().answers,
      'POST /api/client/certificate-requests': [
        {
          status: 400,
          body: {
            message: certificateMessages.neededInPast,
            errors: [{ path: 'neededByTime', message: certificateMessages.neededInPast }],
          },
        },
      ],
    });
    await screen.findByRole('option', { name: /^Overland Park Builders Inc\./ });
    fill('Certificate holder', '7');
    fill('Date you need it by', tomorrow());
    fireEvent.click(sendButton());

    const error = await screen.findByText(certificateMessages.neededInPast);
    const time = field('Time you need it by');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(time.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(time));
    expect(field('Date you need it by').getAttribute('aria-invalid')).toBeNull();
    expect(posts(requests)).toHaveLength(1);
    expect(screen.queryByText(certificateMessages.requestSent('COI-2026-000055'))).toBeNull();
  });

  it('says what is missing, and a time already past today, without sending', async () => {
    const { requests } = renderTab(certificateApi().answers);
    await screen.findByRole('option', { name: /^Overland Park Builders Inc\./ });
    fireEvent.click(sendButton());
    expect(await screen.findByText(certificateMessages.holderRequired)).toBeVisible();
    expect(screen.getByText(certificateMessages.neededDateInvalid)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(field('Certificate holder')));

    fill('Certificate holder', '7');
    fill('Date you need it by', agencyToday());
    fill('Time you need it by', '00:00');
    fireEvent.click(sendButton());
    expect(await screen.findByText(certificateMessages.neededInPast)).toBeVisible();
    expect(posts(requests)).toEqual([]);
  });

  it('no holder yet: says so, points to the add form, and the new holder is chosen', async () => {
    const api = certificateApi({ holders: [] });
    const { requests } = renderTab(api.answers);
    const hint = await screen.findByText(certificateMessages.noHolders, { exact: false });
    const select = field('Certificate holder') as unknown as HTMLSelectElement;
    expect(select.getAttribute('aria-describedby')).toContain(hint.id);

    fireEvent.click(within(hint).getByRole('button', { name: 'Add a holder' }));
    const addForm = screen.getByRole('form', { name: 'Add a holder' });
    await waitFor(() => expect(document.activeElement).toBe(field("Holder's name", addForm)));

    // A wrong ZIP is said on its field; nothing is sent.
    fill("Holder's name", '  Cass County Schools ', addForm);
    fill('ZIP code', '6410', addForm);
    fireEvent.click(within(addForm).getByRole('button', { name: 'Save the holder' }));
    expect(await within(addForm).findByText(certificateMessages.zipInvalid)).toBeVisible();
    expect(posts(requests)).toEqual([]);

    fill('Street address', '100 Main St', addForm);
    fill('City', 'Harrisonville', addForm);
    fill('State', 'mo', addForm);
    fill('ZIP code', '64701', addForm);
    fill('Location', 'Gymnasium roof', addForm);
    fireEvent.click(within(addForm).getByRole('button', { name: 'Save the holder' }));

    expect(await screen.findByText(certificateMessages.holderSaved)).toBeVisible();
    expect(posts(requests).map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/client/certificate-holders',
    ]);
    expect(posts(requests)[0]!.body).toEqual({
      name: 'Cass County Schools',
      addressLine1: '100 Main St',
      addressLine2: null,
      city: 'Harrisonville',
      state: 'MO',
      postalCode: '64701',
      email: null,
      loanNumber: null,
      location: 'Gymnasium roof',
    });
    // Listed, selectable in the request form, and chosen there.
    const list = screen.getByRole('heading', { level: 4, name: 'Cass County Schools' });
    expect(list.closest('li')!.textContent).toContain('Location: Gymnasium roof');
    const option = within(select).getByRole('option', {
      name: 'Cass County Schools (Harrisonville, MO 64701)',
    }) as HTMLOptionElement;
    await waitFor(() => expect(select.value).toBe(option.value));
    expect(screen.queryByText(certificateMessages.noHolders, { exact: false })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a holder' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a holder' }));
  });

  it('offers no Edit to someone who sees only some policies: the holders serve them all', async () => {
    const api = certificateApi({ holders: [bank, builders] });
    renderTab({
      ...api.answers,
      'GET /api/client/account': [
        {
          status: 200,
          body: fakeClientAccount({
            kind: 'business',
            accountRole: 'member',
            policyScope: 'chosen',
          }),
        },
      ],
    });
    await screen.findByRole('heading', { level: 4, name: 'Overland Park Builders Inc.' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull());
    expect(screen.getByRole('button', { name: 'Add a holder' })).toBeVisible();
  });

  it("edits a holder: PUT to the holder's address with every field", async () => {
    const api = certificateApi({ holders: [bank, builders] });
    const { requests } = renderTab(api.answers);
    const edit = await screen.findByRole('button', { name: 'Edit Overland Park Builders Inc.' });
    expect(edit.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Edit Overland Park Builders Inc.' });
    expect(edit.getAttribute('aria-controls')).toBe(form.id);
    expect(field("Holder's name", form).value).toBe('Overland Park Builders Inc.');
    await waitFor(() => expect(document.activeElement).toBe(field("Holder's name", form)));

    fill('Address line 2', '', form);
    fill('Loan number', 'LN-77', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(certificateMessages.holderSaved)).toBeVisible();
    expect(posts(requests).map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /api/client/certificate-holders/7',
    ]);
    expect(posts(requests)[0]!.body).toEqual({
      name: 'Overland Park Builders Inc.',
      addressLine1: '7300 W 110th St',
      addressLine2: null,
      city: 'Overland Park',
      state: 'KS',
      postalCode: '66210',
      email: 'insurance@opbuilders.example',
      loanNumber: 'LN-77',
      location: null,
    });
    expect(screen.queryByRole('form', { name: 'Edit Overland Park Builders Inc.' })).toBeNull();
    const item = screen
      .getByRole('heading', { level: 4, name: 'Overland Park Builders Inc.' })
      .closest('li')!;
    expect(item.textContent).toContain('Loan number: LN-77');
    expect(item.textContent).not.toContain('Suite 200');
    expect(document.activeElement).toBe(edit);
  });

  it('lists the issued certificates with download links, or says there are none', async () => {
    renderTab(
      certificateApi({
        issued: [
          fakeIssuedCertificate(),
          fakeIssuedCertificate({
            id: 288,
            fileName: 'COI-2026-000009.pdf',
            reference: 'COI-2026-000009',
            holderName: 'First Bank of Kansas',
            uploadedAt: '2026-02-10T15:00:00.000Z',
          }),
        ],
      }).answers,
    );
    const section = (
      await screen.findByRole('heading', { level: 3, name: certificateMessages.issued })
    ).closest('section')!;
    const first = await within(section).findByRole('link', {
      name: 'Download COI-2026-000012.pdf (opens in a new tab)',
    });
    expect(first.getAttribute('href')).toBe('/api/documents/301/download');
    const second = within(section).getByRole('link', {
      name: 'Download COI-2026-000009.pdf (opens in a new tab)',
    });
    expect(second.getAttribute('href')).toBe('/api/documents/288/download');
    const row = second.closest('li')!;
    expect(row.textContent).toContain('For First Bank of Kansas');
    expect(row.textContent).toContain('COI-2026-000009');
    expect(row.querySelector('time')!.getAttribute('dateTime')).toBe('2026-02-10T15:00:00.000Z');
    expect(within(section).queryByText(certificateMessages.noIssued)).toBeNull();

    cleanup();
    vi.restoreAllMocks();
    renderTab(certificateApi({ issued: [] }).answers);
    expect(await screen.findByText(certificateMessages.noIssued)).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Download/ })).toBeNull();
  });

  it('lists only the certificate requests, open first', async () => {
    renderTab(
      certificateApi({
        requests: [
          fakeServiceRequest({ id: 41, reference: 'CHG-2026-000041' }),
          certificateRequest({
            id: 50,
            reference: 'COI-2026-000050',
            status: 'completed',
            createdAt: '2026-03-05T15:00:00.000Z',
          }),
          certificateRequest({ id: 48, reference: 'COI-2026-000048' }),
        ],
      }).answers,
    );
    const section = (
      await screen.findByRole('heading', { name: 'Your certificate requests' })
    ).closest('section')!;
    expect(
      within(section)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['COI-2026-000048', 'COI-2026-000050']);
  });

  it('a requirements file that fails says why and can be sent again', async () => {
    const created = certificateRequest();
    const { requests } = renderTab({
      ...certificateApi().answers,
      'POST /api/client/certificate-requests': [{ status: 201, body: created }],
      'POST /api/client/service-requests/55/attachments': [
        { status: 415, body: { message: documentMessages.invalidType } },
        {
          status: 201,
          body: {
            id: 91,
            fileName: 'requirements.pdf',
            fileSize: 13,
            uploadedAt: created.createdAt,
          },
        },
      ],
    });
    await screen.findByRole('option', { name: /^Overland Park Builders Inc\./ });
    fill('Certificate holder', '7');
    fill('Date you need it by', tomorrow());
    fireEvent.change(field('Insurance requirements from the contract (optional)'), {
      target: { files: [pdf('requirements.pdf')] },
    });
    fireEvent.click(sendButton());
    const status = (
      await screen.findByText(certificateMessages.requestSent('COI-2026-000055'))
    ).closest('[role="status"]') as HTMLElement;
    const row = () => within(status).getByText('requirements.pdf').parentElement!;
    await waitFor(() =>
      expect(row().textContent).toContain(`Not attached: ${documentMessages.invalidType}`),
    );
    fireEvent.click(within(row()).getByRole('button', { name: 'Try again: requirements.pdf' }));
    await waitFor(() => expect(row().textContent).toContain('Attached'));
    expect(
      posts(requests).filter((r) => r.url === '/api/client/certificate-requests'),
    ).toHaveLength(1);
  });
});
