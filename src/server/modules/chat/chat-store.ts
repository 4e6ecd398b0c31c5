import type { ChatMessage, ChatRoom, RoomSummary } from '#shared/chat';
import { CHAT_LIMITS, SUPPORT_ROOM_NAME } from '#shared/chat';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RawQuery } from '../../db/client';
import { chatMessages, chatRooms, users } from '../../db/schema';
import { columnList } from '../../db/sql';

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

// Aliases for statements that name a table twice; in FROM they are written `${chatRooms} ${r}`.
const r = alias(chatRooms, 'r');
const m = alias(chatMessages, 'm');
const u = alias(users, 'u');
const c = alias(users, 'c');

/** A room's columns, as RoomRow reads them. */
const room = (rooms: typeof chatRooms | typeof r) =>
  sql`${rooms.id}, ${rooms.name}, ${rooms.userId}, ${rooms.agentId}, ${rooms.status}, ${rooms.createdAt}`;

/** A message (`m`) with its sender (`u`), as MessageRow reads them. */
const MESSAGE = sql`${m.id}, ${m.roomId}, ${m.senderId}, ${u.firstName} as "senderName",
  ${u.role} as "senderRole", ${m.message}, ${m.messageType}, ${m.createdAt}`;

/**
 * A room (`r`) for the agents' list: its client's name, when the agency last wrote (`a."at"`),
 * since when the client has waited for an answer, how many of their messages are unanswered, and
 * the last message.
 */
const SUMMARY = sql`
  select ${room(r)},
    coalesce(nullif(trim(coalesce(${c.firstName}, '') || ' ' || coalesce(${c.lastName}, '')), ''), ${c.email}) as "clientName",
    ${c.accountId} as "clientAccountId",
    a."at" as "lastAgentAt",
    (select min(${m.createdAt}) from ${chatMessages} ${m}
       where ${m.roomId} = ${r.id} and ${m.senderId} = ${r.userId}
         and (a."at" is null or ${m.createdAt} > a."at")) as "waitingSince",
    (select count(*)::int from ${chatMessages} ${m}
       where ${m.roomId} = ${r.id} and ${m.senderId} = ${r.userId}
         and (a."at" is null or ${m.createdAt} > a."at")) as "unread",
    (select max(${m.createdAt}) from ${chatMessages} ${m} where ${m.roomId} = ${r.id}) as "lastMessageAt"
  from ${chatRooms} ${r}
  left join ${users} ${c} on ${c.id} = ${r.userId}
  left join lateral (
    select max(${m.createdAt}) as "at" from ${chatMessages} ${m}
    where ${m.roomId} = ${r.id} and ${m.senderId} is distinct from ${r.userId}
  ) a on true`;

type SummaryRow = RoomRow & {
  clientName: string | null;
  clientAccountId: string | null;
  waitingSince: Date | string | null;
  unread: number;
  lastMessageAt: Date | string | null;
};

const toSummary = (row: SummaryRow): RoomSummary => ({
  room: toRoom(row),
  clientName: row.clientName ?? 'Client',
  clientAccountId: row.clientAccountId ?? null,
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
      const values = sql.join(
        batch.map(
          (message, i) =>
            sql`(${i}::int, ${message.roomId}::int, ${message.sender.id}::uuid, ${message.text}::text)`,
        ),
        sql`, `,
      );
      try {
        const rows = await query<{ ord: number; id: number; createdAt: Date | string }>(sql`
          with v ("ord", "roomId", "senderId", "message") as (values ${values}),
          ok as (
            select v.*, nextval('chat_messages_id_seq')::int as "id" from v
            join ${chatRooms} on ${chatRooms.id} = v."roomId" and ${chatRooms.status} = 'active'
            order by v."ord"
          ),
          ins as (
            insert into ${chatMessages} (${columnList(
              chatMessages.id,
              chatMessages.roomId,
              chatMessages.senderId,
              chatMessages.message,
            )})
            select "id", "roomId", "senderId", "message" from ok
            returning ${chatMessages.id}, ${chatMessages.createdAt}
          )
          select ok."ord", ok."id", ins."createdAt" from ok join ins using ("id")`);
        const stored = new Map(rows.map((r) => [r.ord, r]));
        batch.forEach((message, i) => {
          const row = stored.get(i);
          message.done(
            row
              ? toMessage({
                  id: row.id,
                  roomId: message.roomId,
                  senderId: message.sender.id,
                  senderName: message.sender.firstName,
                  senderRole: message.sender.role,
                  message: message.text,
                  messageType: 'text',
                  createdAt: row.createdAt,
                })
              : null,
          );
        });
      } catch (error) {
        for (const message of batch) message.fail(error);
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
      const [existing] = await query<RoomRow>(sql`
        select ${room(chatRooms)} from ${chatRooms}
        where ${chatRooms.userId} = ${userId} and ${chatRooms.status} = 'active'
        order by ${chatRooms.id} desc limit 1`);
      if (existing) return toRoom(existing);
      const [created] = await query<RoomRow>(sql`
        insert into ${chatRooms} (${columnList(chatRooms.name, chatRooms.userId)})
        values (${name}, ${userId}) returning ${room(chatRooms)}`);
      return toRoom(created!);
    },

    async room(roomId: number): Promise<ChatRoom | null> {
      const [row] = await query<RoomRow>(
        sql`select ${room(chatRooms)} from ${chatRooms} where ${chatRooms.id} = ${roomId}`,
      );
      return row ? toRoom(row) : null;
    },

    /** The first agent to join becomes the room's agent. */
    async claimRoom(roomId: number, agentId: string): Promise<ChatRoom | null> {
      const [row] = await query<RoomRow>(sql`
        update ${chatRooms}
        set ${columnList(chatRooms.agentId)} = coalesce(${chatRooms.agentId}, ${agentId}),
          ${columnList(chatRooms.updatedAt)} = now()
        where ${chatRooms.id} = ${roomId} returning ${room(chatRooms)}`);
      return row ? toRoom(row) : null;
    },

    async closeRoom(roomId: number): Promise<ChatRoom | null> {
      const [row] = await query<RoomRow>(sql`
        update ${chatRooms}
        set ${columnList(chatRooms.status)} = 'closed', ${columnList(chatRooms.updatedAt)} = now()
        where ${chatRooms.id} = ${roomId} returning ${room(chatRooms)}`);
      return row ? toRoom(row) : null;
    },

    /**
     * Stores a message (before anyone is told of it) and returns it as the frames carry it;
     * null when the room is closed or gone: nothing is stored then.
     */
    saveMessage: messageWriter(query),

    /** The last messages of a room, oldest first. */
    async history(roomId: number, limit: number = CHAT_LIMITS.historySize): Promise<ChatMessage[]> {
      const rows = await query<MessageRow>(sql`
        select * from (
          select ${MESSAGE} from ${chatMessages} ${m} join ${users} ${u} on ${u.id} = ${m.senderId}
          where ${m.roomId} = ${roomId} order by ${m.id} desc limit ${limit}
        ) recent order by "id"`);
      return rows.map(toMessage);
    },

    /** Open rooms for the agents' list, the longest-waiting first. */
    async openRooms(): Promise<RoomSummary[]> {
      const rows = await query<SummaryRow>(sql`
        ${SUMMARY} where ${r.status} = 'active'
        order by "waitingSince" asc nulls last, ${r.id} desc limit 200`);
      return rows.map(toSummary);
    },

    async summary(roomId: number): Promise<RoomSummary | null> {
      const [row] = await query<SummaryRow>(sql`${SUMMARY} where ${r.id} = ${roomId}`);
      return row ? toSummary(row) : null;
    },
  };
}
