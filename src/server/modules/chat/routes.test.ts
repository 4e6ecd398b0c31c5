// The live chat's protocol over real sockets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChatClient } from '#tests/helpers/chat-client';
import { logInAs } from '#tests/helpers/sessions';
import { createTestApp } from '#tests/helpers/test-app';
import { CHAT_CLOSE_CODES, CHAT_LIMITS, chatMessages, SUPPORT_ROOM_NAME } from '#shared/chat';
import {
  chatMessages as chatMessagesTable,
  chatRooms,
  emailOutbox,
  sessions,
  users,
} from '../../db/schema';
import { createUser } from '../auth/accounts';
import { demoAccounts, seedDemoData } from '../../db/seed';
import { chatStore } from './chat-store';
import { localDiskStorage } from '#server/modules/documents/storage';

let t: Awaited<ReturnType<typeof createTestApp>>;
let origin: string;
const uploadDir = mkdtempSync(path.join(tmpdir(), 'chat-test-'));
const ids = {} as Record<'client' | 'second' | 'agent', string>;
const cookies = {} as Record<'client' | 'second' | 'agent', string>;
const open: ChatClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { storage: localDiskStorage(uploadDir) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
  for (const who of ['client', 'second', 'agent'] as const) {
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccounts[who].email));
    ids[who] = row!.id;
    cookies[who] = await logInAs(t.app, demoAccounts[who]);
  }
});

afterEach(async () => {
  for (const client of open.splice(0)) client.close();
  await t.database.db.delete(chatMessagesTable);
  await t.database.db.delete(chatRooms);
  await t.database.db.delete(emailOutbox);
  // Let closed sockets leave, so presence is back to "no agent".
  await new Promise((resolve) => setTimeout(resolve, 50));
});

afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function connect(who?: 'client' | 'second' | 'agent', headers: Record<string, string> = {}) {
  const client = await ChatClient.connect(origin, {
    ...(who ? { cookie: cookies[who] } : {}),
    ...headers,
  });
  open.push(client);
  return client;
}

let people = 0;
/**
 * A client account of its own, signed in: the chat's limits count per user for a window, so a
 * test that spends them does not leave the demo client without any.
 */
async function newClient(): Promise<{ id: string; cookie: string }> {
  const account = { email: `chat-person-${++people}@example.org`, password: 'Sunflower chat pass' };
  const user = await createUser(t.database.db, {
    ...account,
    role: 'client',
    firstName: 'Pat',
    lastName: 'Lee',
  });
  return { id: user.id, cookie: await logInAs(t.app, account) };
}

async function openRoom(who: 'client' | 'second' | { id: string; cookie: string }) {
  const person = typeof who === 'string' ? { id: ids[who], cookie: cookies[who] } : who;
  const client = await ChatClient.connect(origin, { cookie: person.cookie });
  open.push(client);
  client.send({ type: 'create_room', name: SUPPORT_ROOM_NAME, userId: person.id });
  const { room } = await client.next('room_created');
  await client.next('history');
  await client.next('agents_online');
  return { client, room };
}

describe('the message writer', () => {
  it('stores concurrent messages in order, each with its own id, none in a closed room', async () => {
    const store = chatStore(t.database.query);
    const open1 = await store.openRoomFor(ids.client);
    const open2 = await store.openRoomFor(ids.second);
    const closed = await store.openRoomFor(ids.agent);
    await store.closeRoom(closed.id);
    const sender = { id: ids.client, firstName: 'Dana', role: 'client' };
    const saved = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        store.saveMessage([open1, open2, closed][i % 3]!.id, sender, `m${i}`),
      ),
    );
    const stored = saved.filter((m) => m !== null);
    expect(stored.map((m) => m.message)).toEqual(
      Array.from({ length: 30 }, (_, i) => `m${i}`).filter((_, i) => i % 3 !== 2),
    );
    expect(saved.filter((m, i) => i % 3 === 2 && m !== null)).toEqual([]);
    const idsInOrder = stored.map((m) => m.id);
    expect(idsInOrder).toEqual([...idsInOrder].sort((a, b) => a - b));
    const rows = await t.database.db.select().from(chatMessagesTable);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(idsInOrder));
  });
});

describe('the upgrade', () => {
  it('refuses a page of another site with 403', async () => {
    await expect(
      ChatClient.connect(origin, { cookie: cookies.client, origin: 'https://attacker.example' }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('tells an anonymous socket to log in, and closes it', async () => {
    const anonymous = await connect();
    expect((await anonymous.next('error')).message).toBe(chatMessages.signIn);
    expect(await anonymous.closed()).toBe(CHAT_CLOSE_CODES.signedOut);
    expect(await t.database.db.select().from(chatRooms)).toEqual([]);
  });
});

describe('rooms and messages', () => {
  it('creates the support room with the history and whether agents are online', async () => {
    const client = await connect('client');
    client.send({ type: 'create_room', name: SUPPORT_ROOM_NAME, userId: ids.client });
    const { room } = await client.next('room_created');
    expect(room).toMatchObject({ name: 'Support Chat', userId: ids.client, status: 'active' });
    expect(await client.next('history')).toEqual({
      type: 'history',
      roomId: room.id,
      messages: [],
    });
    expect(await client.next('agents_online')).toEqual({ type: 'agents_online', online: false });

    // Opening the chat again returns to the same open room.
    client.send({ type: 'create_room', name: SUPPORT_ROOM_NAME, userId: ids.client });
    expect((await client.next('room_created')).room.id).toBe(room.id);
  });

  it('refuses a userId that is not the session user, and does nothing', async () => {
    const client = await connect('client');
    client.send({ type: 'create_room', name: SUPPORT_ROOM_NAME, userId: ids.second });
    expect((await client.next('error')).message).toBe(chatMessages.notYou);
    expect(await t.database.db.select().from(chatRooms)).toEqual([]);
  });

  it('stores a message before delivering it to the room, the agent included', async () => {
    const { client, room } = await openRoom('client');
    const agent = await connect('agent');
    agent.send({ type: 'join_room', roomId: room.id, userId: ids.agent });
    expect((await agent.next('room_status')).room.agentId).toBe(ids.agent);
    await agent.next('history');
    expect((await client.next('agents_online')).online).toBe(true);

    client.send({ type: 'send_message', roomId: room.id, userId: ids.client, content: '  Hi!  ' });
    const [mine, theirs] = await Promise.all([
      client.next('new_message'),
      agent.next('new_message'),
    ]);
    expect(mine.message).toMatchObject({
      roomId: room.id,
      senderId: ids.client,
      senderName: 'Dana',
      fromStaff: false,
      message: 'Hi!',
    });
    expect(theirs.message).toEqual(mine.message);
    const stored = await t.database.db.select().from(chatMessagesTable);
    expect(stored.map((m) => m.message)).toEqual(['Hi!']);

    agent.send({ type: 'send_message', roomId: room.id, userId: ids.agent, content: 'Hello Dana' });
    expect((await client.next('new_message')).message).toMatchObject({
      fromStaff: true,
      senderName: 'Avery',
    });
  });

  it('sends the last 50 messages on rejoin, oldest first', async () => {
    const { client, room } = await openRoom('client');
    await t.database.db.insert(chatMessagesTable).values(
      Array.from({ length: 55 }, (_, i) => ({
        roomId: room.id,
        senderId: ids.client,
        message: `message ${i + 1}`,
      })),
    );
    client.close();
    const again = await connect('client');
    again.send({ type: 'join_room', roomId: room.id, userId: ids.client });
    const { messages } = await again.next('history');
    expect(messages).toHaveLength(CHAT_LIMITS.historySize);
    expect(messages[0]!.message).toBe('message 6');
    expect(messages.at(-1)!.message).toBe('message 55');
  });

  it("keeps a second client out of another client's room", async () => {
    const { client, room } = await openRoom('client');
    const other = await connect('second');
    other.send({ type: 'join_room', roomId: room.id, userId: ids.second });
    expect((await other.next('error')).message).toBe(chatMessages.roomNotFound);
    other.send({ type: 'send_message', roomId: room.id, userId: ids.second, content: 'hello?' });
    expect((await other.next('error')).message).toBe(chatMessages.notJoined);

    client.send({ type: 'send_message', roomId: room.id, userId: ids.client, content: 'private' });
    await client.next('new_message');
    expect(await other.drain('new_message')).toEqual([]);
    expect(await other.drain('history', 0)).toEqual([]);
  });

  it('answers garbage with an error and keeps the socket open', async () => {
    const client = await connect('client');
    client.send('this is not json');
    expect((await client.next('error')).message).toBe(chatMessages.invalidFrame);
    client.send({ type: 'dance' });
    expect((await client.next('error')).message).toBe(chatMessages.unknownType);
    client.send({ type: 'join_room', roomId: 'seven', userId: ids.client });
    expect((await client.next('error')).message).toBe(chatMessages.invalidFrame);
    client.send(null);
    expect((await client.next('error')).message).toBe(chatMessages.unknownType);
    expect(client.open).toBe(true);
    client.send({ type: 'create_room', name: SUPPORT_ROOM_NAME, userId: ids.client });
    await client.next('room_created');
  });

  it('refuses empty, whitespace-only and over-long messages', async () => {
    const { client, room } = await openRoom('client');
    const say = (content: string) =>
      client.send({ type: 'send_message', roomId: room.id, userId: ids.client, content });
    say('');
    expect((await client.next('error')).message).toBe(chatMessages.empty);
    say(' \n\t ');
    expect((await client.next('error')).message).toBe(chatMessages.empty);
    say('x'.repeat(CHAT_LIMITS.maxMessageLength + 1));
    expect((await client.next('error')).message).toBe(chatMessages.tooLong);
    say('x'.repeat(CHAT_LIMITS.maxMessageLength));
    expect((await client.next('new_message')).message.message).toHaveLength(2000);
    expect(await t.database.db.$count(chatMessagesTable)).toBe(1);
  });

  it(`takes at most ${CHAT_LIMITS.rateMessages} messages per ${CHAT_LIMITS.rateWindowMs / 1000} s from a user, however many sockets`, async () => {
    const person = await newClient();
    const { client, room } = await openRoom(person);
    const second = await ChatClient.connect(origin, { cookie: person.cookie });
    open.push(second);
    second.send({ type: 'join_room', roomId: room.id, userId: person.id });
    await second.next('history');
    for (let i = 0; i < CHAT_LIMITS.rateMessages; i++) {
      const socket = i % 2 === 0 ? client : second;
      socket.send({ type: 'send_message', roomId: room.id, userId: person.id, content: `#${i}` });
    }
    await client.drain('new_message', 500);
    second.send({ type: 'send_message', roomId: room.id, userId: person.id, content: 'one more' });
    expect((await second.next('error')).message).toBe(chatMessages.tooFast);
    expect(await t.database.db.$count(chatMessagesTable)).toBe(CHAT_LIMITS.rateMessages);
  });

  it(`takes at most ${CHAT_LIMITS.rateMessages} messages per ${CHAT_LIMITS.rateWindowMs / 1000} s from a socket`, async () => {
    const person = await newClient();
    const { client, room } = await openRoom(person);
    for (let i = 0; i <= CHAT_LIMITS.rateMessages; i++) {
      client.send({ type: 'send_message', roomId: room.id, userId: person.id, content: `#${i}` });
    }
    expect((await client.next('error')).message).toBe(chatMessages.tooFast);
    const delivered = await client.drain('new_message');
    expect(delivered).toHaveLength(CHAT_LIMITS.rateMessages);
    expect(await t.database.db.$count(chatMessagesTable)).toBe(CHAT_LIMITS.rateMessages);
  });

  it('e-mails the agency once when a client writes while no agent is online', async () => {
    const { client, room } = await openRoom('client');
    for (const content of ['Anyone there?', 'Hello?']) {
      client.send({ type: 'send_message', roomId: room.id, userId: ids.client, content });
      await client.next('new_message');
    }
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'chat-offline'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Anyone there?');
    expect(await t.database.db.$count(chatMessagesTable)).toBe(2);
  });

  it('lets an agent close a room; the client can no longer write to it', async () => {
    const { client, room } = await openRoom('client');
    const agent = await connect('agent');
    agent.send({ type: 'watch_rooms' });
    expect((await agent.next('rooms')).rooms.map((r) => r.room.id)).toContain(room.id);
    agent.send({ type: 'close_room', roomId: room.id });
    expect((await client.next('room_status')).room.status).toBe('closed');
    client.send({ type: 'send_message', roomId: room.id, userId: ids.client, content: 'wait' });
    expect((await client.next('error')).message).toBe(chatMessages.roomClosed);

    client.send({ type: 'watch_rooms' });
    expect((await client.next('error')).message).toBe(chatMessages.staffOnly);
  });

  it('keeps watching agents up to date: waiting since and unread, reset by a reply', async () => {
    const watcher = await connect('agent');
    watcher.send({ type: 'watch_rooms' });
    await watcher.next('rooms');
    const { client, room } = await openRoom('client');
    for (const content of ['one', 'two']) {
      client.send({ type: 'send_message', roomId: room.id, userId: ids.client, content });
      await client.next('new_message');
    }
    let summary = (await watcher.next('room_activity')).summary;
    while (summary.unread < 2) summary = (await watcher.next('room_activity')).summary;
    expect(summary).toMatchObject({ clientName: 'Dana Whitfield', unread: 2 });
    // The client's account, for the console to link their page beside the chat.
    const [dana] = await t.database.db.select().from(users).where(eq(users.id, ids.client));
    expect(summary.clientAccountId).toBe(dana!.accountId);
    expect(summary.waitingSince).not.toBeNull();

    watcher.send({ type: 'join_room', roomId: room.id, userId: ids.agent });
    await watcher.next('history');
    watcher.send({ type: 'send_message', roomId: room.id, userId: ids.agent, content: 'Hi' });
    while (summary.unread > 0) summary = (await watcher.next('room_activity')).summary;
    expect(summary).toMatchObject({ unread: 0, waitingSince: null });
  });

  it('drops a socket that stops answering heartbeats', async () => {
    // An instance of its own on the same database, beating every second: the file's other tests
    // keep the 30-second beat, so a busy machine never drops their sockets for a late pong.
    const beating = await createTestApp({ database: t.database, chatHeartbeatMs: 1_000 });
    try {
      await beating.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = beating.app.server.address() as { port: number };
      const at = `http://127.0.0.1:${port}`;
      const silent = await ChatClient.connect(at, { cookie: cookies.client }, { autoPong: false });
      const alive = await ChatClient.connect(at, { cookie: cookies.client });
      open.push(silent, alive);
      // Unanswered, the first beat marks it and the second ends it (ws reports 1006 for that).
      expect(await silent.closed(30_000)).toBe(1006);
      expect(alive.open).toBe(true);
    } finally {
      await beating.close();
    }
  });
});

describe('limits of a socket', () => {
  it(`reads at most ${CHAT_LIMITS.framesPerSocket} frames per window of a flood, then closes the socket`, async () => {
    const person = await newClient();
    const { client, room } = await openRoom(person);
    const before = client.frames.length;
    for (let i = 0; i < 3000; i++) {
      client.send({ type: 'join_room', roomId: room.id, userId: person.id });
    }
    // The site keeps answering meanwhile.
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(await client.closed(10_000)).toBe(CHAT_CLOSE_CODES.tooManyFrames);
    const handled = client.frames.slice(before).filter((f) => f.type === 'history');
    expect(handled.length).toBeLessThanOrEqual(CHAT_LIMITS.framesPerSocket);
    const errors = client.frames.slice(before).filter((f) => f.type === 'error');
    // Refusals are said, but not once per frame.
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThan(10);
  });

  it(`opens at most ${CHAT_LIMITS.socketsPerUser} sockets per user`, async () => {
    const sockets = [];
    for (let i = 0; i < CHAT_LIMITS.socketsPerUser; i++) sockets.push(await connect('second'));
    const extra = await connect('second');
    expect((await extra.next('error')).message).toBe(chatMessages.tooManySockets);
    expect(await extra.closed()).toBe(CHAT_CLOSE_CODES.tooManySockets);
    expect(sockets.every((s) => s.open)).toBe(true);
  });
});

describe('sockets end with their session', () => {
  /** A socket of a session of its own, so ending it leaves the other tests' sessions alone. */
  async function socketOf(account: { email: string; password: string }) {
    const cookie = await logInAs(t.app, account);
    const client = await ChatClient.connect(origin, { cookie });
    open.push(client);
    // Open and known to the server before anything ends.
    client.send({ type: 'hello' });
    expect((await client.next('error')).message).toBe(chatMessages.unknownType);
    return { client, cookie };
  }

  const expectSignedOut = async (client: ChatClient) => {
    expect((await client.next('error')).message).toBe(chatMessages.sessionEnded);
    expect(await client.closed()).toBe(CHAT_CLOSE_CODES.signedOut);
  };

  it("at log-out: that session's socket closes, the other sessions' stay", async () => {
    const mine = await socketOf(demoAccounts.client);
    const other = await socketOf(demoAccounts.client);
    await t.app.inject({ url: '/api/logout', headers: { cookie: mine.cookie } });
    await expectSignedOut(mine.client);
    expect(other.client.open).toBe(true);
  });

  it("at a password change: every other session's socket closes", async () => {
    const email = `chat-change-${Date.now()}@example.org`;
    const account = { email, password: 'Sunflower chat passphrase' };
    await createUser(t.database.db, { ...account, role: 'client', firstName: 'C', lastName: 'H' });
    const here = await socketOf(account);
    const elsewhere = await socketOf(account);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: account.password, newPassword: 'A different chat passphrase' },
      headers: { cookie: here.cookie },
    });
    expect(changed.statusCode).toBe(200);
    await expectSignedOut(elsewhere.client);
    expect(here.client.open).toBe(true);
  });

  it("when an admin disables an agent: the agent's sockets close at once", async () => {
    const email = `chat-agent-${Date.now()}@example.org`;
    const account = { email, password: 'Sunflower agent passphrase' };
    const agent = await createUser(t.database.db, {
      ...account,
      role: 'agent',
      firstName: 'A',
      lastName: 'G',
    });
    const { client } = await socketOf(account);
    const admin = await logInAs(t.app, demoAccounts.admin);
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/staff/team/${agent.id}/disable`,
      headers: { cookie: admin },
    });
    expect(disabled.statusCode).toBe(200);
    await expectSignedOut(client);
  });

  it('when a session expires: the periodic check closes its socket', async () => {
    const { client } = await socketOf(demoAccounts.second);
    await t.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(sql`${sessions.sess}->>'userId' = ${ids.second}`);
    await t.app.chat.checkSessions();
    await expectSignedOut(client);
  });
});
