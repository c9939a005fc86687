#!/usr/bin/env node
// Tests the published package the way a host app meets it (STYLE.md §11): packs the tarball,
// installs it into a copy of examples/react-app (React 19, and React 18 when npm can install it
// offline from its cache), type-checks the host with `skipLibCheck: false`, builds it with Vite and
// measures its startup JavaScript (the FAQ screen alone; the host app with RegistryApp). Runs
// publint and are-the-types-wrong when they are installed. Needs `npm run build` first (lib/).
//   node scripts/check-consumer.mjs [--out DIR] [--react 19|18]
// Writes reports/consumer.json; the built host app is left in DIR/dist for e2e/package-consumer.spec.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(new URL('..', import.meta.url).pathname);
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const out = resolve(option('--out', mkdtempSync(join(tmpdir(), 'registry-consumer-'))));
const reactMajor = option('--react', '19');
const KB = 1024;
const problems = [];
const report = { react: reactMajor, dir: out };

const rootVersion = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const REACT = {
  19: { react: rootVersion('react'), 'react-dom': rootVersion('react-dom'), types: rootVersion('@types/react') },
  18: { react: '18.3.1', 'react-dom': '18.3.1', types: '18.3.12' },
}[reactMajor];
if (!REACT) throw new Error(`--react must be 19 or 18, not ${reactMajor}`);

function run(cmd, cmdArgs, cwd, { allowFail = false } = {}) {
  const r = spawnSync(cmd, cmdArgs, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  if (r.status !== 0 && !allowFail) {
    console.error(r.stdout, r.stderr);
    throw new Error(`${cmd} ${cmdArgs.join(' ')} failed in ${cwd}`);
  }
  return r;
}

if (!existsSync(join(root, 'lib/index.js'))) throw new Error('lib/ is not built: npm run build');

// 1. The tarball, exactly as `npm publish` would send it.
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', out], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
)[0];
const tarball = join(out, packed.filename);
report.tarball = { file: packed.filename, packedKB: +(packed.size / KB).toFixed(1), files: packed.files.length };

// 2. The host app, with the tarball in place of the workspace link.
const app = join(out, 'app');
cpSync(join(root, 'examples/react-app'), app, {
  recursive: true,
  filter: (src) => !/node_modules|dist/.test(src.slice(join(root, 'examples/react-app').length)),
});
writeFileSync(
  join(app, 'package.json'),
  JSON.stringify({ name: 'registry-consumer-check', private: true, type: 'module' }, null, 2),
);
const deps = [
  tarball,
  `react@${REACT.react}`,
  `react-dom@${REACT['react-dom']}`,
  `@types/react@${REACT.types}`,
  `@types/react-dom@${REACT.types}`,
];
// React 19 comes from the registry as the project's own install does; React 18 only from the
// offline cache (the check must not depend on more than the project already fetched).
const install = run(
  'npm',
  ['install', '--no-audit', '--no-fund', reactMajor === '18' ? '--offline' : '--prefer-offline', ...deps],
  app,
  { allowFail: reactMajor === '18' },
);
if (install.status !== 0) {
  const reason = (install.stderr.match(/npm error (code \S+|.*ENOTCACHED.*|.*notarget.*)/i) ?? [''])[0];
  console.log(`React ${reactMajor}: not installable offline from the npm cache (${reason.trim()}); skipped`);
  report.skipped = `React ${reactMajor} not in the npm cache`;
  writeReport();
  process.exit(0);
}

// 3. Types as a strict host sees them: the package's own .d.ts files checked too.
const tsc = run(join(root, 'node_modules/.bin/tsc'), ['-p', join(app, 'tsconfig.json')], app, { allowFail: true });
if (tsc.status !== 0) problems.push(`tsc (skipLibCheck false) failed:\n${tsc.stdout}${tsc.stderr}`);

// 4. A production build with the project's Vite (the host's config, minus installing Vite again).
const { build } = await import(join(root, 'node_modules/vite/dist/node/index.js'));
const react = (await import(join(root, 'node_modules/@vitejs/plugin-react/dist/index.js'))).default;
await build({
  root: app,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: join(app, 'dist'),
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { input: { app: join(app, 'index.html'), faq: join(app, 'faq-only.html') } },
  },
});

// 5. Startup JavaScript of each page: its entry chunk and every chunk it imports statically.
const dist = join(app, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
function startup(entryHtml) {
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
report.sizes = { faqScreenOnly: startup('faq-only.html'), registryApp: startup('index.html') };
// The budget (issue 17) is asserted by e2e/package-consumer.spec.ts, so an overrun shows as that
// test failing while the host app is still built and opened; here it is reported.
const BUDGET_FAQ_KB = 85;
report.budgets = { faqScreenOnlyKB: BUDGET_FAQ_KB };
const overBudget = report.sizes.faqScreenOnly.jsGzipKB > BUDGET_FAQ_KB;

// 6. Package linters, when the project has them installed.
for (const [bin, binArgs] of [
  ['publint', [join(app, 'node_modules/@t1d-registry/participant-app')]],
  ['attw', ['--pack', root, '--profile', 'esm-only']],
]) {
  const path = join(root, 'node_modules/.bin', bin);
  if (!existsSync(path)) {
    report[bin] = 'not installed';
    continue;
  }
  const r = run(path, binArgs, root, { allowFail: true });
  report[bin] = r.status === 0 ? 'ok' : 'failed';
  if (r.status !== 0) problems.push(`${bin} failed:\n${r.stdout}${r.stderr}`);
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
    `RegistryApp host ${report.sizes.registryApp.jsGzipKB} KB; tarball ${report.tarball.packedKB} KB, ${report.tarball.files} files; ` +
    `publint ${report.publint}, attw ${report.attw}`,
);
if (overBudget) console.warn(`consumer: FaqScreen-only startup is over its ${BUDGET_FAQ_KB} KB budget`);
for (const p of problems) console.error(`consumer: ${p}`);
process.exit(problems.length ? 1 : 0);
