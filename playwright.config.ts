import { defineConfig } from '@playwright/test';
import { PARTNER_ORIGIN, PARTNER_PORT, REGISTRY_PORT } from './e2e/support/partner-server';
import { BUILT_SERVER } from './scripts/lib/built-server.mjs';

const port = REGISTRY_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const TIMED = /(survey|dashboard)-performance\.spec\.ts$/;
// The deployment of deploy/ (nginx, two API processes, PostgreSQL) under load and its faults: last, alone.
const DEPLOYMENT = /deployment\.spec\.ts$/;
// A third worker from the start, beside the two that run the journeys, for the specs that keep a
// browser idle for minutes: one waits out real time (a session's tokens expiring), the other builds
// the packed library into two host apps (90 s of npm, tsc and Vite) before its few pages. On a
// journeys worker the build held a browser slot idle; here it fills the cores' idle time instead.
const WAITS = /(session-timeout|package-consumer)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Two browsers at once for the journeys: with one, the 2-core machines sat 40 % idle (the tests
  // wait on the app, the server and their own timeouts). A spec's tests stay in order in one worker.
  // One more worker for the waiting specs (WAITS), which would otherwise hold a journeys worker for 5 minutes.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2) + 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL,
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // The site's service worker would serve the pages and files it keeps, which `page.route` does not
    // see: it stays off, and e2e/offline.spec.ts, which tests it, turns it on for itself.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // The specs that measure time run after all the others, alone, so no second browser skews them.
  projects: [
    { name: 'waits', testMatch: WAITS, workers: 1 },
    { name: 'journeys', testIgnore: [TIMED, DEPLOYMENT, WAITS], workers: Number(process.env.E2E_WORKERS ?? 2) },
    { name: 'timed', testMatch: TIMED, dependencies: ['journeys', 'waits'] },
    { name: 'deployment', testMatch: DEPLOYMENT, dependencies: ['timed'] },
  ],
  webServer: [
    {
      command: `node ${BUILT_SERVER}`,
      url: `${baseURL}/api/meta/version`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        REGISTRY_DEV_OUTBOX: '1',
        REGISTRY_DEV_OIDC: '1',
        REGISTRY_DATA_DIR: process.env.REGISTRY_DATA_DIR ?? '',
        // The partner pages' origin (e2e/support/partner-server.ts), and no other, may call the API.
        REGISTRY_ALLOWED_ORIGINS: PARTNER_ORIGIN,
        REGISTRY_LOGIN_RATE_LIMIT: process.env.REGISTRY_LOGIN_RATE_LIMIT ?? '',
        // Every spec signs in from 127.0.0.1: their wrong passwords add up on the one address.
        REGISTRY_LOGIN_ADDRESS_RATE_LIMIT: process.env.REGISTRY_LOGIN_ADDRESS_RATE_LIMIT ?? '1000',
        // The suite registers, resets and logs from 127.0.0.1 far more than a person would (README).
        REGISTRY_SIGNUP_RATE_LIMIT: process.env.REGISTRY_SIGNUP_RATE_LIMIT ?? '1000',
        REGISTRY_RESET_RATE_LIMIT: process.env.REGISTRY_RESET_RATE_LIMIT ?? '1000',
        REGISTRY_FRONTEND_LOG_RATE_LIMIT: process.env.REGISTRY_FRONTEND_LOG_RATE_LIMIT ?? '1000',
        REGISTRY_EMAIL_CLICK_RATE_LIMIT: process.env.REGISTRY_EMAIL_CLICK_RATE_LIMIT ?? '1000',
        // No reminders: a spec reading an account's newest message must find its own, not a reminder
        // (e2e/reminders.spec.ts runs the scheduler on a server of its own).
        REGISTRY_REMINDER_INTERVAL_S: '0',
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    // A partner's site on a second origin, loading the gadgets from the registry under a strict CSP.
    {
      command: `node --import tsx e2e/support/partner-server.ts`,
      url: `http://127.0.0.1:${PARTNER_PORT}/examples/index.html`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_PORT: String(port), E2E_PARTNER_PORT: String(PARTNER_PORT) },
    },
  ],
});
