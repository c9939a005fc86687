import { describe, expect, it } from 'vitest';
import { decodeToken, isParticipantToken, privilegeIds, privilegeRole } from './token';
import { makeUnsignedToken } from './unsigned-token';

describe('decodeToken', () => {
  it('reads the payload of a token without verifying it', () => {
    const token = makeUnsignedToken({
      user_id: 42,
      account_status: 'assent',
      privileges: [{ id: 'registry:assent', title: 'Assent' }],
    });
    expect(decodeToken(token)).toMatchObject({
      user_id: 42,
      account_status: 'assent',
      privileges: [{ id: 'registry:assent', title: 'Assent' }],
    });
  });

  it('decodes UTF-8 text and base64url characters', () => {
    const token = makeUnsignedToken({ note: 'ñé – “quoted” ???>>>' });
    expect(decodeToken(token)).toMatchObject({ note: 'ñé – “quoted” ???>>>' });
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['two parts', 'a.b'],
    ['not base64 JSON', 'x.@@@.y'],
    ['a JSON array', `x.${btoa('[1,2]')}.y`],
    ['a JSON number', `x.${btoa('7')}.y`],
  ])('gives null for %s', (_name, token) => {
    expect(decodeToken(token)).toBeNull();
  });
});

describe('privileges', () => {
  it('lists ids and skips malformed entries', () => {
    expect(privilegeIds({ privileges: [{ id: 'registry:user', title: '' }, null, { title: 'x' }] as never })).toEqual([
      'registry:user',
    ]);
    expect(privilegeIds({ privileges: 'registry:user' } as never)).toEqual([]);
    expect(privilegeIds(null)).toEqual([]);
  });

  it.each([
    ['registry:user', 'user'],
    ['qi:admin', 'admin'],
    ['nocolon', ''],
  ])('role of %s is %s', (id, role) => {
    expect(privilegeRole(id)).toBe(role);
  });

  it.each([
    [['registry:user'], true],
    [['registry:user', 'registry:child_profile'], true],
    [['registry:reconsent'], true],
    [['registry:assent'], true],
    [['registry:admin'], false],
    [['registry:user', 'qi:staff'], false],
    [['qi:user'], true],
    [[], true],
  ])('a token with %j may use the participant app: %s', (ids, expected) => {
    expect(isParticipantToken({ privileges: ids.map((id) => ({ id, title: id })) })).toBe(expected);
  });
});
