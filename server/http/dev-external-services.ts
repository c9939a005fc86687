import type { FastifyInstance } from 'fastify';

// Development stand-ins for the third-party scripts of spec 001 §4 (the CSO form and the Relevant
// ID check), so the survey's external-service step can be tried and tested end to end: one Relevant
// ID script that answers, one that never answers (the 8-second timeout), and a CSO form script.
// They follow the contract of src/features/study/integrations/external-services.ts: a loaded script
// defines `registryRelevantId(request)` or `registryCsoForm(request)` on the page's global object.
// Served only with the development features on, outside /api (they are not endpoint-table rows),
// under a prefix that answers loopback requests only (server/http/dev-features.ts).

export const DEV_EXTERNAL_PREFIX = '/dev-external';

const SCRIPTS: Record<string, string> = {
  'relevant-id.js': `globalThis.registryRelevantId = function (request) {
  return new Promise(function (resolve) {
    setTimeout(function () {
      resolve({ RelevantId: 'dev-' + String(request.participant), Score: 0, IsDuplicate: false, Source: 'development stand-in' });
    }, 200);
  });
};`,
  'relevant-id-hang.js': `globalThis.registryRelevantId = function () {
  return new Promise(function () {});
};`,
  'relevant-id-broken.js': `/* Loads, but offers no call service: "Error loading RelevantID call service". */`,
  'cso-form.js': `globalThis.registryCsoFormCalls = globalThis.registryCsoFormCalls || [];
globalThis.registryCsoForm = function (request) {
  globalThis.registryCsoFormCalls.push(request);
};`,
};

export const DEV_EXTERNAL_SCRIPTS = Object.keys(SCRIPTS);

export function registerDevExternalServices(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>(`${DEV_EXTERNAL_PREFIX}/:name`, async (request, reply) => {
    const body = SCRIPTS[request.params.name];
    if (body === undefined) return reply.code(404).send({ detail: 'Not found' });
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  });
}
