import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
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
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx', 'embed/**/*.test.{ts,tsx}', 'standalone/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/shared/testing/setup-dom.ts'],
        },
      },
    ],
    // Vitest's default leaves one core free (one worker on these 2-core machines): the unit step
    // took about 600 s so, 394 s with a worker per core.
    maxWorkers: availableParallelism(),
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
