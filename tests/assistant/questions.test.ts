// The held-out visitor questions of this folder through app.inject() (format: ./README.md);
// every one must be right. The same judgement runs against a real server in
// `npm run eval:assistant`.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_LIMITS } from '#shared/assistant';
import { createTestApp } from '../helpers/test-app';
import { askQuestion, loadQuestionSet, type Ask } from './question-set';

const sets = {
  'held-out': path.resolve(import.meta.dirname, 'held-out-questions.json'),
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each question from its own address, so the sets never meet the rate limit.
const ask: Ask = async (messages) => {
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chatbot',
    remoteAddress: `10.1.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
    payload: { messages },
  });
  return { status: res.statusCode, body: res.body, ms: performance.now() - started };
};

const present = Object.entries(sets);

describe.each(present)('the %s question set', (_name, file) => {
  it.each(loadQuestionSet(file).map((q) => [[q.q].flat().join(' → '), q] as const))(
    '%s',
    async (_q, question) => {
      const outcome = await askQuestion(ask, question);
      expect(outcome.problems, outcome.body).toEqual([]);
      const { response, sources } = JSON.parse(outcome.body) as {
        response: string;
        sources: { href: string }[];
      };
      // The answer goes back with the next question, so it must fit a message.
      expect(response.length).toBeLessThanOrEqual(ASSISTANT_LIMITS.maxMessageLength);
      for (const source of sources) expect(source.href).toMatch(/^\/(?!\/)/);
    },
  );
});
