import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_GROUPS } from '../vite.config';

const groupOf = (path: string) =>
  [...FIRST_LOAD_GROUPS].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0)).find((group) => group.test.test(path))
    ?.name ?? null;

describe("the standalone site's first-load chunks", () => {
  it('keep the app shell in core', () => {
    expect(groupOf('/repo/src/app/provider-base.tsx')).toBe('core');
    expect(groupOf('/repo/src/app/i18n/switch.ts')).toBe('core');
  });

  it("leave a language's catalogue out of core: an English page does not load the Spanish texts", () => {
    expect(groupOf('/repo/src/app/i18n/es.ts')).toBeNull();
    expect(groupOf('/repo/src/app/i18n/es-study.ts')).toBeNull();
    expect(groupOf('/repo/src/features/study/engine/engine-texts.es.ts')).toBeNull();
  });
});
