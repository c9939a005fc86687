import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { NUL_MESSAGE } from './nul-characters';

// A NUL character anywhere in a body, a query or a path, and an id of 2^31 or more in a
// body or a query, are the caller's mistakes (400 with the field named), never a 500 from the
// database (PostgreSQL text refuses NUL; its integer columns overflow at 2^31).

let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app, 'nul-and-ids@example.com');
});
afterAll(() => t.close());

describe('NUL characters', () => {
  it('in a JSON body answer 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/participant/${user.id}/events`,
      headers: user.headers,
      payload: { event: 'fe_study\u0000begin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ event: [NUL_MESSAGE] });
  });

  it('deep in a body (an answer value) answer 400 naming the top field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registry/login',
      payload: { email: 'a@example.com', password: 'x\u0000y' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: [NUL_MESSAGE] });
  });

  it('in a query answer 400 naming the parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a%00b@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ to: [NUL_MESSAGE] });
  });

  it('in a path answer 400 naming the parameter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/participants/${user.id}/user-studies/1/procedures/intro%00/answers_doc?document_format=pdf`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ procedureId: [NUL_MESSAGE] });
  });
});

describe('ids of 2^31 or more in bodies and queries', () => {
  it('an event study id answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/participant/${user.id}/events`,
      headers: user.headers,
      payload: { event: 'fe_study_begin', study: 2 ** 31 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json() as object)).toEqual(['study']);
  });

  it('a study_id query answers 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/ui-module-settings?study_id=${2 ** 31}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json() as object)).toEqual(['study_id']);
  });

  it('a user_consent_id in a signature answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/participant/${user.id}/user-studies/1/consents/1/sign`,
      headers: user.headers,
      payload: { subject_name: 'Test Person', user_consent_id: 2 ** 31 },
    });
    expect(res.statusCode).toBe(400);
  });
});
