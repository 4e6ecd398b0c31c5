// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_CLOSE_CODES, type ServerFrame } from '#shared/chat';
import { FakeWebSocket } from './fake-web-socket';
import {
  chatSocketUrl,
  reconnectDelay,
  useChatSocket,
  type ChatSocketOptions,
} from './use-chat-socket';

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops growing at 30 s', () => {
    const top = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => reconnectDelay(n, top))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('shortens each wait by up to a quarter at random, never lengthens it', () => {
    expect(reconnectDelay(0, () => 0)).toBe(750);
    expect(reconnectDelay(2, () => 0.5)).toBe(3_500);
    expect(reconnectDelay(9, () => 0)).toBe(22_500);
  });
});

describe('chatSocketUrl', () => {
  it('uses wss on a secure page and ws otherwise, on the same host', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'agency.test' })).toBe('wss://agency.test/ws');
    expect(chatSocketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/ws',
    );
  });
});

describe('useChatSocket', () => {
  beforeEach(() => {
    FakeWebSocket.made = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    vi.useFakeTimers();
    // No jitter: the waits are exactly 1 s, 2 s, 4 s …
    vi.spyOn(Math, 'random').mockReturnValue(1);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function mount() {
    const frames: ServerFrame[] = [];
    const onOpen = vi.fn((send: (frame: { type: 'watch_rooms' }) => boolean) =>
      send({ type: 'watch_rooms' }),
    );
    const hook = renderHook((props: Partial<ChatSocketOptions>) =>
      useChatSocket({
        enabled: true,
        url: 'ws://test/ws',
        onOpen,
        onFrame: (frame) => frames.push(frame),
        ...props,
      }),
    );
    return { ...hook, frames, onOpen };
  }

  it('connects, says so, runs onOpen with a working send, and hands frames over', () => {
    const { result, frames, onOpen } = mount();
    expect(result.current.status).toBe('connecting');
    expect(FakeWebSocket.made).toHaveLength(1);
    expect(FakeWebSocket.last.url).toBe('ws://test/ws');
    expect(result.current.send({ type: 'watch_rooms' })).toBe(false);

    act(() => FakeWebSocket.last.open());
    expect(result.current.status).toBe('open');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.last.sent).toEqual([{ type: 'watch_rooms' }]);

    act(() => {
      FakeWebSocket.last.receive({ type: 'agents_online', online: true });
      FakeWebSocket.last.receive('not json');
      FakeWebSocket.last.receive('{"no":"type"}');
    });
    expect(frames).toEqual([{ type: 'agents_online', online: true }]);
    expect(result.current.send({ type: 'close_room', roomId: 3 })).toBe(true);
    expect(FakeWebSocket.last.sent.at(-1)).toEqual({ type: 'close_room', roomId: 3 });
  });

  it('after a drop, reconnects after 1 s, 2 s, 4 s … up to 30 s, and rejoins on success', () => {
    const { result, onOpen } = mount();
    act(() => FakeWebSocket.last.open());

    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const before = FakeWebSocket.made.length;
      act(() => FakeWebSocket.last.drop());
      expect(result.current.status).toBe('waiting');
      // Nothing happens until the wait is over, then exactly one new socket.
      let waited = 0;
      while (FakeWebSocket.made.length === before) {
        act(() => vi.advanceTimersByTime(250));
        waited += 250;
        expect(waited).toBeLessThanOrEqual(30_000);
      }
      waits.push(waited);
      expect(FakeWebSocket.made).toHaveLength(before + 1);
      expect(result.current.status).toBe('connecting');
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);

    act(() => FakeWebSocket.last.open());
    expect(result.current.status).toBe('open');
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(FakeWebSocket.last.sent).toEqual([{ type: 'watch_rooms' }]);

    // A connection that worked starts the backoff again from 1 s.
    const before = FakeWebSocket.made.length;
    act(() => FakeWebSocket.last.drop());
    act(() => vi.advanceTimersByTime(999));
    expect(FakeWebSocket.made).toHaveLength(before);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeWebSocket.made).toHaveLength(before + 1);
  });

  it('reconnects at once when the browser comes back online', () => {
    const { result } = mount();
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.drop());
    act(() => FakeWebSocket.last.drop()); // a stale close of the same socket changes nothing
    expect(FakeWebSocket.made).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(FakeWebSocket.made).toHaveLength(2);
    expect(result.current.status).toBe('connecting');
    // The pending retry was cancelled: no third socket.
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeWebSocket.made).toHaveLength(2);
  });

  it('closing the chat closes the socket and never reconnects', async () => {
    const { result, rerender } = mount();
    act(() => FakeWebSocket.last.open());
    const socket = FakeWebSocket.last;

    rerender({ enabled: false });
    expect(socket.closedWith).toBe(1000);
    expect(result.current.status).toBe('closed');
    await act(async () => {
      await Promise.resolve(); // the close event
      vi.advanceTimersByTime(60_000);
    });
    expect(FakeWebSocket.made).toHaveLength(1);
    expect(result.current.send({ type: 'watch_rooms' })).toBe(false);

    // Opened again: a new socket, connecting first.
    rerender({ enabled: true });
    expect(FakeWebSocket.made).toHaveLength(2);
    expect(result.current.status).toBe('connecting');
  });

  it('does not reconnect when the server closes a socket whose session ended', () => {
    const { result } = mount();
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.drop(CHAT_CLOSE_CODES.signedOut));
    expect(result.current.status).toBe('closed');
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeWebSocket.made).toHaveLength(1);
  });

  it('unmounting while a retry waits cancels the retry', () => {
    const { unmount } = mount();
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.drop());
    unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeWebSocket.made).toHaveLength(1);
  });
});
