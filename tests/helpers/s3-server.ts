// Test support only (imports the s3rver dev dependency): an S3-protocol server in the test
// process, keeping its objects in a temporary folder, that can be stopped and started again on
// the same port. The product talks to it through the AWS SDK exactly as it would to AWS S3.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { ObjectStoreConfig } from '#server/config';

export interface S3TestServer {
  port: number;
  /** The environment that points the product at this server's bucket. */
  env: Record<string, string>;
  /** The same as a parsed configuration. */
  config: ObjectStoreConfig;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/** s3rver's fixed development credentials: it checks the signature made with them. */
const ACCESS_KEY = 'S3RVER';

export async function startS3Server(
  options: { bucket?: string; prefix?: string } = {},
): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'agency-documents';
  const directory = mkdtempSync(path.join(tmpdir(), 's3-server-'));
  let port = 0;
  let server: S3rver | undefined;

  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const address = await server.run();
    port = address.port;
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };

  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: ObjectStoreConfig = {
    bucket,
    prefix: options.prefix ?? '',
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  };
  const env: Record<string, string> = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    ...(options.prefix ? { S3_PREFIX: options.prefix } : {}),
  };
  return {
    port,
    env,
    config,
    start,
    stop,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
