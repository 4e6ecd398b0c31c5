// The two places documents live, held to one contract: a folder of the local disk, and a bucket
// of an S3-compatible store (an S3-protocol server this test starts, spoken to through the AWS
// SDK). Then what each does on its own: partial files on disk, prefixes and outages in a bucket.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '#tests/helpers/s3-server';
import { HttpError } from '../../plugins/errors';
import { s3Storage } from './s3-storage';
import {
  InvalidStorageKeyError,
  localDiskStorage,
  StorageUnavailableError,
  type DocumentStorage,
} from './storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MB = 1024 * 1024;

const root = mkdtempSync(path.join(tmpdir(), 'storage-test-'));
let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3Server({ prefix: 'agency/documents' });
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await s3?.close();
});

async function keysOf(storage: DocumentStorage) {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
}

/** A source that sends `before` bytes, then fails as a client that went away. */
function failingAfter(before: number, error = new Error('client went away')) {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= before) {
        this.destroy(error);
        return;
      }
      const chunk = Buffer.alloc(Math.min(MB, before - sent), 'a');
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

const backends: { name: string; storage: () => DocumentStorage }[] = [
  { name: 'localDiskStorage', storage: () => localDiskStorage(root) },
  { name: 's3Storage', storage: () => s3Storage(s3.config) },
];

describe.each(backends)('$name', ({ storage: make }) => {
  let storage: DocumentStorage;
  beforeAll(() => {
    storage = make();
  });

  it('puts under a random key, opens with the size, removes', async () => {
    const key = await storage.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(key).toMatch(UUID);
    const file = await storage.open(key);
    expect(file!.size).toBe(11);
    expect(await text(file!.stream)).toBe('hello world');
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    await storage.remove(key); // already gone: fine
  });

  it('puts bytes under a chosen key, replacing what was there', async () => {
    expect(await storage.put(Buffer.from('first'), 'demo/letter.pdf')).toBe('demo/letter.pdf');
    await storage.put(Buffer.from('second'), 'demo/letter.pdf');
    const file = await storage.open('demo/letter.pdf');
    expect(await text(file!.stream)).toBe('second');
    expect(file!.size).toBe(6);
  });

  it('keeps a file of several megabytes whole', async () => {
    const data = Buffer.alloc(11 * MB);
    for (let i = 0; i < data.length; i += 4096) data.writeUInt32BE(i, i);
    // In uneven pieces, as a request body arrives.
    const pieces = [
      data.subarray(0, 3 * MB + 17),
      data.subarray(3 * MB + 17, 8 * MB),
      data.subarray(8 * MB),
    ];
    const key = await storage.put(Readable.from(pieces));
    const file = await storage.open(key);
    expect(file!.size).toBe(data.length);
    expect((await buffer(file!.stream)).equals(data)).toBe(true);
    await storage.remove(key);
  });

  it('leaves nothing behind when the source fails, and throws its error unchanged', async () => {
    const before = await keysOf(storage);
    await expect(storage.put(failingAfter(1000))).rejects.toThrow('client went away');
    // Past the first part of a multipart upload too.
    const tooLarge = new HttpError(413, 'File too large');
    await expect(storage.put(failingAfter(7 * MB, tooLarge))).rejects.toBe(tooLarge);
    expect(await keysOf(storage)).toEqual(before);
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
      await expect(storage.put(Buffer.from('x'), key), key).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
    }
    expect(existsSync(path.join(path.dirname(root), 'outside.txt'))).toBe(true);
    rmSync(path.join(path.dirname(root), 'outside.txt'));
  });

  it('lists every file with its last change, in sub-folders too', async () => {
    const start = Date.now() - 2000; // an object store's clock counts whole seconds
    const key = await storage.put(Readable.from(['y']));
    await storage.put(Buffer.from('z'), 'demo/sub/file.txt');
    const listed = new Map<string, Date>();
    for await (const file of storage.list()) listed.set(file.key, file.modifiedAt);
    for (const k of [key, 'demo/sub/file.txt']) {
      expect(listed.get(k)!.getTime(), k).toBeGreaterThanOrEqual(start);
      expect(listed.get(k)!.getTime(), k).toBeLessThanOrEqual(Date.now() + 2000);
    }
  });
});

describe('localDiskStorage', () => {
  const storage = localDiskStorage(root);

  it('writes into partial/ first and leaves nothing there when the source fails', async () => {
    await expect(storage.put(failingAfter(1000))).rejects.toThrow('client went away');
    expect(readdirSync(path.join(root, 'partial'))).toEqual([]);
  });

  it('lists partial uploads with their age, for the sweep', async () => {
    mkdirSync(path.join(root, 'partial'), { recursive: true });
    writeFileSync(path.join(root, 'partial', 'left-by-a-crash'), 'x');
    const old = new Date(Date.now() - 7200_000);
    utimesSync(path.join(root, 'partial', 'left-by-a-crash'), old, old);
    const listed = new Map<string, Date>();
    for await (const file of storage.list()) listed.set(file.key, file.modifiedAt);
    expect(listed.get('partial/left-by-a-crash')?.getTime()).toBe(old.getTime());
  });

  it('says how much room the disk has left', async () => {
    expect(await storage.spaceLeft()).toBeGreaterThan(0);
  });
});

describe('s3Storage', () => {
  it('keeps to its prefix: objects beside it are neither listed nor reached', async () => {
    const inside = s3Storage(s3.config);
    const beside = s3Storage({ ...s3.config, prefix: 'other' });
    const key = await beside.put(Buffer.from('not ours'));
    expect(await keysOf(inside)).not.toContain(key);
    expect(await inside.open(key)).toBeNull();
    expect(await keysOf(beside)).toEqual([key]);
    expect(inside.location).toBe('s3://agency-documents/agency/documents/');
  });

  it('has no disk to fill', async () => {
    expect(await s3Storage(s3.config).spaceLeft()).toBeNull();
  });

  it('says the store is unavailable while it is down, and works again once it is back', async () => {
    const storage = s3Storage(s3.config);
    const key = await storage.put(Buffer.from('kept'));
    await s3.stop();
    try {
      await expect(storage.open(key)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.put(Buffer.from('new'))).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      await s3.start();
    }
    expect(await text((await storage.open(key))!.stream)).toBe('kept');
  });

  it('says so when the credentials are refused or the bucket is not there', async () => {
    const refused = s3Storage({
      ...s3.config,
      credentials: { accessKeyId: 'revoked', secretAccessKey: 'revoked' },
    });
    await expect(refused.open('anything')).rejects.toBeInstanceOf(StorageUnavailableError);
    const noBucket = s3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(noBucket.open('anything')).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
