import { exportSPKI, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { buttonProvider, providersFromEnv } from './provider-config';

// REGISTRY_OAUTH_PROVIDERS is read at start: a value the registry cannot use stops it, naming the
// variable, rather than every external sign-in answering 'unverified' with nothing said.

const json = (value: unknown) => JSON.stringify(value);

describe('REGISTRY_OAUTH_PROVIDERS', () => {
  it('takes a provider by its issuer alone, or with a pasted key', async () => {
    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    const pem = await exportSPKI(publicKey);
    const raw = json({
      t1d: { issuer: 'https://login.example.org', audience: 'registry-client-id' },
      pasted: { issuer: 'https://id.example.org', audience: 'registry', key: pem },
      secret: { issuer: 'https://id.example.org', audience: 'registry', key: 'a-shared-secret' },
    });
    expect(providersFromEnv(raw, 'prod')).toEqual({
      t1d: { issuer: 'https://login.example.org', audience: 'registry-client-id' },
      pasted: { issuer: 'https://id.example.org', audience: 'registry', key: pem },
      secret: { issuer: 'https://id.example.org', audience: 'registry', key: 'a-shared-secret' },
    });
    expect(providersFromEnv(undefined, 'prod')).toEqual({});
  });

  it('takes a client secret for a provider given by its issuer, whose button is the first with one', () => {
    const raw = json({
      plain: { issuer: 'https://id.example.org', audience: 'registry' },
      t1d: { issuer: 'https://login.example.org', audience: 'registry-client-id', client_secret: 's3cret-Q' },
      other: { issuer: 'https://other.example.org', audience: 'registry', client_secret: 'another' },
    });
    const providers = providersFromEnv(raw, 'prod');
    expect(providers.t1d).toEqual({
      issuer: 'https://login.example.org',
      audience: 'registry-client-id',
      clientSecret: 's3cret-Q',
    });
    expect(buttonProvider(providers)).toBe('t1d');
    expect(
      buttonProvider(providersFromEnv(json({ plain: { issuer: 'https://a.example', audience: 'x' } }), 'prod')),
    ).toBeUndefined();
  });

  it('never repeats a client secret it refuses', () => {
    const raw = json({ t1d: { issuer: 'https://a.example', audience: 'x', key: 'k', client_secret: 'Z9-secret' } });
    expect(() => providersFromEnv(raw, 'prod')).toThrow(/both a key and a client_secret/);
    expect(() => providersFromEnv(raw, 'prod')).not.toThrow(/Z9-secret/);
  });

  it('lets an issuer on this machine speak http only in development', () => {
    const local = json({ t1d: { issuer: 'http://127.0.0.1:9000', audience: 'registry' } });
    expect(providersFromEnv(local, 'development').t1d.issuer).toBe('http://127.0.0.1:9000');
    expect(() => providersFromEnv(local, 'qa')).toThrow(/must be https:\/\//);
    const remote = json({ t1d: { issuer: 'http://login.example.org', audience: 'registry' } });
    expect(() => providersFromEnv(remote, 'development')).toThrow(/must be https:\/\//);
  });

  it.each([
    ['not JSON', '{t1d: {issuer: https://login.example.org}}', /is not JSON/],
    ['a list', json([{ issuer: 'https://login.example.org', audience: 'x' }]), /JSON object of providers/],
    ['a provider that is a string', json({ t1d: 'https://login.example.org' }), /"t1d" no object/],
    ['no audience', json({ t1d: { issuer: 'https://login.example.org' } }), /"t1d" no audience/],
    ['no issuer', json({ t1d: { audience: 'x' } }), /"t1d" no issuer/],
    ['a misspelt field', json({ t1d: { issuer: 'https://a.example', audience: 'x', jwks: 'y' } }), /field "jwks"/],
    ['an issuer that is no address', json({ t1d: { issuer: 'login.example.org', audience: 'x' } }), /not an address/],
    ['an issuer with a query', json({ t1d: { issuer: 'https://a.example/?t=1', audience: 'x' } }), /query/],
    [
      'a PEM that cannot be read',
      json({ t1d: { issuer: 'x', audience: 'x', key: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' } }),
      /cannot be read/,
    ],
    ['a key that is neither', json({ t1d: { issuer: 'x', audience: 'x', key: 42 } }), /neither a PEM/],
    [
      'an empty client secret',
      json({ t1d: { issuer: 'https://a.example', audience: 'x', client_secret: '' } }),
      /"t1d" an empty or non-text client_secret/,
    ],
  ])('stops the start naming the variable for %s', (_label, raw, reason) => {
    expect(() => providersFromEnv(raw, 'prod')).toThrow(/^REGISTRY_OAUTH_PROVIDERS /);
    expect(() => providersFromEnv(raw, 'prod')).toThrow(reason);
  });
});
