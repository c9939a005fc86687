import { join } from 'node:path';
import type { RegistryModule } from '../../context';
import type { LoadedDefinition } from './load-definitions';
import { assignStudiesToAll, newlyClosed, upsertStudies } from './upsert-studies';

/** `REGISTRY_STUDIES_DIR` (`configured`), else `server/studies/` of the checkout (DECISIONS §1). */
export function studiesDirFrom(rootDir: string, configured: string | undefined): string {
  return configured ?? join(rootDir, 'server', 'studies');
}

/**
 * The study module's share of the start-up. The definitions were read and checked before (see
 * readStudyDefinitions: a bad file stops the start before the database is even opened). At start
 * they are upserted in one transaction; after the demo accounts are seeded, `assign_to: all`
 * studies are given to every participant (see assignStudiesToAll for closed ones).
 */
export function studyStartUp(loaded: readonly LoadedDefinition[]): Pick<RegistryModule, 'onStart' | 'afterSeed'> {
  // Closed studies first loaded by this start also go to the accounts seeded right after.
  let closedNow: number[] = [];
  return {
    onStart: async (ctx) => {
      closedNow = newlyClosed(loaded, await upsertStudies(ctx.db, loaded));
    },
    afterSeed: async (ctx) => {
      await assignStudiesToAll(ctx.db, closedNow);
    },
  };
}
