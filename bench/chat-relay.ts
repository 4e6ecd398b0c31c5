// The chat benchmark's baseline (bench/chat.ts): a bare `ws` relay speaking the same frames,
// with no identity, no validation and no database. Run as a child process: it prints its port.
import { WebSocketServer, type WebSocket } from 'ws';
import type { ForkedServerMessage } from './lib.ts';

const rooms = new Map<number, Set<WebSocket>>();
let nextRoom = 1;
let nextMessage = 1;
const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });

server.on('connection', (socket) => {
  const joined = new Set<number>();
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as {
      type: string;
      roomId?: number;
      userId?: string;
      content?: string;
    };
    const join = (roomId: number) => {
      joined.add(roomId);
      if (!rooms.has(roomId)) rooms.set(roomId, new Set());
      rooms.get(roomId)!.add(socket);
    };
    if (frame.type === 'create_room') {
      const room = { id: nextRoom++, name: 'Support Chat', userId: frame.userId };
      join(room.id);
      socket.send(JSON.stringify({ type: 'room_created', room }));
    } else if (frame.type === 'join_room' && frame.roomId) {
      join(frame.roomId);
      socket.send(JSON.stringify({ type: 'history', roomId: frame.roomId, messages: [] }));
    } else if (frame.type === 'send_message' && frame.roomId) {
      const message = {
        id: nextMessage++,
        roomId: frame.roomId,
        senderId: frame.userId,
        message: frame.content,
        createdAt: new Date().toISOString(),
      };
      const text = JSON.stringify({ type: 'new_message', message });
      for (const peer of rooms.get(frame.roomId) ?? []) peer.send(text);
    }
  });
  socket.on('close', () => {
    for (const roomId of joined) rooms.get(roomId)?.delete(socket);
  });
});

server.on('listening', () => {
  const address = server.address();
  process.send?.({
    type: 'listening',
    port: typeof address === 'object' && address ? address.port : 0,
  } satisfies ForkedServerMessage);
});
