import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000 with demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.demoData).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.agency.name).toBe('Sunflower Shield Insurance');
  });

  it('uses PostgreSQL when DATABASE_URL is set, without demo data unless asked', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db/agency',
      SESSION_SECRET: 's'.repeat(32),
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db/agency',
      poolSize: 10,
    });
    expect(config.demoData).toBe(false);
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://app@db/agency',
        SESSION_SECRET: 's'.repeat(32),
        DATABASE_POOL_SIZE: '25',
      }).database,
    ).toMatchObject({ poolSize: 25 });
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://app@db/agency',
        SESSION_SECRET: 's'.repeat(32),
        DEMO_DATA: 'true',
      }).demoData,
    ).toBe(true);
  });

  it.each([
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('reads TRUST_PROXY=%s as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://nope' }, 'DATABASE_URL'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
    // Trusting every X-Forwarded-For lets a visitor write their own address.
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ NODE_ENV: 'production', TRUST_PROXY: '1' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ DATABASE_URL: 'postgres://app@db/agency' }, 'SESSION_SECRET'],
    [{ AGENCY_PHONE: '555' }, 'AGENCY_PHONE'],
    [{ AGENCY_EMAIL: 'nobody' }, 'AGENCY_EMAIL'],
    [{ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }, 'OIDC_ISSUER'],
    [
      { OIDC_ISSUER: 'http://id.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' },
      'OIDC_ISSUER',
    ],
  ])('a bad value stops start-up naming the variable: %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(new RegExp(`\\b${variable}\\b`));
  });

  it('applies agency overrides from the environment', () => {
    const config = loadConfig({
      AGENCY_NAME: 'Prairie Wind Insurance',
      AGENCY_PHONE: '(316) 555-0199',
    });
    expect(config.agency.name).toBe('Prairie Wind Insurance');
    expect(config.agency.phone).toBe('(316) 555-0199');
  });

  it('takes OpenID Connect log-in only with all three OIDC variables', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    const oidc = {
      OIDC_ISSUER: 'https://id.example.com/realms/agency',
      OIDC_CLIENT_ID: 'website',
      OIDC_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig(oidc).oidc).toEqual({
      issuer: 'https://id.example.com/realms/agency',
      clientId: 'website',
      clientSecret: 'secret',
    });
    // Only some set: start-up stops and names the missing ones.
    const partial = { OIDC_ISSUER: oidc.OIDC_ISSUER, OIDC_CLIENT_ID: 'website' };
    expect(() => loadConfig(partial)).toThrowError(ConfigError);
    expect(() => loadConfig(partial)).toThrowError(/\bOIDC_CLIENT_SECRET\b/);
    expect(() => loadConfig({ OIDC_CLIENT_SECRET: 'secret' })).toThrowError(
      /OIDC_ISSUER, OIDC_CLIENT_ID: required/,
    );
    // A provider on this machine may speak plain HTTP (a test's, a developer's).
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:8080' }).oidc?.issuer).toBe(
      'http://127.0.0.1:8080',
    );
    // An empty variable counts as unset here too.
    expect(() => loadConfig({ ...oidc, OIDC_CLIENT_SECRET: '' })).toThrowError(
      /\bOIDC_CLIENT_SECRET\b/,
    );
  });

  it('takes the assistant model only with all three ASSISTANT variables', () => {
    expect(loadConfig({}).assistant).toBeUndefined();
    const model = {
      ASSISTANT_API_URL: 'https://models.example.com/v1/',
      ASSISTANT_API_KEY: 'key',
      ASSISTANT_MODEL: 'small-model',
    };
    expect(loadConfig(model).assistant).toEqual({
      url: 'https://models.example.com/v1',
      key: 'key',
      model: 'small-model',
      timeoutMs: 10_000,
    });
    const partial = { ASSISTANT_API_URL: model.ASSISTANT_API_URL, ASSISTANT_MODEL: 'small-model' };
    expect(() => loadConfig(partial)).toThrowError(ConfigError);
    expect(() => loadConfig(partial)).toThrowError(/\bASSISTANT_API_KEY: required\b/);
    expect(() => loadConfig({ ...model, ASSISTANT_API_URL: 'not a url' })).toThrowError(
      /\bASSISTANT_API_URL\b/,
    );
  });

  it('keeps documents on the disk unless S3_BUCKET names a bucket of an object store', () => {
    expect(loadConfig({}).objectStore).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'agency-documents' }).objectStore).toEqual({
      bucket: 'agency-documents',
      prefix: '',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'agency-documents',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_REGION: 'auto',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'sunflower/documents',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).objectStore,
    ).toEqual({
      bucket: 'agency-documents',
      prefix: 'sunflower/documents',
      region: 'auto',
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
    });
  });

  it('refuses an object store said by halves', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'https://minio.internal:9000' })).toThrow(
      'S3_BUCKET: required when S3_ENDPOINT is set',
    );
    expect(() =>
      loadConfig({ S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' }),
    ).toThrow('S3_BUCKET: required when S3_ACCESS_KEY_ID is set');
    expect(() => loadConfig({ S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      'S3_SECRET_ACCESS_KEY: required when any of S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set',
    );
    expect(() => loadConfig({ S3_BUCKET: 'Agency_Documents' })).toThrow('S3_BUCKET: must be');
    expect(() => loadConfig({ S3_BUCKET: 'docs', S3_PREFIX: '/documents/' })).toThrow(
      'S3_PREFIX: must be',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
