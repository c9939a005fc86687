import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { idParamNames, isStrictPathId, loosePathIdErrors, MAX_PATH_ID, PATH_ID_MESSAGE } from './path-ids';

describe('path ids', () => {
  it('accepts strict positive integers below 2^31 only, judged on the raw text', () => {
    for (const ok of ['1', '7', '42', String(MAX_PATH_ID)]) expect(isStrictPathId(ok), ok).toBe(true);
    for (const bad of [
      '',
      '0',
      '07',
      '7.0',
      '+7',
      '-7',
      '0x7',
      '7e0',
      ' 7',
      '7 ',
      '2147483648',
      '99999999999999999999',
      'abc',
    ]) {
      expect(isStrictPathId(bad), bad).toBe(false);
    }
  });

  it('checks the integer parameters of a params schema and names each loose one', () => {
    const params = Type.Object({ id: Type.Integer(), userStudyId: Type.Integer(), procedureId: Type.String() });
    expect(idParamNames(params)).toEqual(['id', 'userStudyId']);
    expect(loosePathIdErrors(params, { id: '7', userStudyId: '+3', procedureId: 'x' })).toEqual({
      userStudyId: [PATH_ID_MESSAGE],
    });
    expect(loosePathIdErrors(undefined, {})).toEqual({});
  });
});
