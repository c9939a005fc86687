import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Test files that mock a module (vi.mock) or load one afresh (vi.resetModules) run in a fresh
// module graph of their own: in a shared one the real module may already be loaded by another
// file. Every other file shares its worker's (see `isolate` below).
export const NODE_OWN_MODULES = [
  'src/shared/api/client/create-api-client-lazy.test.ts',
  'src/app/server-hydrate.test.ts',
  'standalone/prerender-entry.test.ts',
  'src/shared/i18n/switch-locale.test.ts',
];
export const OWN_MODULES = [
  'src/shared/ui/error-dialog.test.tsx',
  'src/shared/account-fields/phone-field.test.tsx',
  'src/features/public/components/public-layout.test.tsx',
  'src/features/study/screens/survey/question-screen-preload.test.tsx',
];

export default defineConfig({
  // The `@/`, `@contract` and `@engine` aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    globals: false,
    // .ts tests run in node (pure logic, server); .tsx tests get a DOM. (Arrays would concatenate
    // with `extends: true`, so `include` lives only in the projects.)
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'standalone/**/*.test.ts'],
          exclude: NODE_OWN_MODULES,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: { name: 'node-own-modules', include: NODE_OWN_MODULES, environment: 'node', isolate: true },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx', 'embed/**/*.test.{ts,tsx}', 'standalone/**/*.test.tsx'],
          exclude: OWN_MODULES,
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-own-modules',
          include: OWN_MODULES,
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup-dom.ts'],
          isolate: true,
        },
      },
    ],
    // A worker runs its files one after another in one module graph instead of a fresh one each:
    // the step took 421 s with a fresh graph per file (188 s of it importing the same modules again)
    // and 178 s so. Test files keep no state between them (a text module a test declares has an id
    // under test/, which the catalogue check leaves out): every file passes in a shuffled order,
    // several files to a worker or all in one (`vitest run --sequence.shuffle.files`, with
    // `--no-file-parallelism`). A clean clone has no results cache, so CI's order is not this machine's.
    isolate: false,
    // Vitest's default leaves one core free (one worker on these 2-core machines): the unit step
    // took about 600 s so, 394 s with a worker per core.
    maxWorkers: availableParallelism(),
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
