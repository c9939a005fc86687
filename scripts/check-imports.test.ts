import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module script without declarations
import { violations } from './check-imports.mjs';

const root = resolve(import.meta.dirname, '..');
const at = (p: string) => resolve(root, p);

describe('import rule', () => {
  it('forbids a feature importing another feature', () => {
    expect(violations(at('src/features/auth/screens/login-screen.tsx'), '../../dashboard/model/grouping')).toEqual(['feature auth imports feature dashboard']);
  });
  it('forbids shared importing features or app', () => {
    expect(violations(at('src/shared/ui/button.tsx'), '../../features/auth/api/login')).toEqual(['shared imports features']);
    expect(violations(at('src/shared/ui/button.tsx'), '../../app/provider')).toEqual(['shared imports app']);
  });
  it('lets test tooling import app (tests render through the real provider); production code never imports it', () => {
    expect(violations(at('src/shared/testing/render-with-registry.tsx'), '../../app/provider')).toEqual([]);
    expect(violations(at('src/features/auth/screens/login-screen.tsx'), '../../../shared/testing/fixtures')).toEqual([
      'production module imports test code',
    ]);
    expect(
      violations(at('src/features/auth/screens/login-screen.test.tsx'), '../../../shared/testing/fixtures'),
    ).toEqual([]);
  });
  it('forbids React and I/O in engines and the contract', () => {
    expect(violations(at('src/features/study/engine/conditions.ts'), 'react')).toEqual(['pure module imports react']);
    expect(violations(at('src/shared/api/contract/study.ts'), 'redaxios')).toEqual(['pure module imports redaxios']);
  });
  it('lets the server import only contract, engines, models and config from src', () => {
    expect(violations(at('server/routes/answers.ts'), '../../src/features/study/engine/conditions')).toEqual([]);
    expect(violations(at('server/routes/answers.ts'), '../../src/shared/api/contract')).toEqual([]);
    expect(violations(at('server/routes/answers.ts'), '../../src/shared/ui/button')).toHaveLength(1);
  });
  it('allows features to import shared and config', () => {
    expect(violations(at('src/features/auth/screens/login-screen.tsx'), '../../../shared/ui/button')).toEqual([]);
    expect(violations(at('src/features/auth/screens/login-screen.tsx'), '../../../config/paths')).toEqual([]);
  });
});
