import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import agencyBase from '#content/agency';
import { pickAgencyEnv, resolveAgencyProfile, type AgencyProfile } from '#shared/agency';
import { clientBuildDir, rootDir } from './paths';
import type { DatabaseTarget } from './db/client';

/** An IPv4 or IPv6 address, optionally a CIDR range (proxy-addr checks the rest at start-up). */
const ipOrRange = /^(\d{1,3}(\.\d{1,3}){3}|[\da-fA-F]*:[\da-fA-F:.]*)(\/\d{1,3})?$/;
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUrl = z.url().optional();
const loopbackHosts = ['127.0.0.1', 'localhost', '[::1]'];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// connection URL')
    .optional(),
  /** Connections one instance may hold; instances × this must stay under max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: optionalUrl,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(2000),
  /** Bearer token for /metrics; without it /metrics does not exist. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** After SIGTERM, how long /readyz says 503 while requests are still served (a proxy's notice). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  AGENCY_NOTIFY_EMAIL: z.email().optional(),
  // Plain HTTP only to a provider on this machine (a test's, a developer's): see auth/oidc.ts.
  OIDC_ISSUER: z
    .url()
    .refine((v) => {
      if (!URL.canParse(v)) return true; // reported by .url()
      const { protocol, hostname } = new URL(v);
      return protocol === 'https:' || (protocol === 'http:' && loopbackHosts.includes(hostname));
    }, 'must be an https:// URL (http:// only for 127.0.0.1 or localhost)')
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  ASSISTANT_API_URL: optionalUrl,
  ASSISTANT_API_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL: z.string().min(1).optional(),
  DEMO_DATA: flag.optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): false | number | string[] => {
      if (value === 'false' || value === '0') return false;
      // How many proxies stand in front: the address the nearest of them saw is the client's.
      if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
      if (value === 'true') {
        ctx.addIssue({
          code: 'custom',
          message:
            'true would trust an X-Forwarded-For any visitor can write, and so escape every per-address limit: give the number of proxies in front (usually 1) or their addresses',
        });
        return z.NEVER;
      }
      const addresses = value.split(',').map((a) => a.trim());
      if (addresses.every((a) => ipOrRange.test(a))) return addresses;
      ctx.addIssue({
        code: 'custom',
        message:
          "must be false, the number of proxies in front (1 to 10), or the proxies' addresses separated by commas",
      });
      return z.NEVER;
    }),
  /** Documents in this bucket of an S3-compatible store instead of DATA_DIR/uploads. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3 to 63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  /** The store's URL when it is not AWS (MinIO, R2, B2...). */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  /** Keys under this folder of the bucket, for a bucket shared with other things. */
  S3_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/,
      'must be a folder name like documents or agency/documents, without a leading or trailing slash',
    )
    .optional(),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(10).max(1_000_000).default(250),
  UPLOAD_RATE_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  STAFF_UPLOAD_RATE_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(300),
  UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).max(10_000_000).default(1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every environment variable the server reads (docs/configuration.md lists each). */
export const environmentVariables: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  /** Absent only until `ensureSessionSecret` runs at start-up in embedded mode. */
  sessionSecret: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** How often the outbox worker looks for mail to send. */
  mailPollMs: number;
  /** After SIGTERM: readiness 503 for this long, still serving, then close. */
  shutdownDrainMs: number;
  /** The bearer token /metrics asks for; undefined: no /metrics. */
  metricsToken: string | undefined;
  agencyNotifyEmail: string | undefined;
  /** OpenID Connect log-in: all three of OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, or none. */
  oidc: OidcConfig | undefined;
  /** The assistant's optional model: all three of ASSISTANT_API_URL, _KEY, _MODEL, or none. */
  assistant: AssistantModelConfig | undefined;
  demoData: boolean;
  /**
   * Fastify's trustProxy: no proxy, how many proxies stand in front (the client is the address
   * the nearest one saw), or the proxies' addresses. Never "trust everyone".
   */
  trustProxy: false | number | string[];
  logLevel: string;
  clientDir: string;
  /** Where documents live without an object store: DATA_DIR/uploads. */
  uploadDir: string;
  /** The S3-compatible bucket documents live in, when S3_BUCKET is set. */
  objectStore: ObjectStoreConfig | undefined;
  uploads: UploadLimits;
  agency: AgencyProfile;
}

export interface ObjectStoreConfig {
  bucket: string;
  /** Keys go under `prefix/`; empty: at the bucket's root. */
  prefix: string;
  region: string;
  /** Absent: AWS, found from the region. */
  endpoint: string | undefined;
  /** MinIO and some others want https://host/bucket/key rather than https://bucket.host/key. */
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (AWS_ACCESS_KEY_ID..., an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** What documents may take: a quota per client, uploads per hour, free disk space. */
export interface UploadLimits {
  /** All of one client's documents together. */
  quotaBytes: number;
  /** Uploads one client, or one staff member, may start in an hour. */
  perHour: number;
  staffPerHour: number;
  /** New uploads are refused while the disk holding DATA_DIR has less free than this. */
  minFreeBytes: number;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AssistantModelConfig {
  /** Base URL of an OpenAI-compatible API: `${url}/chat/completions` is called. */
  url: string;
  key: string;
  model: string;
  /** After this long the built-in answer is used instead (10 s by default). */
  timeoutMs: number;
}

const MB = 1024 * 1024;

/**
 * The site's origin for links that leave the request (e-mails, the sitemap): PUBLIC_URL, or the
 * local address. Never the request's Host header, which whoever sends the request chooses.
 */
export const siteOrigin = (config: Pick<Config, 'publicUrl' | 'port'>) =>
  config.publicUrl ?? `http://localhost:${config.port}`;

/**
 * What the agency's e-mails need: the agency that sends them, the inbox its notices go to
 * (AGENCY_NOTIFY_EMAIL, else the agency's own address) and the site's origin for their links.
 */
export const agencyMail = (
  config: Pick<Config, 'agency' | 'agencyNotifyEmail' | 'publicUrl' | 'port'>,
) => ({
  agency: config.agency,
  notifyTo: config.agencyNotifyEmail ?? config.agency.email,
  origin: siteOrigin(config),
});

/** PUBLIC_URL's origin (scheme, host, port), the one other origin writes may come from. */
export const publicOriginOf = (config: Pick<Config, 'publicUrl'>) =>
  config.publicUrl ? new URL(config.publicUrl).origin : undefined;

/** Cookies are Secure (and `__Host-` prefixed) when the site is served over https. */
export const secureCookies = (config: Pick<Config, 'publicUrl'>) =>
  config.publicUrl?.startsWith('https:') ?? false;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once. Every problem is reported with the variable that caused it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const embedded = e.DATABASE_URL === undefined;
  if (!embedded && e.SESSION_SECRET === undefined) {
    throw new ConfigError(
      'Invalid configuration. SESSION_SECRET: required when DATABASE_URL is set',
    );
  }
  // Behind a proxy the Host header may lack the port or name the proxy: the site's own origin
  // must be said, or the site's writes would be refused as cross-site.
  if (e.NODE_ENV === 'production' && e.TRUST_PROXY !== false && e.PUBLIC_URL === undefined) {
    throw new ConfigError(
      "Invalid configuration. PUBLIC_URL: required behind a proxy (TRUST_PROXY is set): it is the site's origin, scheme and port included, that writes must come from",
    );
  }
  const oidc = oidcConfig(e);
  const assistant = assistantConfig(e);
  const objectStore = objectStoreConfig(e);
  let agency: AgencyProfile;
  try {
    agency = resolveAgencyProfile(agencyBase, pickAgencyEnv(env));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const dataDir = path.resolve(rootDir, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: embedded
      ? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
      : { kind: 'postgres', url: e.DATABASE_URL!, poolSize: e.DATABASE_POOL_SIZE },
    sessionSecret: e.SESSION_SECRET,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailPollMs: e.MAIL_POLL_MS,
    metricsToken: e.METRICS_TOKEN,
    // Production sits behind a load balancer that must see the 503 before the port closes.
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5_000 : 0),
    agencyNotifyEmail: e.AGENCY_NOTIFY_EMAIL,
    oidc,
    assistant,
    demoData: e.DEMO_DATA ?? embedded,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    clientDir: clientBuildDir,
    uploadDir: path.join(dataDir, 'uploads'),
    objectStore,
    uploads: {
      quotaBytes: e.UPLOAD_QUOTA_MB * MB,
      perHour: e.UPLOAD_RATE_PER_HOUR,
      staffPerHour: e.STAFF_UPLOAD_RATE_PER_HOUR,
      minFreeBytes: e.UPLOAD_MIN_FREE_MB * MB,
    },
    agency,
  };
}

/**
 * A group of variables that work only together (an identity provider, a model): all set gives
 * their values, none gives undefined, some is a mistake reported by name, never silently ignored.
 */
function allOrNone<K extends string>(
  vars: Record<K, string | undefined>,
): Record<K, string> | undefined {
  const names = Object.keys(vars) as K[];
  const missing = names.filter((k) => vars[k] === undefined);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration. ${missing.join(', ')}: required when any of ${names.join(', ')} is set`,
    );
  }
  return vars as Record<K, string>;
}

function oidcConfig(e: z.infer<typeof envSchema>): OidcConfig | undefined {
  const set = allOrNone({
    OIDC_ISSUER: e.OIDC_ISSUER,
    OIDC_CLIENT_ID: e.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET,
  });
  return (
    set && {
      issuer: set.OIDC_ISSUER,
      clientId: set.OIDC_CLIENT_ID,
      clientSecret: set.OIDC_CLIENT_SECRET,
    }
  );
}

function assistantConfig(e: z.infer<typeof envSchema>): AssistantModelConfig | undefined {
  const set = allOrNone({
    ASSISTANT_API_URL: e.ASSISTANT_API_URL,
    ASSISTANT_API_KEY: e.ASSISTANT_API_KEY,
    ASSISTANT_MODEL: e.ASSISTANT_MODEL,
  });
  if (!set) return undefined;
  return {
    url: set.ASSISTANT_API_URL.replace(/\/+$/, ''),
    key: set.ASSISTANT_API_KEY,
    model: set.ASSISTANT_MODEL,
    timeoutMs: 10_000,
  };
}

function objectStoreConfig(e: z.infer<typeof envSchema>): ObjectStoreConfig | undefined {
  const keys = allOrNone({
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  });
  if (e.S3_BUCKET === undefined) {
    const stray = (
      ['S3_ENDPOINT', 'S3_REGION', 'S3_PREFIX', 'S3_FORCE_PATH_STYLE'] as const
    ).filter((name) => e[name] !== undefined);
    if (keys || stray.length > 0) {
      throw new ConfigError(
        `Invalid configuration. S3_BUCKET: required when ${keys ? 'S3_ACCESS_KEY_ID' : stray[0]} is set`,
      );
    }
    return undefined;
  }
  return {
    bucket: e.S3_BUCKET,
    prefix: e.S3_PREFIX ?? '',
    // AWS needs the bucket's region; other stores take any name (R2 says "auto").
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    credentials: keys && {
      accessKeyId: keys.S3_ACCESS_KEY_ID,
      secretAccessKey: keys.S3_SECRET_ACCESS_KEY,
    },
  };
}

/** In embedded mode a missing SESSION_SECRET is generated once and kept in DATA_DIR. */
export function ensureSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  config.sessionSecret = readFileSync(file, 'utf8').trim();
  return config.sessionSecret;
}
