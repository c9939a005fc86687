#!/usr/bin/env node
// The one-way import rule of STYLE.md, checked in `npm test`:
//   app → features → shared/config; a feature never imports another feature; shared never imports
//   features or app; config imports only config; engine/ and model/ folders and the contract import
//   no React and no I/O; server/ imports from src/ only the contract, engines, models and config.
//   Test tooling (shared/testing/) may import app/, because tests render through the real provider
//   (STYLE §13); in return, no module of src/ that reaches a bundle imports test tooling or a test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const IMPORT_RE = /(?:^|\n)\s*(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
const REACTISH = /^(react|react-dom|wouter|@preact\/signals-react|react-hook-form|@floating-ui\/react)(\/|$)/;
const IO = /^(redaxios|node:|fs$|path$|pg$|@electric-sql)/;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(full);
  }
  return out;
}

/** Test files and test tooling: never part of a bundle. */
export function isTestCode(file) {
  return /\.test\.tsx?$/.test(file) || file.split(sep).includes('testing');
}

/** Where a src/ file sits: its layer and, for features, the feature name. */
export function locate(file) {
  const rel = relative(join(root, 'src'), file).split(sep);
  if (rel[0] === '..') return { layer: 'outside' };
  if (rel[0] === 'features') return { layer: 'features', feature: rel[1], pure: rel.includes('engine') || rel.includes('model') };
  if (rel[0] === 'shared') return { layer: 'shared', pure: rel[1] === 'api' && rel[2] === 'contract' };
  return { layer: rel[0] };
}

export function violations(file, specifier) {
  const from = locate(file);
  const problems = [];
  const isTest = /\.test\.tsx?$/.test(file);
  if (from.pure && !isTest && (REACTISH.test(specifier) || IO.test(specifier))) problems.push(`pure module imports ${specifier}`);
  if (!specifier.startsWith('.')) return problems;
  const target = resolve(dirname(file), specifier);
  const to = locate(target);
  if (from.pure && !isTest && /\.tsx$/.test(target)) problems.push('pure module imports a component');
  if (from.layer !== 'outside' && !isTestCode(file) && isTestCode(target))
    problems.push('production module imports test code');
  const serverFile = relative(root, file).startsWith(`server${sep}`);
  if (serverFile && to.layer !== 'outside') {
    if (!(to.pure || to.layer === 'config')) problems.push(`server imports ${relative(root, target)} (only contract, engine, model, config)`);
    return problems;
  }
  switch (from.layer) {
    case 'config':
      if (to.layer !== 'config') problems.push(`config imports ${to.layer}`);
      break;
    case 'shared':
      if (to.layer === 'features') problems.push('shared imports features');
      if (to.layer === 'app' && !isTestCode(file)) problems.push('shared imports app');
      break;
    case 'features':
      if (to.layer === 'app') problems.push('feature imports app');
      if (to.layer === 'features' && to.feature !== from.feature) problems.push(`feature ${from.feature} imports feature ${to.feature}`);
      break;
    default:
  }
  return problems;
}

function main() {
  const files = ['src', 'server'].flatMap((d) => walk(join(root, d)));
  let count = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT_RE)) {
      const specifier = m[1] ?? m[2] ?? m[3];
      for (const p of violations(file, specifier)) {
        count += 1;
        console.error(`${relative(root, file)}: ${p} ('${specifier}')`);
      }
    }
  }
  if (count > 0) {
    console.error(`import rule: ${count} violation(s)`);
    process.exit(1);
  }
  console.log(`import rule: ${files.length} files checked, no violation`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) main();
