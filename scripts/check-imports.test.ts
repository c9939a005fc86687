import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module script without declarations
import { findCycles, groupGraph, importGraph, violations } from './check-imports.mjs';

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
  it('forbids React and I/O in engines and the contract', () => {
    expect(violations(at('src/features/study/engine/conditions.ts'), 'react')).toEqual(['pure module imports react']);
    expect(violations(at('src/shared/api/contract/study.ts'), 'redaxios')).toEqual(['pure module imports redaxios']);
  });
  it('lets the server import only contract, engines, models and config from src', () => {
    expect(violations(at('server/modules/study/answer-save.ts'), '../../../src/features/study/engine/conditions')).toEqual([]);
    expect(violations(at('server/modules/study/answer-save.ts'), '../../../src/shared/api/contract')).toEqual([]);
    expect(violations(at('server/modules/study/answer-save.ts'), '../../../src/shared/ui/button')).toHaveLength(1);
  });
  it('allows features to import shared and config', () => {
    expect(violations(at('src/features/auth/screens/login-screen.tsx'), '../../../shared/ui/button')).toEqual([]);
    expect(violations(at('src/features/auth/screens/login-screen.tsx'), '../../../config/paths')).toEqual([]);
  });

  it('lets a server module import another module only through its service.ts', () => {
    const study = at('server/modules/study/answer-save.ts');
    expect(violations(study, '../user-studies/service')).toEqual([]);
    expect(violations(study, '../user-studies/repository')).toEqual(['module study imports user-studies/repository (only user-studies/service.ts)']);
    expect(violations(study, './study-store')).toEqual([]);
  });
  it("keeps a module's routes.ts away from its repository", () => {
    expect(violations(at('server/modules/study/routes.ts'), './repository')).toEqual(['routes of study import its repository (go through service.ts)']);
    expect(violations(at('server/modules/study/routes.ts'), './service')).toEqual([]);
    expect(violations(at('server/modules/study/service.ts'), './repository')).toEqual([]);
  });
  it('keeps http/, db/ and lib/ free of modules, and lib/ free of the rest of the server', () => {
    expect(violations(at('server/http/participant-scope.ts'), '../modules/accounts/service')).toEqual(['server/http imports module accounts']);
    expect(violations(at('server/db/migrate.ts'), '../modules/study/service')).toEqual(['server/db imports module study']);
    expect(violations(at('server/lib/phone.ts'), '../http/errors')).toEqual(['server/lib imports server/http (lib holds pure helpers)']);
    expect(violations(at('server/lib/phone.ts'), './email')).toEqual([]);
  });
  it('lets app.ts reach modules through their services and the registry, and tests reach anything', () => {
    expect(violations(at('server/app.ts'), './modules/session/service')).toEqual([]);
    expect(violations(at('server/app.ts'), './modules')).toEqual([]);
    expect(violations(at('server/app.ts'), './modules/session/otp')).toEqual(['server/ imports session/otp (only its service.ts)']);
    expect(violations(at('server/modules/index.ts'), './study/routes')).toEqual([]);
    expect(violations(at('server/modules/study/walk.test.ts'), '../accounts/repository')).toEqual([]);
  });
  it('finds each import cycle once, with its files in order', () => {
    const files = ['/s/a.ts', '/s/b.ts', '/s/c.ts', '/s/d.ts'];
    const sources: Record<string, string> = {
      '/s/a.ts': "import { b } from './b';",
      '/s/b.ts': "import type { C } from './c';",
      '/s/c.ts': "export { a } from './a';\nimport { d } from './d';",
      '/s/d.ts': '',
    };
    const graph = importGraph(files, (f: string) => sources[f], (f: string) => files.includes(f));
    expect(findCycles(graph)).toEqual([['/s/a.ts', '/s/b.ts', '/s/c.ts']]);
    expect(findCycles(new Map([['x', ['y']], ['y', []]]))).toEqual([]);
  });
  it('finds cycles between modules even when no file cycle exists (dashboard ↔ study before the modules)', () => {
    const files = new Map([
      [at('server/modules/study/store.ts'), [at('server/modules/user-studies/service.ts')]],
      [at('server/modules/user-studies/service.ts'), [at('server/modules/user-studies/assignment.ts')]],
      [at('server/modules/user-studies/assignment.ts'), [at('server/modules/study/service.ts')]],
      [at('server/modules/study/service.ts'), []],
    ]);
    expect(findCycles(files)).toEqual([]);
    expect(findCycles(groupGraph(files))).toEqual([['modules/study', 'modules/user-studies']]);
  });
});
