import { describe, expect, it } from 'vitest';
import { messageKey, MessageKeyError, messageKeys, seal, unseal, UnsealError } from './sealing';

const key = messageKey(undefined, 'a-jwt-secret');

describe('sealed links and codes', () => {
  it('opens what it sealed, for the same message only', () => {
    const sealed = seal(key, '{"code":"123456"}', '<a@host>');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('123456');
    expect(unseal([key], sealed, '<a@host>')).toBe('{"code":"123456"}');
    expect(() => unseal([key], sealed, '<b@host>')).toThrow();
  });

  it('never seals the same text alike twice', () => {
    expect(seal(key, 'same', 'id')).not.toBe(seal(key, 'same', 'id'));
  });

  it('refuses a text sealed under another key or changed', () => {
    const sealed = seal(key, 'secret', 'id');
    expect(() => unseal([messageKey(undefined, 'another-secret')], sealed, 'id')).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => unseal([key], `v1.${bytes.toString('base64')}`, 'id')).toThrow();
  });

  it('derives the key from the token secret alike in every process, or takes REGISTRY_MESSAGE_KEY', () => {
    expect(messageKey(undefined, 's').equals(messageKey('', 's'))).toBe(true);
    expect(messageKey(undefined, 's').equals(messageKey(undefined, 't'))).toBe(false);
    const hex = 'ab'.repeat(32);
    expect(messageKey(hex, 's')).toEqual(Buffer.from(hex, 'hex'));
    const b64 = Buffer.alloc(32, 9).toString('base64');
    expect(messageKey(b64, 's')).toEqual(Buffer.alloc(32, 9));
    expect(() => messageKey('too-short', 's')).toThrow(MessageKeyError);
    expect(() => messageKey('too-short', 's')).toThrow(/REGISTRY_MESSAGE_KEY must be 32 bytes/);
  });

  it('opens with every key a rotation keeps, seals with the current one only', () => {
    const derivedOld = messageKey(undefined, 'old-secret');
    const sealedOld = seal(derivedOld, 'a link', 'id');
    // The token secret replaced, the old one accepted: the key derived from it still opens.
    const rotated = messageKeys({ jwtSecret: 'new-secret', jwtAccepted: ['old-secret'] });
    expect(rotated.seal.equals(messageKey(undefined, 'new-secret'))).toBe(true);
    expect(unseal(rotated.open, sealedOld, 'id')).toBe('a link');
    expect(unseal(rotated.open, seal(rotated.seal, 'new', 'id'), 'id')).toBe('new');
    // No longer listed: refused, as a key this process does not hold.
    expect(() => unseal(messageKeys({ jwtSecret: 'new-secret' }).open, sealedOld, 'id')).toThrow(UnsealError);

    // REGISTRY_MESSAGE_KEY replaced, the previous one accepted; and set where the key was derived.
    const [previous, current] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)].map((b) => b.toString('base64'));
    const explicit = messageKeys({ configured: current, accepted: [previous], jwtSecret: 'old-secret' });
    expect(explicit.seal).toEqual(Buffer.alloc(32, 2));
    expect(unseal(explicit.open, seal(Buffer.alloc(32, 1), 'previous', 'id'), 'id')).toBe('previous');
    expect(unseal(explicit.open, sealedOld, 'id')).toBe('a link');
    expect(explicit.open).toHaveLength(3);
  });
});
