import { describe, expect, it } from 'vitest';
import type { StoredMessage } from '../lib/session-history';
import { conversationFor } from './ask-assistant';

const turn = (i: number, extra: Partial<StoredMessage> = {}): StoredMessage => ({
  id: String(i),
  role: i % 2 ? 'assistant' : 'user',
  content: `turn ${i}`,
  ...extra,
});

describe('conversationFor', () => {
  it('sends the history and the new question, without ids or apologies', () => {
    expect(conversationFor([turn(0), turn(1, { failed: true })], 'And for boats?')).toEqual([
      { role: 'user', content: 'turn 0' },
      { role: 'user', content: 'And for boats?' },
    ]);
  });

  it('keeps within 20 messages of 1,000 characters, the question last', () => {
    const history = Array.from({ length: 30 }, (_, i) => turn(i, { content: 'x'.repeat(1500) }));
    const sent = conversationFor(history, 'Last question');
    expect(sent).toHaveLength(20);
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'Last question' });
    expect(sent.every((m) => m.content.length <= 1000)).toBe(true);
  });
});
