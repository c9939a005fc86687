import type { RegistryModule } from '../context';
import { accountsRoutes } from './accounts/routes';
import { DEMO_CORE_STUDY, seedDemoAccounts, seedDemoCohort, seedDemoProgress } from './accounts/service';
import { consentsRoutes } from './consents/routes';
import { seedDemoAssent } from './consents/service';
import { devicesRoutes } from './devices/routes';
import { documentsRoutes } from './documents/routes';
import { profileRoutes } from './profile/routes';
import { referenceRoutes } from './reference/routes';
import { remindersOutsideRoutes, remindersRoutes } from './reminders/routes';
import { sessionRoutes } from './session/routes';
import { studyRoutes } from './study/routes';
import { studyStartUp, type LoadedDefinition } from './study/service';
import { userStudiesRoutes } from './user-studies/routes';

/**
 * The one registry of the server's modules, in start-up order. `studies` are the checked study
 * definitions to load at start (none in tests that insert their own studies).
 */
export function registryModules({ studies = [] }: { studies?: readonly LoadedDefinition[] } = {}): RegistryModule[] {
  // The demo progress goes on only when this start seeded the demo accounts (an empty database).
  let seeded = false;
  return [
    { name: 'session', routes: sessionRoutes },
    {
      name: 'accounts',
      routes: accountsRoutes,
      seed: async (ctx) => {
        seeded = await seedDemoAccounts(ctx.db);
        // With the demo core study loaded: the demo participants whose answers fill Data Insights
        // (present before the studies are assigned, like every demo account).
        if (seeded && studies.some((l) => l.definition.study.id === DEMO_CORE_STUDY)) await seedDemoCohort(ctx.db);
      },
    },
    { name: 'profile', routes: profileRoutes },
    { name: 'user-studies', routes: userStudiesRoutes },
    // Studies are loaded before the demo accounts are seeded, so the seeded accounts get them.
    { name: 'study', routes: studyRoutes, ...studyStartUp(studies) },
    // After the study module has assigned the studies: the demo teen starts in the assent state
    // (only on the start that created the demo accounts, so two processes never both place it).
    {
      name: 'consents',
      routes: consentsRoutes,
      afterSeed: async (ctx) => {
        if (seeded) await seedDemoAssent(ctx);
      },
    },
    { name: 'documents', routes: documentsRoutes },
    { name: 'reference', routes: referenceRoutes },
    { name: 'devices', routes: devicesRoutes },
    { name: 'reminders', routes: remindersRoutes, outsideRoutes: remindersOutsideRoutes },
    // Last: the demo adult's studies are placed once every study has been assigned.
    {
      name: 'demo-progress',
      routes: () => undefined,
      afterSeed: async (ctx) => {
        if (seeded) await seedDemoProgress(ctx.db);
      },
    },
  ];
}
