import { describe, expect, it } from 'vitest';
import { failedModuleUrl, freshModuleUrl } from './module-retry';

describe('retrying a failed dynamic import', () => {
  it.each([
    [
      'Chromium',
      'Failed to fetch dynamically imported module: http://localhost:8080/assets/min-Cka6UzPV.js',
      'http://localhost:8080/assets/min-Cka6UzPV.js',
    ],
    [
      'Firefox',
      'error loading dynamically imported module: https://registry.example.org/embed/chunks/min-x1.js',
      'https://registry.example.org/embed/chunks/min-x1.js',
    ],
    [
      'a retried URL',
      'Failed to fetch dynamically imported module: http://localhost:8080/assets/min-a.js?retry=2',
      'http://localhost:8080/assets/min-a.js',
    ],
    ['Safari (no URL)', 'Importing a module script failed.', null],
  ])('finds the script a failed import names (%s)', (_browser, message, url) => {
    expect(failedModuleUrl(new TypeError(message))).toBe(url);
  });

  it('names nothing for errors that are not a failed script', () => {
    expect(failedModuleUrl(new Error('offline'))).toBeNull();
    expect(failedModuleUrl(undefined)).toBeNull();
    expect(failedModuleUrl(new Error('see http://example.org/help'))).toBeNull();
  });

  it('gives each retry on the page a URL of its own', () => {
    expect(freshModuleUrl('http://localhost:8080/assets/min-a.js')).toBe(
      'http://localhost:8080/assets/min-a.js?retry=1',
    );
    expect(freshModuleUrl('http://localhost:8080/assets/min-a.js?retry=1')).toBe(
      'http://localhost:8080/assets/min-a.js?retry=2',
    );
    expect(freshModuleUrl('http://localhost:8080/assets/min-a.js')).toBe(
      'http://localhost:8080/assets/min-a.js?retry=3',
    );
  });
});
