#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile defaults: emulated phone, simulated slow 4G and CPU) on the
// built landing page, served by the reference server on a free port with a fresh temporary database.
// Writes reports/lighthouse.json, prints the four category scores and fails below the targets.
// REGISTRY_STATIC_DIR points at another build (a folder holding standalone/), as for the e2e tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './lib/free-port.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';
/** Minimum scores (0–100) per category. */
export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const PAGE = process.env.LIGHTHOUSE_PATH ?? '/landing';
const REPORT = join(root, 'reports/lighthouse.json');

const staticDir = resolve(root, process.env.REGISTRY_STATIC_DIR ?? 'dist');
if (!existsSync(join(staticDir, 'standalone/index.html'))) {
  console.error(`lighthouse: no built site in ${join(staticDir, 'standalone')} (run npm run build)`);
  process.exit(1);
}
if (!existsSync(CHROME)) {
  console.error(`lighthouse: Chromium not found at ${CHROME} (apt-get install -y chromium)`);
  process.exit(1);
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'registry-lighthouse-'));
const base = `http://127.0.0.1:${port}`;

// The server is started directly (not through npx), so stopping it stops the process that listens.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    REGISTRY_DATA_DIR: dataDir,
    REGISTRY_STATIC_DIR: staticDir,
    REGISTRY_ENVIRONMENT: 'prod',
    REGISTRY_DEV_OUTBOX: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let serverLog = '';
server.stdout.on('data', (chunk) => (serverLog += chunk));

/**
 * Stops the server and lets this process end: the child and its stdout pipe hold the event loop,
 * so after a passing run (no process.exit) the script used to wait forever.
 */
function stopServer() {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  server.stdout.destroy();
  server.unref();
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

async function waitForServer(timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}): ${serverLog}`);
    try {
      const res = await fetch(`${base}/api/meta/version`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

await waitForServer();
mkdirSync(join(root, 'reports'), { recursive: true });
const run = spawnSync(
  join(root, 'node_modules/.bin/lighthouse'),
  [
    `${base}${PAGE}`,
    '--output=json',
    `--output-path=${REPORT}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
  ],
  { cwd: root, env: { ...process.env, CHROME_PATH: CHROME }, stdio: 'inherit' },
);
if (run.status !== 0 || !existsSync(REPORT)) {
  console.error(`lighthouse: the run failed (exit ${run.status})`);
  process.exit(1);
}

const report = JSON.parse(readFileSync(REPORT, 'utf8'));
const failures = [];
for (const [id, target] of Object.entries(TARGETS)) {
  const category = report.categories?.[id];
  const score = category && category.score !== null ? Math.round(category.score * 100) : null;
  const ok = score !== null && score >= target;
  if (!ok) failures.push(id);
  console.log(
    `${(category?.title ?? id).padEnd(16)} ${String(score ?? 'n/a').padStart(3)}  (target ≥ ${target})${ok ? '' : '  BELOW'}`,
  );
}
if (report.runtimeError) console.error(`lighthouse: ${report.runtimeError.code}: ${report.runtimeError.message}`);
console.log(`report: ${REPORT}`);
if (failures.length) {
  // Name what cost the points, so a failure says where to look.
  for (const id of failures) {
    const refs = report.categories[id]?.auditRefs ?? [];
    const lost = refs
      .filter((r) => r.weight > 0 && (report.audits[r.id]?.score ?? 1) < 1)
      .map((r) => `${r.id} (${report.audits[r.id].displayValue ?? report.audits[r.id].score})`);
    console.error(`lighthouse: ${id} below target; audits not passed: ${lost.join(', ') || 'none listed'}`);
  }
  process.exit(1);
}
// A passing run ends here: stop the server so nothing keeps the process alive.
stopServer();
