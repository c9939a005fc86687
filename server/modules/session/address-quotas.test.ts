import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_REQUEST_MIN_MS } from './passwords';
import { createTestApp, registration, signUp, type TestApp } from '../../testing/test-app';

// Per-address quotas on the anonymous writes (signup, reset request, front-end log),
// and a reset request that answers alike whether or not the account exists.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ addressQuotas: { signup: 2, password_reset: 2, frontend_log: 3 } });
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });

describe('per-address quotas', () => {
  it('answers 429 to the third signup from one address within 15 minutes', async () => {
    expect((await post('/registry/signup', registration('q1@example.com'), '10.20.0.1')).statusCode).toBe(201);
    expect((await post('/registry/signup', registration('q2@example.com'), '10.20.0.1')).statusCode).toBe(201);
    const third = await post('/registry/signup', registration('q3@example.com'), '10.20.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toMatch(/Too many requests from this address/);
    expect((await post('/registry/signup', registration('q3@example.com'), '10.20.0.2')).statusCode).toBe(201);
  });

  it('answers 429 to the third reset request from one address', async () => {
    for (let i = 0; i < 2; i++)
      expect((await post('/registry/reset_password', { email: `r${i}@example.com` }, '10.21.0.1')).statusCode).toBe(
        200,
      );
    expect((await post('/registry/reset_password', { email: 'r9@example.com' }, '10.21.0.1')).statusCode).toBe(429);
  });

  it('answers 429 to the fourth front-end log from one address and refuses an oversized message', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post('/registry/frontend-log', { message: `boom ${i}` }, '10.22.0.1')).statusCode).toBe(201);
    expect((await post('/registry/frontend-log', { message: 'boom' }, '10.22.0.1')).statusCode).toBe(429);
    expect((await post('/registry/frontend-log', { message: 'x'.repeat(4001) }, '10.22.0.2')).statusCode).toBe(400);
  });
});

describe('reset request timing', () => {
  it('answers alike in body, status and time whether or not the account exists', async () => {
    await signUp(t.app, 'timing.known@example.com');
    const time = async (email: string, address: string) => {
      const start = performance.now();
      const res = await post('/registry/reset_password', { email }, address);
      return { ms: performance.now() - start, status: res.statusCode, body: res.json() };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      const k = await time('timing.known@example.com', `10.23.${i}.1`);
      const u = await time(`timing.nobody${i}@example.com`, `10.23.${i}.2`);
      expect(u.status).toBe(k.status);
      expect(u.body).toEqual(k.body);
      known.push(k.ms);
      unknown.push(u.ms);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(`reset timing: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`);
    // Both wait out the floor, so neither answers faster; what is left is scheduling noise.
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS - 1);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(40);
  });
});
