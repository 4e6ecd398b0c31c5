import { randomUUID } from 'node:crypto';
import type { ChatMessage, ChatRoom } from '#shared/chat';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { SessionsEnded } from '../auth/sessions';

/** What instances tell each other. `from` is the sending instance. */
export type BusEvent =
  | { kind: 'message'; message: ChatMessage }
  | { kind: 'room'; room: ChatRoom }
  /** Something changed in a room: instances with watching agents re-read its summary. */
  | { kind: 'activity'; roomId: number }
  | { kind: 'presence'; agents: number; at: number }
  | { kind: 'presence_query' }
  /** Sessions ended: every instance closes their sockets. */
  | { kind: 'sessions_ended'; ended: SessionsEnded };

type Envelope = BusEvent & { from: string };

export const CHAT_CHANNEL = 'chat_events';
/** NOTIFY payloads must stay under 8000 bytes; a 2,000-character message fits with room. */
const MAX_PAYLOAD = 7900;

/**
 * Fans chat events out to every server instance through PostgreSQL LISTEN/NOTIFY; on PGlite,
 * which has one instance, in process. Every instance, the sender included, hears each event
 * once, so delivery has one path.
 */
export async function chatBus(database: Database, onEvent: (event: Envelope) => void) {
  const instanceId = randomUUID();
  if (database.kind === 'pglite') {
    // One process owns an embedded database: the bus is a function call (a NOTIFY round trip
    // through PGlite would cost a query per message on the only database thread).
    return {
      instanceId,
      async publish(event: BusEvent, _tx?: Db) {
        queueMicrotask(() => onEvent({ ...event, from: instanceId }));
      },
      close: async () => {},
    };
  }
  const stop = await database.listen(CHAT_CHANNEL, (payload) => {
    try {
      onEvent(JSON.parse(payload) as Envelope);
    } catch {
      // Not ours, or cut: nothing to deliver.
    }
  });
  return {
    instanceId,
    /** `tx`: NOTIFY inside the caller's transaction, delivered only if it commits. */
    async publish(event: BusEvent, tx?: Db) {
      let payload = JSON.stringify({ ...event, from: instanceId });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD && event.kind === 'message') {
        // Multi-byte text can outgrow the limit: the receivers re-read the stored message.
        payload = JSON.stringify({
          ...event,
          message: { ...event.message, message: '', messageType: 'truncated' },
          from: instanceId,
        });
      }
      if (tx) await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${payload})`);
      else await database.query(sql`select pg_notify(${CHAT_CHANNEL}, ${payload})`);
    },
    close: stop,
  };
}

export type ChatBus = Awaited<ReturnType<typeof chatBus>>;
