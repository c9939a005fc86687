import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL_REFUSED } from '../http/link-origin';
import { keyId } from '../http/tokens';
import { masked, MASK } from './print-config';
import { annotationsOf } from './settings';
import { SETTING_NAMES } from './settings-schema';

// `npm run server -- --print-config`, run as the real process: it prints the effective settings with
// every secret masked, opens neither the port nor the database, and fails where the start would.

const ROOT = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'registry-print-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function printConfig(env: Record<string, string>) {
  // Only the variables given here: none of the test runner's own REGISTRY_* settings.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('REGISTRY_')));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts', '--print-config'], {
    cwd: ROOT,
    env: { ...inherited, REGISTRY_DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A value of each secret that no masked output could contain by chance. */
const SECRETS = {
  jwt: 'jwt-secret-Q7ZP4',
  jwtPrevious: 'jwt-previous-F6G3',
  messageKeyPrevious: 'ab'.repeat(32),
  messageKey: Buffer.alloc(32, 0x5a).toString('base64'),
  smtpUrlPassword: 'smtp-url-pass-K2V9',
  smtpPassword: 'smtp-pass-W3X8',
  smsToken: 'sms-token-R5T1',
  databasePassword: 'db-pass-M4N6',
  oauthKey: 'oauth-shared-key-H8J2',
  oauthClientSecret: 'oauth-client-secret-P5L7',
};

const production = {
  REGISTRY_ENVIRONMENT: 'prod',
  PORT: '8443',
  HOST: '0.0.0.0',
  // Nothing listens here: the process would fail if it opened the database.
  DATABASE_URL: `postgres://registry:${SECRETS.databasePassword}@127.0.0.1:1/registry`,
  REGISTRY_JWT_SECRET: SECRETS.jwt,
  REGISTRY_JWT_ACCEPTED_SECRETS: SECRETS.jwtPrevious,
  REGISTRY_MESSAGE_KEY: SECRETS.messageKey,
  REGISTRY_MESSAGE_ACCEPTED_KEYS: SECRETS.messageKeyPrevious,
  REGISTRY_PUBLIC_URL: 'https://registry.example.org',
  REGISTRY_SMTP_URL: `smtp://registry:${SECRETS.smtpUrlPassword}@relay.example.org:587`,
  REGISTRY_SMTP_PASSWORD: SECRETS.smtpPassword,
  REGISTRY_MAIL_FROM: 'Registry <registry@example.org>',
  REGISTRY_SMS_URL: 'https://api.twilio.com/2010-04-01',
  REGISTRY_SMS_ACCOUNT_SID: 'AC0123',
  REGISTRY_SMS_AUTH_TOKEN: SECRETS.smsToken,
  REGISTRY_SMS_FROM: '+15550100000',
  REGISTRY_OAUTH_PROVIDERS: JSON.stringify({
    pasted: { issuer: 'https://id.example.org', audience: 'registry', key: SECRETS.oauthKey },
    t1d: { issuer: 'https://login.example.org', audience: 'registry', client_secret: SECRETS.oauthClientSecret },
  }),
  REGISTRY_LOGIN_RATE_LIMIT: '20',
};

describe('--print-config', () => {
  it('prints every setting, defaults applied, each secret masked, without opening a port or the database', () => {
    // Every secret the schema knows is given a value here, so a new one cannot go unchecked.
    const secretNames = SETTING_NAMES.filter((name) => annotationsOf(name).secret);
    expect(secretNames.filter((name) => !(name in production))).toEqual([]);

    const { status, stdout, stderr } = printConfig(production);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    for (const value of Object.values(SECRETS)) expect(stdout).not.toContain(value);
    for (const name of SETTING_NAMES) expect(stdout).toMatch(new RegExp(`^(# )?${name}[= ]`, 'm'));
    expect(stdout).toContain(`DATABASE_URL=postgres://registry:${MASK}@127.0.0.1:1/registry  # set`);
    expect(stdout).toContain(`REGISTRY_JWT_SECRET=${MASK}  # set`);
    expect(stdout).toContain(`REGISTRY_MESSAGE_KEY=${MASK}  # set`);
    expect(stdout).toContain(`REGISTRY_JWT_ACCEPTED_SECRETS=${MASK}  # set`);
    expect(stdout).toContain(`REGISTRY_MESSAGE_ACCEPTED_KEYS=${MASK}  # set`);
    expect(stdout).toContain(
      `#   token key id (kid) signing: ${keyId(SECRETS.jwt)}; accepted: ${keyId(SECRETS.jwtPrevious)}`,
    );
    expect(stdout).toContain(`REGISTRY_SMTP_URL=smtp://registry:${MASK}@relay.example.org:587  # set`);
    expect(stdout).toContain(`REGISTRY_SMTP_PASSWORD=${MASK}  # set`);
    expect(stdout).toContain(`REGISTRY_SMS_AUTH_TOKEN=${MASK}  # set`);
    expect(stdout).toContain(`"key":"${MASK}"`);
    expect(stdout).toContain(`"client_secret":"${MASK}"`);
    expect(stdout).toContain('#   external sign-in button: t1d');
    expect(stdout).toContain('REGISTRY_SMS_ACCOUNT_SID=AC0123  # set');
    expect(stdout).toContain('REGISTRY_LOGIN_RATE_LIMIT=20  # set');
    expect(stdout).toContain('REGISTRY_SIGNUP_RATE_LIMIT=5  # default');
    expect(stdout).toContain('#   links in messages: https://registry.example.org');
    expect(stdout).toContain('#   demo data: none');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('exits non-zero with the message of a wrong value', () => {
    const { status, stdout, stderr } = printConfig({ PORT: 'http', REGISTRY_JWT_SECRET: SECRETS.jwt });
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(
      'The registry did not start. PORT must be a whole number from 0 to 65535; it is "http".',
    );
  });

  it('fails where the start would: outside development without REGISTRY_PUBLIC_URL', () => {
    const { status, stderr } = printConfig({ REGISTRY_ENVIRONMENT: 'qa', REGISTRY_DELIVERY: 'off' });
    expect(status).toBe(1);
    expect(stderr.trim()).toBe(PUBLIC_URL_REFUSED);
  });
});

describe('a masked value', () => {
  it('hides the whole secret, each of a list, a URL password only, or the key fields of JSON', () => {
    expect(masked('s3cret', 'value')).toBe(MASK);
    expect(masked('a, b,c', 'list')).toBe(`${MASK},${MASK},${MASK}`);
    expect(masked('postgres://u:p@h:5432/d', 'url-password')).toBe(`postgres://u:${MASK}@h:5432/d`);
    expect(masked('postgres://h/d', 'url-password')).toBe('postgres://h/d');
    expect(masked('not a url', 'url-password')).toBe(MASK);
    expect(masked('{"a":{"issuer":"i","key":{"kty":"oct","k":"x"},"client_secret":"c"}}', 'json-keys')).toBe(
      `{"a":{"issuer":"i","key":"${MASK}","client_secret":"${MASK}"}}`,
    );
    expect(masked('plain', undefined)).toBe('plain');
  });
});
