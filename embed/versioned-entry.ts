import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isPinnedCopy, versionFolder } from '../src/config/embed-versions';

/** Subresource Integrity of a file's bytes: the `integrity` attribute's value (sha384). */
export const sriOf = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * Copies the embed's build (the entry and its chunks, with their precompressed twins) into
 * `v<version>/` beside it, byte for byte: the entry's relative imports of its chunks, and the chunks'
 * of the entry, stay inside the copy, so a page pinned to that address runs that build whatever
 * the registry serves at /embed/registry-embed.js later. Writes the entry's SRI hash beside each
 * entry (`registry-embed.js.sri`). A deployment keeps the earlier versions' folders.
 */
export function writePinnedCopy(dir: string, version: string): { folder: string; sri: string } {
  const folder = versionFolder(version);
  const target = resolve(dir, folder);
  for (const file of readdirSync(dir, { recursive: true }).map(String)) {
    const from = join(dir, file);
    if (isPinnedCopy(file) || file === folder || statSync(from).isDirectory()) continue;
    mkdirSync(resolve(target, file, '..'), { recursive: true });
    copyFileSync(from, resolve(target, file));
  }
  const sri = sriOf(readFileSync(join(dir, 'registry-embed.js')));
  writeFileSync(join(dir, 'registry-embed.js.sri'), `${sri}\n`);
  writeFileSync(join(target, 'registry-embed.js.sri'), `${sri}\n`);
  return { folder, sri };
}
