import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file: the bytes of a document, read back as a stream with its length. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where documents' bytes live, keyed by a key the server makes up (never a name from the
 * request). Local disk today; an object store would implement the same four calls.
 */
export interface DocumentStorage {
  /**
   * Writes `source` under a new random key and returns the key. The file appears under its key
   * only when `source` ended without error; otherwise nothing is left behind and the error is
   * thrown again.
   */
  put(source: Readable): Promise<string>;
  /** The file under `key`, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Every file held, partial uploads included, with its last change: for the orphan sweep. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

/** Keys are slash-separated names that cannot start with a dot: no `..`, no absolute paths. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const PARTIAL_DIR = 'partial';

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

/**
 * Files under `root` (DATA_DIR/uploads). Uploads are written to `root/partial/` first and renamed
 * into place when complete: the same file system, so the rename is atomic and a reader never sees
 * half a file.
 */
export function localDiskStorage(root: string): DocumentStorage {
  const base = path.resolve(root);

  const pathOf = (key: string) => {
    const resolved = path.resolve(base, key);
    // The pattern already rules out traversal; the prefix check keeps it so if the pattern changes.
    if (!KEY_PATTERN.test(key) || !resolved.startsWith(base + path.sep)) {
      throw new InvalidStorageKeyError(`invalid storage key: ${JSON.stringify(key)}`);
    }
    return resolved;
  };

  return {
    async put(source) {
      const key = randomUUID();
      const partial = pathOf(`${PARTIAL_DIR}/${key}`);
      await mkdir(path.dirname(partial), { recursive: true });
      try {
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, pathOf(key));
      } catch (error) {
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
  };
}
