import { afterAll, describe, expect, it } from 'vitest';
import { routes, type EndpointName } from '@contract/routes';
import { createTestApp } from '../testing/test-app';
import { rowOf } from './endpoint-adapter';

// The server and the endpoint table describe the same API: every served row has exactly one
// route, and every route under /api is a row. Rows the spec names but nobody serves yet are
// listed (as todo) rather than failed. The development OpenID provider (/oidc) and the static
// products are not API routes; nor are the health routes (/api/health/*), which load balancers and
// the deployment read, never the app (server/ops/health.ts), nor the relays' callbacks
// (/api/hooks/*: the SMS relay passes on the texts participants send, server/modules/reminders).

const t = await createTestApp();
afterAll(() => t.close());

const names = Object.keys(routes) as EndpointName[];
const notServed = names.filter((n) => rowOf(n).notServed);
const served = names.filter((n) => !rowOf(n).notServed);
const apiRoutes = t.app.registeredRoutes.filter(
  (r) =>
    r.url.startsWith('/api/') &&
    !r.url.startsWith('/api/health/') &&
    !r.url.startsWith('/api/hooks/') &&
    r.method !== 'OPTIONS',
);

describe('every served row of the endpoint table', () => {
  it.each(served)('%s has exactly one route, at its method and path', (name) => {
    const row = rowOf(name);
    const matching = apiRoutes.filter((r) => r.endpoint === name);
    expect(matching).toEqual([{ method: row.method, url: `/api${row.path}`, endpoint: name }]);
  });
});

describe('every route under /api', () => {
  it.each(apiRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s is a row', (_label, route) => {
    expect(route.endpoint, 'registered without the endpoint adapter').toBeDefined();
    const row = rowOf(route.endpoint!);
    expect([route.method, route.url]).toEqual([row.method, `/api${row.path}`]);
  });
});

describe('rows not served yet', () => {
  for (const name of notServed)
    it.todo(`${name} (${routes[name].method} ${routes[name].path}): ${rowOf(name).notServed}`);
  it('are not registered', () => {
    const list = notServed.map((n) => `  ${n}: ${routes[n].method} ${routes[n].path} (${rowOf(n).notServed})`);
    console.info(`Rows of the endpoint table not served yet:\n${list.join('\n')}`);
    for (const name of notServed) expect(apiRoutes.some((r) => r.endpoint === name)).toBe(false);
  });
});
