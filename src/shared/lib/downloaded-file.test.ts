import { describe, expect, it } from 'vitest';
import { fileNameOf } from './downloaded-file';

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="t1d-registry-consent-5.pdf"', 't1d-registry-consent-5.pdf'],
    ['attachment; filename=answers.html', 'answers.html'],
    ['attachment; filename="plain.pdf"; filename*=UTF-8\'\'caf%C3%A9%20consent.pdf', 'café consent.pdf'],
    ['attachment', 'fallback.pdf'],
    [null, 'fallback.pdf'],
  ])('%s → %s', (header, name) => expect(fileNameOf(header, 'fallback.pdf')).toBe(name));
});
