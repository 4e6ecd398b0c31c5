import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AgencyProfile } from '#shared/agency';
import {
  CHAT_CLOSE_CODES,
  CHAT_LIMITS,
  SUPPORT_ROOM_NAME,
  chatMessages,
  type ClientFrame,
  type ServerFrame,
} from '#shared/chat';
import { clientFrameSchema } from '#shared/chat-frames';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { emailOutbox, sessions, users } from '../../db/schema';
import type { SessionsEnded, SessionUser } from '../auth/sessions';
import { composeEmail } from '../mail/compose';
import { enqueueEmails } from '../mail/outbox';
import { chatBus, type BusEvent, type ChatBus } from './bus';
import { chatStore } from './chat-store';

/** One open socket and what it may do. */
interface Connection {
  socket: WebSocket;
  user: SessionUser;
  /** The session the socket was opened with: when it ends, the socket closes. */
  sid: string;
  /** What this user's sockets on this instance share. */
  activity: UserActivity;
  rooms: Set<number>;
  watching: boolean;
  alive: boolean;
  /** When this socket's recent frames arrived, and how many wait to be handled. */
  framesAt: number[];
  pending: number;
  refusedAt: number[];
  lastRefusalSent: number;
}

/** What one user's sockets on this instance share: their frames and messages. */
interface UserActivity {
  connections: Set<Connection>;
  framesAt: number[];
  sentAt: number[];
}

/** Keeps the times within the window, oldest first, and answers whether one more fits. */
function fitsWindow(times: number[], max: number, now: number): boolean {
  while (times.length > 0 && now - times[0]! >= CHAT_LIMITS.rateWindowMs) times.shift();
  return times.length < max;
}

/** How often each instance checks that its sockets' sessions still exist (expiry, missed events). */
const SESSION_CHECK_EVERY_MS = 30_000;

const isStaff = (user: SessionUser | null) => user?.role === 'agent' || user?.role === 'admin';

/** An instance that has not reported its agents for this long counts as gone. */
const PRESENCE_TTL_MS = 45_000;
const PRESENCE_EVERY_MS = 15_000;
const ACTIVITY_EVERY_MS = 300;
/** The agency is e-mailed about an unattended room at most this often. */
const OFFLINE_MAIL_EVERY = '30 minutes';

export interface ChatServerOptions {
  database: Database;
  log: FastifyBaseLogger;
  agency: AgencyProfile;
  notifyTo: string;
  heartbeatMs?: number;
}

/**
 * The live chat: sockets of this instance, rooms they joined, and the bus that carries every
 * message, room change and agent count between instances. A message is stored before anyone hears
 * of it; every delivery, local ones included, comes off the bus.
 */
export async function createChatServer(options: ChatServerOptions) {
  const { database, log } = options;
  const store = chatStore(database.query);
  const connections = new Set<Connection>();
  const byUser = new Map<string, UserActivity>();
  const byRoom = new Map<number, Set<Connection>>();
  const presence = new Map<string, { agents: number; at: number }>();
  let online = false;

  /** Sockets of this instance that watch the room list (staff). */
  const watchers = new Set<Connection>();
  const send = (conn: Connection, frame: ServerFrame) => {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(frame));
  };
  const fail = (conn: Connection, message: string) => send(conn, { type: 'error', message });

  const agentsOnline = () => {
    const now = Date.now();
    for (const { agents, at } of presence.values()) {
      if (agents > 0 && now - at < PRESENCE_TTL_MS) return true;
    }
    return false;
  };

  function refreshOnline() {
    const now = agentsOnline();
    if (now === online) return;
    online = now;
    for (const conn of connections) {
      if (!isStaff(conn.user)) send(conn, { type: 'agents_online', online });
    }
  }

  function deliver(event: BusEvent & { from: string }) {
    switch (event.kind) {
      case 'message': {
        refreshSummary(event.message.roomId);
        const listeners = byRoom.get(event.message.roomId);
        if (!listeners) return;
        const frame = (message: typeof event.message) => {
          // Serialised once for the whole room.
          const text = JSON.stringify({ type: 'new_message', message } satisfies ServerFrame);
          for (const conn of listeners) {
            if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(text);
          }
        };
        if (event.message.messageType !== 'truncated') return frame(event.message);
        // Too long for a NOTIFY payload: read it back from the table.
        void store
          .history(event.message.roomId, 20)
          .then((recent) => recent.find((m) => m.id === event.message.id))
          .then((message) => message && frame(message))
          .catch((err: unknown) => log.warn({ err }, 'chat: re-reading a message failed'));
        return;
      }
      case 'room':
        for (const conn of byRoom.get(event.room.id) ?? []) {
          send(conn, { type: 'room_status', room: event.room });
        }
        for (const conn of watchers) {
          if (!byRoom.get(event.room.id)?.has(conn)) {
            send(conn, { type: 'room_status', room: event.room });
          }
        }
        return;
      case 'activity':
        refreshSummary(event.roomId);
        return;
      case 'presence':
        presence.set(event.from, { agents: event.agents, at: event.at });
        refreshOnline();
        return;
      case 'presence_query':
        if (event.from !== busRef.current?.instanceId) void announce();
        return;
      case 'sessions_ended':
        for (const conn of connections) {
          const ended =
            'sid' in event.ended
              ? conn.sid === event.ended.sid
              : conn.user.id === event.ended.userId && conn.sid !== event.ended.keepSid;
          if (ended) signOut(conn);
        }
        return;
    }
  }

  // Events may arrive while the bus is being set up: `deliver` reads it through this holder.
  const busRef: { current?: ChatBus } = {};
  const bus = (busRef.current = await chatBus(database, deliver));
  const publish = (event: BusEvent) =>
    bus.publish(event).catch((err: unknown) => log.error({ err }, 'chat: publish failed'));

  const localAgents = () => [...connections].filter((c) => isStaff(c.user)).length;
  const announce = () => publish({ kind: 'presence', agents: localAgents(), at: Date.now() });
  const announceActivity = (roomId: number) => publish({ kind: 'activity', roomId });
  // Only an instance with watching agents reads a room's summary, at most every
  // ACTIVITY_EVERY_MS per room: a busy room costs one query per interval, not one per message.
  const activityDue = new Map<number, NodeJS.Timeout>();
  function refreshSummary(roomId: number) {
    if (activityDue.has(roomId) || watchers.size === 0) return;
    const timer = setTimeout(() => {
      activityDue.delete(roomId);
      store
        .summary(roomId)
        .then((summary) => {
          if (!summary) return;
          for (const conn of watchers) send(conn, { type: 'room_activity', summary });
        })
        .catch((err: unknown) => log.warn({ err }, 'chat: room summary failed'));
    }, ACTIVITY_EVERY_MS);
    activityDue.set(roomId, timer);
  }

  function join(conn: Connection, roomId: number) {
    conn.rooms.add(roomId);
    let set = byRoom.get(roomId);
    if (!set) byRoom.set(roomId, (set = new Set()));
    set.add(conn);
  }

  /** Lets the agency know of a client message nobody is online to read. */
  async function mailIfUnattended(user: SessionUser, roomId: number, text: string) {
    if (agentsOnline()) return;
    const subject = `Chat message while agents were offline [room ${roomId}]`;
    const recent = await database.query(sql`
      select 1 from ${emailOutbox}
      where ${emailOutbox.kind} = 'chat-offline' and ${emailOutbox.subject} = ${subject}
        and ${emailOutbox.createdAt} > now() - ${OFFLINE_MAIL_EVERY}::interval
      limit 1`);
    if (recent.length > 0) return;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
    await enqueueEmails(database.db, [
      composeEmail(
        {
          kind: 'chat-offline',
          to: options.notifyTo,
          subject,
          paragraphs: [
            `${name} (${user.email}) wrote in the live chat while no agent was online. Please reply by e-mail, or in the staff console's chat.`,
            `Message: ${text}`,
          ],
        },
        options.agency,
      ),
    ]);
  }

  /** Tells the socket its session is over and closes it; the page must not reconnect. */
  function signOut(conn: Connection) {
    fail(conn, chatMessages.sessionEnded);
    conn.socket.close(CHAT_CLOSE_CODES.signedOut, 'signed out');
  }

  /**
   * Whether a frame that just arrived may be handled: within the socket's and the user's frame
   * limits and the socket's queue. Counted before any work (parsing included); a refused frame
   * costs one error at most per second, and a socket that keeps flooding is closed.
   */
  function admitFrame(conn: Connection): boolean {
    const now = Date.now();
    const { activity } = conn;
    const fits =
      conn.pending < CHAT_LIMITS.maxPendingFrames &&
      fitsWindow(conn.framesAt, CHAT_LIMITS.framesPerSocket, now) &&
      fitsWindow(activity.framesAt, CHAT_LIMITS.framesPerUser, now);
    if (fits) {
      conn.framesAt.push(now);
      activity.framesAt.push(now);
      return true;
    }
    if (!fitsWindow(conn.refusedAt, CHAT_LIMITS.maxRefusedFrames, now)) {
      log.warn({ userId: conn.user.id }, 'chat: socket closed for flooding');
      conn.socket.close(CHAT_CLOSE_CODES.tooManyFrames, 'too many frames');
      return false;
    }
    conn.refusedAt.push(now);
    if (now - conn.lastRefusalSent >= 1000) {
      conn.lastRefusalSent = now;
      fail(conn, chatMessages.tooFast);
    }
    return false;
  }

  async function handle(conn: Connection, frame: ClientFrame) {
    const { user } = conn;
    if ('userId' in frame && frame.userId !== user.id) return fail(conn, chatMessages.notYou);

    switch (frame.type) {
      case 'create_room': {
        const name = frame.name.trim() || SUPPORT_ROOM_NAME;
        const room = await store.openRoomFor(user.id, name);
        join(conn, room.id);
        send(conn, { type: 'room_created', room });
        send(conn, { type: 'history', roomId: room.id, messages: await store.history(room.id) });
        send(conn, { type: 'agents_online', online: agentsOnline() });
        await announceActivity(room.id);
        return;
      }
      case 'join_room': {
        const room = await store.room(frame.roomId);
        // Another client's room is indistinguishable from a missing one.
        if (!room || (!isStaff(user) && room.userId !== user.id)) {
          return fail(conn, chatMessages.roomNotFound);
        }
        const joined = isStaff(user) ? ((await store.claimRoom(room.id, user.id)) ?? room) : room;
        join(conn, room.id);
        send(conn, { type: 'room_status', room: joined });
        send(conn, { type: 'history', roomId: room.id, messages: await store.history(room.id) });
        if (!isStaff(user)) send(conn, { type: 'agents_online', online: agentsOnline() });
        return;
      }
      case 'send_message': {
        if (!conn.rooms.has(frame.roomId)) return fail(conn, chatMessages.notJoined);
        const text = frame.content.trim();
        if (!text) return fail(conn, chatMessages.empty);
        if (text.length > CHAT_LIMITS.maxMessageLength) return fail(conn, chatMessages.tooLong);
        // Per user: more sockets do not buy more messages.
        const now = Date.now();
        const { sentAt } = conn.activity;
        if (!fitsWindow(sentAt, CHAT_LIMITS.rateMessages, now)) {
          return fail(conn, chatMessages.tooFast);
        }
        sentAt.push(now);
        // One statement: stored only while the room is open (a message is its own activity).
        const message = await store.saveMessage(frame.roomId, user, text);
        if (!message) return fail(conn, chatMessages.roomClosed);
        await publish({ kind: 'message', message });
        if (!isStaff(user)) await mailIfUnattended(user, frame.roomId, text);
        return;
      }
      case 'watch_rooms': {
        if (!isStaff(user)) return fail(conn, chatMessages.staffOnly);
        conn.watching = true;
        watchers.add(conn);
        send(conn, { type: 'rooms', rooms: await store.openRooms() });
        return;
      }
      case 'close_room': {
        if (!isStaff(user)) return fail(conn, chatMessages.staffOnly);
        const room = await store.closeRoom(frame.roomId);
        if (!room) return fail(conn, chatMessages.roomNotFound);
        await publish({ kind: 'room', room });
        return;
      }
    }
  }

  async function receive(conn: Connection, raw: string) {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return fail(conn, chatMessages.invalidFrame);
    }
    const parsed = clientFrameSchema.safeParse(data);
    if (!parsed.success) {
      const type = (data as { type?: unknown } | null)?.type;
      const known = clientFrameSchema.options.some((o) => o.shape.type.value === type);
      return fail(conn, known ? chatMessages.invalidFrame : chatMessages.unknownType);
    }
    try {
      await handle(conn, parsed.data);
    } catch (err) {
      log.error({ err }, 'chat: frame failed');
      fail(conn, chatMessages.serverError);
    }
  }

  const heartbeat = setInterval(() => {
    for (const conn of connections) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }, options.heartbeatMs ?? CHAT_LIMITS.heartbeatMs);
  heartbeat.unref();
  // A backstop for the bus: sessions that expired, or ended while this instance missed the event.
  const sessionCheck = setInterval(() => {
    void checkSessions().catch((err: unknown) => log.warn({ err }, 'chat: session check failed'));
  }, SESSION_CHECK_EVERY_MS);
  sessionCheck.unref();
  async function checkSessions() {
    const now = Date.now();
    for (const [userId, activity] of byUser) {
      const last = Math.max(activity.framesAt.at(-1) ?? 0, activity.sentAt.at(-1) ?? 0);
      if (activity.connections.size === 0 && now - last >= CHAT_LIMITS.rateWindowMs) {
        byUser.delete(userId);
      }
    }
    const sids = [...new Set([...connections].map((c) => c.sid))];
    if (sids.length === 0) return;
    const live = await database.query<{ sid: string }>(sql`
      select ${sessions.sid} from ${sessions}
      join ${users} on ${users.id} = (${sessions.sess}->>'userId')::uuid
      where ${sessions.sid} = any(${sql.param(sids)}::text[]) and ${sessions.expire} > now()
        and ${users.disabledAt} is null`);
    const alive = new Set(live.map((r) => r.sid));
    for (const conn of connections) if (!alive.has(conn.sid)) signOut(conn);
  }

  const presenceTimer = setInterval(() => {
    void announce();
    refreshOnline();
  }, PRESENCE_EVERY_MS);
  presenceTimer.unref();
  await publish({ kind: 'presence_query' });
  await announce();

  return {
    /** Takes over an upgraded socket of a session (`null`: not signed in, told so and closed). */
    attach(socket: WebSocket, session: { sid: string; user: SessionUser } | null) {
      if (!session) {
        socket.send(JSON.stringify({ type: 'error', message: chatMessages.signIn }));
        socket.close(CHAT_CLOSE_CODES.signedOut, 'signed out');
        return;
      }
      const { user, sid } = session;
      let activity = byUser.get(user.id);
      if (!activity) {
        activity = { connections: new Set(), framesAt: [], sentAt: [] };
        byUser.set(user.id, activity);
      }
      const conn: Connection = {
        socket,
        user,
        sid,
        activity,
        rooms: new Set(),
        watching: false,
        alive: true,
        framesAt: [],
        pending: 0,
        refusedAt: [],
        lastRefusalSent: 0,
      };
      if (activity.connections.size >= CHAT_LIMITS.socketsPerUser) {
        fail(conn, chatMessages.tooManySockets);
        socket.close(CHAT_CLOSE_CODES.tooManySockets, 'too many sockets');
        return;
      }
      activity.connections.add(conn);
      connections.add(conn);
      if (isStaff(user)) void announce();
      // Frames of one socket are handled in order; a frame over the limits is not even read.
      let queue = Promise.resolve();
      socket.on('message', (data) => {
        if (!admitFrame(conn)) return;
        const raw = Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
        conn.pending++;
        queue = queue
          .then(() => receive(conn, raw))
          .finally(() => {
            conn.pending--;
          });
      });
      socket.on('pong', () => (conn.alive = true));
      socket.on('close', () => {
        connections.delete(conn);
        watchers.delete(conn);
        // Kept while its windows last (./checkSessions prunes it): reconnecting resets nothing.
        conn.activity.connections.delete(conn);
        for (const roomId of conn.rooms) {
          const set = byRoom.get(roomId);
          set?.delete(conn);
          if (set?.size === 0) byRoom.delete(roomId);
        }
        if (isStaff(user)) void announce();
      });
    },

    /**
     * Closes the sockets of ended sessions on every instance. `tx` is the transaction that
     * ends them: on PostgreSQL the event is a NOTIFY in it, delivered only if it commits.
     */
    sessionsEnded: (ended: SessionsEnded, tx?: Db) =>
      bus.publish({ kind: 'sessions_ended', ended }, tx),

    agentsOnline,
    checkSessions,
    connectionCount: () => connections.size,

    async close() {
      clearInterval(heartbeat);
      clearInterval(presenceTimer);
      clearInterval(sessionCheck);
      for (const timer of activityDue.values()) clearTimeout(timer);
      for (const conn of connections) conn.socket.close(1001, 'server shutting down');
      // Tell the other instances this one's agents are gone.
      await bus.publish({ kind: 'presence', agents: 0, at: Date.now() }).catch(() => {});
      // The database may already be gone (a test closes it first): nothing left to unlisten.
      await bus.close().catch(() => {});
    },
  };
}

export type ChatServer = Awaited<ReturnType<typeof createChatServer>>;
