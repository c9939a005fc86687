import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_GROUPS } from '../vite.config';

const groupOf = (path: string) =>
  [...FIRST_LOAD_GROUPS].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0)).find((group) => group.test.test(path))
    ?.name ?? null;

describe("the standalone site's first-load chunks", () => {
  it('keep the app shell in core', () => {
    expect(groupOf('/repo/src/app/provider-base.tsx')).toBe('core');
    expect(groupOf('/repo/src/app/registry-app.tsx')).toBe('core');
  });

  it('leave each translated module a chunk of its own (one chunk of several would need a facade per module)', () => {
    expect(groupOf('/repo/src/shared/ui/kit-texts.es.ts')).toBeNull();
    expect(groupOf('/repo/src/features/public/content/landing.es.ts')).toBeNull();
  });

  it('leave out what the app loads beside it or after its first screen', () => {
    expect(groupOf('/repo/src/shared/api/client/create-api-client.ts')).toBe('core');
    expect(groupOf('/repo/src/shared/api/client/api-transport.ts')).toBeNull();
    expect(groupOf('/repo/src/shared/api/client/frontend-log.ts')).toBeNull();
    expect(groupOf('/repo/src/app/profile-on-start.ts')).toBeNull();
    expect(groupOf('/repo/src/shared/ui/feedback/feedback-host.tsx')).toBeNull();
    expect(groupOf('/repo/src/shared/ui/feedback/dialog-registry.tsx')).toBeNull();
    expect(groupOf('/repo/src/shared/ui/feedback/snackbar-list.tsx')).toBeNull();
    expect(groupOf('/repo/src/shared/session/provider-reauth.ts')).toBeNull();
    expect(groupOf('/repo/src/shared/api/client/failure-feedback.ts')).toBeNull();
    expect(groupOf('/repo/src/shared/session/session-store.ts')).toBe('core');
    expect(groupOf('/repo/src/shared/ui/feedback/feedback-store.ts')).toBe('core');
    expect(groupOf('/repo/src/app/session-keeper-runtime.ts')).toBeNull();
  });

  it('leave every translated module out of core: an English page does not load the Spanish texts', () => {
    expect(groupOf('/repo/src/features/public/content/landing.es.ts')).toBeNull();
    expect(groupOf('/repo/src/features/study/engine/engine-texts.es.ts')).toBeNull();
    expect(groupOf('/repo/src/shared/session/session-texts.es.ts')).toBeNull();
  });
});
