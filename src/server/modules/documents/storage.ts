import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file: the bytes of a document, read back as a stream with its length. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where documents' bytes live, keyed by a key the server makes up (never a name from the
 * request): a folder of the local disk (`localDiskStorage`, the embedded default) or a bucket of
 * an S3-compatible object store (`s3Storage`), chosen by `openDocumentStorage`.
 */
export interface DocumentStorage {
  /** Where the files are, for the start-up log: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /**
   * Writes `source` under `key` (a new random key when none is given; a file already there is
   * replaced) and returns the key. The file appears under its key only when `source` ended
   * without error; otherwise nothing is left behind and the error is thrown again.
   */
  put(source: Readable | Buffer, key?: string): Promise<string>;
  /** The file under `key`, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Every file held, partial uploads included, with its last change: for the orphan sweep. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /**
   * Bytes that may still be written, for refusing uploads before a disk fills; null when the
   * store does not say (an object store grows as it is billed).
   */
  spaceLeft(): Promise<number | null>;
}

/** Keys are slash-separated names that cannot start with a dot: no `..`, no absolute paths. */
export const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const PARTIAL_DIR = 'partial';

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

/** The key itself, when it is one: a request's words never reach a path or an object name. */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) {
    throw new InvalidStorageKeyError(`invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/**
 * The store cannot be reached or refused to work (an object store's outage, its credentials
 * revoked): the request did nothing and may be tried again later.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/**
 * Files under `root` (DATA_DIR/uploads). Uploads are written to `root/partial/` first and renamed
 * into place when complete: the same file system, so the rename is atomic and a reader never sees
 * half a file.
 */
export function localDiskStorage(root: string): DocumentStorage {
  const base = path.resolve(root);

  const pathOf = (key: string) => {
    const resolved = path.resolve(base, checkedKey(key));
    // The pattern already rules out traversal; the prefix check keeps it so if the pattern changes.
    if (!resolved.startsWith(base + path.sep)) {
      throw new InvalidStorageKeyError(`invalid storage key: ${JSON.stringify(key)}`);
    }
    return resolved;
  };

  return {
    location: base,

    async put(source, key = randomUUID()) {
      const target = pathOf(key);
      const partial = pathOf(`${PARTIAL_DIR}/${randomUUID()}`);
      await mkdir(path.dirname(partial), { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      // Opened before the bytes flow: a stream that opens its file by itself may create it after
      // a failed source has been cleaned up, leaving an empty partial file behind.
      const handle = await open(partial, 'wx');
      try {
        const body = Buffer.isBuffer(source) ? Readable.from([source]) : source;
        await pipeline(body, handle.createWriteStream());
        await rename(partial, target);
      } catch (error) {
        await handle.close().catch(() => {});
        await rm(partial, { force: true });
        throw error;
      }
      return key;
    },

    async open(key) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        // The size of the file that is open, not of whatever the path names a moment later.
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async *list() {
      let entries;
      try {
        entries = await readdir(base, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(base, full).split(path.sep).join('/');
        if (!KEY_PATTERN.test(key)) continue;
        try {
          yield { key, modifiedAt: (await stat(full)).mtime };
        } catch {
          // removed meanwhile
        }
      }
    },

    async spaceLeft() {
      await mkdir(base, { recursive: true });
      const disk = await statfs(base);
      return disk.bavail * disk.bsize;
    },
  };
}
