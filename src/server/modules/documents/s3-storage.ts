import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectStoreConfig } from '../../config';
import { checkedKey, KEY_PATTERN, StorageUnavailableError, type DocumentStorage } from './storage';

/** Network failures of the store itself, as opposed to the upload's own source failing. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
]);

function isStoreFailure(error: unknown): boolean {
  if (error instanceof S3ServiceException) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    error.name === 'TimeoutError' ||
    (typeof code === 'string' && NETWORK_CODES.has(code)) ||
    // The SDK's own errors (no credentials found, a bad endpoint) carry $metadata too.
    '$metadata' in error
  );
}

/** The store's failure, said once with its cause; anything else (the source's error) as it was. */
function asStorageError(error: unknown, doing: string): unknown {
  if (!isStoreFailure(error)) return error;
  return new StorageUnavailableError(`object store: ${doing} failed`, { cause: error });
}

/** No such object; a bucket that does not exist is a configuration's fault, not a missing file. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && error.name === 'NoSuchKey';

/**
 * Documents in a bucket of an S3-compatible object store (AWS S3, MinIO, Cloudflare R2,
 * Backblaze B2...), under `prefix/` when a prefix is set: every instance reads what any instance
 * wrote. An object appears only when its upload completed (a multipart upload that fails is
 * aborted), so a reader never sees half a file; a multipart upload cut short by a crash is left
 * to the bucket's lifecycle rule (docs/operations.md).
 */
export function s3Storage(config: ObjectStoreConfig): DocumentStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where the API requires them: several S3-compatible stores refuse the
    // SDK's default trailing checksums on streamed uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A store that does not answer is an outage, not a reason to hold the request for minutes.
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 30_000 },
  });
  const { bucket } = config;
  const prefix = config.prefix ? `${config.prefix}/` : '';
  const objectKey = (key: string) => prefix + checkedKey(key);

  return {
    location: `s3://${bucket}/${prefix}`,

    async put(source, key = randomUUID()) {
      // The source's own failure (a client gone, a file too large) is the one to report, not
      // what the store answered to the upload cut short.
      let sourceError: unknown;
      if (!Buffer.isBuffer(source)) source.once('error', (error) => (sourceError ??= error));
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: objectKey(key),
          Body: source,
          ContentType: 'application/octet-stream',
        },
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // When the source failed, the upload may still be uploading parts: stop it.
        await upload.abort().catch(() => {});
        throw sourceError ?? asStorageError(error, `put ${key}`);
      }
      return key;
    },

    async open(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw asStorageError(error, `get ${key}`);
      }
    },

    async remove(key) {
      try {
        // Deleting an object that is not there succeeds in S3.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        throw asStorageError(error, `delete ${key}`);
      }
    },

    async *list() {
      let token: string | undefined;
      do {
        let page;
        try {
          page = await client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: prefix || undefined,
              ContinuationToken: token,
            }),
          );
        } catch (error) {
          throw asStorageError(error, 'list');
        }
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          if (!key || !KEY_PATTERN.test(key) || !object.LastModified) continue;
          yield { key, modifiedAt: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async spaceLeft() {
      return null;
    },
  };
}
