import { describe, expect, it } from 'vitest';
import { HISTORY_KEY, loadHistory, saveHistory, type StoredMessage } from './session-history';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const message = (i: number): StoredMessage => ({
  id: String(i),
  role: i % 2 ? 'assistant' : 'user',
  content: `message ${i}`,
});

describe('the session history', () => {
  it('keeps the conversation under its key and reads it back', () => {
    const storage = memoryStorage();
    saveHistory([message(0), message(1)], storage);
    expect(JSON.parse(storage.data.get(HISTORY_KEY)!)).toHaveLength(2);
    expect(loadHistory(storage)).toEqual([message(0), message(1)]);
  });

  it('keeps the latest 60 messages', () => {
    const storage = memoryStorage();
    saveHistory(
      Array.from({ length: 70 }, (_, i) => message(i)),
      storage,
    );
    const kept = loadHistory(storage);
    expect(kept).toHaveLength(60);
    expect(kept[0]!.id).toBe('10');
  });

  it('starts empty from nothing, from garbage and from entries of the wrong shape', () => {
    expect(loadHistory(memoryStorage())).toEqual([]);
    expect(loadHistory(memoryStorage({ [HISTORY_KEY]: '{not json' }))).toEqual([]);
    expect(
      loadHistory(
        memoryStorage({
          [HISTORY_KEY]: JSON.stringify([{ role: 'system', content: 1 }, message(0)]),
        }),
      ),
    ).toEqual([message(0)]);
  });

  it('works on when the storage refuses to write', () => {
    expect(() =>
      saveHistory([message(0)], {
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      }),
    ).not.toThrow();
  });
});
