import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes, type EndpointName } from '@contract/routes';

// Every row of the endpoint table has exactly one call file on the client (STYLE §3: one file per
// call), found by the caller naming it: `client.call('row', …)` or `client.callForResponse('row', …)`.
// Scanned: every module under an `api/` folder of src/ except tests, the contract itself and the
// caller's own definition (whose comment shows an example).

const SRC = resolve(import.meta.dirname, '..', '..');
const NOT_CALL_FILES = [/\.test\.tsx?$/, /^shared\/api\/contract\//, /^shared\/api\/client\/create-api-client\.ts$/];

/** Rows the app never calls: the development outbox is read by the e2e tests and by people. */
const NO_CLIENT_CALL: Partial<Record<EndpointName, string>> = {
  devOutbox: 'development outbox (DECISIONS §1): read by the e2e tests, never by the app',
  devRunReminders: 'a reminder run at a chosen moment: the e2e tests move time with it, never the app',
};

function callFiles(dir = SRC, inApi = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return callFiles(full, inApi || entry.name === 'api');
    const rel = relative(SRC, full);
    return inApi && /\.tsx?$/.test(entry.name) && !NOT_CALL_FILES.some((re) => re.test(rel)) ? [rel] : [];
  });
}

const CALL = /\.(?:call|callForResponse)\(\s*'([A-Za-z]+)'/g;
const namedBy = new Map<string, string[]>();
for (const file of callFiles()) {
  for (const [, name] of readFileSync(join(SRC, file), 'utf8').matchAll(CALL)) {
    namedBy.set(name, [...(namedBy.get(name) ?? []), file]);
  }
}

const rows = Object.keys(routes) as EndpointName[];
const called = rows.filter((name) => !NO_CLIENT_CALL[name]);
const notServed = rows.flatMap((name) => {
  const row = routes[name] as { notServed?: string };
  return row.notServed ? [[name, row.notServed] as const] : [];
});

describe('call files', () => {
  it.each(called)('%s has exactly one call file', (name) => {
    expect(namedBy.get(name) ?? [], `no call file names row ${name}`).toHaveLength(1);
  });

  it.each(notServed)('%s is not served yet (%s), yet has its call file for the screens to come', (name) => {
    expect(namedBy.get(name)).toHaveLength(1);
  });

  it('exempts exactly the development-only rows, and no call file names them', () => {
    const devOnly = rows.filter((name) => (routes[name] as { devOnly?: true }).devOnly);
    expect(Object.keys(NO_CLIENT_CALL).sort()).toEqual(devOnly.sort());
    for (const name of devOnly) expect(namedBy.get(name), name).toBeUndefined();
  });

  it('name only rows of the table', () => {
    expect([...namedBy.keys()].filter((name) => !(name in routes))).toEqual([]);
  });
});
