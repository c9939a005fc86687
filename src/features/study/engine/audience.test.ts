import { describe, expect, it } from 'vitest';
import type { ModuleSetting } from '@contract';
import { audienceOf, moduleSettingsFor } from './index';

describe('audienceOf: whom the texts speak to (spec 001 §1, §9)', () => {
  it.each([
    ['adult', 34, 'adult'],
    [null, null, 'adult'],
    ['child', 10, 'parental'],
    ['child', 13, 'parental'],
    ['child', 14, 'child'],
    ['child', 17, 'child'],
    ['child', null, 'parental'],
  ] as const)('%s aged %s: %s', (type, age, audience) => {
    expect(audienceOf(type, age)).toBe(audience);
  });
});

describe('moduleSettingsFor', () => {
  const s = (id: number, audience?: ModuleSetting['audience'], stage: ModuleSetting['stage'] = 'before_procedure') =>
    ({ id, procedure: 'questionnaire', module_type: 'popup', stage, audience, content: {} }) as ModuleSetting;
  const settings = [s(5), s(10, 'parental'), s(11, 'child'), s(6, undefined, 'confirmation')];

  it('a setting of the audience replaces the general one at its procedure, stage and type', () => {
    expect(moduleSettingsFor(settings, 'parental').map((x) => x.id)).toEqual([10, 6]);
    expect(moduleSettingsFor(settings, 'child').map((x) => x.id)).toEqual([11, 6]);
  });

  it('without one of its own, an audience reads the general setting and never another audience’s', () => {
    expect(moduleSettingsFor(settings, 'adult').map((x) => x.id)).toEqual([5, 6]);
    expect(moduleSettingsFor([s(10, 'parental')], 'adult')).toEqual([]);
  });
});
