#!/usr/bin/env node
// Tests the published package the way a host app meets it (STYLE.md §11): packs the tarball,
// installs it into a copy of examples/react-app with React 19 (the project's own) or React 18
// (pinned in scripts/consumer/react18/, installed apart with `npm ci` into a cache dir), type-checks
// the host with `skipLibCheck: false`, builds it with Vite and measures its startup JavaScript (the
// FAQ screen alone; the host app with RegistryApp, routed by React Router and by wouter). publint
// and are-the-types-wrong lint the tarball whenever this script packed it. Needs `npm run build` first (lib/).
//   node scripts/check-consumer.mjs [--out DIR] [--react 19|18] [--tarball FILE]
// --tarball reuses a tarball packed by an earlier run (the React 18 run reuses the React 19 one).
// Writes reports/consumer-react<N>.json; the built host app is left in DIR/app/dist for
// e2e/package-consumer.spec.ts.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(new URL('..', import.meta.url).pathname);
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const out = resolve(option('--out', mkdtempSync(join(tmpdir(), 'registry-consumer-'))));
const reactMajor = option('--react', '19');
const givenTarball = option('--tarball', undefined);
const KB = 1024;
const problems = [];
const report = { react: reactMajor, dir: out, seconds: {} };
let lap = Date.now();
/** Seconds spent since the previous lap, under `name` in the report (the check's cost in npm test). */
const timeStep = (name) => {
  report.seconds[name] = +((Date.now() - lap) / 1000).toFixed(1);
  lap = Date.now();
};

const rootVersion = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
// React 18 has its own package.json and lockfile: the root one pins React 19, beside which an
// aliased react-dom@18 fails peer resolution.
const react18Dir = join(root, 'scripts/consumer/react18');
const REACT = {
  19: { react: rootVersion('react'), 'react-dom': rootVersion('react-dom'), types: rootVersion('@types/react') },
  18: JSON.parse(readFileSync(join(react18Dir, 'package.json'), 'utf8')).dependencies,
}[reactMajor];
const WOUTER = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies.wouter;
// The React Router host's router, at the example's range (7 supports React 18 and 19).
const REACT_ROUTER = JSON.parse(readFileSync(join(root, 'examples/react-app/package.json'), 'utf8')).dependencies[
  'react-router'
];
if (!REACT) throw new Error(`--react must be 19 or 18, not ${reactMajor}`);

function run(cmd, cmdArgs, cwd, { allowFail = false } = {}) {
  const r = spawnSync(cmd, cmdArgs, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false', FORCE_COLOR: '0' },
  });
  if (r.status !== 0 && !allowFail) {
    console.error(r.stdout, r.stderr);
    throw new Error(`${cmd} ${cmdArgs.join(' ')} failed in ${cwd}`);
  }
  return r;
}

if (!existsSync(join(root, 'lib/index.js'))) throw new Error('lib/ is not built: npm run build');

// 1. The tarball, exactly as `npm publish` would send it (or the one an earlier run packed).
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let tarball;
if (givenTarball) {
  tarball = join(out, basename(givenTarball));
  cpSync(resolve(givenTarball), tarball);
  report.tarball = { file: basename(givenTarball), reused: true };
} else {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', out], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  )[0];
  tarball = join(out, packed.filename);
  report.tarball = { file: packed.filename, packedKB: +(packed.size / KB).toFixed(1), files: packed.files.length };
}
timeStep('pack');

// 2. The host app, with the tarball in place of the workspace link.
const app = join(out, 'app');
cpSync(join(root, 'examples/react-app'), app, {
  recursive: true,
  filter: (src) => !/node_modules|dist/.test(src.slice(join(root, 'examples/react-app').length)),
});
const appPackage = { name: 'registry-consumer-check', private: true, type: 'module' };
let deps = [tarball];
if (reactMajor === '18') {
  // React 18 from its lockfile, installed once per lockfile into a cache dir with `npm ci` (as CI
  // does), then copied into the host app beside its lockfile so the tarball's install keeps it.
  const lock = readFileSync(join(react18Dir, 'package-lock.json'));
  const stamp = createHash('sha256').update(lock).digest('hex');
  const cache = join(root, '.tmp/react18-deps');
  if (!existsSync(join(cache, 'node_modules')) || readText(join(cache, '.stamp')) !== stamp) {
    rmSync(cache, { recursive: true, force: true });
    mkdirSync(cache, { recursive: true });
    for (const f of ['package.json', 'package-lock.json']) cpSync(join(react18Dir, f), join(cache, f));
    run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], cache);
    writeFileSync(join(cache, '.stamp'), stamp);
  }
  cpSync(join(cache, 'node_modules'), join(app, 'node_modules'), { recursive: true });
  cpSync(join(cache, 'package-lock.json'), join(app, 'package-lock.json'));
  // The hosts' routers; wouter at the library's range, so npm dedupes the two as it does in a host.
  appPackage.dependencies = { ...REACT, wouter: WOUTER, 'react-router': REACT_ROUTER };
} else {
  deps = [
    ...deps,
    `wouter@${WOUTER}`,
    `react-router@${REACT_ROUTER}`,
    `react@${REACT.react}`,
    `react-dom@${REACT['react-dom']}`,
    `@types/react@${REACT.types}`,
    `@types/react-dom@${REACT.types}`,
  ];
}
writeFileSync(join(app, 'package.json'), JSON.stringify(appPackage, null, 2));
run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...deps], app);
const installed = JSON.parse(readFileSync(join(app, 'node_modules/react-dom/package.json'), 'utf8')).version;
report.reactDom = installed;
timeStep('install');
if (installed.split('.')[0] !== reactMajor) problems.push(`the host app got react-dom ${installed}, not ${reactMajor}`);

// 3. Types as a strict host sees them: the package's own .d.ts files checked too.
const tsc = run(join(root, 'node_modules/.bin/tsc'), ['-p', join(app, 'tsconfig.json')], app, { allowFail: true });
timeStep('tsc');
if (tsc.status !== 0) problems.push(`tsc (skipLibCheck false) failed:\n${tsc.stdout}${tsc.stderr}`);

// 3b. A plain TypeScript page without React (the embed's own use): the elements' typings alone,
// strict and with skipLibCheck false, from the tarball unpacked where no @types/react is installed
// beside it, and no React typings among the files tsc read.
// Outside the repository, so that no React typings of a parent folder's node_modules are in reach.
const plain = mkdtempSync(join(tmpdir(), 'registry-plain-'));
const plainPkg = join(plain, 'node_modules/@t1d-registry/participant-app');
mkdirSync(plainPkg, { recursive: true });
run('tar', ['-xzf', tarball, '-C', plainPkg, '--strip-components=1'], plain);
const plainOptions = { target: 'ES2022', lib: ['ES2022', 'DOM'], module: 'ESNext', moduleResolution: 'bundler' };
writeFileSync(
  join(plain, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: { ...plainOptions, strict: true, noEmit: true, skipLibCheck: false, types: [] },
    files: ['page.ts'],
  }),
);
writeFileSync(
  join(plain, 'page.ts'),
  `import type { RegistryEventDetails, RegistrySurveyAttributes } from '@t1d-registry/participant-app/embed';
const survey = document.querySelector('registry-survey');
survey?.addEventListener('registry-survey-completed', (event) => console.info(event.detail.studyId.toFixed()));
void survey?.signIn('token').then((outcome) => outcome === 'signed-in');
const faq = document.createElement('registry-faq');
faq.addEventListener('registry-analytics', (event) => {
  if (event.detail.name === 'page_view') console.info(event.detail.path.length);
});
export const attributes: RegistrySurveyAttributes = { 'study-id': 1, 'theme-primary': '#0b5cad' };
export const ready: RegistryEventDetails['registry-ready'] = { tag: faq.tagName };
`,
);
const tscPlain = run(join(root, 'node_modules/.bin/tsc'), ['-p', join(plain, 'tsconfig.json'), '--listFiles'], plain, {
  allowFail: true,
});
if (tscPlain.status !== 0) problems.push(`tsc of a plain TypeScript page (no React) failed:\n${tscPlain.stdout}`);
else if (/@types\/react|node_modules\/react\//.test(tscPlain.stdout))
  problems.push(`the embed's typings made tsc read React's:\n${tscPlain.stdout}`);
report.plainTypeScript = tscPlain.status === 0 ? 'ok' : 'failed';
rmSync(plain, { recursive: true, force: true });
timeStep('tsc plain');

// 4. A production build with the project's Vite (the host's config, minus installing Vite again).
const { build } = await import(join(root, 'node_modules/vite/dist/node/index.js'));
const react = (await import(join(root, 'node_modules/@vitejs/plugin-react/dist/index.js'))).default;
// The wouter host is a build of its own (its pages share no chunk with the others, as in a real
// app, so it does not change how the first two split), into the same folder with its own manifest.
const hosts = [
  { input: { app: join(app, 'index.html'), faq: join(app, 'faq-only.html') }, manifest: true },
  { input: { wouter: join(app, 'wouter/index.html') }, manifest: '.vite/wouter-manifest.json' },
];
for (const [i, { input, manifest }] of hosts.entries()) {
  await build({
    root: app,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: join(app, 'dist'), emptyOutDir: i === 0, manifest, rolldownOptions: { input } },
  });
}

timeStep('vite build');

// 5. Startup JavaScript of each page: its entry chunk and every chunk it imports statically.
const dist = join(app, 'dist');
function startup(entryHtml, manifestFile = '.vite/manifest.json') {
  const manifest = JSON.parse(readFileSync(join(dist, manifestFile), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entryHtml);
  const gz = (f) => gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
  const css = (manifest[entryHtml].css ?? []).reduce((s, f) => s + gz(f), 0);
  return { jsGzipKB: +([...files].reduce((s, f) => s + gz(f), 0) / KB).toFixed(1), cssGzipKB: +(css / KB).toFixed(1) };
}
report.sizes = {
  faqScreenOnly: startup('faq-only.html'),
  registryApp: startup('index.html'),
  wouterHost: startup('wouter/index.html', '.vite/wouter-manifest.json'),
};
// The budget is asserted by e2e/package-consumer.spec.ts, so an overrun shows as that
// test failing while the host app is still built and opened; here it is reported.
// The target: 88.5 KB (88.2 measured). The provider holds it by loading the profile-on-start checks only for a
// page opened with a stored token, and the error reporter only for a host that asks for it. It was
// 85 KB before the registry spoke two languages: the page's language, its text objects and the
// language choice with its switch in the header cost about 3.3 KB (docs/decisions.md, "Languages").
const BUDGET_FAQ_KB = 88.5;
report.budgets = { faqScreenOnlyKB: BUDGET_FAQ_KB };
const overBudget = report.sizes.faqScreenOnly.jsGzipKB > BUDGET_FAQ_KB;

// 6. Package linters on the tarball, once per packed tarball. attw in its default profile: every
// entry resolves with its types from ESM and from CommonJS (the .cjs twins), and under node10
// (typesVersions). It leaves out ./styles.css: a CSS export has no types to resolve, so attw always
// reports it as unresolved.
const linters = [
  ['publint', ['run', tarball, '--strict']],
  ['attw', [tarball, '--exclude-entrypoints', './styles.css', '--format', 'table-flipped']],
];
for (const [bin, binArgs] of givenTarball ? [] : linters) {
  const r = run(join(root, 'node_modules/.bin', bin), binArgs, root, { allowFail: true });
  report[bin] = r.status === 0 ? 'ok' : 'failed';
  if (r.status !== 0) problems.push(`${bin} failed:\n${r.stdout}${r.stderr}`);
}

if (!givenTarball) timeStep('publint + attw');

function readText(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

function writeReport() {
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(
    join(root, `reports/consumer-react${reactMajor}.json`),
    JSON.stringify({ ...report, problems }, null, 2),
  );
}
writeReport();
console.log(
  `consumer (React ${reactMajor}): FaqScreen only ${report.sizes.faqScreenOnly.jsGzipKB} KB gzip JS (budget ${BUDGET_FAQ_KB}), ` +
    `RegistryApp host ${report.sizes.registryApp.jsGzipKB} KB, wouter host ${report.sizes.wouterHost.jsGzipKB} KB; ` +
    (givenTarball
      ? 'tarball reused'
      : `tarball ${report.tarball.packedKB} KB, ${report.tarball.files} files; publint ${report.publint}, attw ${report.attw}`),
);
if (overBudget) console.warn(`consumer: FaqScreen-only startup is over its ${BUDGET_FAQ_KB} KB budget`);
for (const p of problems) console.error(`consumer: ${p}`);
process.exit(problems.length ? 1 : 0);
