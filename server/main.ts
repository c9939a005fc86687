import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printConfig } from './config/print-config';
import { readSettings, type Settings } from './config/settings';
import { closeOnSignals } from './ops/shutdown';
import { quietKnownDevWarnings } from './quiet-dev-warnings';

// The checkout (its package.json): one folder up from server/main.ts, two from the production
// build's dist/server/main.mjs; the study files, the builds and the examples are read from there.
const rootDir = (function checkout(dir: string): string {
  return existsSync(join(dir, 'package.json')) || dirname(dir) === dir ? dir : checkout(dirname(dir));
})(dirname(fileURLToPath(import.meta.url)));

// Every setting is checked first (config/settings.ts): a wrong value stops the start here, with a
// message naming the variable and what it accepts. `--print-config` shows the settings the server
// would start with, secrets masked, and exits without opening a port or the database.
let settings: Settings;
try {
  settings = readSettings(process.env);
  if (process.argv.includes('--print-config')) {
    console.log(printConfig(settings));
    process.exit(0);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { values } = settings;
if (!values.REGISTRY_LOG) quietKnownDevWarnings();
if (settings.unknown.length > 0)
  console.warn(`Not settings of the registry, ignored: ${settings.unknown.join(', ')} (README, "Configuration").`);

// Loaded once the warnings are quieted: the app imports oidc-provider.
const [{ buildApp }, { startBanner }, { DEMO_ACCOUNTS }, study] = await Promise.all([
  import('./app'),
  import('./start-banner'),
  import('./modules/accounts/demo-accounts'),
  import('./modules/study/service'),
]);

// The study definition files are checked before anything else opens: a bad file stops the start
// with its name, the JSON path and the reason (DECISIONS §4).
const studiesDir = study.studiesDirFrom(rootDir, values.REGISTRY_STUDIES_DIR);
let studies: Awaited<ReturnType<typeof study.readStudyDefinitions>>;
try {
  studies = study.readStudyDefinitions(studiesDir);
} catch (error) {
  if (!(error instanceof study.StudyDefinitionError)) throw error;
  console.error(`The registry did not start. ${error.message}`);
  process.exit(1);
}

// What the settings decide together (a development feature in prod, no REGISTRY_PUBLIC_URL outside
// development, …) is checked by buildApp, before the port opens.
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ rootDir, studies, logger: values.REGISTRY_LOG });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { PORT: port, HOST: host } = values;
await app.listen({ port, host });
const { db, devOutbox } = app.registry;
const banner = startBanner({
  url: `${app.initialConfig.https ? 'https' : 'http'}://${host}:${port}`,
  demo: app.demoData ? DEMO_ACCOUNTS : [],
  devOutbox,
  devOidc: app.hasRoute({ method: 'GET', url: '/oidc/*' }),
  devGlucoseVendor: app.registry.glucoseVendor !== undefined,
});
// With the request log on, standard output carries its JSON lines only: the start lines go to stderr.
const logging = values.REGISTRY_LOG;
const say = logging ? console.error : console.log;
say(banner.join('\n'));
// Said when this process moved the schema: on a first start or an upgrade, one process of many does.
if (app.migrationsApplied.length > 0) say(`Migrations applied: ${app.migrationsApplied.join(', ')}`);
// Said once: which messages will not go out (no transport; REGISTRY_DELIVERY=off outside development).
if (app.deliveryNotice) console.warn(app.deliveryNotice);
if (logging) app.log.info({ data: db.description, studies: studiesDir }, 'started');

closeOnSignals(app);
