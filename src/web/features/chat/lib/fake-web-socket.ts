import type { ChatRoom, ChatMessage, ServerFrame } from '#shared/chat';

/**
 * For component tests only: the browser's WebSocket as far as the chat uses it, with the test
 * playing the server (`open`, `receive`, `drop`). Install with
 * `vi.stubGlobal('WebSocket', FakeWebSocket)`.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket the page made, oldest first. */
  static made: FakeWebSocket[] = [];

  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.made.at(-1);
    if (!socket) throw new Error('no WebSocket was opened');
    return socket;
  }

  readyState = FakeWebSocket.CONNECTING;
  /** Frames the page sent, parsed. */
  sent: { type: string; [field: string]: unknown }[] = [];
  /** The code the page closed with, when it did. */
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('InvalidStateError: not open');
    this.sent.push(JSON.parse(data) as FakeWebSocket['sent'][number]);
  }

  close(code = 1000) {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.closedWith = code;
    this.readyState = FakeWebSocket.CLOSED;
    // As in a browser, the close event comes later.
    queueMicrotask(() => this.onclose?.(Object.assign(new Event('close'), { code })));
  }

  // The server's side.

  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  receive(frame: ServerFrame | string) {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The connection is lost (network, server restart): error, then close. */
  drop(code = 1006) {
    this.readyState = FakeWebSocket.CLOSED;
    this.onerror?.(new Event('error'));
    this.onclose?.(Object.assign(new Event('close'), { code }));
  }
}

export function fakeRoom(overrides: Partial<ChatRoom> = {}): ChatRoom {
  return {
    id: 7,
    name: 'Support Chat',
    userId: 'client-1',
    agentId: null,
    status: 'active',
    createdAt: '2026-03-01T15:00:00.000Z',
    ...overrides,
  };
}

export function fakeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1,
    roomId: 7,
    senderId: 'client-1',
    senderName: 'Dana',
    fromStaff: false,
    message: 'Hello, is my roof covered for hail?',
    messageType: 'text',
    createdAt: '2026-03-01T15:01:00.000Z',
    ...overrides,
  };
}
