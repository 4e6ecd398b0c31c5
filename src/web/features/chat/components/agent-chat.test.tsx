// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '~/lib/use-toast';
import type { RoomSummary } from '#shared/chat';
import { FakeWebSocket, fakeMessage, fakeRoom } from '../lib/fake-web-socket';
import { agent, renderChat } from '../lib/testing';
import { AgentChat } from './agent-chat';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A few seconds more, so a slow test run does not tip a minute over.
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000 - 5_000).toISOString();

function summary(overrides: Partial<RoomSummary> & { id: number }): RoomSummary {
  const { id, ...rest } = overrides;
  return {
    room: fakeRoom({ id, userId: `client-${id}` }),
    clientName: 'Dana Whitfield',
    clientAccountId: null,
    waitingSince: minutesAgo(3),
    unread: 1,
    lastMessageAt: minutesAgo(3),
    ...rest,
  };
}

const openChats = () =>
  within(screen.getByRole('list', { name: /open chats/i }))
    .getAllByRole('button')
    .map((b) => b.textContent);

function start() {
  renderChat(<AgentChat userId={agent.id} />, { user: agent, url: '/staff/chat' });
  const socket = FakeWebSocket.last;
  act(() => socket.open());
  return socket;
}

describe('AgentChat (/staff/chat)', () => {
  it('watches the open rooms: client, waiting time and unread count, kept up to date', () => {
    const socket = start();
    expect(screen.getByRole('status').textContent).toBe('Connected');
    expect(socket.sent).toEqual([{ type: 'watch_rooms' }]);

    act(() =>
      socket.receive({
        type: 'rooms',
        rooms: [
          summary({ id: 1, clientName: 'Marcus Lee', waitingSince: null, unread: 0 }),
          summary({ id: 2, clientName: 'Dana Whitfield', waitingSince: minutesAgo(3), unread: 2 }),
        ],
      }),
    );
    expect(screen.getByRole('heading', { name: 'Open chats (2)' })).toBeVisible();
    expect(openChats()).toEqual(['Dana Whitfield2 unreadwaiting 3 min', 'Marcus Leeanswered']);

    // A new room opens; another is closed elsewhere.
    act(() => {
      socket.receive({
        type: 'room_activity',
        summary: summary({ id: 3, clientName: 'Riley Park', waitingSince: minutesAgo(12) }),
      });
      socket.receive({ type: 'room_status', room: fakeRoom({ id: 1, status: 'closed' }) });
    });
    expect(openChats()).toEqual([
      'Riley Park1 unreadwaiting 12 min',
      'Dana Whitfield2 unreadwaiting 3 min',
    ]);
  });

  it('joins a room, shows its history and new messages, replies, and closes it', () => {
    const socket = start();
    act(() => socket.receive({ type: 'rooms', rooms: [summary({ id: 7 })] }));

    fireEvent.click(screen.getByRole('button', { name: /Dana Whitfield/ }));
    expect(socket.sent.at(-1)).toEqual({ type: 'join_room', roomId: 7, userId: agent.id });
    act(() => {
      socket.receive({ type: 'room_status', room: fakeRoom({ agentId: agent.id }) });
      socket.receive({ type: 'history', roomId: 7, messages: [fakeMessage({ id: 1 })] });
      // Another room's message (joined earlier) stays out of this conversation.
      socket.receive({ type: 'new_message', message: fakeMessage({ id: 2, roomId: 99 }) });
    });
    expect(screen.getByRole('heading', { name: 'Chat with Dana Whitfield' })).toBeVisible();
    const log = screen.getByRole('log', { name: 'Messages with Dana Whitfield' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
    expect(log.textContent).toContain('Dana');

    const reply = screen.getByRole('textbox', { name: 'Reply' });
    fireEvent.change(reply, { target: { value: 'Yes, hail is covered.' } });
    fireEvent.keyDown(reply, { key: 'Enter' });
    expect(socket.sent.at(-1)).toEqual({
      type: 'send_message',
      roomId: 7,
      userId: agent.id,
      content: 'Yes, hail is covered.',
    });
    act(() =>
      socket.receive({
        type: 'new_message',
        message: fakeMessage({
          id: 3,
          senderId: agent.id,
          senderName: 'Avery',
          fromStaff: true,
          message: 'Yes, hail is covered.',
        }),
      }),
    );
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]!.textContent).toContain('You');

    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'close_room', roomId: 7 });
    act(() => socket.receive({ type: 'room_status', room: fakeRoom({ status: 'closed' }) }));
    expect(screen.getByText('No open chats right now.')).toBeVisible();
    expect(screen.getByText('This chat is closed.')).toBeVisible();
    expect((screen.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement).disabled).toBe(
      true,
    );
  });

  it('after a drop, watches again and rejoins the open conversation', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const socket = start();
    act(() => socket.receive({ type: 'rooms', rooms: [summary({ id: 7 })] }));
    fireEvent.click(screen.getByRole('button', { name: /Dana Whitfield/ }));
    act(() => socket.drop());
    await screen.findByText('Connecting...', {}, { timeout: 2000 });
    act(() => FakeWebSocket.last.open());
    expect(FakeWebSocket.last.sent).toEqual([
      { type: 'watch_rooms' },
      { type: 'join_room', roomId: 7, userId: agent.id },
    ]);
  });

  it("shows what the console puts beside a client's chat, for a client with an account", () => {
    renderChat(
      <AgentChat
        userId={agent.id}
        beside={(accountId, clientName) => (
          <p>
            Beside: {clientName} ({accountId})
          </p>
        )}
      />,
      { user: agent, url: '/staff/chat' },
    );
    const socket = FakeWebSocket.last;
    act(() => socket.open());
    act(() =>
      socket.receive({
        type: 'rooms',
        rooms: [
          summary({ id: 7, clientAccountId: 'acc-7' }),
          summary({ id: 8, clientName: 'Guest Visitor', clientAccountId: null }),
        ],
      }),
    );
    // Nothing before a chat is chosen.
    expect(screen.queryByText(/^Beside:/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Dana Whitfield/ }));
    expect(screen.getByText('Beside: Dana Whitfield (acc-7)')).toBeVisible();
    // A client with no account: nothing beside.
    fireEvent.click(screen.getByRole('button', { name: /Guest Visitor/ }));
    expect(screen.queryByText(/^Beside:/)).toBeNull();
  });

  it('shows server errors as the Chat Error toast', () => {
    const socket = start();
    act(() => socket.receive({ type: 'error', message: 'Chat room not found.' }));
    expect(screen.getByText('Chat Error')).toBeVisible();
    expect(screen.getByText('Chat room not found.')).toBeVisible();
  });
});
