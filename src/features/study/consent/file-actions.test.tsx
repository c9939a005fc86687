import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRINT_DELAY_MS, printFile, REVOKE_AFTER_MS, saveFile, type FileActionEnv } from './file-actions';

const file = { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), fileName: 'consent-3.pdf' };

function env(): FileActionEnv & { revoked: string[] } {
  const revoked: string[] = [];
  return {
    document,
    createObjectURL: () => 'blob:test/1',
    revokeObjectURL: (url) => void revoked.push(url),
    setTimeout: (run, ms) => setTimeout(run, ms),
    revoked,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('saveFile', () => {
  it('downloads under the server name and revokes the URL after 30 s, not before', () => {
    const e = env();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    saveFile(file, e);
    expect(clicked).toEqual(['consent-3.pdf']);
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(e.revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(e.revoked).toEqual(['blob:test/1']);
    click.mockRestore();
  });
});

describe('printFile', () => {
  it('prints from a hidden frame after 1 s and removes it with the URL after 30 s', () => {
    const e = env();
    printFile(file, e);
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    const print = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { print, focus: vi.fn() } });
    vi.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(print).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(e.revoked).toEqual(['blob:test/1']);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
