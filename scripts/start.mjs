#!/usr/bin/env node
// `npm start`: build what is missing, then run the reference server (migrates and seeds on start)
// on PORT (default 8080) with the development outbox and the development OpenID provider on.
// Both answer only loopback requests; the server's start lines name them and say how to turn
// them off (REGISTRY_DEV_OUTBOX=0 REGISTRY_DEV_OIDC=0 npm start; README, "Production"). The build's
// own output is shown only when it fails, so a first run reads as well as the next ones.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { supervise } from './lib/supervise.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const need = [
  ['dist/standalone/index.html', 'build:standalone'],
  ['dist/embed/registry-embed.js', 'build:embed'],
];
for (const [file, script] of need) {
  if (existsSync(resolve(root, file)) && !process.argv.includes('--rebuild')) continue;
  console.log(`First run: building ${file} (npm run ${script})…`);
  const r = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'pipe', encoding: 'utf8' });
  if (r.status !== 0) {
    process.stdout.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
    process.exit(r.status ?? 1);
  }
}

const env = { REGISTRY_DEV_OUTBOX: '1', REGISTRY_DEV_OIDC: '1', REGISTRY_DEV_GLUCOSE_VENDOR: '1', ...process.env };
// A `kill` of this process, or of npm's above it, stops the server (lib/supervise.mjs).
supervise(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env });
