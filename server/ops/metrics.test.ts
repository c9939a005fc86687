import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStudyDefinitions } from '../modules/study/service';
import { CORE, DEMO_STUDIES_DIR, join, type Participant } from '../testing/study-test-kit';
import { createTestApp, registration, STRONG_PASSWORD, type TestApp } from '../testing/test-app';

// The metrics on their own port (REGISTRY_METRICS_PORT), read as Prometheus would: what the server
// did shows in them, labelled by route pattern and outcome, and nothing names a participant.

let t: TestApp;
let metricsUrl: string;
let p: Participant;
const EMAIL = 'metrics.person@example.com';

beforeAll(async () => {
  t = await createTestApp({
    studies: readStudyDefinitions(DEMO_STUDIES_DIR),
    seed: false,
    loginRateLimit: 2,
    // An e-mail transport, so the welcome messages wait in the queue; the worker looks once at
    // start and then not for an hour, so what is queued stays due and unsent while the test reads it.
    env: { REGISTRY_METRICS_PORT: '0', HOST: '127.0.0.1', REGISTRY_SMTP_URL: 'smtp://127.0.0.1:9' },
    deliveryPollMs: 3_600_000,
  });
  const address = t.app.metricsAddress();
  metricsUrl = `http://127.0.0.1:${address!.port}/metrics`;
  p = await join(t.app);
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await fetch(metricsUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};
/** The value of one series, e.g. `registry_sign_ins_total{step="password",outcome="ok"}`. */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('the metrics port', () => {
  it('is apart from the public one: /metrics there is 404, and it answers nothing but /metrics', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    const other = await fetch(metricsUrl.replace('/metrics', '/api/health/live'));
    expect(other.status).toBe(404);
  });

  it('counts sign-ins by step and outcome: ok, refused, locked', async () => {
    await t.app.inject({ method: 'POST', url: '/api/registry/signup', payload: registration(EMAIL) });
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/registry/login', payload: { email: EMAIL, password } });
    expect((await login(STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await login('Wrong-Passw0rd!')).statusCode).toBe(400);
    expect((await login('Wrong-Passw0rd!')).statusCode).toBe(400);
    expect((await login(STRONG_PASSWORD)).statusCode).toBe(429);
    const text = await scrape();
    expect(value(text, 'registry_sign_ins_total{step="password",outcome="ok"}')).toBe(1);
    expect(value(text, 'registry_sign_ins_total{step="password",outcome="refused"}')).toBe(2);
    expect(value(text, 'registry_sign_ins_total{step="password",outcome="locked"}')).toBe(1);
  });

  it('times requests by route pattern and status, and counts answer saves by outcome', async () => {
    expect((await p.submit(CORE, 'intro')).statusCode).toBe(200);
    expect((await p.save(CORE, 1001, [[100101, 'true']])).statusCode).toBe(200);
    expect((await p.save(CORE, 1001, [[100101, 'true']])).statusCode).toBe(200);
    // A date in the future where a birthday is asked: refused.
    expect((await p.save(CORE, 1004, [[100401, '2999-01-01']])).statusCode).toBe(400);
    const text = await scrape();
    expect(value(text, 'registry_answer_saves_total{outcome="saved"}')).toBe(2);
    expect(value(text, 'registry_answer_saves_total{outcome="refused"}')).toBe(1);
    const route = '/api/participants/:id/user-studies/:userStudyId/questions/:questionId/answers';
    expect(value(text, `http_request_duration_seconds_count{method="POST",route="${route}",status_code="200"}`)).toBe(
      2,
    );
    expect(
      value(text, `http_request_duration_seconds_bucket{le="+Inf",method="POST",route="${route}",status_code="400"}`),
    ).toBe(1);
  });

  it("reports the delivery queue's depth and oldest due age, the pool and the event loop", async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const text = await scrape();
    // The welcome messages of the two sign-ups and the unlock link of the locked account wait; the
    // first has been due for over a second.
    expect(value(text, 'registry_delivery_queue_depth')).toBe(3);
    expect(value(text, 'registry_delivery_oldest_due_seconds')).toBeGreaterThan(1);
    expect(value(text, 'registry_database_up')).toBe(1);
    expect(value(text, 'registry_db_pool_connections')).toBe(1);
    expect(value(text, 'registry_db_pool_waiting')).toBe(0);
    expect(text).toMatch(/^registry_db_pool_in_use [01]$/m);
    expect(value(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('names no participant: no address, no id in a label', async () => {
    const text = await scrape();
    expect(text).not.toContain('@');
    const routes = [...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]);
    expect(routes).toContain('/api/participant/:id/user-studies');
    expect(routes.filter((r) => /\/\d+(\/|$)/.test(r))).toEqual([]);
    expect(text).not.toContain(`/participants/${p.id}/`);
  });
});
