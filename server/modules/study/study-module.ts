import { join } from 'node:path';
import type { RegistryModule } from '../../app';
import { readStudyDefinitions } from './load-definitions';
import { studyActivityRoutes } from '../../study/routes/study-activity-routes';
import { studyParticipantRoutes } from '../../study/routes/study-participant-routes';
import { studyRoutes } from '../../study/routes/study-routes';
import { assignStudiesToAll, newlyClosed, upsertStudies } from './upsert-studies';

/** `REGISTRY_STUDIES_DIR`, else `server/studies/` of the checkout (DECISIONS §1). */
export function studiesDirFrom(rootDir: string, env: Record<string, string | undefined> = process.env): string {
  const dir = env.REGISTRY_STUDIES_DIR?.trim();
  return dir ? dir : join(rootDir, 'server', 'studies');
}

/**
 * The study domain as a server module. The definition files are read and checked right here, when
 * the module is made, so a bad file stops the start (StudyDefinitionError names the file, the JSON
 * path and the reason) before the database is even opened. At start the studies are upserted in
 * one transaction; after the demo accounts are seeded, `assign_to: all` studies are given to every
 * participant (see assignStudiesToAll for closed ones).
 */
export function studyModule(studiesDir: string): RegistryModule {
  const loaded = readStudyDefinitions(studiesDir);
  // Closed studies first loaded by this start also go to the accounts seeded right after.
  let closedNow: number[] = [];
  return {
    name: 'study',
    onStart: async (ctx) => {
      closedNow = newlyClosed(loaded, await upsertStudies(ctx.db, loaded));
    },
    afterSeed: async (ctx) => {
      await assignStudiesToAll(ctx.db, closedNow);
    },
    routes: (ctx) => async (api) => {
      await api.register(studyRoutes(ctx));
      await api.register(studyParticipantRoutes(ctx));
      await api.register(studyActivityRoutes(ctx));
    },
  };
}
