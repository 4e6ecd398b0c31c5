// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { outboxMessages, type OutboxEmail } from '#shared/staff/outbox';
import { OutboxPage } from './outbox-page';
import { fakeApi, renderInApp } from '~/lib/testing';

const base = {
  kind: 'claim-status',
  attempts: 1,
  lastError: null,
  createdAt: '2026-03-02T15:04:00.000Z',
  sentAt: null,
  nextAttemptAt: '2026-03-02T15:04:00.000Z',
};
const sent: OutboxEmail = {
  ...base,
  id: 1,
  to: 'sent@example.com',
  subject: 'Sent one',
  status: 'sent',
  sentAt: '2026-03-02T15:05:00.000Z',
};
const failed: OutboxEmail = {
  ...base,
  id: 2,
  to: 'failed@example.com',
  subject: 'Failed one',
  status: 'failed',
  attempts: 10,
  lastError: 'connect ECONNREFUSED',
};

function renderOutbox(url: string, answers: Record<string, { status: number; body: unknown }[]>) {
  const api = fakeApi(answers);
  const { router } = renderInApp([{ path: '/staff/outbox', element: <OutboxPage /> }], { url });
  return { requests: () => api.requests.map((r) => `${r.method} ${r.url}`), router };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('offers Retry on failed e-mails only, and announces the retry', async () => {
  const { requests } = renderOutbox('/staff/outbox', {
    'GET /api/staff/outbox': [
      { status: 200, body: [failed, sent] },
      { status: 200, body: [{ ...failed, status: 'pending', attempts: 0, lastError: null }, sent] },
    ],
    'POST /api/staff/outbox/2/retry': [{ status: 200, body: { ...failed, status: 'pending' } }],
  });
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[1]!).queryByRole('button')).toBeNull();
  fireEvent.click(within(rows[0]!).getByRole('button', { name: /Retry the e-mail to failed@/ }));
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe(outboxMessages.retried(failed.to)),
  );
  await waitFor(() => expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull());
  expect(requests()).toContain('POST /api/staff/outbox/2/retry');
});

it('filters by the status in the address and shows the refusal of a retry', async () => {
  const message = outboxMessages.notFailed('pending');
  const { router } = renderOutbox('/staff/outbox?status=failed', {
    'GET /api/staff/outbox?status=failed': [
      { status: 200, body: [failed] },
      { status: 200, body: [] },
    ],
    'POST /api/staff/outbox/2/retry': [{ status: 409, body: { message } }],
    'GET /api/staff/outbox?status=sent': [{ status: 200, body: [sent] }],
  });
  fireEvent.click(await screen.findByRole('button', { name: /Retry/ }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
  fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'sent' } });
  expect(await screen.findByText('sent@example.com')).toBeVisible();
  expect(router.state.location.search).toBe('?status=sent');
});
