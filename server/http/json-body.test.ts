import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE, join, startStudyApp, type Participant } from '../testing/study-test-kit';
import { registration, type TestApp } from '../testing/test-app';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE, tooDeepField } from './json-body';
import { NUL_MESSAGE, SURROGATE_MESSAGE } from './nul-characters';
import { NON_FIELD } from './validation';

// A JSON body nested deeper than 64 levels is refused from its raw text before it is parsed; a NUL
// character or a lone UTF-16 surrogate anywhere in what is parsed answers 400 naming the field.

let t: TestApp;
let p: Participant;
beforeAll(async () => {
  t = await startStudyApp();
  p = await join(t.app);
});
afterAll(() => t.close());

const nested = (levels: number, inner: string) => '['.repeat(levels) + inner + ']'.repeat(levels);
const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });
const signupWithGuard = (guard: string) => {
  const fields = JSON.stringify(registration(`deep${Math.random()}@example.com`)).slice(0, -1);
  return post('/api/registry/signup', `${fields},"reg_guard_data":${guard}}`);
};
/** An imperium-relevant body whose raw_analysis_results (level 2 of the body) is `results`. */
const relevant = async (results: string) => {
  const fields = JSON.stringify({
    participant: p.id,
    study: CORE,
    user_study: await p.us(CORE),
    is_relevant_id_data_available: true,
  }).slice(0, -1);
  return post('/api/imperium-relevant', `${fields},"raw_analysis_results":${results}}`, p.headers);
};
const storedResults = async () =>
  Number((await t.db.query<{ n: string }>('select count(*) as n from relevant_id_records'))[0].n);

describe('the depth scan of the raw text', () => {
  it('names the top-level field where the nesting passes the bound, and ignores brackets in strings', () => {
    expect(tooDeepField(`{"a":1,"b":${nested(MAX_JSON_DEPTH - 1, '1')}}`)).toBeUndefined();
    expect(tooDeepField(`{"a":1,"b":${nested(MAX_JSON_DEPTH, '1')}}`)).toBe('b');
    expect(tooDeepField(`{"a":"${'['.repeat(200)}","b\\"[":${nested(MAX_JSON_DEPTH, '1')}}`)).toBe('b"[');
    expect(tooDeepField(`{"x\\u0041":{"y":${nested(100, '')}}}`)).toBe('xA');
    expect(tooDeepField(nested(MAX_JSON_DEPTH + 1, ''))).toBe(NON_FIELD);
    expect(tooDeepField(`{"a":"${'\\"['.repeat(100)}"}`)).toBeUndefined();
  });
});

describe('JSON nested too deep', () => {
  it('500,000 levels answer 400 naming the field, before any parsing or validation', async () => {
    const res = await signupWithGuard(`{"a":${nested(500_000, '1')}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reg_guard_data: [TOO_DEEP_MESSAGE] });
    // Never closed, so JSON.parse would call it malformed: the scan answered first.
    const unclosed = await signupWithGuard('['.repeat(100));
    expect(unclosed.json()).toEqual({ reg_guard_data: [TOO_DEEP_MESSAGE] });
  });

  it('64 levels are parsed and stored; 65 answer 400 and store nothing', async () => {
    const before = await storedResults();
    expect((await relevant(nested(MAX_JSON_DEPTH - 2, '{"score":3}'))).statusCode).toBe(201);
    expect(await storedResults()).toBe(before + 1);
    const res = await relevant(nested(MAX_JSON_DEPTH - 1, '{"score":3}'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ raw_analysis_results: [TOO_DEEP_MESSAGE] });
    expect(await storedResults()).toBe(before + 1);
  });

  it('a NUL character 70 levels down answers 400 naming the field, not 500', async () => {
    const res = await relevant(nested(70, '"a\\u0000b"'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ raw_analysis_results: [TOO_DEEP_MESSAGE] });
  });

  it('a NUL character at the deepest level allowed answers 400 naming the field', async () => {
    const res = await relevant(nested(MAX_JSON_DEPTH - 2, '{"k":"a\\u0000b"}'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ raw_analysis_results: [NUL_MESSAGE] });
  });

  it('a body with __proto__ is still refused, and a plain one still parsed', async () => {
    expect((await post('/api/registry/frontend-log', '{"__proto__":{"x":1},"message":"m"}')).statusCode).toBe(400);
    expect((await post('/api/registry/frontend-log', '{"message":"fine"}')).statusCode).toBe(201);
  });
});

describe('lone UTF-16 surrogates', () => {
  const logs = async () =>
    (await t.db.query<{ message: string }>('select message from frontend_logs order by id')).map((r) => r.message);

  it('in a text field answer 400 naming the field, and nothing is stored', async () => {
    const before = await logs();
    for (const escape of ['\\ud800', '\\udfff', 'a\\udc00b', '\\ude00\\ud83d']) {
      const res = await post('/api/registry/frontend-log', `{"message":"x${escape}"}`);
      expect(res.statusCode, escape).toBe(400);
      expect(res.json()).toEqual({ message: [SURROGATE_MESSAGE] });
    }
    expect(await logs()).toEqual(before);
    const name = await post(
      '/api/registry/signup',
      JSON.stringify(registration('lone@example.com')).replace('"Test"', '"T\\ud800"'),
    );
    expect(name.json()).toEqual({ first_name: [SURROGATE_MESSAGE] });
  });

  it('deep in a value or in a key answer 400 naming the top field', async () => {
    expect((await relevant('{"a":[{"b":"\\udbff"}]}')).json()).toEqual({ raw_analysis_results: [SURROGATE_MESSAGE] });
    expect((await relevant('{"a":{"\\ud800":1}}')).json()).toEqual({ raw_analysis_results: [SURROGATE_MESSAGE] });
  });

  it('a pair (an emoji) is a character like any other', async () => {
    expect((await post('/api/registry/frontend-log', '{"message":"ok \\ud83d\\ude00"}')).statusCode).toBe(201);
    expect((await logs()).at(-1)).toBe('ok \u{1F600}');
  });
});
