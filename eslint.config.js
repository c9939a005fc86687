// ESLint flat config: typescript-eslint, react-hooks, and the one-way import rule of STYLE.md.
//
// The boundaries (import-x/no-restricted-paths on resolved paths, so `export … from`, `import()` and
// index files count as well as plain imports):
//   app → features → shared/config; a feature never imports another feature; shared never imports
//   features or app; config imports only config; engine/ and model/ folders and the contract import
//   no React, no I/O and no component; server/ imports from src/ only the contract, engines, models
//   and config; a server module imports another module only through its service.ts and never
//   server/app.ts; server/http/ never imports server/modules/. No import cycles (import-x/no-cycle).
//
// `createConfig(root)` builds the config for a tree rooted at `root`: the features and server modules
// are read from the folders, so a new one is covered without editing this file
// (scripts/lint-boundaries.test.ts lints fixture trees with it).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REACTISH = '^(react|react-dom|wouter|@preact/signals-react|react-hook-form|@floating-ui/react)(/|$)';
const IO = '^(redaxios|node:|fs$|fs/|path$|pg$|@electric-sql/)';
const DEEP_CLIMB = {
  regex: '^(\\.\\./){3,}',
  message: 'Name a module three folders up or more from the top: `@/…`, `@contract`, `@engine`.',
};

/** File names in kebab-case (`save-answers.ts`, `consent-dialog.tsx`, `answer-save.test.ts`). */
const KEBAB_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** A local rule: the linted file's own name is kebab-case. */
const fileNames = {
  rules: {
    'kebab-case': {
      meta: { type: 'suggestion', schema: [], messages: { name: 'File names are kebab-case: {{name}}.' } },
      create(context) {
        const name = context.filename.split(/[\\/]/).pop();
        return {
          Program(node) {
            if (!KEBAB_FILE.test(name)) context.report({ node, messageId: 'name', data: { name } });
          },
        };
      },
    },
  },
};

/** Folders directly inside `dir` (none when it does not exist yet). */
function foldersIn(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .map((d) => d.name);
}

/** The zones of import-x/no-restricted-paths: each says which files (`target`) may not import what (`from`). */
export function boundaryZones(root) {
  const abs = (p) => join(root, p);
  const features = foldersIn(abs('src/features'));
  const modules = foldersIn(abs('server/modules'));
  /** Globs of the pure folders: engines, models and the contract. */
  const pure = ['src/features/**/engine/**', 'src/features/**/model/**', 'src/shared/api/contract/**'];
  return [
    {
      target: 'src/config/**',
      from: ['src/**', 'server/**'],
      except: [abs('src/config/**')],
      message: 'config/ imports only config/.',
    },
    {
      target: 'src/shared/**',
      from: 'src/features/**',
      message: 'shared/ never imports features/.',
    },
    { target: 'src/shared/**', from: 'src/app/**', message: 'shared/ never imports app/.' },
    {
      // The test kit (src/testing/) renders through the real provider, so it sits above app/ and may
      // import anything; in return, nothing that reaches a bundle imports it or a test.
      target: ['src/!(testing)/**/!(*.test).{ts,tsx}', 'src/*.{ts,tsx}'],
      from: ['src/testing/**', 'src/**/*.test.{ts,tsx}'],
      message: 'Production code never imports test tooling or a test.',
    },
    { target: 'src/features/**', from: 'src/app/**', message: 'A feature never imports app/.' },
    ...features.map((name) => ({
      target: `src/features/${name}/**`,
      from: `src/features/!(${name})/**`,
      message: `A feature never imports another feature (${name}): move what both need to shared/.`,
    })),
    {
      // A pure module imports no component; its tests may render one.
      target: pure.map((glob) => `${glob}/!(*.test).{ts,tsx}`),
      from: 'src/**/*.tsx',
      message: 'engine/, model/ and the contract import no component.',
    },
    {
      target: 'server/**',
      from: 'src/**',
      except: [
        abs('src/shared/api/contract/**'),
        abs('src/features/**/engine/**'),
        abs('src/features/**/model/**'),
        abs('src/config/**'),
        abs('src/shared/i18n/**'),
      ],
      message: 'server/ imports from src/ only the contract, engines, models, config and the i18n runtime.',
    },
    {
      // The engine is read through its two entry points (index.ts: the rules both sides judge with;
      // screen.ts: what only screens use), so its modules can move without touching its callers.
      target: [
        'src/!(features)/**',
        'src/features/!(study)/**',
        'src/features/study/!(engine)/**',
        'src/*.{ts,tsx}',
        'server/**',
        'embed/**',
        'standalone/**',
      ],
      from: 'src/features/study/engine/**',
      // A language's catalogue (src/app/i18n/) reads the engine's translated texts module itself.
      except: [abs('src/features/study/engine/{index,screen}.ts'), abs('src/features/study/engine/*.es.ts')],
      message:
        'Outside the engine, import it through engine/index.ts or engine/screen.ts (`@engine`, `@engine/screen`).',
    },
    {
      target: 'server/**',
      from: 'src/features/study/engine/screen.ts',
      message: 'server/ never imports engine/screen.ts: it holds what only screens use.',
    },
    // Tests may reach into other modules to set a scene (seed rows, build a definition); code may not.
    ...modules.map((name) => ({
      target: `server/modules/${name}/**/!(*.test).ts`,
      from: `server/modules/!(${name})/**`,
      except: [abs('server/modules/*/service.ts')],
      message: `A server module imports another module only through its service.ts (${name}).`,
    })),
    {
      target: 'server/modules/**/!(*.test).ts',
      from: 'server/app.ts',
      message: 'A server module never imports server/app.ts: app.ts registers the modules.',
    },
    ...modules.map((name) => ({
      target: `server/modules/${name}/routes.ts`,
      from: `server/modules/${name}/*repository.ts`,
      message: 'routes.ts holds no SQL and reaches the data through service.ts, never repository.ts.',
    })),
    {
      target: ['server/http/**/!(*.test).ts', 'server/db/**/!(*.test).ts', 'server/lib/**/!(*.test).ts'],
      from: 'server/modules/**',
      message: 'server/http, db and lib are cross-cutting and never import server/modules/.',
    },
    {
      target: 'server/lib/**/!(*.test).ts',
      from: ['server/!(lib|modules)/**', 'server/*.ts'],
      message: 'server/lib/ holds pure helpers: it imports nothing else of the server.',
    },
  ];
}

export function createConfig(root) {
  return defineConfig(
    {
      ignores: [
        'lib/',
        'dist/',
        'reports/',
        'coverage/',
        'test-results/',
        'playwright-report/',
        '.data/',
        '.tmp/',
        '**/*.d.ts',
      ],
    },
    { linterOptions: { reportUnusedDisableDirectives: 'error' } },
    js.configs.recommended,
    // Syntax-only typescript-eslint: the type-aware set (recommendedTypeChecked) took about 110 s on
    // 2 cores against about 16 s for this whole config.
    tseslint.configs.recommended,
    {
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: { ...globals.browser, ...globals.node },
      },
      plugins: {
        'react-hooks': reactHooks,
        'import-x': importX,
        '@eslint-community/eslint-comments': comments,
        'file-names': fileNames,
      },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createNodeResolver({
            extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
            // The `@/`, `@contract` and `@engine` aliases: the boundaries judge the file an alias names.
            ...(existsSync(join(root, 'tsconfig.json')) && { tsconfig: { configFile: join(root, 'tsconfig.json') } }),
          }),
        ],
      },
      rules: {
        // A disable comment says why, on the same line: `// eslint-disable-next-line rule -- reason`.
        '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
        '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
        // The two classic hook rules; react-hooks 7's React Compiler rules (refs, purity,
        // set-state-in-effect, …) are left off: they double the run time.
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'file-names/kebab-case': 'error',
        // `_`-prefixed names say "unused on purpose" (a destructured-away field, a required parameter).
        '@typescript-eslint/no-unused-vars': [
          'error',
          {
            argsIgnorePattern: '^_',
            varsIgnorePattern: '^_',
            caughtErrorsIgnorePattern: '^_',
            ignoreRestSiblings: true,
          },
        ],
      },
    },
    {
      // Imports that leave a feature or a shared module name it from the top (`@/shared/ui/button`,
      // `@contract`, `@engine`), not by climbing three folders or more.
      files: ['src/**', 'server/**', 'embed/**', 'standalone/**'],
      ignores: ['src/features/**/engine/**', 'src/features/**/model/**', 'src/shared/api/contract/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [DEEP_CLIMB],
            paths: [
              {
                name: 'wouter',
                importNames: ['Link'],
                message:
                  'Screens link with `@/shared/routing/link`: it carries the base path, and no href on a memory location.',
              },
            ],
          },
        ],
      },
    },
    {
      // The library's Link is the one place that wraps wouter's.
      files: ['src/shared/routing/link.tsx', '**/*.test.ts', '**/*.test.tsx'],
      rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_CLIMB] }] },
    },
    {
      // The server has no React: a function named use… there is not a hook.
      files: ['server/**'],
      rules: { 'react-hooks/rules-of-hooks': 'off', 'react-hooks/exhaustive-deps': 'off' },
    },
    {
      // Tests build deliberately malformed values (a definition with a wrong field, a reply of the wrong
      // shape); typing each one would only restate the schema under test.
      files: ['**/*.test.ts', '**/*.test.tsx'],
      rules: { '@typescript-eslint/no-explicit-any': 'off' },
    },
    {
      // Engines, models and the contract: no React, no I/O (their tests may use both).
      files: ['src/features/**/engine/**', 'src/features/**/model/**', 'src/shared/api/contract/**'],
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: REACTISH, message: 'engine/, model/ and the contract import no React.' },
              { regex: IO, message: 'engine/, model/ and the contract do no I/O.' },
              DEEP_CLIMB,
            ],
          },
        ],
      },
    },
  );
}

export default createConfig(import.meta.dirname);
