// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '#shared/auth';
import { signedInHintCookie } from '#shared/session-hint';
import {
  renewalMessages,
  type RenewalBoard as Board,
  type RenewalRow,
} from '#shared/staff/renewals';
import { fakeApi, renderInApp, type FakeAnswers } from '~/lib/testing';
import { fakeStaffMember } from '../../shared/testing';
import { RenewalsPage } from './renewals-page';

const me: AuthUser = {
  id: 'a0000000-0000-4000-8000-000000000001',
  firstName: 'Jordan',
  lastName: 'Price',
  email: 'jordan@example.com',
  role: 'agent',
  isClient: false,
};
const jordan = fakeStaffMember({ id: me.id, name: 'Jordan Price', email: me.email });
const avery = fakeStaffMember({ id: 'a0000000-0000-4000-8000-000000000002', role: 'admin' });

const expired: RenewalRow = {
  policyId: 1,
  policyNumber: 'SSI-HOME-100100',
  policyType: 'Homeowners',
  carrier: 'Safeco',
  client: { id: 'acc-1', name: 'Jane Prairie' },
  expirationDate: '2026-03-05',
  daysLeft: -5,
  bucket: 'expired',
  premium: '1800.00',
  nextTerm: null,
  change: null,
  risk: false,
  status: 'not-contacted',
  lostReason: null,
  note: null,
  assignee: null,
  updatedAt: null,
};
const soon: RenewalRow = {
  ...expired,
  policyId: 2,
  policyNumber: 'SSI-AUTO-100200',
  policyType: 'Auto',
  carrier: 'Travelers',
  client: { id: 'acc-2', name: 'Sam Hill' },
  expirationDate: '2026-03-30',
  daysLeft: 20,
  bucket: 'within-30',
  premium: '1000.00',
  nextTerm: { effectiveDate: '2026-03-30', expirationDate: '2027-03-30', premium: '1134.00' },
  change: { amount: '134.00', percent: 13.4 },
  risk: true,
  status: 'review-booked',
  assignee: { id: jordan.id, name: jordan.name },
  note: 'Review on Friday',
  updatedAt: '2026-03-01T15:00:00.000Z',
};
const later: RenewalRow = {
  ...expired,
  policyId: 3,
  policyNumber: 'SSI-BOP-100300',
  policyType: 'Business owners',
  client: { id: 'acc-3', name: 'Prairie Builders LLC' },
  expirationDate: '2026-04-24',
  daysLeft: 45,
  bucket: 'within-60',
  premium: '800.00',
  nextTerm: { effectiveDate: '2026-04-24', expirationDate: '2027-04-24', premium: '760.00' },
  change: { amount: '-40.00', percent: -5 },
  status: 're-marketing',
  assignee: { id: avery.id, name: avery.name },
  updatedAt: '2026-03-02T15:00:00.000Z',
};

const board = (...rows: RenewalRow[]): Board => ({
  today: '2026-03-10',
  riskIncreasePercent: 10,
  rows,
});
const ok = (body: unknown) => ({ status: 200, body });
/** A 400 that names the field it refuses, as the server answers a form. */
const fieldRefused = (path: string, message: string) => ({
  status: 400,
  body: { message, errors: [{ path, message }] },
});
/** The board's reads: first as loaded, then with `saved` in place of its policy's row. */
const loadedThenSaved = (saved: RenewalRow) => [
  ok(board(expired, soon, later)),
  ok(
    board(...[expired, soon, later].map((row) => (row.policyId === saved.policyId ? saved : row))),
  ),
];

/** The board at `url`, its requests answered from `answers` (the board and staff by default). */
function renderBoard(answers: FakeAnswers = {}, url = '/staff/renewals') {
  const { requests } = fakeApi(
    {
      'GET /api/auth/user': [ok(me)],
      'GET /api/staff/members': [ok([jordan, avery])],
      'GET /api/staff/renewals': [ok(board(expired, soon, later))],
      ...answers,
    },
    { repeatLast: true },
  );
  const { router } = renderInApp([{ path: '/staff/renewals', element: <RenewalsPage /> }], {
    url,
  });
  const boardReads = () => requests.filter((r) => r.url === '/api/staff/renewals').length;
  const puts = () => requests.filter((r) => r.method === 'PUT');
  return { requests, router, boardReads, puts };
}

const section = (name: RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')!;
const policiesIn = (name: RegExp) =>
  within(section(name))
    .queryAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);
const rowOf = (policyNumber: string) =>
  screen.getByRole('link', { name: policyNumber }).closest('tr')!;

/** Opens the editor of a row from its Work button (focused first, as a click does). */
async function openEditor(policyNumber: string) {
  const work = await screen.findByRole('button', { name: `Work renewal of ${policyNumber}` });
  work.focus();
  fireEvent.click(work);
  const dialog = await screen.findByRole('dialog', { name: `Renewal of ${policyNumber}` });
  return { work, dialog };
}

beforeEach(() => {
  document.cookie = `${signedInHintCookie}=1`;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RenewalsPage', () => {
  it('puts each renewal in its bucket with its expiry, premium change, risk and status', async () => {
    renderBoard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Renewals' })).toBeVisible();
    await screen.findByRole('table', { name: /Expiring within 30 days: 1 policy/ });
    expect(
      screen.getByText(/flagged at risk when its premium rises 10 % or more/).textContent,
    ).toContain('Policies expiring in the next 90 days');

    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Expired without an outcome (1)',
      'Expiring within 30 days (1)',
      'Expiring in 31 to 60 days (1)',
      'Expiring in 61 to 90 days (0)',
    ]);
    expect(policiesIn(/^Expired without an outcome/)).toEqual(['SSI-HOME-100100']);
    expect(policiesIn(/^Expiring within 30 days/)).toEqual(['SSI-AUTO-100200']);
    expect(policiesIn(/^Expiring in 31 to 60 days/)).toEqual(['SSI-BOP-100300']);
    expect(within(section(/^Expiring in 61 to 90 days/)).getByText('None.')).toBeVisible();

    const risen = rowOf('SSI-AUTO-100200');
    expect(risen.textContent).toContain('$1,000.00 → $1,134.00 (+13.4 %)');
    expect(within(risen).getAllByText('At risk').length).toBeGreaterThan(0);
    expect(risen.textContent).toContain('Mar 30, 2026');
    expect(risen.textContent).toContain('in 20 days');
    expect(risen.textContent).toContain('Review booked');
    expect(risen.textContent).toContain('Jordan Price');
    expect(within(risen).getByRole('link', { name: 'SSI-AUTO-100200' }).getAttribute('href')).toBe(
      '/staff/clients/acc-2',
    );

    const fallen = rowOf('SSI-BOP-100300');
    expect(fallen.textContent).toContain('$800.00 → $760.00 (−5.0 %)');
    expect(within(fallen).queryByText('At risk')).toBeNull();

    const late = rowOf('SSI-HOME-100100');
    expect(late.textContent).toContain('Not known yet');
    expect(late.textContent).toContain('5 days ago');
    expect(late.textContent).toContain('Nobody');
    expect(within(late).queryByText('At risk')).toBeNull();

    const table = screen.getByRole('table', { name: /Expiring within 30 days/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Policy', 'Client', 'Expires', 'Premium change', 'Status', 'Assignee', 'Actions']);
  });

  it('narrows the rows by status and assignee and keeps the filters in the address', async () => {
    const { router } = renderBoard();
    await screen.findByRole('table', { name: /Expiring within 30 days/ });

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 're-marketing' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=re-marketing'));
    expect(policiesIn(/^Expiring in 31 to 60 days/)).toEqual(['SSI-BOP-100300']);
    expect(policiesIn(/^Expired without an outcome/)).toEqual([]);
    expect(policiesIn(/^Expiring within 30 days/)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Expiring within 30 days (0)' })).toBeVisible();
    expect(
      screen.getByRole('table', { name: 'Expiring in 31 to 60 days: 1 policy (re-marketing)' }),
    ).toBeVisible();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Assigned to'), { target: { value: 'me' } });
    await waitFor(() => expect(router.state.location.search).toBe('?assignee=me'));
    expect(policiesIn(/^Expiring within 30 days/)).toEqual(['SSI-AUTO-100200']);
    expect(policiesIn(/^Expiring in 31 to 60 days/)).toEqual([]);
    expect(policiesIn(/^Expired without an outcome/)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Assigned to'), { target: { value: 'nobody' } });
    await waitFor(() => expect(router.state.location.search).toBe('?assignee=nobody'));
    expect(policiesIn(/^Expired without an outcome/)).toEqual(['SSI-HOME-100100']);
    expect(policiesIn(/^Expiring within 30 days/)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Assigned to'), { target: { value: 'anyone' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(policiesIn(/^Expiring in 31 to 60 days/)).toEqual(['SSI-BOP-100300']);
  });

  it('reads the filters from the address', async () => {
    renderBoard({}, '/staff/renewals?status=review-booked&assignee=me');
    await screen.findByRole('table', { name: /Expiring within 30 days: 1 policy/ });
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('review-booked');
    expect((screen.getByLabelText('Assigned to') as HTMLSelectElement).value).toBe('me');
    expect(policiesIn(/^Expiring in 31 to 60 days/)).toEqual([]);
  });

  it('saves a renewal with the time it was loaded at, says so and reads the board again', async () => {
    const saved: RenewalRow = {
      ...soon,
      status: 're-marketing',
      assignee: { id: avery.id, name: avery.name },
      note: 'Quoting with two carriers',
      updatedAt: '2026-03-10T16:00:00.000Z',
    };
    const { puts, boardReads } = renderBoard({
      'GET /api/staff/renewals': loadedThenSaved(saved),
      'PUT /api/staff/renewals/2': [ok(saved)],
    });
    const { work, dialog } = await openEditor('SSI-AUTO-100200');
    // The focus moves into the editor: its first field.
    expect(document.activeElement).toBe(within(dialog).getByLabelText('New expiration date'));
    expect(dialog.textContent).toContain('Sam Hill: Auto, Travelers');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Renewal term', 'Renewal']);

    const form = within(dialog);
    const status = form.getByLabelText('Status') as HTMLSelectElement;
    expect(status.value).toBe('review-booked');
    expect(form.queryByLabelText('Reason')).toBeNull();
    await waitFor(() =>
      expect(
        [...(form.getByLabelText('Assigned to') as HTMLSelectElement).options].map((o) => o.text),
      ).toEqual(['Nobody', 'Jordan Price', 'Avery Morgan']),
    );
    fireEvent.change(status, { target: { value: 're-marketing' } });
    fireEvent.change(form.getByLabelText('Assigned to'), { target: { value: avery.id } });
    fireEvent.change(form.getByLabelText('Note (optional)'), {
      target: { value: '  Quoting with two carriers ' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Save renewal' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      status: 're-marketing',
      lostReason: null,
      note: 'Quoting with two carriers',
      assigneeId: avery.id,
      expectedUpdatedAt: '2026-03-01T15:00:00.000Z',
    });
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
    expect(
      screen
        .getAllByRole('status')
        .some((s) => s.textContent === 'SSI-AUTO-100200: Renewal saved.'),
    ).toBe(true);
    expect(boardReads()).toBe(2);
    await waitFor(() => expect(rowOf('SSI-AUTO-100200').textContent).toContain('Re-marketing'));
    expect(rowOf('SSI-AUTO-100200').textContent).toContain('Avery Morgan');
    expect(document.activeElement).toBe(work);
  });

  it('asks why a lost client left and places the server’s field message on the status', async () => {
    const { puts } = renderBoard({
      'PUT /api/staff/renewals/1': [fieldRefused('status', renewalMessages.termRequired)],
    });
    const { dialog } = await openEditor('SSI-HOME-100100');
    const form = within(dialog);

    fireEvent.change(form.getByLabelText('Status'), { target: { value: 'lost' } });
    const reason = (await form.findByLabelText('Reason')) as HTMLSelectElement;
    expect([...reason.options].map((o) => o.text)).toEqual([
      'Choose a reason',
      'Price',
      'Coverage',
      'Service',
      'Moved away',
      'No longer needed (sold, closed)',
      'Another reason',
    ]);
    fireEvent.click(form.getByRole('button', { name: 'Save renewal' }));
    // The shared schema says what the server would: nothing is sent.
    const message = await form.findByText(renewalMessages.lostReasonRequired);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(reason);
    expect(puts()).toHaveLength(0);

    // Renewed without a next term: the server's field message goes under Status.
    fireEvent.change(form.getByLabelText('Status'), { target: { value: 'renewed' } });
    expect(form.queryByLabelText('Reason')).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Save renewal' }));
    const refusal = await form.findByText(renewalMessages.termRequired);
    expect(puts()[0]!.body).toMatchObject({ status: 'renewed', lostReason: null });
    const status = form.getByLabelText('Status');
    expect(status.getAttribute('aria-invalid')).toBe('true');
    expect(status.getAttribute('aria-describedby')).toContain(refusal.id);
  });

  it('says when someone saved in between, and Reload fills the form from the renewal as it is', async () => {
    const theirs: RenewalRow = {
      ...soon,
      status: 'lost',
      lostReason: 'price',
      note: 'Went with a cheaper carrier',
      updatedAt: '2026-03-10T15:30:00.000Z',
    };
    const { puts, boardReads } = renderBoard({
      'GET /api/staff/renewals': loadedThenSaved(theirs),
      'PUT /api/staff/renewals/2': [
        { status: 409, body: { message: renewalMessages.changed } },
        ok(theirs),
      ],
    });
    const { dialog } = await openEditor('SSI-AUTO-100200');
    const form = within(dialog);
    fireEvent.change(form.getByLabelText('Status'), { target: { value: 'renewed' } });
    fireEvent.click(form.getByRole('button', { name: 'Save renewal' }));

    const changed = await form.findByText(renewalMessages.changed);
    expect(changed.closest('[role="alert"]')).not.toBeNull();
    expect(puts()[0]!.body).toMatchObject({ expectedUpdatedAt: soon.updatedAt });
    expect((dialog as HTMLDialogElement).open).toBe(true);

    fireEvent.click(form.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(boardReads()).toBe(2));
    await waitFor(() =>
      expect((form.getByLabelText('Status') as HTMLSelectElement).value).toBe('lost'),
    );
    expect((form.getByLabelText('Reason') as HTMLSelectElement).value).toBe('price');
    expect((form.getByLabelText('Note (optional)') as HTMLTextAreaElement).value).toBe(
      'Went with a cheaper carrier',
    );
    expect(form.queryByText(renewalMessages.changed)).toBeNull();
    expect(form.queryByRole('button', { name: 'Reload' })).toBeNull();

    fireEvent.click(form.getByRole('button', { name: 'Save renewal' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.body).toEqual({
      status: 'lost',
      lostReason: 'price',
      note: 'Went with a cheaper carrier',
      assigneeId: jordan.id,
      expectedUpdatedAt: theirs.updatedAt,
    });
  });

  it('saves the next term: a year on by default, the server’s field message by its field', async () => {
    const withTerm: RenewalRow = {
      ...expired,
      nextTerm: { effectiveDate: '2026-03-05', expirationDate: '2027-03-05', premium: '2070.00' },
      change: { amount: '270.00', percent: 15 },
      risk: true,
    };
    const { puts } = renderBoard({
      'PUT /api/staff/policies/1/next-term': [
        fieldRefused('expirationDate', renewalMessages.expirationTooFar),
        ok(withTerm),
      ],
      'GET /api/staff/renewals': loadedThenSaved(withTerm),
    });
    const { dialog } = await openEditor('SSI-HOME-100100');
    const form = within(dialog);
    expect(dialog.textContent).toContain('$1,800.00');
    expect(dialog.textContent).toContain('Mar 5, 2026');
    const expiration = form.getByLabelText('New expiration date') as HTMLInputElement;
    const premium = form.getByLabelText('New premium') as HTMLInputElement;
    expect(expiration.value).toBe('2027-03-05');
    expect(premium.value).toBe('');
    expect(premium.getAttribute('inputmode')).toBe('decimal');

    fireEvent.change(expiration, { target: { value: '2030-03-05' } });
    fireEvent.change(premium, { target: { value: '2,070' } });
    fireEvent.click(form.getByRole('button', { name: 'Save term' }));
    const tooFar = await form.findByText(renewalMessages.expirationTooFar);
    expect(expiration.getAttribute('aria-describedby')).toContain(tooFar.id);
    expect(puts()[0]!.body).toEqual({ expirationDate: '2030-03-05', premium: '2070.00' });

    fireEvent.change(expiration, { target: { value: '2027-03-05' } });
    fireEvent.click(form.getByRole('button', { name: 'Save term' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.url).toBe('/api/staff/policies/1/next-term');
    expect(puts()[1]!.body).toEqual({ expirationDate: '2027-03-05', premium: '2070.00' });
    expect(await form.findByText(renewalMessages.termSaved)).toBeVisible();
    // The board read again: the editor and the row show the change and the risk.
    await waitFor(() => expect(dialog.textContent).toContain('$1,800.00 → $2,070.00 (+15.0 %)'));
    expect(rowOf('SSI-HOME-100100').textContent).toContain('At risk');
  });

  it('closes the editor on Escape and gives the focus back to the row’s Work button', async () => {
    renderBoard();
    const { work, dialog } = await openEditor('SSI-BOP-100300');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
    expect(document.activeElement).toBe(work);
  });
});
