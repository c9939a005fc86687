import { describe, expect, it } from 'vitest';
import { cachingFaults } from './caching';

const page = 'https://127.0.0.1:8443/dashboard';
const YEAR = 'public, max-age=31536000, immutable';

describe('cachingFaults', () => {
  it('accepts hashed files kept a year, immutable, and HTML revalidated', () => {
    expect(
      cachingFaults(page, [
        { url: page, cacheControl: 'no-cache' },
        { url: 'https://127.0.0.1:8443/assets/index-AbCd1234.js', cacheControl: YEAR },
        { url: 'https://127.0.0.1:8443/api/registry/me', cacheControl: undefined },
        { url: 'https://fonts.example.org/assets/x.css', cacheControl: undefined },
      ]),
    ).toEqual([]);
  });

  it('names a hashed file that is not immutable and HTML that may be kept', () => {
    expect(
      cachingFaults(page, [
        { url: page, cacheControl: 'public, max-age=600' },
        { url: 'https://127.0.0.1:8443/assets/index-AbCd1234.js', cacheControl: 'public, max-age=0' },
      ]),
    ).toEqual([
      'the HTML is not revalidated (cache-control: public, max-age=600)',
      '/assets/index-AbCd1234.js is not immutable (cache-control: public, max-age=0)',
    ]);
  });
});
