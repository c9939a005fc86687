#!/usr/bin/env node
// `npm run size`: gzip sizes of the standalone first load (HTML + JS + CSS of /landing), the embed
// bundle and the library; fails when a budget is exceeded. Writes reports/size.json.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(new URL('..', import.meta.url).pathname);
const KB = 1024;
export const BUDGETS = { firstLoad: 110 * KB, embed: 130 * KB, surveyGadget: 130 * KB, surveyGadgetOpen: 130 * KB };

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

const embedFile = join(root, 'dist/embed/registry-embed.js');
if (existsSync(embedFile)) report.embed = { gzip: gz(embedFile), budget: BUDGETS.embed };
else problems.push('dist/embed/registry-embed.js is not built');

/**
 * The survey gadget: the embed entry plus the chunks a <registry-survey> fetches (each with its
 * static imports). `surveyGadget` is its first screen for a participant who arrives signed out
 * (the gadget and its sign-in); `surveyGadgetOpen` is its first screen when a partner hands a
 * token over (`signIn(token)`): the survey route's chunk, all a browser fetches before the first
 * question shows (130 KB, beside SurveyJS's 464 KB and Formbricks' 54 KB gzip).
 * Chunks loaded on first use (tooltips, sanitiser, calendar) are not part of it.
 */
const SURVEY_GADGET = 'embed/survey-gadget.tsx';
const FAQ_LIST = 'src/features/public/components/faq-list.tsx';
const FEEDBACK_HOST = 'src/shared/ui/feedback/feedback-host.tsx';
const SURVEY_GADGET_FIRST = [SURVEY_GADGET, 'src/features/auth/screens/login-screen.tsx'];
const SURVEY_GADGET_OPEN = [SURVEY_GADGET, 'src/features/study/screens/survey/survey-screen.tsx'];
const embedManifest = join(root, 'dist/embed/.vite/manifest.json');
if (existsSync(embedManifest)) {
  const manifest = JSON.parse(readFileSync(embedManifest, 'utf8'));
  const closure = (keys) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    // The provider requests its feedback host (dialogs, snackbars, loader) as soon as the entry runs.
    for (const key of ['embed/index.ts', FEEDBACK_HOST, ...keys]) {
      if (!manifest[key] && !problems.includes(`the embed manifest has no ${key}`))
        problems.push(`the embed manifest has no ${key}`);
      visit(key);
    }
    return [...files];
  };
  const measure = (keys) => {
    const files = closure(keys);
    return { gzip: files.reduce((sum, f) => sum + gz(join(root, 'dist/embed', f)), 0), files };
  };
  // A FAQ-only page: the entry, the few chunks it imports statically, and the FAQ's list.
  report.embed = { ...measure([FAQ_LIST]), budget: BUDGETS.embed };
  report.surveyGadget = { ...measure(SURVEY_GADGET_FIRST), budget: BUDGETS.surveyGadget };
  report.surveyGadgetOpen = {
    ...measure(SURVEY_GADGET_OPEN),
    budget: BUDGETS.surveyGadgetOpen,
    note: 'SurveyJS 464 KB, Formbricks 54 KB gzip',
  };
} else if (existsSync(embedFile)) problems.push('dist/embed/.vite/manifest.json is missing');

const libFiles = dirFiles(join(root, 'lib'), /\.(js|css)$/);
report.library = {
  gzip: libFiles.reduce((s, f) => s + gz(f), 0),
  files: libFiles.length,
  note: 'React and dependencies external',
};

for (const [name, entry] of Object.entries(report)) {
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
