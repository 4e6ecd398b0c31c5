// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal, type FakeAnswers } from '~/lib/testing';
import {
  type ServiceRequest,
  serviceMessages,
  serviceRequestStatuses,
  serviceStatusText,
} from '#shared/change-requests';
import { fakeServiceRequest } from '../../shared/testing';
import { ServiceRequestCard } from './request-card';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderCard(request: ServiceRequest, answers: FakeAnswers = {}) {
  const rendered = renderPortal(
    <ServiceRequestCard request={request} />,
    '/client-portal',
    answers,
  );
  return { article: screen.getByRole('article'), ...rendered };
}

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 2, 15, minutes)).toISOString();

/** Received, worked on, a question from the agent, the client's answer, a note, to the carrier. */
const worked = fakeServiceRequest({
  status: 'sent-to-carrier',
  history: [
    { fromStatus: null, toStatus: 'received', note: null, byClient: true, createdAt: at(0) },
    {
      fromStatus: 'received',
      toStatus: 'in-progress',
      note: null,
      byClient: false,
      createdAt: at(10),
    },
    {
      fromStatus: 'in-progress',
      toStatus: 'needs-information',
      note: 'Please send the bill of sale.',
      byClient: false,
      createdAt: at(20),
    },
    {
      fromStatus: 'needs-information',
      toStatus: 'in-progress',
      note: 'I attached it just now.',
      byClient: true,
      createdAt: at(30),
    },
    {
      fromStatus: null,
      toStatus: null,
      note: 'Thank you, all set.',
      byClient: false,
      createdAt: at(40),
    },
    {
      fromStatus: null,
      toStatus: null,
      note: 'One more thing.',
      byClient: true,
      createdAt: at(45),
    },
    {
      fromStatus: 'in-progress',
      toStatus: 'sent-to-carrier',
      note: null,
      byClient: false,
      createdAt: at(50),
    },
  ],
});

describe('a change request card', () => {
  it('shows the reference, what was asked, the policy and what the status means', () => {
    const { article } = renderCard(worked);
    expect(within(article).getByRole('heading', { name: 'CHG-2026-000041' })).toBeVisible();
    expect(within(article).getByText('Add a vehicle')).toBeVisible();
    expect(within(article).getByText('Auto · SSI-AUTO-100231')).toBeVisible();
    expect(within(article).getByText(worked.summary)).toBeVisible();
    const status = serviceStatusText('sent-to-carrier', 'change');
    expect(within(article).getByText(status.label, { selector: 'span' })).toBeVisible();
    expect(within(article).getByText(status.text)).toBeVisible();
  });

  it.each(serviceRequestStatuses)('%s: its label and what it means', (status) => {
    const { article } = renderCard(fakeServiceRequest({ status }));
    const said = serviceStatusText(status, 'change');
    expect(within(article).getByText(said.label, { selector: 'span' })).toBeVisible();
    expect(within(article).getByText(said.text)).toBeVisible();
  });

  it('tells the timeline oldest first, in words, with who wrote each note', () => {
    // Given newest first, shown oldest first.
    const { article } = renderCard({ ...worked, history: [...worked.history].reverse() });
    const steps = within(
      within(article).getByRole('list', { name: 'What has happened' }),
    ).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Received',
      'Received → In progress',
      'In progress → Needs information',
      'Needs information → In progress',
      'Your agent wrote',
      'You wrote',
      'In progress → Sent to carrier',
    ]);
    // 15:00 UTC is 9:00 AM in Kansas (CST).
    expect(steps[0]!.textContent).toContain('Mar 2, 2026, 9:00 AM');
    expect(steps[2]!.textContent).toContain('Your agent wrote:Please send the bill of sale.');
    expect(steps[3]!.textContent).toContain('You wrote:I attached it just now.');
    expect(steps[4]!.textContent).toContain('Thank you, all set.');
    expect(steps[5]!.textContent).toContain('One more thing.');
  });

  it('lists its files as downloads with their size', () => {
    const { article } = renderCard(
      fakeServiceRequest({
        attachments: [
          { id: 90, fileName: 'bill-of-sale.pdf', fileSize: 245_760, uploadedAt: at(5) },
        ],
      }),
    );
    const link = within(article).getByRole('link', { name: 'bill-of-sale.pdf' });
    expect(link.getAttribute('href')).toBe('/api/documents/90/download');
    expect(link.parentElement!.textContent).toContain('(240.0 KB)');
  });
});

describe('answering the agent', () => {
  const waiting = fakeServiceRequest({
    id: 7,
    reference: 'CHG-2026-000007',
    status: 'needs-information',
    history: [
      { fromStatus: null, toStatus: 'received', note: null, byClient: true, createdAt: at(0) },
      {
        fromStatus: 'received',
        toStatus: 'needs-information',
        note: 'What is the lender’s address?',
        byClient: false,
        createdAt: at(10),
      },
    ],
  });

  it('needs information: the answer form is open, after the agent’s question', () => {
    const { article } = renderCard(waiting);
    const form = within(article).getByRole('form', {
      name: 'Answer your agent about CHG-2026-000007',
    });
    // The question is said before the form (and again in the timeline).
    const question = within(article).getAllByText('What is the lender’s address?')[0]!;
    expect(question.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(form).getByLabelText(/^Your answer/)).toBeVisible();
    expect(within(article).queryByRole('button', { name: 'Answer your agent' })).toBeNull();
  });

  it('completed: no answer form, no file to add, and why', () => {
    const { article } = renderCard(fakeServiceRequest({ status: 'completed' }));
    expect(within(article).queryByRole('form')).toBeNull();
    expect(within(article).queryByRole('button', { name: 'Answer your agent' })).toBeNull();
    expect(within(article).queryByLabelText('Add a file')).toBeNull();
    expect(within(article).getByText(serviceMessages.closed)).toBeVisible();
  });

  it('in progress: the form opens from its button', async () => {
    const { article } = renderCard(fakeServiceRequest({ status: 'in-progress' }));
    expect(within(article).queryByRole('form')).toBeNull();
    const toggle = within(article).getByRole('button', { name: 'Answer your agent' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const answer = within(article).getByLabelText(/^Your answer/);
    await waitFor(() => expect(document.activeElement).toBe(answer));
  });

  it('sends the answer to the request’s reply route and thanks the client', async () => {
    const answered = {
      ...waiting,
      status: 'in-progress' as const,
      history: [
        ...waiting.history,
        {
          fromStatus: 'needs-information' as const,
          toStatus: 'in-progress' as const,
          note: '1 Main St, Topeka, KS',
          byClient: true,
          createdAt: at(20),
        },
      ],
    };
    const { article, requests } = renderCard(waiting, {
      'POST /api/client/service-requests/7/reply': [{ status: 200, body: answered }],
    });
    const form = within(article).getByRole('form', { name: /Answer your agent/ });
    const answer = within(form).getByLabelText(/^Your answer/);
    fireEvent.change(answer, { target: { value: '1 Main St, Topeka, KS' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    const thanks = await within(article).findByText(serviceMessages.replySent);
    expect(thanks.getAttribute('role')).toBe('status');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/client/service-requests/7/reply',
        body: { message: '1 Main St, Topeka, KS' },
      },
    ]);
  });

  it('a too short answer is said by its field, and nothing is sent', async () => {
    const { article, requests } = renderCard(waiting);
    const form = within(article).getByRole('form', { name: /Answer your agent/ });
    fireEvent.change(within(form).getByLabelText(/^Your answer/), { target: { value: 'k' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText(serviceMessages.replyTooShort)).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

describe('adding a file', () => {
  it('sends the chosen file to the request’s attachments route', async () => {
    const { article, requests } = renderCard(fakeServiceRequest({ id: 7, status: 'in-progress' }), {
      'POST /api/client/service-requests/7/attachments': [
        { status: 201, body: { id: 95, fileName: 'letter.pdf', fileSize: 10, uploadedAt: at(30) } },
      ],
    });
    // The fake API's `fetch`: the file itself is in the request's body.
    const fetch = vi.mocked(globalThis.fetch);
    const file = new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' });
    fireEvent.change(within(article).getByLabelText('Add a file'), { target: { files: [file] } });
    expect(await within(article).findByText('letter.pdf is attached.')).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/client/service-requests/7/attachments',
    ]);
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/attachments'))!;
    expect(((call[1]!.body as FormData).get('file') as File).name).toBe('letter.pdf');
  });

  it('says why the server refused a file', async () => {
    const { article } = renderCard(fakeServiceRequest({ id: 7, status: 'in-progress' }), {
      'POST /api/client/service-requests/7/attachments': [
        { status: 409, body: { message: serviceMessages.closed } },
      ],
    });
    const file = new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' });
    fireEvent.change(within(article).getByLabelText('Add a file'), { target: { files: [file] } });
    expect(await within(article).findByText(`letter.pdf: ${serviceMessages.closed}`)).toBeVisible();
  });

  it('a request with its five files takes no more', () => {
    const attachments = [1, 2, 3, 4, 5].map((id) => ({
      id,
      fileName: `file-${id}.pdf`,
      fileSize: 100,
      uploadedAt: at(id),
    }));
    const { article } = renderCard(fakeServiceRequest({ status: 'in-progress', attachments }));
    expect(within(article).queryByLabelText('Add a file')).toBeNull();
    expect(screen.getByText(/can carry up to 5 files/)).toBeVisible();
  });
});
