// Two server instances on one PostgreSQL 15: a client on A and an agent on B talk through
// LISTEN/NOTIFY.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChatClient } from '#tests/helpers/chat-client';
import { startPostgres, type ThrowawayPostgres } from '#tests/helpers/postgres';
import { logInAs } from '#tests/helpers/sessions';
import { createTestApp } from '#tests/helpers/test-app';
import { CHAT_CLOSE_CODES, chatMessages, SUPPORT_ROOM_NAME } from '#shared/chat';
import { openDatabase, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { demoAccounts, seedDemoData } from '../../db/seed';
import { localDiskStorage } from '#server/modules/documents/storage';

let server: ThrowawayPostgres;
const databases: Database[] = [];
const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
const uploadDir = mkdtempSync(path.join(tmpdir(), 'chat-pg-'));

async function instance() {
  const database = await openDatabase({ kind: 'postgres', url: server.url });
  databases.push(database);
  const t = await createTestApp({ database });
  apps.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  return { t, origin: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  server = await startPostgres();
  const setup = await openDatabase({ kind: 'postgres', url: server.url });
  await setup.migrate();
  await seedDemoData(setup.db, { storage: localDiskStorage(uploadDir) });
  await setup.close();
}, 120_000);

afterAll(async () => {
  for (const t of apps) await t.close();
  for (const database of databases) await database.close();
  await server?.stop();
  rmSync(uploadDir, { recursive: true, force: true });
});

it('carries messages and agent presence between two instances', async () => {
  const a = await instance();
  const b = await instance();
  const idOf = async (email: string) =>
    (await a.t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  const clientId = await idOf(demoAccounts.client.email);
  const agentId = await idOf(demoAccounts.agent.email);

  const client = await ChatClient.connect(a.origin, {
    cookie: await logInAs(a.t.app, demoAccounts.client),
  });
  client.send({ type: 'create_room', name: SUPPORT_ROOM_NAME, userId: clientId });
  const { room } = await client.next('room_created');
  expect((await client.next('agents_online')).online).toBe(false);

  const agent = await ChatClient.connect(b.origin, {
    cookie: await logInAs(b.t.app, demoAccounts.agent),
  });
  // The agent's instance tells the client's instance that an agent is online.
  expect((await client.next('agents_online')).online).toBe(true);
  agent.send({ type: 'join_room', roomId: room.id, userId: agentId });
  await agent.next('history');

  client.send({ type: 'send_message', roomId: room.id, userId: clientId, content: 'From A' });
  expect((await agent.next('new_message')).message).toMatchObject({ message: 'From A' });
  agent.send({ type: 'send_message', roomId: room.id, userId: agentId, content: 'From B' });
  const reply = await client.next('new_message', 5000);
  const own = reply.message.message === 'From A' ? await client.next('new_message') : reply;
  expect(own.message).toMatchObject({ message: 'From B', fromStaff: true });

  agent.close();
  expect((await client.next('agents_online', 5000)).online).toBe(false);
  client.close();
}, 60_000);

it('closes the sockets of a disabled agent on every instance, at once', async () => {
  const a = await instance();
  const b = await instance();
  const [agent] = await a.t.database.db
    .select()
    .from(users)
    .where(eq(users.email, demoAccounts.agent.email));
  // The agent's socket is on A; the admin disables them on B.
  const socket = await ChatClient.connect(a.origin, {
    cookie: await logInAs(a.t.app, demoAccounts.agent),
  });
  socket.send({ type: 'watch_rooms' });
  await socket.next('rooms');
  const admin = await logInAs(b.t.app, demoAccounts.admin);
  const disabled = await b.t.app.inject({
    method: 'POST',
    url: `/api/staff/team/${agent!.id}/disable`,
    headers: { cookie: admin },
  });
  expect(disabled.statusCode).toBe(200);
  expect((await socket.next('error', 5000)).message).toBe(chatMessages.sessionEnded);
  expect(await socket.closed()).toBe(CHAT_CLOSE_CODES.signedOut);
  await b.t.app.inject({
    method: 'POST',
    url: `/api/staff/team/${agent!.id}/enable`,
    headers: { cookie: admin },
  });
}, 60_000);
