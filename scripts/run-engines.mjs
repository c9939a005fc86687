#!/usr/bin/env node
// The cross-engine journeys (e2e-engines/): the participant's journeys in WebKit (Safari's engine)
// and Firefox, against the built app on the reference server with a fresh temporary database, on
// free ports. Writes reports/engines.json; an engine that is not installed is skipped and named.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureBuiltServer } from './lib/built-server.mjs';
import { freePort } from './lib/free-port.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
ensureBuiltServer(root);
const port = await freePort();
let partnerPort = await freePort();
while (partnerPort === port) partnerPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'registry-engines-'));
const r = spawnSync(process.execPath, ['--import', 'tsx', 'e2e-engines/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: String(port), E2E_PARTNER_PORT: String(partnerPort), REGISTRY_DATA_DIR: dataDir },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(r.status ?? 1);
