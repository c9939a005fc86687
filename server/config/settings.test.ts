import { describe, expect, it } from 'vitest';
import { createTestApp, freshDatabase } from '../testing/test-app';
import { readSettings, SettingError } from './settings';

const wrong = (env: Record<string, string>) => () => readSettings(env);

describe('the settings', () => {
  it('apply their defaults, and a blank value counts as unset', () => {
    const { values, environment, given } = readSettings({ PORT: ' ', REGISTRY_SEED: '', HOST: '127.0.0.1' });
    expect(values).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      REGISTRY_PG_POOL_SIZE: 10,
      REGISTRY_DATA_DIR: '.data',
      REGISTRY_DEV_OUTBOX: false,
      REGISTRY_LOG: false,
      REGISTRY_DELIVERY: 'on',
      REGISTRY_LOGIN_RATE_LIMIT: 10,
      REGISTRY_STUDY_EVENT_RATE_LIMIT: 60,
    });
    expect(values.REGISTRY_SEED).toBeUndefined();
    expect(environment).toBe('development');
    expect(given).toEqual({ HOST: '127.0.0.1' });
  });

  it('decode each kind of value', () => {
    const oauth = { t1d: { issuer: 'https://id.example.org', audience: 'registry', key: 'shared' } };
    const { values } = readSettings({
      PORT: '8181',
      REGISTRY_DEV_OUTBOX: '1',
      REGISTRY_SEED: '0',
      REGISTRY_ALLOWED_ORIGINS: 'https://partner.example.org/, http://localhost:3000',
      REGISTRY_OAUTH_PROVIDERS: JSON.stringify(oauth),
      REGISTRY_SIGNUP_RATE_LIMIT: '1000',
      REGISTRY_METRICS_PORT: '9464',
      REGISTRY_RELEVANT_ID_SCRIPT_URL: '/dev-external/relevant-id.js',
    });
    expect(values).toMatchObject({
      PORT: 8181,
      REGISTRY_DEV_OUTBOX: true,
      REGISTRY_SEED: false,
      REGISTRY_ALLOWED_ORIGINS: ['https://partner.example.org', 'http://localhost:3000'],
      REGISTRY_OAUTH_PROVIDERS: oauth,
      REGISTRY_SIGNUP_RATE_LIMIT: 1000,
      REGISTRY_METRICS_PORT: 9464,
    });
  });

  it.each([
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535; it is "70000".'],
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535; it is "eighty".'],
    [
      { REGISTRY_METRICS_PORT: '70000' },
      'REGISTRY_METRICS_PORT must be a whole number from 0 to 65535; it is "70000".',
    ],
    [{ REGISTRY_PG_POOL_SIZE: '0' }, 'REGISTRY_PG_POOL_SIZE must be a positive whole number; it is "0".'],
    [{ REGISTRY_LOGIN_RATE_LIMIT: 'ten' }, 'REGISTRY_LOGIN_RATE_LIMIT must be a positive whole number; it is "ten".'],
    [{ REGISTRY_SIGNUP_RATE_LIMIT: '1.5' }, 'REGISTRY_SIGNUP_RATE_LIMIT must be a positive whole number; it is "1.5".'],
    [{ REGISTRY_DEV_TOKEN_SECONDS: '-30' }, 'REGISTRY_DEV_TOKEN_SECONDS must be a positive whole number; it is "-30".'],
    [
      { REGISTRY_ENVIRONMENT: 'production' },
      'REGISTRY_ENVIRONMENT must be one of development, qa, sb, staging, prod; it is "production".',
    ],
    [
      { REGISTRY_DELIVERY: 'no' },
      'REGISTRY_DELIVERY must be "off" (start without a transport, on purpose) or "on"; it is "no".',
    ],
    [{ REGISTRY_DEV_OUTBOX: 'true' }, 'REGISTRY_DEV_OUTBOX must be 1 (on) or 0 (off); it is "true".'],
    [{ REGISTRY_SEED: 'yes' }, 'REGISTRY_SEED must be 1 (on) or 0 (off); it is "yes".'],
    [{ REGISTRY_LOG: 'on' }, 'REGISTRY_LOG must be 1 (on) or 0 (off); it is "on".'],
    [
      { REGISTRY_PUBLIC_URL: 'registry.example.org' },
      'REGISTRY_PUBLIC_URL must be an http:// or https:// address (https://registry.example.org); it is "registry.example.org".',
    ],
    [{ REGISTRY_PUBLIC_URL: 'https://registry.example.org/?from=mail' }, 'REGISTRY_PUBLIC_URL must be an http://'],
    [
      { REGISTRY_ALLOWED_ORIGINS: 'https://partner.example.org,partner.example.com' },
      'REGISTRY_ALLOWED_ORIGINS must be a comma-separated list of origins, scheme and host only (https://partner.example.org); it is "https://partner.example.org,partner.example.com".',
    ],
    [{ REGISTRY_ALLOWED_ORIGINS: 'https://partner.example.org/gadgets' }, 'REGISTRY_ALLOWED_ORIGINS must be'],
    [
      { REGISTRY_CSO_SCRIPT_URL: 'javascript:alert(1)' },
      'REGISTRY_CSO_SCRIPT_URL must be an http:// or https:// address, or a path on this server starting with /; it is "javascript:alert(1)".',
    ],
    [
      { REGISTRY_OAUTH_PROVIDERS: '{"t1d": {"issuer": "https://id.example.org"}}' },
      'REGISTRY_OAUTH_PROVIDERS gives "t1d" no audience (the client id)',
    ],
    [{ REGISTRY_OAUTH_PROVIDERS: 't1d=https://id.example.org' }, 'REGISTRY_OAUTH_PROVIDERS must be JSON'],
  ])('refuse a wrong value, naming the variable and what it accepts: %o', (env, message) => {
    expect(wrong(env)).toThrow(SettingError);
    expect(wrong(env)).toThrow(`The registry did not start. ${message}`);
  });

  it('never repeat a secret in the message', () => {
    const database = () => readSettings({ DATABASE_URL: 'mysql://registry:pg-Pa55word@db.example.org/registry' });
    expect(database).toThrow(
      'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database); the value given is a secret and is not shown.',
    );
    expect(database).not.toThrow(/pg-Pa55word/);
    const key = () => readSettings({ REGISTRY_MESSAGE_KEY: 'too-short-a-key' });
    expect(key).toThrow('REGISTRY_MESSAGE_KEY must be 32 bytes, as 64 hex digits or base64');
    expect(key).not.toThrow(/too-short-a-key/);
  });

  it('name every wrong variable at once', () => {
    expect(wrong({ PORT: '-1', REGISTRY_SEED: 'maybe', REGISTRY_RESET_RATE_LIMIT: 'x' })).toThrow(
      /PORT must .* REGISTRY_SEED must .* REGISTRY_RESET_RATE_LIMIT must/,
    );
  });

  it('keep the messages of the variables read together (TLS, proxies, delivery)', () => {
    expect(wrong({ REGISTRY_TLS_CERT: '/tmp/cert.pem' })).toThrow(
      'HTTPS needs both REGISTRY_TLS_CERT and REGISTRY_TLS_KEY (PEM files); only one is set.',
    );
    expect(wrong({ REGISTRY_TRUST_PROXY: '10.0.0.0/8,proxy' })).toThrow(/REGISTRY_TRUST_PROXY must be a hop count/);
    expect(wrong({ REGISTRY_SMTP_URL: 'mailto:registry@example.org' })).toThrow(
      /REGISTRY_SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(wrong({ REGISTRY_SMS_URL: 'https://relay.example.org', REGISTRY_SMS_ACCOUNT_SID: 'AC1' })).toThrow(
      'REGISTRY_SMS_AUTH_TOKEN must be set too',
    );
  });

  it('list the REGISTRY_ variables that are no setting (a misspelt name)', () => {
    expect(readSettings({ REGISTRY_SMTP_ULR: 'smtp://relay', REGISTRY_EMPTY: ' ', NODE_ENV: 'x' }).unknown).toEqual([
      'REGISTRY_SMTP_ULR',
    ]);
  });

  it('are checked by buildApp before anything opens', async () => {
    const db = await freshDatabase();
    try {
      await expect(createTestApp({ db, env: { REGISTRY_LOGIN_RATE_LIMIT: 'ten' } })).rejects.toThrow(
        'REGISTRY_LOGIN_RATE_LIMIT must be a positive whole number; it is "ten".',
      );
      await expect(createTestApp({ db, env: { REGISTRY_DEV_OIDC: 'yes' } })).rejects.toThrow(
        'REGISTRY_DEV_OIDC must be 1 (on) or 0 (off); it is "yes".',
      );
    } finally {
      await db.close();
    }
  });
});
