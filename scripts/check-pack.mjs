#!/usr/bin/env node
// The published package holds only what a consumer needs (lib/, README, package.json) and
// depends on no server package: the reference server lives in devDependencies.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
});
const [{ files, size }] = JSON.parse(out);
const allowed = /^(lib\/.+|README\.md|LICENSE|package\.json)$/;
const stray = files.map((f) => f.path).filter((p) => !allowed.test(p));
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const serverDeps = Object.keys(pkg.dependencies ?? {}).filter((d) =>
  /fastify|pglite|^pg$|pdfkit|jose|oidc|tsx/.test(d),
);
const missing = [
  'lib/index.js',
  'lib/index.d.ts',
  'lib/index.cjs',
  'lib/index.d.cts',
  'lib/index.css',
  'lib/contract.js',
  'lib/contract.cjs',
  'lib/contract.d.cts',
  'lib/embed/registry-embed.js',
  'lib/embed/registry-embed.d.ts',
  'lib/embed/registry-embed.cjs',
  'lib/embed/registry-embed.d.cts',
  'lib/embed/registry-embed-jsx.d.ts',
  'lib/embed/registry-embed-jsx.js',
  'lib/embed/registry-embed-jsx.cjs',
  'lib/embed/registry-embed-jsx.d.cts',
  'lib/embed/registry-embed.js.sri',
  'LICENSE',
].filter((f) => !files.some((x) => x.path === f));
console.log(`npm pack: ${files.length} files, ${(size / 1024).toFixed(1)} KB packed`);
const problems = [
  ...stray.map((p) => `unexpected file in the package: ${p}`),
  ...serverDeps.map((d) => `server dependency in dependencies: ${d}`),
  ...missing.map((f) => `missing from the package: ${f}`),
];
// The published surface, as a consumer imports it: every documented export is there.
const lib = await import(resolve(root, 'lib/index.js'));
const contract = await import(resolve(root, 'lib/contract.js'));
// Keep in step with src/index.ts and the README's list of screens.
const expected = [
  'RegistryProvider',
  'RegistryApp',
  'useSettings',
  'paths',
  'LandingScreen',
  'FaqScreen',
  'IsDeactivatedScreen',
  'PassedToChildScreen',
  'SmsOffScreen',
  'EmailOffScreen',
  'TermsOfUseScreen',
  'PrivacyPolicyScreen',
  'NotFoundScreen',
  'LoginScreen',
  'RegisterScreen',
  'RegisterSuccessScreen',
  'DualFactorScreen',
  'ForgotPasswordScreen',
  'ResetPasswordScreen',
  'ForbiddenAccessScreen',
  'OAuthReturnScreen',
  'ChildProfileScreen',
  'SmsConsentDialog',
  'ProfileTypeDialog',
  'usePostLogin',
  'useSession',
  'useSessionState',
  'useSignedIn',
  'useApiClient',
  'createMemoryStorage',
  'useFeedback',
];
for (const name of expected)
  if (typeof lib[name] === 'undefined') problems.push(`lib/index.js does not export ${name}`);
// …and so does the CommonJS twin a host that `require`s the package gets.
const cjs = createRequire(import.meta.url)(resolve(root, 'lib/index.cjs'));
for (const name of expected)
  if (typeof cjs[name] === 'undefined') problems.push(`lib/index.cjs does not export ${name}`);
if (typeof contract.ParticipantProfile !== 'object' || typeof contract.StudyDefinition !== 'object')
  problems.push('lib/contract.js lacks the contract schemas');
// The endpoint table is part of the published contract: a host or a server reads it.
for (const name of ['routes', 'endpoints', 'endpointSchemas', 'fillPath']) {
  if (!contract[name]) problems.push(`lib/contract.js does not export the endpoint table's ${name}`);
}
if (contract.endpoints?.login?.path !== '/registry/login')
  problems.push('lib/contract.js: endpoints.login has no path');
// The embed's element typings serve a page without React: they import nothing (the JSX ones are apart).
const embedTypes = readFileSync(resolve(root, 'lib/embed/registry-embed.d.ts'), 'utf8');
if (/\bimport\b|from '|['"]react['"]/.test(embedTypes.replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, '')))
  problems.push('lib/embed/registry-embed.d.ts imports other types (it must stand alone, without React)');
const css = readFileSync(resolve(root, 'lib/index.css'), 'utf8');
if (!css.includes('--registry-primary') || !css.includes('.registry-dialog'))
  problems.push('lib/index.css lacks the tokens or the kit styles');
// The host's root font size must not resize the screens, and the host can layer them.
if (!css.startsWith('@layer registry {')) problems.push('lib/index.css is not in the registry cascade layer');
if (/[\d.]rem\b/.test(css.replace(/@media[^{]*\{/g, '')))
  problems.push('lib/index.css has rem lengths outside media queries (use --registry-rem)');
if (!readFileSync(resolve(root, 'lib/index.js'), 'utf8').startsWith("'use client';"))
  problems.push("lib/index.js does not start with 'use client'");
for (const field of ['repository', 'homepage', 'engines', 'license'])
  if (!pkg[field]) problems.push(`package.json has no ${field}`);
// Development pages (the UI kit) are no part of the package either.
if (files.some((f) => /ui-kit/.test(f.path))) problems.push('the UI kit page is in the package');
// Development pages (the widget gallery) are no part of the package.
const galleryCode = (p) =>
  p.endsWith('.js') &&
  /WidgetGalleryScreen|registry-gallery|StudyPagesPreviewScreen/.test(readFileSync(resolve(root, p), 'utf8'));
const devPages = files.map((f) => f.path).filter((p) => /gallery/i.test(p) || galleryCode(p));
if (css.includes('registry-gallery')) devPages.push('lib/index.css (gallery styles)');
problems.push(...devPages.map((p) => `development page in the package: ${p}`));

// Every runtime dependency is imported by the published code (an unused one costs every host an install).
const libJs = files
  .map((f) => f.path)
  .filter((p) => p.endsWith('.js'))
  .map((p) => readFileSync(resolve(root, p), 'utf8'))
  .join('\n');
for (const dep of Object.keys(pkg.dependencies ?? {})) {
  const escaped = dep.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  if (!new RegExp(`(from|import\\()\\s*['"]${escaped}(/[^'"]*)?['"]`).test(libJs))
    problems.push(`dependency ${dep} is imported nowhere in lib/`);
}

for (const p of problems) console.error(`pack: ${p}`);
process.exit(problems.length ? 1 : 0);
