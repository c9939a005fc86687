#!/usr/bin/env node
// The published package holds only what a consumer needs (lib/, README, package.json) and
// depends on no server package: the reference server lives in devDependencies.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const [{ files, size }] = JSON.parse(out);
const allowed = /^(lib\/.+|README\.md|LICENSE|package\.json)$/;
const stray = files.map((f) => f.path).filter((p) => !allowed.test(p));
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const serverDeps = Object.keys(pkg.dependencies ?? {}).filter((d) => /fastify|pglite|^pg$|pdfkit|jose|oidc|tsx/.test(d));
const missing = ['lib/index.js', 'lib/index.d.ts', 'lib/index.css', 'lib/contract.js'].filter((f) => !files.some((x) => x.path === f));
console.log(`npm pack: ${files.length} files, ${(size / 1024).toFixed(1)} KB packed`);
const problems = [
  ...stray.map((p) => `unexpected file in the package: ${p}`),
  ...serverDeps.map((d) => `server dependency in dependencies: ${d}`),
  ...missing.map((f) => `missing from the package: ${f}`),
];
for (const p of problems) console.error(`pack: ${p}`);
process.exit(problems.length ? 1 : 0);
