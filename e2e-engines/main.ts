import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, stopServer } from '../e2e/support/own-server';
import { startPartnerServer } from '../e2e/support/partner-server';
import type { EngineDriver } from './driver';
import { firefoxInstalled, launchFirefox } from './firefox-driver';
import { adultJourney } from './journeys/adult';
import { gadgetJourney } from './journeys/gadget';
import { keyboardJourney } from './journeys/keyboard';
import { EnginePage } from './page';
import { launchWebKit, webkitInstalled } from './webkit-driver';

// The participant's journeys in WebKit (Safari's engine) and Gecko (Firefox), beside Playwright's
// Chromium suite: a registry server and a partner origin of their own, each journey in a fresh
// browser at a phone's 390 px, a report in reports/engines.json that `npm test` counts.
// Environment: E2E_PORT, E2E_PARTNER_PORT, REGISTRY_DATA_DIR (scripts/run-engines.mjs sets them);
// ENGINES (default `firefox,webkit`) and JOURNEYS (names, default all) to run fewer.

export interface Journey {
  name: string;
  run(page: EnginePage, origins: { registry: string; partner: string }): Promise<void>;
}

const JOURNEYS: Journey[] = [
  { name: 'adult journey', run: (page) => adultJourney(page) },
  { name: 'keyboard focus', run: (page) => keyboardJourney(page) },
  { name: 'gadget on a partner origin', run: (page, origins) => gadgetJourney(page, origins.partner) },
];

const ENGINES: Record<string, { installed: () => boolean; launch: () => Promise<EngineDriver> }> = {
  firefox: { installed: firefoxInstalled, launch: launchFirefox },
  webkit: { installed: webkitInstalled, launch: launchWebKit },
};

interface Result {
  engine: string;
  version?: string;
  journey: string;
  status: 'passed' | 'failed';
  seconds: number;
  error?: string;
}

const root = join(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8501);
const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? 8502);
const registry = `http://127.0.0.1:${port}`;
const asked = (process.env.ENGINES ?? 'firefox,webkit').split(',');
const wantedJourneys = process.env.JOURNEYS?.split(',');
const INSTALL = 'apt-get install -y webkit2gtk-driver xvfb firefox-esr';

// An engine that is not installed is skipped, said loudly and recorded: `npm test` names it in its
// summary. CI (.ci/run) installs both, so there they run.
const skipped = asked.filter((engine) => !ENGINES[engine]?.installed());
for (const engine of skipped) console.log(`  SKIPPED ${engine}: not installed here (${INSTALL})`);
const wantedEngines = asked.filter((engine) => !skipped.includes(engine));
const report = (results: Result[]) => {
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports/engines.json'), JSON.stringify({ skipped, results }, null, 2));
};
if (!wantedEngines.length) {
  report([]);
  process.exit(0);
}

const server = await startServer(port, process.env.REGISTRY_DATA_DIR ?? '', {
  REGISTRY_ALLOWED_ORIGINS: `http://localhost:${partnerPort}`,
  REGISTRY_DEV_OIDC: '1',
  REGISTRY_LOGIN_ADDRESS_RATE_LIMIT: '1000',
  REGISTRY_SIGNUP_RATE_LIMIT: '1000',
  REGISTRY_FRONTEND_LOG_RATE_LIMIT: '1000',
  REGISTRY_REMINDER_INTERVAL_S: '0',
});
const partner = await startPartnerServer(partnerPort, registry);

const results: Result[] = [];

/** One engine's journeys, one after another, each in a fresh browser. */
async function runEngine(engine: string) {
  for (const journey of JOURNEYS.filter((j) => !wantedJourneys || wantedJourneys.includes(j.name))) {
    const started = Date.now();
    let driver: EngineDriver | undefined;
    const result: Result = { engine, journey: journey.name, status: 'passed', seconds: 0 };
    try {
      driver = await ENGINES[engine].launch();
      result.version = driver.version;
      await driver.setViewport(390, 844);
      await journey.run(new EnginePage(driver, registry), { registry, partner: partner.origin });
    } catch (error) {
      result.status = 'failed';
      result.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
      // Where the page was: enough to tell a product fault from a step that waited wrongly.
      const where = await driver
        ?.evaluate<string>(`location.href + ' | ' + document.body.innerText.replace(/\\s+/g, ' ').slice(0, 400)`)
        .catch(() => undefined);
      if (where) result.error = `${result.error}\n  at the page: ${where}`;
    } finally {
      await driver?.close().catch(() => undefined);
    }
    result.seconds = (Date.now() - started) / 1000;
    results.push(result);
    const mark = result.status === 'passed' ? '✓' : '✘';
    console.log(`  ${mark} [${engine} ${result.version ?? ''}] ${journey.name} (${result.seconds.toFixed(1)} s)`);
    if (result.error)
      console.log(
        `    ${result.error
          .split('\n')
          .filter((l) => !/node_modules|node:internal/.test(l))
          .slice(0, 8)
          .join('\n    ')}`,
      );
  }
}

// The two engines at once, each in a process (and WebKit on a display) of its own: a journey waits
// on its browser and the server far more than it computes, and the step took 102 s one after the other.
try {
  await Promise.all(wantedEngines.map(runEngine));
} finally {
  partner.server.close();
  await stopServer(server);
}

report(results);
const failed = results.filter((r) => r.status === 'failed').length;
console.log(`  ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
