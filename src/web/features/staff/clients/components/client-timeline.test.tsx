// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import {
  TIMELINE_PAGE_LIMIT,
  type Timeline,
  type TimelineEvent,
  timelineMessages,
} from '#shared/staff/clients';
import { fakeApi, renderInApp, type FakeAnswers } from '~/lib/testing';
import { ClientTimeline } from './client-timeline';

const none = { detail: null, internalNote: null, by: null, href: null, transcript: null };

const note: TimelineEvent = {
  ...none,
  id: 'note-12-0',
  kind: 'note',
  at: '2026-03-05T16:20:00.000Z',
  title: 'Staff note',
  detail: 'Called about the umbrella policy.\nShe will think it over.',
  by: 'Dana Reyes',
};
const claim: TimelineEvent = {
  ...none,
  id: 'claim-7-1',
  kind: 'claim',
  at: '2026-03-04T10:00:00.000Z',
  title: 'Claim CLM-0007 moved to In review',
  internalNote: 'Adjuster asked for the body shop estimate.',
  by: 'Sam Ortiz',
  href: '/staff/claims/7',
};
const chat: TimelineEvent = {
  ...none,
  id: 'chat-3-0',
  kind: 'chat',
  at: '2026-03-03T09:15:00.000Z',
  title: 'Chat with the client',
  by: 'Client',
  transcript: [
    { at: '2026-03-03T09:15:00.000Z', from: 'Client', text: 'Is my windshield covered?' },
    { at: '2026-03-03T09:16:00.000Z', from: 'Dana Reyes', text: 'Yes, with no deductible.' },
  ],
};
const idCard: TimelineEvent = {
  ...none,
  id: 'document-5-0',
  kind: 'document',
  at: '2026-03-01T12:00:00.000Z',
  title: 'Auto ID card 2026.pdf',
  href: '/api/staff/documents/5/download',
};
const timeline: Timeline = { events: [note, claim, chat, idCard], truncated: false };

const path = '/api/staff/clients/abc/timeline';

function renderTimeline(answers: FakeAnswers, url = '/staff/clients/abc?tab=x') {
  const api = fakeApi(answers);
  const { router } = renderInApp(
    [{ path: '/staff/clients/:id', element: <ClientTimeline clientId="abc" /> }],
    { url },
  );
  return { requests: () => api.requests.map((r) => `${r.method} ${r.url}`), api, router };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('lists the entries newest first as sent, each linked as its kind asks', async () => {
  renderTimeline({ [`GET ${path}`]: [{ status: 200, body: timeline }] });
  const list = await screen.findByRole('list', { name: 'Timeline entries, newest first' });
  const items = within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining('Staff note by Dana Reyes'),
    expect.stringContaining('Claim CLM-0007 moved to In review by Sam Ortiz'),
    expect.stringContaining('Chat with the client by Client'),
    expect.stringContaining('Auto ID card 2026.pdf'),
  ]);
  expect(items[0]!.querySelector('time')!.getAttribute('dateTime')).toBe(note.at);
  expect(within(items[0]!).getByText(/She will think it over/)).toBeVisible();
  expect(within(items[0]!).queryByRole('link')).toBeNull();

  const claimLink = within(items[1]!).getByRole('link', { name: claim.title });
  expect(claimLink.getAttribute('href')).toBe('/staff/claims/7');
  expect(claimLink.hasAttribute('download')).toBe(false);
  const internal = within(items[1]!).getByText('Internal note:');
  expect(internal.parentElement!.textContent).toContain(claim.internalNote);

  const details = items[2]!.querySelector('details')!;
  expect(details.querySelector('summary')!.textContent).toBe('Transcript (2 messages)');
  expect(details.textContent).toContain('Client: Is my windshield covered?');
  expect(details.textContent).toContain('Dana Reyes: Yes, with no deductible.');

  const file = within(items[3]!).getByRole('link', { name: idCard.title });
  expect(file.getAttribute('href')).toBe(idCard.href);
  expect(file.hasAttribute('download')).toBe(true);
  expect(screen.queryByText(/Only the latest/)).toBeNull();
});

it('keeps the chosen kinds in the address, asks for them and exports them', async () => {
  const rest = 'lead,service,document,chat,email,note,review';
  const { requests, router } = renderTimeline({
    [`GET ${path}`]: [{ status: 200, body: timeline }],
    [`GET ${path}?kinds=${rest}`]: [{ status: 200, body: { ...timeline, events: [note] } }],
  });
  await screen.findByRole('link', { name: claim.title });
  const pdf = screen.getByRole('link', { name: 'Download PDF' });
  expect(pdf.getAttribute('href')).toBe(`${path}/export?format=pdf`);

  fireEvent.click(screen.getByRole('checkbox', { name: 'Claims' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: claim.title })).toBeNull());
  expect(await screen.findByText('Staff note')).toBeVisible();
  expect(requests()).toEqual([`GET ${path}`, `GET ${path}?kinds=${rest}`]);
  const search = new URLSearchParams(router.state.location.search);
  expect(search.get('kinds')).toBe(rest);
  expect(search.get('tab')).toBe('x');
  expect((screen.getByRole('checkbox', { name: 'Claims' }) as HTMLInputElement).checked).toBe(
    false,
  );
  expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
    `${path}/export?format=pdf&kinds=${rest}`,
  );
  expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
    `${path}/export?format=csv&kinds=${rest}`,
  );
});

it('reads the kinds from the address, leaving unknown ones out', async () => {
  const { requests } = renderTimeline(
    { [`GET ${path}?kinds=claim,email`]: [{ status: 200, body: { ...timeline, events: [] } }] },
    '/staff/clients/abc?kinds=email,bogus,claim',
  );
  expect(await screen.findByText('Nothing on the record of these kinds yet.')).toBeVisible();
  expect(requests()).toEqual([`GET ${path}?kinds=claim,email`]);
  expect((screen.getByRole('checkbox', { name: 'E-mails' }) as HTMLInputElement).checked).toBe(
    true,
  );
  expect((screen.getByRole('checkbox', { name: 'Chats' }) as HTMLInputElement).checked).toBe(false);
});

it('asks for nothing while no kind is chosen', async () => {
  const { requests, router } = renderTimeline(
    { [`GET ${path}?kinds=claim`]: [{ status: 200, body: { ...timeline, events: [claim] } }] },
    '/staff/clients/abc?kinds=claim',
  );
  await screen.findByRole('link', { name: claim.title });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Claims' }));
  expect(await screen.findByText('Choose at least one kind of entry to show.')).toBeVisible();
  expect(screen.queryByRole('list', { name: /Timeline entries/ })).toBeNull();
  expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  expect(new URLSearchParams(router.state.location.search).get('kinds')).toBe('');
  // A moment for a stray request to go out.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requests()).toEqual([`GET ${path}?kinds=claim`]);
});

it('adds a note, says so and reads the timeline again', async () => {
  const saved: TimelineEvent = {
    ...none,
    id: 'note-13-0',
    kind: 'note',
    at: '2026-03-06T08:00:00.000Z',
    title: 'Staff note',
    detail: 'Offered flood cover; declined.',
    by: 'Dana Reyes',
  };
  const { api, requests } = renderTimeline({
    [`GET ${path}`]: [
      { status: 200, body: timeline },
      { status: 200, body: { ...timeline, events: [saved, ...timeline.events] } },
    ],
    'POST /api/staff/clients/abc/notes': [{ status: 201, body: saved }],
  });
  await screen.findByRole('link', { name: claim.title });
  const field = screen.getByLabelText('Add a note to the record') as HTMLTextAreaElement;
  fireEvent.change(field, { target: { value: saved.detail } });
  fireEvent.click(screen.getByRole('button', { name: 'Add note' }));

  expect(await screen.findByText(timelineMessages.noteSaved)).toBeVisible();
  expect(screen.getByText(timelineMessages.noteSaved).closest('[role="status"]')).toBeVisible();
  expect(await screen.findByText(saved.detail!)).toBeVisible();
  expect(field.value).toBe('');
  expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ text: saved.detail });
  expect(requests()).toEqual([`GET ${path}`, 'POST /api/staff/clients/abc/notes', `GET ${path}`]);
});

it("shows the server's refusal of a note by its field", async () => {
  const { requests } = renderTimeline({
    [`GET ${path}`]: [{ status: 200, body: timeline }],
    'POST /api/staff/clients/abc/notes': [
      {
        status: 400,
        body: {
          message: 'Please check the note',
          errors: [{ path: 'text', message: timelineMessages.noteTooLong }],
        },
      },
    ],
  });
  await screen.findByRole('link', { name: claim.title });
  const field = screen.getByLabelText('Add a note to the record');
  fireEvent.change(field, { target: { value: 'A very long note' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add note' }));

  const message = await screen.findByText(timelineMessages.noteTooLong);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  expect(screen.queryByText(timelineMessages.noteSaved)).toBeNull();
  expect(requests()).toEqual([`GET ${path}`, 'POST /api/staff/clients/abc/notes']);
});

it('says when the page shows only the latest entries', async () => {
  renderTimeline({ [`GET ${path}`]: [{ status: 200, body: { ...timeline, truncated: true } }] });
  expect(
    await screen.findByText(
      `Only the latest ${TIMELINE_PAGE_LIMIT} entries are shown; the PDF and CSV hold them all.`,
    ),
  ).toBeVisible();
});
