#!/usr/bin/env node
// End-to-end tests: Playwright on Debian's Chromium against the built app served by the reference
// server (as built for production, scripts/lib/built-server.mjs) on a free port with a fresh
// temporary database.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureBuiltServer } from './lib/built-server.mjs';
import { freePort } from './lib/free-port.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: run apt-get install -y chromium`);
  process.exit(1);
}

ensureBuiltServer(root);
const port = await freePort();
// The partner pages' origin (e2e/support/partner-server.ts): a second port.
let partnerPort = await freePort();
while (partnerPort === port) partnerPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'registry-e2e-'));
const env = {
  ...process.env,
  E2E_PORT: String(port),
  E2E_PARTNER_PORT: String(partnerPort),
  REGISTRY_DATA_DIR: dataDir,
  CHROMIUM_PATH: CHROMIUM,
};
const r = spawnSync(join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(r.status ?? 1);
