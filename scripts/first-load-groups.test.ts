import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_GROUPS } from '../vite.config';

const groupOf = (path: string) =>
  [...FIRST_LOAD_GROUPS].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0)).find((g) => g.test.test(path))?.name;

describe("the standalone's first-load chunks", () => {
  it('put the app and its shared core in core', () => {
    expect(groupOf('/repo/src/app/provider-base.tsx')).toBe('core');
    expect(groupOf('/repo/src/config/paths.ts')).toBe('core');
  });

  it("leave a language's catalogue out of them: it is its own chunk, loaded when that language is shown", () => {
    for (const file of ['es.ts', 'es-home.ts', 'es-account.ts'])
      expect(groupOf(`/repo/src/app/i18n/${file}`)).toBe(undefined);
    expect(groupOf('/repo/src/features/dashboard/dashboard-texts.es.ts')).toBe(undefined);
  });
});
