import { describe, expect, expectTypeOf, it } from 'vitest';
import { Value } from 'typebox/value';
import type { AnswerOf, BodyOf, ParamsOf } from './endpoint-types';
import { endpoints, PathId } from './endpoints';
import type { ParticipantProfile } from './account';
import type { LoginAnswer, LoginPayload } from './sign-in-payloads';
import { fillPath, pathParamNames, routes, type EndpointName } from './routes';

const names = Object.keys(routes) as EndpointName[];

describe('the endpoint table', () => {
  it.each(names)('%s: its params schema names exactly the path parameters', (name) => {
    const row = endpoints[name];
    const declared =
      'params' in row && row.params ? Object.keys((row.params as { properties: object }).properties) : [];
    expect(declared.sort()).toEqual(pathParamNames(row.path).sort());
  });

  it.each(names)('%s: an own row has the participant id as `:id`, other rows do not', (name) => {
    const row = endpoints[name];
    expect(pathParamNames(row.path).includes('id')).toBe(row.access === 'own');
  });

  it('has one row per method and path', () => {
    const keys = names.map((n) => `${routes[n].method} ${routes[n].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every row at least one success answer', () => {
    for (const name of names) {
      const statuses = Object.keys(endpoints[name].responses).map(Number);
      expect(
        statuses.some((s) => s >= 200 && s < 300),
        name,
      ).toBe(true);
    }
  });

  it('accepts only positive ids below 2^31 as path ids', () => {
    expect(Value.Check(PathId, 7)).toBe(true);
    expect(Value.Check(PathId, 2 ** 31 - 1)).toBe(true);
    for (const bad of [0, -1, 1.5, 2 ** 31]) expect(Value.Check(PathId, bad)).toBe(false);
  });

  it('fills path parameters, encoded', () => {
    expect(fillPath(routes.getAnswersDocument.path, { id: 7, userStudyId: 3, procedureId: 'screening' })).toBe(
      '/participants/7/user-studies/3/procedures/screening/answers_doc',
    );
    expect(fillPath(routes.logEmailClick.path, { emailId: 'a/b' })).toBe('/email-click/a%2Fb');
    expect(() => fillPath(routes.getParticipant.path, {})).toThrow(/Missing path parameter id/);
  });

  it('types calls from the schemas', () => {
    expectTypeOf<AnswerOf<'login'>>().toEqualTypeOf<LoginAnswer>();
    expectTypeOf<BodyOf<'login'>>().toEqualTypeOf<LoginPayload>();
    expectTypeOf<AnswerOf<'getMe'>>().toEqualTypeOf<ParticipantProfile>();
    expectTypeOf<ParamsOf<'markUserStudyViewed'>>().toEqualTypeOf<{ id: number; userStudyId: number }>();
    expectTypeOf<ParamsOf<'getMe'>>().toEqualTypeOf<undefined>();
  });
});
