import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { HttpError } from './errors';
import { toFieldErrors, typeboxValidatorCompiler } from './validation';

const schema = Type.Object({
  name: Type.String({ minLength: 1 }),
  age: Type.Optional(Type.Integer()),
  tags: Type.Optional(Type.Array(Type.String())),
});
const compile = (httpPart: string) =>
  typeboxValidatorCompiler({ schema, method: 'POST', url: '/', httpPart } as never) as (d: unknown) => {
    value?: unknown;
    error?: HttpError;
  };

describe('typeboxValidatorCompiler', () => {
  it('strips unknown fields instead of passing them on', () => {
    expect(compile('body')({ name: 'a', admin: true })).toEqual({ value: { name: 'a' } });
  });
  it('answers {field: [messages]} for every problem', () => {
    const { error } = compile('body')({ name: '', age: 'x', tags: [1] });
    expect(error?.statusCode).toBe(400);
    expect(error?.body).toEqual({
      name: ['This field is required.'],
      age: ['Must be of type integer.'],
      tags: ['Must be of type string.'],
    });
  });
  it('converts query strings to the declared types but not bodies', () => {
    expect(compile('querystring')({ name: 'a', age: '5' })).toEqual({ value: { name: 'a', age: 5 } });
    expect(compile('body')({ name: 'a', age: '5' }).error?.body).toEqual({ age: ['Must be of type integer.'] });
  });
  it('does the same for a schema of scalars alone (path ids, queries), which it need not clean when no field is unknown', () => {
    const ids = Type.Object({ id: Type.Integer({ minimum: 1 }), flag: Type.Optional(Type.String({ maxLength: 3 })) });
    const check = typeboxValidatorCompiler({ schema: ids, method: 'GET', url: '/', httpPart: 'params' } as never) as (
      d: unknown,
    ) => { value?: unknown; error?: HttpError };
    expect(check({ id: '7' })).toEqual({ value: { id: 7 } });
    expect(check({ id: '7', flag: 'yes', extra: 'x' })).toEqual({ value: { id: 7, flag: 'yes' } });
    const bare = Object.assign(Object.create(null) as object, { id: '7', extra: 'x' });
    expect(check(bare)).toEqual({ value: { id: 7 } });
    // As the router makes them: an object of a prototype of its own.
    const routed = Object.assign(Object.create(Object.create(null) as object) as object, { id: '7' });
    expect(check(routed)).toEqual({ value: { id: 7 } });
    expect(check({ id: '0' }).error?.statusCode).toBe(400);
    expect(check({ id: '7', flag: 'toolong' }).error?.body).toEqual({
      flag: ['Ensure this field has no more than 3 characters.'],
    });
  });
  it('reports a missing or non-object body as a non-field error', () => {
    expect(compile('body')(null).error?.body).toEqual({ non_field_errors: ['Must be of type object.'] });
  });
});

describe('toFieldErrors', () => {
  it('names each missing property and drops union noise', () => {
    expect(
      toFieldErrors([
        { keyword: 'required', instancePath: '', params: { requiredProperties: ['a', 'b'] }, message: '' },
        { keyword: 'type', instancePath: '/c', params: { type: 'null' }, message: 'must be null' },
        { keyword: 'anyOf', instancePath: '/c', params: {}, message: 'must match' },
        { keyword: 'maxLength', instancePath: '/c', params: { limit: 3 }, message: '' },
      ]),
    ).toEqual({
      a: ['This field is required.'],
      b: ['This field is required.'],
      c: ['Ensure this field has no more than 3 characters.'],
    });
  });
});
