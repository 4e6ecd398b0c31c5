import * as React from 'react';
import { CHAT_CLOSE_CODES, type ClientFrame, type ServerFrame } from '#shared/chat';

/**
 * The live chat's socket (docs/chat-protocol.md), shared by the client's chat and the agents'
 * console. Zod-free on purpose: frames from the server are trusted for their shape (the server
 * builds them from src/shared/chat.ts), only non-JSON is dropped.
 */

/**
 * `connecting`: a socket is opening; `open`: it is usable; `waiting`: dropped, retry pending;
 * `closed`: the chat was closed, or the session ended (no retry).
 */
export type ChatConnection = 'connecting' | 'open' | 'waiting' | 'closed';

export const RECONNECT = { firstMs: 1_000, maxMs: 30_000 } as const;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first after a drop): 1 s, 2 s,
 * 4 s … capped at 30 s, each shortened by up to a quarter at random, so the sockets a server
 * restart dropped do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT.maxMs, RECONNECT.firstMs * 2 ** Math.min(attempt, 16));
  return Math.round(base * (0.75 + 0.25 * random()));
}

/** `/ws` on this page's host, `wss:` when the page is https. */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as { type?: unknown } | null;
    return frame && typeof frame.type === 'string' ? (frame as ServerFrame) : null;
  } catch {
    return null;
  }
}

function sendOn(socket: WebSocket | null, frame: ClientFrame): boolean {
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(frame));
  return true;
}

export interface ChatSocketOptions {
  /** False closes the socket (and never reconnects) until it turns true again. */
  enabled: boolean;
  /** Each time a socket opens, the first one and every reconnect: (re)join rooms here. */
  onOpen?: (send: ChatSocket['send']) => void;
  onFrame: (frame: ServerFrame) => void;
  /** For tests; the page's `/ws` by default. */
  url?: string;
}

export interface ChatSocket {
  status: ChatConnection;
  /** Sends when the socket is open; false when the frame could not be sent. */
  send: (frame: ClientFrame) => boolean;
}

/**
 * One socket while `enabled`. After a drop that the page did not ask for (network, server
 * restart) it reconnects with backoff, at once when the browser says it is back online.
 */
export function useChatSocket({ enabled, onOpen, onFrame, url }: ChatSocketOptions): ChatSocket {
  const [status, setStatus] = React.useState<ChatConnection>('connecting');
  const socketRef = React.useRef<WebSocket | null>(null);
  const opened = React.useEffectEvent((socket: WebSocket) =>
    onOpen?.((frame) => sendOn(socket, frame)),
  );
  const received = React.useEffectEvent((frame: ServerFrame) => onFrame(frame));

  React.useEffect(() => {
    if (!enabled) return;
    const target = url ?? chatSocketUrl();
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = () => {
      retry = undefined;
      const socket = new WebSocket(target);
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        setStatus('open');
        opened(socket);
      };
      socket.onmessage = (event: MessageEvent) => {
        const frame = parseFrame(event.data);
        if (frame) received(frame);
      };
      // An error is always followed by close, which decides what happens next.
      socket.onclose = (event: CloseEvent) => {
        if (stopped || socketRef.current !== socket) return;
        socketRef.current = null;
        // The session is over (logged out elsewhere, password changed): another try would be
        // refused the same way; the error frame before the close has told the person why.
        if (event.code === CHAT_CLOSE_CODES.signedOut) {
          setStatus('closed');
          return;
        }
        setStatus('waiting');
        retry = setTimeout(() => {
          setStatus('connecting');
          connect();
        }, reconnectDelay(attempt++));
      };
    };
    const backOnline = () => {
      if (retry === undefined) return;
      clearTimeout(retry);
      setStatus('connecting');
      connect();
    };

    window.addEventListener('online', backOnline);
    connect();
    return () => {
      stopped = true;
      window.removeEventListener('online', backOnline);
      clearTimeout(retry);
      const socket = socketRef.current;
      socketRef.current = null;
      socket?.close(1000, 'chat closed');
      // The next time the chat is enabled it starts by connecting again.
      setStatus('connecting');
    };
  }, [enabled, url]);

  const send = React.useCallback((frame: ClientFrame) => sendOn(socketRef.current, frame), []);

  return { status: enabled ? status : 'closed', send };
}
