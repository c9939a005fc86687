import './quiet-dev-warnings';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { closeOnSignals } from './ops/shutdown';
import { startBanner } from './start-banner';
import { DEMO_ACCOUNTS } from './modules/accounts/demo-accounts';
import {
  readStudyDefinitions,
  studiesDirFrom,
  StudyDefinitionError,
  type LoadedDefinition,
} from './modules/study/service';

const rootDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || 'localhost';

// The study definition files are checked before anything else: a bad file stops the start with
// its name, the JSON path and the reason (DECISIONS §4).
const studiesDir = studiesDirFrom(rootDir);
let studies: LoadedDefinition[];
try {
  studies = readStudyDefinitions(studiesDir);
} catch (error) {
  if (!(error instanceof StudyDefinitionError)) throw error;
  console.error(`The registry did not start. ${error.message}`);
  process.exit(1);
}

// REGISTRY_ENVIRONMENT is read by buildApp: a production-like environment with a development
// feature on, or any environment but development without REGISTRY_PUBLIC_URL, stops here, before
// the port opens.
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ rootDir, studies, logger: process.env.REGISTRY_LOG === '1' });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await app.listen({ port, host });
const { db, devOutbox } = app.registry;
const banner = startBanner({
  url: `${app.initialConfig.https ? 'https' : 'http'}://${host}:${port}`,
  demo: app.demoData ? DEMO_ACCOUNTS : [],
  devOutbox,
  devOidc: app.hasRoute({ method: 'GET', url: '/oidc/*' }),
  devGlucoseVendor: app.registry.glucoseVendor !== undefined,
});
// With the request log on, standard output carries its JSON lines only: the banner goes to stderr.
const logging = process.env.REGISTRY_LOG === '1';
(logging ? console.error : console.log)(banner.join('\n'));
// Said once: which messages will not go out (no transport; REGISTRY_DELIVERY=off outside development).
if (app.deliveryNotice) console.warn(app.deliveryNotice);
if (logging) app.log.info({ data: db.description, studies: studiesDir }, 'started');

closeOnSignals(app);
