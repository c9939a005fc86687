#!/usr/bin/env node
// The one-way import rule of STYLE.md, checked in `npm test`:
//   app → features → shared/config; a feature never imports another feature; shared never imports
//   features or app; config imports only config; engine/ and model/ folders and the contract import
//   no React and no I/O; server/ imports from src/ only the contract, engines, models and config.
// Server modules (server/modules/<domain>/) import each other only through their service.ts; a
// module's routes.ts reaches the database only through its service; server/http/, server/lib/
// and server/db/ import no module (lib/ is pure: nothing of the server but lib/); and no import
// cycle runs through server/, neither between files nor between its parts (modules, http, lib…).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/** Where a src/ file sits: its layer and, for features, the feature name. */
export function locate(file) {
  const rel = relative(join(root, 'src'), file).split(sep);
  if (rel[0] === '..') return { layer: 'outside' };
  if (rel[0] === 'features') return { layer: 'features', feature: rel[1], pure: rel.includes('engine') || rel.includes('model') };
  if (rel[0] === 'shared') return { layer: 'shared', pure: rel[1] === 'api' && rel[2] === 'contract' };
  return { layer: rel[0] };
}

/** Where a server/ file sits: its part (http, lib, db, modules, testing, root) and, in modules/, its domain. */
export function locateServer(file) {
  const rel = relative(join(root, 'server'), file).split(sep);
  if (rel[0] === '..') return undefined;
  if (rel.length === 1) return { part: 'root' };
  if (rel[0] === 'modules') {
    if (rel.length === 2) return { part: 'registry' };
    return { part: 'modules', domain: rel[1], name: rel.slice(2).join('/').replace(/\.tsx?$/, '') };
  }
  return { part: rel[0] };
}

/** The server's layering and module boundaries for one import of a server file (tests excepted). */
function serverViolations(from, target) {
  const to = locateServer(target);
  if (!to) return [];
  const into = to.part === 'modules' ? `module ${to.domain}` : `server/${to.part}`;
  switch (from.part) {
    case 'http':
    case 'db':
      return to.part === 'modules' || to.part === 'registry' ? [`server/${from.part} imports ${into}`] : [];
    case 'lib':
      return to.part === 'lib' ? [] : [`server/lib imports ${into} (lib holds pure helpers)`];
    case 'modules':
      if (to.part === 'registry') return [`module ${from.domain} imports the module registry`];
      if (to.part !== 'modules') return [];
      if (to.domain === from.domain) {
        const fromRoutes = from.name === 'routes';
        if (!fromRoutes || to.name !== 'repository') return [];
        return [`routes of ${from.domain} import its repository (go through service.ts)`];
      }
      if (to.name === 'service') return [];
      return [`module ${from.domain} imports ${to.domain}/${to.name} (only ${to.domain}/service.ts)`];
    case 'registry':
    case 'root':
      if (to.part !== 'modules' || to.name === 'service') return [];
      if (from.part === 'registry' && to.name === 'routes') return [];
      const who = from.part === 'root' ? 'server/' : 'server/modules/index';
      return [`${who} imports ${to.domain}/${to.name} (only its service.ts)`];
    default:
      return [];
  }
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
  const serverFrom = locateServer(file);
  if (serverFrom) {
    if (to.layer !== 'outside') {
      if (!(to.pure || to.layer === 'config')) problems.push(`server imports ${relative(root, target)} (only contract, engine, model, config)`);
      return problems;
    }
    if (!isTest && serverFrom.part !== 'testing') problems.push(...serverViolations(serverFrom, target));
    return problems;
  }
  switch (from.layer) {
    case 'config':
      if (to.layer !== 'config') problems.push(`config imports ${to.layer}`);
      break;
    case 'shared':
      if (to.layer === 'features' || to.layer === 'app') problems.push(`shared imports ${to.layer}`);
      break;
    case 'features':
      if (to.layer === 'app') problems.push('feature imports app');
      if (to.layer === 'features' && to.feature !== from.feature) problems.push(`feature ${from.feature} imports feature ${to.feature}`);
      break;
    default:
  }
  return problems;
}

export const specifiersOf = (text) => [...text.matchAll(IMPORT_RE)].map((m) => m[1] ?? m[2] ?? m[3]);

const isFile = (f) => existsSync(f) && statSync(f).isFile();

/** The file a relative specifier names (`x.ts`, or `x/index.ts` for a folder), if it exists. */
function resolveFile(file, specifier, exists) {
  const target = resolve(dirname(file), specifier);
  const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')];
  return candidates.find((c) => /\.tsx?$/.test(c) && exists(c));
}

/** file → the files it imports (relative imports only, type-only ones included), for the given files. */
export function importGraph(files, read = (f) => readFileSync(f, 'utf8'), exists = isFile) {
  const graph = new Map();
  for (const file of files) {
    const targets = specifiersOf(read(file)).filter((s) => s.startsWith('.')).map((s) => resolveFile(file, s, exists));
    graph.set(file, [...new Set(targets.filter((t) => t && files.includes(t)))]);
  }
  return graph;
}

/** Every import cycle, each once, as the list of its files (depth-first search with a path stack). */
export function findCycles(graph) {
  const cycles = [];
  const state = new Map(); // undefined: unseen, 1: on the path, 2: done
  const path = [];
  const seen = new Set();
  const visit = (node) => {
    state.set(node, 1);
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 1) {
        const cycle = path.slice(path.indexOf(next));
        const key = [...cycle].sort().join('|');
        if (!seen.has(key)) cycles.push(cycle);
        seen.add(key);
      } else if (!state.get(next)) visit(next);
    }
    path.pop();
    state.set(node, 2);
  };
  for (const node of graph.keys()) if (!state.get(node)) visit(node);
  return cycles;
}

/** The part of the server a file belongs to: modules/<domain>, a top folder (http, lib, db…), or a root file. */
export function serverGroup(file) {
  const rel = relative(join(root, 'server'), file).split(sep);
  if (rel[0] === 'modules' && rel.length > 2) return `modules/${rel[1]}`;
  return rel.length === 1 ? rel[0] : rel[0];
}

/** The file graph folded onto groups: an edge wherever a file of one group imports a file of another. */
export function groupGraph(graph, groupOf = serverGroup) {
  const groups = new Map();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    const edges = groups.get(from) ?? new Set();
    for (const target of targets) if (groupOf(target) !== from) edges.add(groupOf(target));
    groups.set(from, edges);
  }
  return new Map([...groups].map(([g, edges]) => [g, [...edges]]));
}

function main() {
  const files = ['src', 'server'].flatMap((d) => walk(join(root, d)));
  let count = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const specifier of specifiersOf(text)) {
      for (const p of violations(file, specifier)) {
        count += 1;
        console.error(`${relative(root, file)}: ${p} ('${specifier}')`);
      }
    }
  }
  // Test support (server/testing/) and tests import whatever they exercise; they are not checked.
  const checked = (f) => locateServer(f) && locateServer(f).part !== 'testing' && !/\.test\.tsx?$/.test(f);
  const serverFiles = files.filter(checked);
  const graph = importGraph(serverFiles);
  for (const cycle of findCycles(graph)) {
    count += 1;
    console.error(`import cycle: ${[...cycle, cycle[0]].map((f) => relative(root, f)).join(' → ')}`);
  }
  for (const cycle of findCycles(groupGraph(graph))) {
    count += 1;
    console.error(`import cycle between parts of server/: ${[...cycle, cycle[0]].join(' → ')}`);
  }
  if (count > 0) {
    console.error(`import rule: ${count} violation(s)`);
    process.exit(1);
  }
  console.log(`import rule: ${files.length} files checked, no violation`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) main();
