import {
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, localDiskStorage } from './storage';

const root = mkdtempSync(path.join(tmpdir(), 'storage-test-'));
const storage = localDiskStorage(root);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('localDiskStorage', () => {
  it('puts under a random key, opens with the size, removes', async () => {
    const key = await storage.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const file = await storage.open(key);
    expect(file!.size).toBe(11);
    expect(await text(file!.stream)).toBe('hello world');
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    await storage.remove(key); // already gone: fine
  });

  it('leaves nothing behind when the source fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000, 'a'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(failing)).rejects.toThrow('client went away');
    expect(readdirSync(path.join(root, 'partial'))).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    writeFileSync(path.join(path.dirname(root), 'outside.txt'), 'secret');
    for (const key of [
      '../outside.txt',
      '/etc/passwd',
      'a/../../outside.txt',
      '.hidden',
      'a//b',
      '',
      'a\\..\\b',
    ]) {
      await expect(storage.open(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.remove(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(existsSync(path.join(path.dirname(root), 'outside.txt'))).toBe(true);
    rmSync(path.join(path.dirname(root), 'outside.txt'));
  });

  it('lists every file with its age, in sub-folders too', async () => {
    mkdirSync(path.join(root, 'demo'), { recursive: true });
    writeFileSync(path.join(root, 'demo', 'letter.pdf'), 'x');
    const old = new Date(Date.now() - 7200_000);
    utimesSync(path.join(root, 'demo', 'letter.pdf'), old, old);
    const key = await storage.put(Readable.from(['y']));
    const listed = new Map<string, Date>();
    for await (const file of storage.list()) listed.set(file.key, file.modifiedAt);
    expect(listed.get('demo/letter.pdf')?.getTime()).toBe(old.getTime());
    expect(listed.has(key)).toBe(true);
  });
});
