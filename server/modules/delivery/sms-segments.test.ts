import { describe, expect, it } from 'vitest';
import { smsSize } from './sms-segments';

describe('SMS segments', () => {
  it('counts GSM-7 texts: 160 in one, 153 each when split', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSize('a'.repeat(306)).segments).toBe(2);
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
  });

  it('counts the extension characters twice', () => {
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('[]'.repeat(41)).segments).toBe(2);
  });

  it('makes a text with any other character UCS-2: 70 in one, 67 each when split', () => {
    expect(smsSize('á'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSize(`${'a'.repeat(70)}á`)).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSize('ó'.repeat(135)).segments).toBe(3);
  });

  it('keeps ñ, é and ü in GSM-7, as Spanish texts without á, í, ó, ú are', () => {
    expect(smsSize('señal café pingüino ¿qué?').encoding).toBe('GSM-7');
  });
});
