import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The reference server as the tests start it: built for production (`npm run build:server`), the
// file the deployment runs. It starts in half the time of the sources under tsx and holds a third
// of the memory, which counts on these 2-core machines where a suite starts it a dozen times.

/** The built server, relative to the checkout. */
export const BUILT_SERVER = 'dist/server/main.mjs';

/** Newest modification time of the files under `dir` (0 when it does not exist). */
function newest(dir) {
  let latest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * Builds the server when its build is missing or older than a source it bundles (server/, the
 * contract and engine under src/, the build's config), so a test never runs an older server than
 * the checkout's. After `npm run build` it does nothing.
 */
export function ensureBuiltServer(root) {
  const built = statSync(join(root, BUILT_SERVER), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(
    newest(join(root, 'server')),
    newest(join(root, 'src')),
    statSync(join(root, 'tsup.server.config.ts')).mtimeMs,
  );
  if (built > sources) return;
  console.log(built ? 'The server changed since its build: building it again.' : 'Building the server.');
  const r = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build:server failed');
}
