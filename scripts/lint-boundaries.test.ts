// The one-way import rule of STYLE.md, as eslint.config.js encodes it: each boundary is linted on a
// small fixture tree (written to a temporary folder, since the rules follow resolved paths).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module config without declarations
import { createConfig } from '../eslint.config.js';

const files: Record<string, string> = {
  'src/app/provider.tsx': 'export const Provider = () => null;\n',
  'src/config/paths.ts': "export const paths = { landing: '/landing' };\n",
  'src/features/auth/api/login.ts': 'export const login = () => undefined;\n',
  'src/features/auth/model/account.ts': 'export const account = 1;\n',
  'src/features/dashboard/model/grouping.ts': 'export const grouping = 1;\n',
  'src/features/study/engine/conditions.ts': 'export const conditions = 1;\n',
  'src/features/study/components/question.tsx': 'export const Question = () => null;\n',
  'src/shared/api/contract/index.ts': 'export const contract = 1;\n',
  'src/shared/ui/button.tsx': 'export const Button = () => null;\n',
  'src/testing/fake-api.ts': 'export const fakeApi = 1;\n',
  'src/features/study/engine/index.ts': "export { conditions } from './conditions';\n",
  'src/features/study/engine/screen.ts': 'export const progress = 1;\n',
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      paths: {
        '@/*': ['./src/*'],
        '@contract': ['./src/shared/api/contract/index.ts'],
        '@engine': ['./src/features/study/engine/index.ts'],
        '@engine/*': ['./src/features/study/engine/*'],
      },
    },
  }),
  'src/shared/lib/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = b + 1;\n",
  'src/shared/lib/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = 1;\nexport const c = a;\n",
  'server/app.ts': 'export const app = 1;\n',
  'server/http/guard.ts': 'export const guard = 1;\n',
  'server/modules/accounts/routes.ts': 'export const routes = 1;\n',
  'server/modules/accounts/service.ts': 'export const accounts = 1;\n',
  'server/modules/accounts/repository.ts': 'export const accountRows = 1;\n',
  'server/modules/study/service.ts': 'export const study = 1;\n',
  'server/modules/study/repository.ts': 'export const studyRows = 1;\n',
  'server/modules/study/activity-repository.ts': 'export const eventRows = 1;\n',
};

let root: string;
let eslint: ESLint;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: createConfig(root) });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The rules that report on `code` linted as if it were the file at `path` (relative to the fixture root). */
async function lint(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}
const reexport = (specifier: string) => `export * from '${specifier}';\n`;
const BOUNDARY = 'import-x/no-restricted-paths';

describe('the import rule, as ESLint checks it', () => {
  it('forbids a feature importing another feature, and allows its own folders, shared and config', async () => {
    const at = 'src/features/auth/screens/login-screen.tsx';
    expect(await lint(at, reexport('../../dashboard/model/grouping'))).toEqual([BOUNDARY]);
    expect(await lint(at, "export const load = () => import('../../dashboard/model/grouping');\n")).toEqual([BOUNDARY]);
    expect(await lint(at, reexport('../api/login'))).toEqual([]);
    expect(await lint(at, reexport('@/shared/ui/button'))).toEqual([]);
    expect(await lint(at, reexport('@/config/paths'))).toEqual([]);
  });

  it('forbids a feature importing app', async () => {
    expect(await lint('src/features/auth/screens/login-screen.tsx', reexport('@/app/provider'))).toEqual([BOUNDARY]);
  });

  it('forbids shared importing features or app', async () => {
    expect(await lint('src/shared/ui/dialog.tsx', reexport('../../features/auth/api/login'))).toEqual([BOUNDARY]);
    expect(await lint('src/shared/ui/dialog.tsx', reexport('../../app/provider'))).toEqual([BOUNDARY]);
  });

  it('lets test tooling import app, and keeps test tooling out of production code', async () => {
    expect(await lint('src/testing/render.tsx', reexport('../app/provider'))).toEqual([]);
    expect(await lint('src/features/auth/api/login.ts', reexport('@/testing/fake-api'))).toEqual([BOUNDARY]);
    expect(await lint('src/shared/ui/dialog.tsx', reexport('../../testing/fake-api'))).toEqual([BOUNDARY]);
    expect(await lint('src/features/auth/api/login.test.ts', reexport('@/testing/fake-api'))).toEqual([]);
  });

  it('judges an aliased import by the file it names', async () => {
    expect(await lint('src/shared/ui/dialog.tsx', reexport('@/features/auth/api/login'))).toEqual([BOUNDARY]);
    expect(await lint('src/features/auth/api/login.ts', reexport('@/shared/ui/button'))).toEqual([]);
    expect(await lint('server/modules/study/service.ts', reexport('@contract'))).toEqual([]);
  });

  it('reads the engine only through its entry points from outside it', async () => {
    const at = 'src/features/study/components/question.tsx';
    expect(await lint(at, reexport('@engine/conditions'))).toEqual([BOUNDARY]);
    expect(await lint(at, reexport('../engine/conditions'))).toEqual([BOUNDARY]);
    expect(await lint(at, reexport('@engine'))).toEqual([]);
    expect(await lint(at, reexport('@engine/screen'))).toEqual([]);
    expect(await lint('server/modules/study/service.ts', reexport('@engine/conditions'))).toEqual([BOUNDARY]);
    expect(await lint('src/features/study/engine/screen.ts', reexport('./conditions'))).toEqual([]);
  });

  it('names a module three folders up or more from the top', async () => {
    const at = 'src/features/auth/api/login.ts';
    expect(await lint(at, reexport('../../../shared/ui/button'))).toEqual(['no-restricted-imports']);
    expect(await lint(at, reexport('@/shared/ui/button'))).toEqual([]);
    expect(await lint(at, reexport('../model/account'))).toEqual([]);
  });

  it('lets config import only config', async () => {
    expect(await lint('src/config/defaults.ts', reexport('../shared/ui/button'))).toEqual([BOUNDARY]);
    expect(await lint('src/config/defaults.ts', reexport('./paths'))).toEqual([]);
  });

  it('forbids React, I/O and components in engines, models and the contract, but not in their tests', async () => {
    const engine = 'src/features/study/engine/rules.ts';
    expect(await lint(engine, "export { useState } from 'react';\n")).toEqual(['no-restricted-imports']);
    expect(await lint(engine, "export { Route } from 'wouter';\n")).toEqual(['no-restricted-imports']);
    expect(await lint(engine, "export { readFileSync } from 'node:fs';\n")).toEqual(['no-restricted-imports']);
    expect(await lint('src/features/auth/model/status.ts', "export { default } from 'redaxios';\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await lint('src/shared/api/contract/study.ts', "export { default } from 'redaxios';\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await lint(engine, reexport('../components/question'))).toEqual([BOUNDARY]);
    expect(await lint(engine, reexport('@contract'))).toEqual([]);
    expect(await lint('src/features/study/engine/rules.test.ts', "export { useState } from 'react';\n")).toEqual([]);
  });

  it('lets the server import from src only the contract, engines, models and config', async () => {
    const at = 'server/modules/study/service.ts';
    expect(await lint(at, reexport('@/features/study/components/question'))).toEqual([BOUNDARY]);
    expect(await lint(at, reexport('@/shared/ui/button'))).toEqual([BOUNDARY]);
    expect(await lint(at, reexport('@engine'))).toEqual([]);
    expect(await lint(at, reexport('@/features/dashboard/model/grouping'))).toEqual([]);
    expect(await lint(at, reexport('@contract'))).toEqual([]);
    expect(await lint(at, reexport('@/config/paths'))).toEqual([]);
  });

  it('lets a server module import another module only through its service, and never server/app.ts', async () => {
    const at = 'server/modules/study/routes.ts';
    expect(await lint(at, reexport('../accounts/repository'))).toEqual([BOUNDARY]);
    expect(await lint(at, reexport('../accounts/routes'))).toEqual([BOUNDARY]);
    expect(await lint(at, reexport('../accounts/service'))).toEqual([]);
    expect(await lint(at, reexport('./service'))).toEqual([]);
    expect(await lint('server/modules/study/service.ts', reexport('./repository'))).toEqual([]);
    expect(await lint(at, reexport('../../app'))).toEqual([BOUNDARY]);
  });

  it('keeps SQL out of routes.ts: routes never import their repository', async () => {
    expect(await lint('server/modules/study/routes.ts', reexport('./repository'))).toEqual([BOUNDARY]);
    expect(await lint('server/modules/study/routes.ts', reexport('./activity-repository'))).toEqual([BOUNDARY]);
  });

  it('lets a test set a scene across modules', async () => {
    expect(await lint('server/modules/study/walk.test.ts', reexport('../accounts/repository'))).toEqual([]);
  });

  it('keeps server/lib pure and free of modules', async () => {
    expect(await lint('server/lib/dates.ts', reexport('../modules/accounts/service'))).toEqual([BOUNDARY]);
    expect(await lint('server/lib/dates.ts', reexport('../http/guard'))).toEqual([BOUNDARY]);
  });

  it('keeps server/http free of modules', async () => {
    expect(await lint('server/http/errors.ts', reexport('../modules/accounts/service'))).toEqual([BOUNDARY]);
    expect(await lint('server/http/errors.ts', reexport('./guard'))).toEqual([]);
  });

  it('reports an import cycle', async () => {
    expect(await lint('src/shared/lib/cycle-a.ts', files['src/shared/lib/cycle-a.ts'])).toEqual(['import-x/no-cycle']);
  });

  it('wants a reason on the same line as every eslint-disable', async () => {
    const at = 'src/shared/lib/any.ts';
    expect(
      await lint(at, '// eslint-disable-next-line @typescript-eslint/no-explicit-any\nexport let x: any;\n'),
    ).toEqual(['@eslint-community/eslint-comments/require-description']);
    expect(
      await lint(
        at,
        '// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test of the rule\nexport let x: any;\n',
      ),
    ).toEqual([]);
  });

  it('wants kebab-case file names', async () => {
    expect(await lint('src/shared/lib/saveAnswers.ts', 'export const x = 1;\n')).toEqual(['file-names/kebab-case']);
    expect(await lint('src/shared/ui/Consent_Dialog.tsx', 'export const x = 1;\n')).toEqual(['file-names/kebab-case']);
    expect(await lint('src/shared/lib/save-answers.test.ts', 'export const x = 1;\n')).toEqual([]);
  });
});
