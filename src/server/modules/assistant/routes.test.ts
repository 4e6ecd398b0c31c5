import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestApp, openTestDatabase, testConfig } from '#tests/helpers/test-app';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { ASSISTANT_RATE_LIMIT } from './routes';

const PHONE = '(913) 555-0142';

let database: Database;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  database = await openTestDatabase();
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(rateLimits);
});

type Message = { role: string; content: string };
const ask = (app: typeof t.app, messages: Message[] | unknown) =>
  app.inject({ method: 'POST', url: '/api/chatbot', payload: { messages } as object });
const question = (content: string) => ask(t.app, [{ role: 'user', content }]);

describe('POST /api/chatbot', () => {
  it('answers with a response and the pages it came from', async () => {
    const res = await question('What are the Kansas auto insurance minimum limits?');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['response', 'sources']);
    expect(body.response).toMatch(/\$25,000/);
    expect(body.response).toMatch(/\$50,000/);
    expect(body.response).toContain('](/auto-insurance)');
    expect(body.sources[0]).toEqual({ title: 'Auto Insurance', href: '/auto-insurance' });
    for (const source of body.sources) expect(source.href).toMatch(/^\/[^/]/);
  });

  it('keeps the subject of the conversation for a follow-up', async () => {
    const res = await ask(t.app, [
      { role: 'user', content: 'What are the minimum liability limits for cars in Kansas?' },
      { role: 'assistant', content: 'Kansas requires $25,000 per person…' },
      { role: 'user', content: 'And for my motorcycle?' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toContain('](/motorcycle-insurance)');
    expect(res.json().response).toMatch(/25,000/);
  });

  it.each([
    ['no messages field', {}, 'messages'],
    ['an empty conversation', { messages: [] }, 'messages'],
    ['an unknown role', { messages: [{ role: 'system', content: 'Hi' }] }, 'messages.0.role'],
    ['an empty message', { messages: [{ role: 'user', content: '   ' }] }, 'messages.0.content'],
    [
      'a message over 1,000 characters',
      { messages: [{ role: 'user', content: 'a'.repeat(1001) }] },
      'messages.0.content',
    ],
    [
      '21 messages',
      {
        messages: Array.from({ length: 21 }, (_, i) => ({
          role: i % 2 ? 'assistant' : 'user',
          content: `turn ${i}`,
        })),
      },
      'messages',
    ],
    [
      'a conversation ending with the assistant',
      {
        messages: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello!' },
        ],
      },
      'messages',
    ],
  ])('refuses %s with 400 and the field at fault', async (_name, payload, path) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chatbot', payload });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('accepts 20 messages of 1,000 characters', async () => {
    const messages = Array.from({ length: 20 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `${'word '.repeat(199)}boat`.slice(0, 1000),
    }));
    messages[19] = { role: 'user', content: 'Do you insure boats?'.padEnd(1000, '.') };
    const res = await ask(t.app, messages);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chatbot',
      headers: { 'content-type': 'application/json' },
      payload: '{"messages": [',
    });
    expect(res.statusCode).toBe(400);
  });

  it(`answers 429 after ${ASSISTANT_RATE_LIMIT.max} questions from one address in a minute`, async () => {
    // The limit counts in fixed minutes: the clock stands at the start of one, so the questions
    // all fall in it however long they take to answer.
    const minute = ASSISTANT_RATE_LIMIT.timeWindow;
    vi.useFakeTimers({ toFake: ['Date'], now: (Math.floor(Date.now() / minute) + 1) * minute });
    onTestFinished(() => void vi.useRealTimers());
    for (let i = 0; i < ASSISTANT_RATE_LIMIT.max; i++) {
      expect((await question('Where is your office?')).statusCode).toBe(200);
    }
    const res = await question('Where is your office?');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain(PHONE);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/chatbot',
      remoteAddress: '10.0.0.9',
      payload: { messages: [{ role: 'user', content: 'Where is your office?' }] },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('what the assistant will not do', () => {
  it('says it is not sure, with the phone number, when the site does not answer', async () => {
    for (const q of ['Tell me a joke about cats', 'What is the capital of France?']) {
      const { response } = (await question(q)).json();
      expect(response).toMatch(/not sure/i);
      expect(response).toContain(PHONE);
      expect(response).not.toMatch(/Paris/);
    }
  });

  it('says the agency does not sell life, disability or health insurance', async () => {
    for (const q of [
      'Can I buy a life insurance policy from you?',
      'Do you offer disability insurance?',
      'Do you sell health insurance?',
    ]) {
      const { response, sources } = (await question(q)).json();
      expect(response).toMatch(/does not sell life, disability or health insurance/);
      expect(sources).toContainEqual({ title: 'Legal Information', href: '/legal-information' });
    }
  });

  it('never decides whether a loss is covered, and sends the visitor to an agent', async () => {
    for (const q of ['Is my loss covered?', 'Will my claim be approved?']) {
      const { response } = (await question(q)).json();
      expect(response).toMatch(/^I can't tell you whether a particular loss is covered/);
      expect(response).toContain(PHONE);
      expect(response).not.toMatch(/^(yes|no)\b/i);
    }
    // A loss that just happened gets the safety answer first, and no decision either.
    const { response } = (
      await question('A tree fell on my garage. Will my insurance pay for it?')
    ).json();
    expect(response).toMatch(/^If anyone is hurt or in danger, call 911 first/);
    expect(response).toContain(PHONE);
    expect(response).toMatch(/depends on your policy/);
    expect(response).not.toMatch(/\b(yes|no)\b[,.]/i);
  });

  it('quotes no price for the visitor’s own case, only a quote request and the phone', async () => {
    const { response, sources } = (
      await question('How much will my car insurance cost? I drive a 2019 Honda Civic.')
    ).json();
    expect(response).toMatch(/can't give you a price/);
    expect(response).not.toMatch(/\$\s?\d/);
    expect(response).toMatch(/subject to underwriting/);
    expect(response).toContain(PHONE);
    expect(sources).toContainEqual({ title: 'Auto Insurance', href: '/auto-insurance' });
  });

  it('gives a published range with the underwriting caveat', async () => {
    const { response } = (await question('What does an umbrella policy cost per year?')).json();
    expect(response).toMatch(/\$200-400 per year/);
    expect(response).toMatch(/estimate.*subject to underwriting/);
  });
});

describe('with a model configured', () => {
  type Mode = 'ok' | 'garbage' | '500' | 'slow' | 'no-text';
  let mode: Mode = 'ok';
  const received: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  let server: http.Server;
  let modelApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> });
        if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
        const reply = (body: unknown) =>
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (mode === '500') return void res.writeHead(500).end('{"error":"overloaded"}');
        if (mode === 'garbage') return void res.writeHead(200).end('<html>not json');
        if (mode === 'no-text') return reply({ choices: [{ message: { content: '' } }] });
        const answer = {
          choices: [
            {
              message: {
                role: 'assistant',
                content:
                  'Kansas requires $25,000 per person and $50,000 per accident. See [Auto Insurance](/auto-insurance).',
              },
            },
          ],
        };
        if (mode === 'slow') setTimeout(() => reply(answer), 1500);
        else reply(answer);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const config = testConfig({
      ASSISTANT_API_URL: `http://127.0.0.1:${port}/v1`,
      ASSISTANT_API_KEY: 'test-key',
      ASSISTANT_MODEL: 'test-model',
    });
    config.assistant!.timeoutMs = 300;
    modelApp = await createTestApp({ config, database });
  });
  afterAll(async () => {
    await modelApp.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
  });

  const minimums = () =>
    ask(modelApp.app, [{ role: 'user', content: 'What are the Kansas auto minimums?' }]);

  it('answers with the model’s words, given the passages and the rules', async () => {
    mode = 'ok';
    const res = await minimums();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      response: expect.stringContaining('See [Auto Insurance](/auto-insurance)'),
      sources: [{ title: 'Auto Insurance', href: '/auto-insurance' }],
    });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.headers.authorization).toBe('Bearer test-key');
    expect(call!.body.model).toBe('test-model');
    const messages = call!.body.messages as Message[];
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('$25,000');
    expect(messages[0]!.content).toContain('(link: /auto-insurance)');
    expect(messages[0]!.content).toContain(PHONE);
    expect(messages[0]!.content).toMatch(/does not sell life, disability, health insurance/);
    expect(messages.at(-1)).toEqual({
      role: 'user',
      content: 'What are the Kansas auto minimums?',
    });
  });

  it.each<[string, Mode]>([
    ['an answer that is not JSON', 'garbage'],
    ['a 500', '500'],
    ['an answer without text', 'no-text'],
  ])('uses the built-in answer after %s', async (_name, failure) => {
    mode = failure;
    const res = await minimums();
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatch(/^Kansas Minimum Auto Insurance Requirements/);
    expect(received).toHaveLength(1);
  });

  it('uses the built-in answer when the model is slower than the time limit', async () => {
    mode = 'slow';
    const started = Date.now();
    const res = await minimums();
    expect(Date.now() - started).toBeLessThan(1200);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatch(/^Kansas Minimum Auto Insurance Requirements/);
  });

  it('keeps the guardrails out of the model’s hands', async () => {
    mode = 'ok';
    for (const q of ['Do you sell life insurance?', 'Is my loss covered?', 'Hello']) {
      const res = await ask(modelApp.app, [{ role: 'user', content: q }]);
      expect(res.statusCode).toBe(200);
      expect(res.json().response).toContain(PHONE);
    }
    expect(received).toHaveLength(0);
  });
});
