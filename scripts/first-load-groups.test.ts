import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_GROUPS } from '../vite.config';

const groupOf = (file: string) => FIRST_LOAD_GROUPS.find((group) => group.test.test(file))?.name;

describe('the first-load chunk groups', () => {
  it('keep the app shell in core and every language catalogue out of it (an English page carries no Spanish)', () => {
    expect(groupOf('/repo/src/app/provider-base.tsx')).toBe('core');
    expect(groupOf('/repo/src/app/registry-app.tsx')).toBe('core');
    expect(groupOf('/repo/src/app/i18n/es.ts')).toBeUndefined();
    expect(groupOf('/repo/src/app/i18n/es-public.ts')).toBeUndefined();
    expect(groupOf('/repo/src/features/public/content/landing.es.ts')).toBeUndefined();
  });
});
