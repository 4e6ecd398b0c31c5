import WebSocket from 'ws';
import type { ServerFrame } from '#shared/chat';

type FrameOf<T extends ServerFrame['type']> = Extract<ServerFrame, { type: T }>;

/** A real WebSocket to /ws that keeps every frame it receives, for protocol tests. */
export class ChatClient {
  readonly frames: ServerFrame[] = [];
  private waiters: (() => void)[] = [];

  /** The close code, once the socket has closed. */
  closeCode: number | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on('close', (code) => (this.closeCode = code));
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ServerFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', () => {
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
  static connect(
    origin: string,
    headers: Record<string, string> = {},
    options: { autoPong?: boolean } = {},
  ): Promise<ChatClient> {
    const url = `${origin.replace(/^http/, 'ws')}/ws`;
    const socket = new WebSocket(url, { headers: { origin, ...headers }, ...options });
    return new Promise((resolve, reject) => {
      const client = new ChatClient(socket);
      socket.once('open', () => resolve(client));
      socket.once('unexpected-response', (_req, res) =>
        reject(
          Object.assign(new Error(`upgrade refused: ${res.statusCode}`), {
            status: res.statusCode,
          }),
        ),
      );
      socket.once('error', reject);
    });
  }

  send(frame: unknown) {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next frame of a type not yet taken (waits up to `timeoutMs`). */
  async next<T extends ServerFrame['type']>(type: T, timeoutMs = 3000): Promise<FrameOf<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((f) => f.type === type);
      if (index >= 0) return this.frames.splice(index, 1)[0] as FrameOf<T>;
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error(`closed before ${type}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no ${type} frame; got ${JSON.stringify(this.frames)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits `ms` and returns the frames of a type that arrived meanwhile (none expected, often). */
  async drain<T extends ServerFrame['type']>(type: T, ms = 300): Promise<FrameOf<T>[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    const taken = this.frames.filter((f) => f.type === type) as FrameOf<T>[];
    this.frames.splice(0, this.frames.length, ...this.frames.filter((f) => f.type !== type));
    return taken;
  }

  /** Waits for the socket to close (up to `timeoutMs`) and returns the close code. */
  async closed(timeoutMs = 3000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.closeCode === undefined) {
      if (Date.now() > deadline) throw new Error('the socket is still open');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.closeCode;
  }

  get open() {
    return this.socket.readyState === WebSocket.OPEN;
  }

  close() {
    this.socket.close();
  }
}
