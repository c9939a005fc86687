import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPinnedCopy } from '@/config/embed-versions';
import { writePinnedCopy } from './versioned-entry';

describe('the embed’s pinned copy of a version', () => {
  it('copies the entry and its chunks under v<version>/ byte for byte, and writes the entry’s SRI hash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'embed-'));
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'registry-embed.js'), 'import("./chunks/a-1.js")');
    writeFileSync(join(dir, 'registry-embed.js.gz'), 'gz');
    writeFileSync(join(dir, 'chunks/a-1.js'), 'import "../registry-embed.js"');
    const { folder, sri } = writePinnedCopy(dir, '1.2.3');
    expect(folder).toBe('v1.2.3');
    expect(readFileSync(join(dir, 'v1.2.3/registry-embed.js'), 'utf8')).toBe('import("./chunks/a-1.js")');
    expect(readFileSync(join(dir, 'v1.2.3/registry-embed.js.gz'), 'utf8')).toBe('gz');
    expect(readFileSync(join(dir, 'v1.2.3/chunks/a-1.js'), 'utf8')).toBe('import "../registry-embed.js"');
    const expected = `sha384-${createHash('sha384').update('import("./chunks/a-1.js")').digest('base64')}`;
    expect(sri).toBe(expected);
    expect(readFileSync(join(dir, 'v1.2.3/registry-embed.js.sri'), 'utf8')).toBe(`${expected}\n`);
    expect(readFileSync(join(dir, 'registry-embed.js.sri'), 'utf8')).toBe(`${expected}\n`);
    // A second build of the same version copies over its own folder, not into itself.
    writePinnedCopy(dir, '1.2.3');
    expect(() => readFileSync(join(dir, 'v1.2.3/v1.2.3/registry-embed.js'))).toThrow();
  });

  it('tells the pinned copies from the build’s own files', () => {
    expect(isPinnedCopy('v0.1.0/registry-embed.js')).toBe(true);
    expect(isPinnedCopy('v0.1.0/chunks/x-1.js')).toBe(true);
    expect(isPinnedCopy('registry-embed.js')).toBe(false);
    expect(isPinnedCopy('chunks/vendor-1.js')).toBe(false);
  });
});
