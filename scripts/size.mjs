#!/usr/bin/env node
// `npm run size`: gzip sizes of the standalone first load (HTML + JS + CSS of /landing), the gadgets
// (measured in Chromium, scripts/size-browser.ts) and the library; fails when a budget is exceeded.
// Writes reports/size.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuiltServer } from './lib/built-server.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const KB = 1024;
export const BUDGETS = { firstLoad: 110 * KB };

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The entry's static imports and CSS plus the landing route's chunk and its static imports. */
function firstLoadFiles(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const files = new Set(['index.html']);
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const landing = Object.keys(manifest).find((k) => /landing-screen\.tsx$/.test(k));
  if (landing) visit(landing);
  return { files: [...files], landingChunk: Boolean(landing) };
}

function dirFiles(dir, re) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .filter((f) => re.test(String(f)))
    .map((f) => join(dir, String(f)));
}

const report = {};
const problems = [];
const spaDir = join(root, 'dist/standalone');
if (existsSync(join(spaDir, '.vite/manifest.json'))) {
  const { files, landingChunk } = firstLoadFiles(spaDir);
  report.firstLoad = {
    gzip: files.reduce((sum, f) => sum + gz(join(spaDir, f)), 0),
    budget: BUDGETS.firstLoad,
    files,
    landingChunk,
  };
} else problems.push('dist/standalone is not built (npm run build)');

// The gadgets: measured in Chromium on a partner's page on another origin (scripts/size-browser.ts):
// every script and stylesheet fetched until each gadget's screen is up, with their own budgets.
ensureBuiltServer(root);
const gadgets = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/size-browser.ts')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (gadgets.status !== 0)
  problems.push('a gadget is over its budget or could not be measured (scripts/size-browser.ts)');

// The same first load in Spanish: the English one and the Spanish chunks /landing?lang=es adds
// (measured in Chromium beside the gadgets), held to the same budget.
const browserReport = join(root, 'reports/size-browser.json');
if (report.firstLoad && existsSync(browserReport)) {
  const spanish = JSON.parse(readFileSync(browserReport, 'utf8')).landingSpanishChunks;
  if (spanish)
    report.firstLoadSpanish = {
      gzip: report.firstLoad.gzip + spanish.gzip,
      budget: BUDGETS.firstLoad,
      files: [...report.firstLoad.files, ...Object.keys(spanish.files)],
    };
}
try {
  report.gadgets = JSON.parse(readFileSync(join(root, 'reports/size-browser.json'), 'utf8'));
} catch {
  problems.push('reports/size-browser.json is missing');
}

const libFiles = dirFiles(join(root, 'lib'), /\.(js|css)$/);
report.library = {
  gzip: libFiles.reduce((s, f) => s + gz(f), 0),
  files: libFiles.length,
  note: 'React and dependencies external',
};

for (const [name, entry] of Object.entries(report)) {
  if (name === 'gadgets') continue;
  const over = entry.budget && entry.gzip > entry.budget;
  if (over)
    problems.push(
      `${name} is ${(entry.gzip / KB).toFixed(1)} KB gzip, over its ${(entry.budget / KB).toFixed(0)} KB budget`,
    );
  const budget = entry.budget ? ` (budget ${(entry.budget / KB).toFixed(0)} KB)` : '';
  console.log(`${name.padEnd(18)} ${(entry.gzip / KB).toFixed(1).padStart(7)} KB gzip${budget}${over ? '  OVER' : ''}`);
}
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports/size.json'), JSON.stringify(report, null, 2));
if (problems.length) {
  for (const p of problems) console.error(`size: ${p}`);
  process.exit(1);
}
