// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agency } from '~/lib/agency';
import { dismissToast } from '~/lib/use-toast';
import { chatMessages } from '#shared/chat';
import { FakeWebSocket, fakeMessage, fakeRoom } from '../lib/fake-web-socket';
import { agent, client, renderChat } from '../lib/testing';
import { LIVE_CHAT_WINDOW_ID, LiveChatWindow } from './live-chat-window';

/** The window, with a launcher of its own standing in for the help menu's choice. */
function LiveChatLauncher() {
  return (
    <>
      <LiveChatWindow />
      <button
        type="button"
        data-launcher=""
        aria-expanded="false"
        aria-controls={LIVE_CHAT_WINDOW_ID}
      >
        Live support chat
      </button>
    </>
  );
}

beforeEach(() => {
  // The shortest reconnect wait (750 ms), so a test can sit it out.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const chatButton = () => screen.getByRole('button', { name: 'Live support chat' });
const input = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const messages = () =>
  within(screen.getByRole('log', { name: 'Messages' })).queryAllByRole('listitem');

async function openSignedIn() {
  renderChat(<LiveChatLauncher />, { user: client, url: '/claims' });
  fireEvent.click(chatButton());
  await screen.findByRole('status', {}, { timeout: 3000 });
  await screen.findByText('Connecting...');
  return FakeWebSocket.last;
}

describe('the live chat window, signed out', () => {
  it('opens a dialog with a Log In link back to this page instead of the chat', async () => {
    renderChat(<LiveChatLauncher />, { url: '/claims?from=footer' });
    const button = chatButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Live support chat' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    // The window takes the focus once it has been painted.
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    const logIn = await within(dialog).findByRole('link', { name: 'Log In' });
    expect(logIn.getAttribute('href')).toBe('/api/login?returnTo=%2Fclaims%3Ffrom%3Dfooter');
    // A prospect is not left with a log-in only: the phone is there too.
    expect(within(dialog).getByRole('link', { name: agency.phone }).getAttribute('href')).toMatch(
      /^tel:/,
    );
    expect(FakeWebSocket.made).toHaveLength(0);

    fireEvent.keyDown(logIn, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('the live chat, signed in as a client', () => {
  it('connects, creates the room, shows history and the offline notice, and sends', async () => {
    const socket = await openSignedIn();
    expect(input().disabled).toBe(true);

    act(() => socket.open());
    expect(screen.getByRole('status').textContent).toBe('Connected');
    expect(socket.sent).toEqual([{ type: 'create_room', name: 'Support Chat', userId: client.id }]);
    // No room yet: still no typing.
    expect(input().disabled).toBe(true);

    act(() => {
      socket.receive({ type: 'room_created', room: fakeRoom() });
      socket.receive({
        type: 'history',
        roomId: 7,
        messages: [
          fakeMessage({ id: 1, message: 'Is hail covered?' }),
          fakeMessage({
            id: 2,
            senderId: agent.id,
            senderName: 'Avery',
            fromStaff: true,
            message: 'Yes, under your home policy.',
          }),
        ],
      });
      socket.receive({ type: 'agents_online', online: false });
    });
    expect(screen.getByText(chatMessages.agentsOffline)).toBeVisible();
    const [own, theirs] = messages();
    expect(own!.textContent).toContain('You');
    expect(own!.className).toContain('items-end');
    expect(theirs!.textContent).toContain('Avery');
    expect(theirs!.className).toContain('items-start');
    expect(input().disabled).toBe(false);
    expect(document.activeElement).toBe(input());

    fireEvent.change(input(), { target: { value: 'Thanks, and wind?' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(socket.sent.at(-1)).toEqual({
      type: 'send_message',
      roomId: 7,
      userId: client.id,
      content: 'Thanks, and wind?',
    });
    act(() => socket.receive({ type: 'new_message', message: fakeMessage({ id: 3 }) }));
    expect(messages()).toHaveLength(3);
  });

  it('shows a server error as the Chat Error toast', async () => {
    const socket = await openSignedIn();
    act(() => socket.open());
    act(() => socket.receive({ type: 'error', message: chatMessages.tooFast }));
    expect(screen.getByText('Chat Error')).toBeVisible();
    expect(screen.getByText(chatMessages.tooFast)).toBeVisible();
  });

  it('after a drop, reconnects, rejoins the room and does not show a message twice', async () => {
    const socket = await openSignedIn();
    act(() => {
      socket.open();
      socket.receive({ type: 'room_created', room: fakeRoom() });
      socket.receive({ type: 'history', roomId: 7, messages: [fakeMessage({ id: 1 })] });
    });
    act(() => socket.drop());
    expect(screen.getByRole('status').textContent).toBe('Disconnected. Reconnecting...');
    expect(input().disabled).toBe(true);

    await screen.findByText('Connecting...', {}, { timeout: 2000 });
    const again = FakeWebSocket.last;
    expect(again).not.toBe(socket);
    act(() => again.open());
    expect(again.sent).toEqual([{ type: 'join_room', roomId: 7, userId: client.id }]);
    act(() => {
      again.receive({ type: 'room_status', room: fakeRoom() });
      again.receive({
        type: 'history',
        roomId: 7,
        messages: [fakeMessage({ id: 1 }), fakeMessage({ id: 4, message: 'Sent while away' })],
      });
    });
    expect(messages()).toHaveLength(2);
    expect(screen.getByText('Sent while away')).toBeVisible();
    expect(input().disabled).toBe(false);
  });

  it('a closed chat offers a new one; closing the window closes the socket', async () => {
    const socket = await openSignedIn();
    act(() => {
      socket.open();
      socket.receive({ type: 'room_created', room: fakeRoom() });
      socket.receive({ type: 'history', roomId: 7, messages: [fakeMessage({ id: 1 })] });
      socket.receive({ type: 'room_status', room: fakeRoom({ status: 'closed' }) });
    });
    expect(screen.getByText('This chat was closed.')).toBeVisible();
    expect(input().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Start a new chat' }));
    expect(socket.sent.at(-1)).toEqual({
      type: 'create_room',
      name: 'Support Chat',
      userId: client.id,
    });
    act(() => {
      socket.receive({ type: 'room_created', room: fakeRoom({ id: 8 }) });
      socket.receive({ type: 'history', roomId: 8, messages: [] });
    });
    expect(messages()).toHaveLength(0);
    expect(input().disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(chatButton());
    // The conversation ends once the closed window has been painted.
    await waitFor(() => expect(socket.closedWith).toBe(1000));
  });
});

describe('the live chat, signed in as staff', () => {
  it('points to the staff console instead of opening a support room', async () => {
    renderChat(<LiveChatLauncher />, { user: agent });
    fireEvent.click(chatButton());
    const link = await screen.findByRole('link', { name: 'Open staff chat' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/staff/chat');
    expect(FakeWebSocket.made).toHaveLength(0);
  });
});
