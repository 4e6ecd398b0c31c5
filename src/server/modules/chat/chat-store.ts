import type { ChatMessage, ChatRoom, RoomSummary } from '#shared/chat';
import { CHAT_LIMITS, SUPPORT_ROOM_NAME } from '#shared/chat';
import type { RawQuery } from '../../db/client';

interface RoomRow {
  id: number;
  name: string;
  userId: string | null;
  agentId: string | null;
  status: string;
  createdAt: Date | string;
}

interface MessageRow {
  id: number;
  roomId: number;
  senderId: string;
  senderName: string | null;
  senderRole: string;
  message: string;
  messageType: string;
  createdAt: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export const toRoom = (row: RoomRow): ChatRoom => ({
  id: row.id,
  name: row.name,
  userId: row.userId,
  agentId: row.agentId,
  status: row.status === 'closed' ? 'closed' : 'active',
  createdAt: iso(row.createdAt),
});

const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  roomId: row.roomId,
  senderId: row.senderId,
  senderName: row.senderName ?? 'Agency',
  fromStaff: row.senderRole !== 'client',
  message: row.message,
  messageType: row.messageType,
  createdAt: iso(row.createdAt),
});

const ROOM = `"id", "name", "userId", "agentId", "status", "createdAt"`;
const MESSAGE = `m."id", m."roomId", m."senderId", u."firstName" as "senderName",
  u."role" as "senderRole", m."message", m."messageType", m."createdAt"`;

const SUMMARY = `
  select r."id", r."name", r."userId", r."agentId", r."status", r."createdAt",
    coalesce(nullif(trim(coalesce(c."firstName", '') || ' ' || coalesce(c."lastName", '')), ''), c."email") as "clientName",
    a."at" as "lastAgentAt",
    (select min(m."createdAt") from chat_messages m
       where m."roomId" = r."id" and m."senderId" = r."userId"
         and (a."at" is null or m."createdAt" > a."at")) as "waitingSince",
    (select count(*)::int from chat_messages m
       where m."roomId" = r."id" and m."senderId" = r."userId"
         and (a."at" is null or m."createdAt" > a."at")) as "unread",
    (select max(m."createdAt") from chat_messages m where m."roomId" = r."id") as "lastMessageAt"
  from chat_rooms r
  left join users c on c."id" = r."userId"
  left join lateral (
    select max(m."createdAt") as "at" from chat_messages m
    where m."roomId" = r."id" and m."senderId" is distinct from r."userId"
  ) a on true`;

type SummaryRow = RoomRow & {
  clientName: string | null;
  waitingSince: Date | string | null;
  unread: number;
  lastMessageAt: Date | string | null;
};

const toSummary = (row: SummaryRow): RoomSummary => ({
  room: toRoom(row),
  clientName: row.clientName ?? 'Client',
  waitingSince: row.waitingSince ? iso(row.waitingSince) : null,
  unread: row.unread,
  lastMessageAt: row.lastMessageAt ? iso(row.lastMessageAt) : null,
});

interface PendingMessage {
  roomId: number;
  sender: { id: string; firstName: string | null; role: string };
  text: string;
  done: (message: ChatMessage | null) => void;
  fail: (error: unknown) => void;
}

/** At most this many messages in one INSERT. */
const MAX_BATCH = 200;

/**
 * Writes messages in natural batches: the first waits for nothing; those that arrive while a
 * write is in flight go together in the next statement. A quiet chat pays one insert per
 * message, a busy one far fewer statements than messages (on PGlite the database shares the
 * server's thread: bench/chat). Each message keeps its place (`ord`) and learns its own id.
 */
function messageWriter(query: RawQuery) {
  let queue: PendingMessage[] = [];
  let writing = false;

  async function flush() {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      const params: unknown[] = [];
      const values = batch.map((m, i) => {
        params.push(i, m.roomId, m.sender.id, m.text);
        const n = i * 4;
        return `($${n + 1}::int, $${n + 2}::int, $${n + 3}::uuid, $${n + 4}::text)`;
      });
      try {
        const rows = await query<{ ord: number; id: number; createdAt: Date | string }>(
          `with v ("ord", "roomId", "senderId", "message") as (values ${values.join(', ')}),
           ok as (
             select v.*, nextval('chat_messages_id_seq')::int as "id" from v
             join chat_rooms r on r."id" = v."roomId" and r."status" = 'active'
             order by v."ord"
           ),
           ins as (
             insert into chat_messages ("id", "roomId", "senderId", "message")
             select "id", "roomId", "senderId", "message" from ok
             returning "id", "createdAt"
           )
           select ok."ord", ok."id", ins."createdAt" from ok join ins using ("id")`,
          params,
        );
        const stored = new Map(rows.map((r) => [r.ord, r]));
        batch.forEach((m, i) => {
          const row = stored.get(i);
          m.done(
            row
              ? toMessage({
                  id: row.id,
                  roomId: m.roomId,
                  senderId: m.sender.id,
                  senderName: m.sender.firstName,
                  senderRole: m.sender.role,
                  message: m.text,
                  messageType: 'text',
                  createdAt: row.createdAt,
                })
              : null,
          );
        });
      } catch (error) {
        for (const m of batch) m.fail(error);
      }
    }
    writing = false;
  }

  return (
    roomId: number,
    sender: PendingMessage['sender'],
    text: string,
  ): Promise<ChatMessage | null> =>
    new Promise((done, fail) => {
      queue.push({ roomId, sender, text, done, fail });
      if (!writing) void flush();
    });
}

/** The chat's rows, straight through the driver (the socket path runs for every message). */
export function chatStore(query: RawQuery) {
  return {
    /** The client's open support room, or a new one. */
    async openRoomFor(userId: string, name = SUPPORT_ROOM_NAME): Promise<ChatRoom> {
      const [existing] = await query<RoomRow>(
        `select ${ROOM} from chat_rooms where "userId" = $1 and "status" = 'active'
         order by "id" desc limit 1`,
        [userId],
      );
      if (existing) return toRoom(existing);
      const [created] = await query<RoomRow>(
        `insert into chat_rooms ("name", "userId") values ($1, $2) returning ${ROOM}`,
        [name, userId],
      );
      return toRoom(created!);
    },

    async room(roomId: number): Promise<ChatRoom | null> {
      const [row] = await query<RoomRow>(`select ${ROOM} from chat_rooms where "id" = $1`, [
        roomId,
      ]);
      return row ? toRoom(row) : null;
    },

    /** The first agent to join becomes the room's agent. */
    async claimRoom(roomId: number, agentId: string): Promise<ChatRoom | null> {
      const [row] = await query<RoomRow>(
        `update chat_rooms set "agentId" = coalesce("agentId", $2), "updatedAt" = now()
         where "id" = $1 returning ${ROOM}`,
        [roomId, agentId],
      );
      return row ? toRoom(row) : null;
    },

    async closeRoom(roomId: number): Promise<ChatRoom | null> {
      const [row] = await query<RoomRow>(
        `update chat_rooms set "status" = 'closed', "updatedAt" = now()
         where "id" = $1 returning ${ROOM}`,
        [roomId],
      );
      return row ? toRoom(row) : null;
    },

    /**
     * Stores a message (before anyone is told of it) and returns it as the frames carry it;
     * null when the room is closed or gone: nothing is stored then.
     */
    saveMessage: messageWriter(query),

    /** The last messages of a room, oldest first. */
    async history(roomId: number, limit: number = CHAT_LIMITS.historySize): Promise<ChatMessage[]> {
      const rows = await query<MessageRow>(
        `select * from (
           select ${MESSAGE} from chat_messages m join users u on u."id" = m."senderId"
           where m."roomId" = $1 order by m."id" desc limit $2
         ) recent order by "id"`,
        [roomId, limit],
      );
      return rows.map(toMessage);
    },

    /** Open rooms for the agents' list, the longest-waiting first. */
    async openRooms(): Promise<RoomSummary[]> {
      const rows = await query<SummaryRow>(
        `${SUMMARY} where r."status" = 'active'
         order by "waitingSince" asc nulls last, r."id" desc limit 200`,
        [],
      );
      return rows.map(toSummary);
    },

    async summary(roomId: number): Promise<RoomSummary | null> {
      const [row] = await query<SummaryRow>(`${SUMMARY} where r."id" = $1`, [roomId]);
      return row ? toSummary(row) : null;
    },
  };
}

export type ChatStore = ReturnType<typeof chatStore>;
