// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInApp } from '~/lib/testing';
import { agency } from '~/lib/agency';
import { assistantApology, assistantGreeting } from '#shared/assistant';
import { HISTORY_KEY } from '../lib/session-history';
import { ASSISTANT_WINDOW_ID, AssistantWindow } from './assistant-window';

type Reply = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
let replies: Reply[] = [];
const sent: { messages: { role: string; content: string }[] }[] = [];

function renderAt(url = '/') {
  const { router } = renderInApp(
    <div className="fixed">
      <AssistantWindow />
      {/* The help control's launcher, opening the assistant directly here. */}
      <button
        type="button"
        data-launcher=""
        aria-expanded="false"
        aria-controls={ASSISTANT_WINDOW_ID}
      >
        Insurance assistant
      </button>
    </div>,
    { url },
  );
  return router;
}

beforeEach(() => {
  sessionStorage.clear();
  replies = [];
  sent.length = 0;
  fakeApi({
    'POST /api/chatbot': (request) => {
      sent.push(request.body as (typeof sent)[number]);
      return replies.shift() ?? { status: 500, body: { message: 'none left' } };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const button = () => screen.getByRole('button', { name: 'Insurance assistant' });
const dialog = () => screen.getByRole('dialog', { name: 'Insurance assistant' });
const log = () => within(dialog()).getByRole('log', { name: 'Conversation with the assistant' });
const input = () => within(dialog()).getByRole('textbox', { name: 'Your question' });
const items = () =>
  within(log())
    .getAllByRole('listitem')
    .map((li) => li.textContent);

async function open() {
  fireEvent.click(button());
  await waitFor(() => expect(document.activeElement).toBe(input()));
}
function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter' });
}

describe('the assistant chat', () => {
  it('opens on its fixed greeting, as a live log, with the question box focused', async () => {
    renderAt();
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await open();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(log().getAttribute('aria-live')).toBe('polite');
    expect(items()).toEqual([`Assistant${assistantGreeting(agency.name)}`]);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('sends the question, waits, and shows the answer with its same-site links only', async () => {
    let answer!: (r: { status: number; body: unknown }) => void;
    replies.push(new Promise((resolve) => (answer = resolve)));
    renderAt();
    await open();
    type('What are the Kansas auto minimums?');
    await screen.findByText('Looking that up…');
    expect((input() as HTMLTextAreaElement).value).toBe('');
    // Input while the answer is pending is ignored, and kept for later.
    type('And for motorcycles?');
    expect(sent).toHaveLength(1);
    expect((input() as HTMLTextAreaElement).value).toBe('And for motorcycles?');
    await act(async () =>
      answer({
        status: 200,
        body: {
          response:
            'Kansas requires $25,000 per person. Read more: [Auto Insurance](/auto-insurance) [bad](https://evil.example)',
          sources: [
            { title: 'Auto Insurance', href: '/auto-insurance' },
            { title: 'Insurance Guide: Auto', href: '/tabs?tab=auto' },
          ],
        },
      }),
    );
    await waitFor(() => expect(screen.queryByText('Looking that up…')).toBeNull());
    expect(sent[0]!.messages).toEqual([
      { role: 'user', content: 'What are the Kansas auto minimums?' },
    ]);
    const links = within(log()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Auto Insurance', '/auto-insurance'],
      ['Insurance Guide: Auto', '/tabs?tab=auto'],
    ]);
    expect(within(log()).getByText(/bad/)).toBeVisible();
  });

  it('ignores empty input', async () => {
    renderAt();
    await open();
    type('   ');
    expect(sent).toHaveLength(0);
    expect(items()).toHaveLength(1);
  });

  it('apologises with the phone number when the request fails', async () => {
    replies.push({ status: 500, body: { message: 'Something went wrong on our side.' } });
    renderAt();
    await open();
    type('Do you insure boats?');
    const apology = assistantApology(agency.phone);
    await within(log()).findByText((_, el) => el?.tagName === 'P' && el.textContent === apology);
    // Its phone number is a link a phone calls with one tap.
    expect(within(log()).getByRole('link', { name: agency.phone }).getAttribute('href')).toBe(
      'tel:+19135550142',
    );
    // The apology is not sent back as part of the conversation.
    replies.push({
      status: 200,
      body: { response: 'Yes. See [Boat Insurance](/boat-insurance).', sources: [] },
    });
    type('Do you insure boats?');
    await within(log()).findByRole('link', { name: 'Boat Insurance' });
    expect(sent[1]!.messages).toEqual([
      { role: 'user', content: 'Do you insure boats?' },
      { role: 'user', content: 'Do you insure boats?' },
    ]);
  });

  it('keeps the conversation for the browser session', async () => {
    replies.push({
      status: 200,
      body: { response: 'We are open 8:00 AM - 6:00 PM.', sources: [] },
    });
    renderAt();
    await open();
    type('Hours?');
    await within(log()).findByText('We are open 8:00 AM - 6:00 PM.');
    expect(JSON.parse(sessionStorage.getItem(HISTORY_KEY)!)).toHaveLength(2);
    cleanup();
    renderAt('/contact');
    await open();
    expect(items()).toEqual([
      `Assistant${assistantGreeting(agency.name)}`,
      'YouHours?',
      'AssistantWe are open 8:00 AM - 6:00 PM.',
    ]);
  });

  it('offers starter questions until the first is asked, and a tap asks one', async () => {
    replies.push({
      status: 200,
      body: {
        response:
          'If anyone is hurt or in danger, call 911 first.\n\nThen call our 24/7 claims line at (913) 555-0142.',
        sources: [{ title: 'Claims Support', href: '/claims' }],
      },
    });
    renderAt();
    await open();
    const starters = within(dialog()).getByRole('list', { name: 'Try asking' });
    const choices = within(starters).getAllByRole('button');
    expect(choices.length).toBeGreaterThanOrEqual(3);
    expect(choices.length).toBeLessThanOrEqual(4);
    fireEvent.click(choices[0]!);
    expect(sent[0]!.messages).toEqual([{ role: 'user', content: choices[0]!.textContent }]);
    expect(within(dialog()).queryByRole('list', { name: 'Try asking' })).toBeNull();
    expect(document.activeElement).toBe(input());
    const call = await within(log()).findByRole('link', { name: '(913) 555-0142' });
    expect(call.getAttribute('href')).toBe('tel:+19135550142');
  });

  it('shows a callback request as a button that opens the callback form', async () => {
    replies.push({
      status: 200,
      body: {
        response:
          "I'm not sure about that. Please call us, or leave your number and we'll call you back: [Request a callback](/contact#callback).",
        sources: [],
      },
    });
    renderAt();
    await open();
    type('Something the site does not say?');
    const callback = await within(log()).findByRole('button', { name: 'Request a callback' });
    expect(callback.getAttribute('data-launcher-open')).toBe('callback-request');
  });

  it('takes half a phone screen until the visitor asks for its full height', async () => {
    renderAt();
    await open();
    const full = within(dialog()).getByRole('button', { name: 'Full height' });
    expect(dialog().className).toContain('max-h-[50dvh]');
    expect(full.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(full);
    expect(full.getAttribute('aria-pressed')).toBe('true');
    expect(dialog().className).not.toContain('max-h-[50dvh]');
  });
});
