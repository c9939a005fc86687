#!/usr/bin/env node
// `npm test`: typecheck, lint (ESLint: types, hooks, import boundaries, cycles), format (Prettier --check),
// unit tests, build, end-to-end tests (Chromium), the cross-engine journeys (WebKit and Firefox), size
// budgets, Lighthouse budgets of the public pages. Closes with one line `N passed, N failed` totalling
// unit, end-to-end and cross-engine tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  e2eCounts,
  e2eFailures,
  engineCounts,
  engineFailures,
  enginesSkipped,
  unitCounts,
  unitFailures,
} from './lib/test-report.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const bin = (name) => resolve(root, 'node_modules/.bin', name);
mkdirSync(resolve(root, 'reports'), { recursive: true });

const failedSteps = [];
function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  console.log(`--- ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failedSteps.push(name);
  return ok;
}

/**
 * Steps that only read the sources, run at once (tsc and ESLint each keep one core busy on these
 * 2-core machines); each step's output is printed whole when it ends, in the order given.
 */
async function together(steps) {
  const runs = steps.map(([name, cmd, args]) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    return new Promise((done) =>
      child.on('close', (code) => done({ name, ok: code === 0, output, seconds: (Date.now() - started) / 1000 })),
    );
  });
  for (const run of runs) {
    const { name, ok, output, seconds } = await run;
    console.log(`\n=== ${name} ===`);
    process.stdout.write(output);
    console.log(`--- ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)`);
    if (!ok) failedSteps.push(name);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(resolve(root, file), 'utf8'));
  } catch {
    return undefined;
  }
}

await together([
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['.']],
  ['format', bin('prettier'), ['--check', '.']],
]);
rmSync(resolve(root, 'reports/unit.json'), { force: true });
step('unit tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/unit.json',
]);
const built = step('build', 'npm', ['run', '--silent', 'build']);
rmSync(resolve(root, 'reports/e2e.json'), { force: true });
rmSync(resolve(root, 'reports/engines.json'), { force: true });
if (built) {
  step('end-to-end tests', process.execPath, ['scripts/run-e2e.mjs']);
  step('cross-engine journeys', process.execPath, ['scripts/run-engines.mjs']);
  step('size budgets', process.execPath, ['scripts/size.mjs']);
  // One Lighthouse run on each page, public and signed in (about 15 s each), over HTTP/2.
  step('lighthouse', process.execPath, ['--import', 'tsx', 'scripts/lighthouse.ts', '--budget']);
  step('package contents', process.execPath, ['scripts/check-pack.mjs']);
}

const unit = readJson('reports/unit.json');
const e2e = readJson('reports/e2e.json');
const engines = readJson('reports/engines.json');
const counts = {
  'unit tests': unitCounts(unit),
  'end-to-end tests': e2eCounts(e2e),
  'cross-engine journeys': engineCounts(engines),
};
let passed = Object.values(counts).reduce((sum, c) => sum + c.passed, 0);
let failed = Object.values(counts).reduce((sum, c) => sum + c.failed, 0);
// A failed step that no test failure accounts for (typecheck, build, a server that would not start,
// a size budget) counts as one failure, so the closing line never hides it.
for (const name of failedSteps) if (!(counts[name]?.failed > 0)) failed += 1;
if (built && !e2e && !failedSteps.includes('end-to-end tests')) failed += 1;
if (built && !engines && !failedSteps.includes('cross-engine journeys')) failed += 1;

const failures = [...unitFailures(unit, root), ...e2eFailures(e2e), ...engineFailures(engines)];
if (failures.length) console.log(`\nFailed tests:\n${failures.map((line) => `  ${line}`).join('\n')}`);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
// Neither passed nor failed: said in the summary, so a machine without the engines does not look green.
const skipped = enginesSkipped(engines);
if (skipped.length)
  console.log(`\nSKIPPED cross-engine journeys in ${skipped.join(', ')}: not installed (see .ci/run)`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failedSteps.length > 0 ? 1 : 0);
