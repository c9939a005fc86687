import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_OWN_MODULES, OWN_MODULES } from '../vitest.config';

const ROOT = resolve(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

describe('unit test files that replace or reload modules', () => {
  it('each runs in a module graph of its own (vitest.config.ts), not in its worker’s shared one', () => {
    // Built from pieces so this file does not list itself.
    const replacing = new RegExp(['vi\\.mock\\(', 'vi\\.doMock\\(', 'vi\\.resetModules\\('].join('|'));
    const found = ['src', 'server', 'scripts', 'embed', 'standalone']
      .flatMap((dir) => testFiles(join(ROOT, dir)))
      .filter((file) => replacing.test(readFileSync(join(ROOT, file), 'utf8')))
      .sort();
    expect(found).toEqual([...NODE_OWN_MODULES, ...OWN_MODULES].sort());
  });
});
