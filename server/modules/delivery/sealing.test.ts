import { describe, expect, it } from 'vitest';
import { messageKey, MessageKeyError, seal, unseal } from './sealing';

const key = messageKey(undefined, 'a-jwt-secret');

describe('sealed links and codes', () => {
  it('opens what it sealed, for the same message only', () => {
    const sealed = seal(key, '{"code":"123456"}', '<a@host>');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('123456');
    expect(unseal(key, sealed, '<a@host>')).toBe('{"code":"123456"}');
    expect(() => unseal(key, sealed, '<b@host>')).toThrow();
  });

  it('never seals the same text alike twice', () => {
    expect(seal(key, 'same', 'id')).not.toBe(seal(key, 'same', 'id'));
  });

  it('refuses a text sealed under another key or changed', () => {
    const sealed = seal(key, 'secret', 'id');
    expect(() => unseal(messageKey(undefined, 'another-secret'), sealed, 'id')).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => unseal(key, `v1.${bytes.toString('base64')}`, 'id')).toThrow();
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
});
