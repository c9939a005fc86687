import { describe, expect, it } from 'vitest';
import type { ConsentInfo, UserConsent } from '@contract/study';
import {
  applicableConsents,
  canSignConsent,
  missingForConsent,
  consentVariant,
  isConsentSigned,
  nextConsentStep,
  requiredConsentTypes,
  unsignedConsents,
} from './consent';
import { failedScreeningRules, isEligible } from './eligibility';

const consent = (
  id: number,
  consent_type: ConsentInfo['consent_type'],
  order: number,
  signed = false,
): UserConsent => ({
  id,
  consent_type,
  order,
  user_consent_id: id * 10,
  signature: signed ? { subject_name: 'Pat', user_consent_id: id * 10, created_at: '2026-01-01T00:00:00Z' } : null,
});
const now = new Date(2026, 5, 15);

describe('consent variant and signing (001 §4)', () => {
  it.each([
    ['001 §4 consent variant: two consents → child', [consent(2, 'child', 2), consent(1, 'parental', 1)], 'child'],
    ['001 §4 consent variant: first parental → parental', [consent(1, 'parental', 1)], 'parental'],
    ['001 §4 consent variant: otherwise adult', [consent(3, 'adult', 1)], 'adult'],
    ['001 §4 consent variant: none → adult', [], 'adult'],
  ] as const)('%s', (_n, list, variant) => {
    expect(consentVariant(list)).toBe(variant);
  });

  it('001 §4 consent: a signed consent has a signature; unsigned ones in signing order', () => {
    const list = [consent(2, 'child', 2), consent(1, 'parental', 1, true), consent(3, 'universal', 3)];
    expect(isConsentSigned(list[1])).toBe(true);
    expect(unsignedConsents(list).map((c) => c.id)).toEqual([2, 3]);
  });

  it('001 §2 parental and child flows: the parent signs first, then the minor', () => {
    const both = [consent(2, 'child', 2), consent(1, 'parental', 1)];
    expect(nextConsentStep(both)).toMatchObject({ kind: 'sign', consent: { id: 1 } });
    expect(nextConsentStep([consent(2, 'child', 2), consent(1, 'parental', 1, true)])).toMatchObject({
      kind: 'sign',
      consent: { id: 2 },
    });
    expect(nextConsentStep([consent(2, 'child', 2, true), consent(1, 'parental', 1, true)])).toEqual({
      kind: 'signed',
    });
  });

  it('001 §4 consent: no consents opens the no-consent page', () => {
    expect(nextConsentStep([])).toEqual({ kind: 'no-consent' });
  });

  it.each([
    ['001 §5 consent: name and checkbox', 'Pat Doe', true, true],
    ['001 §5 consent: unchecked box', 'Pat Doe', false, false],
    ['001 §5 consent: blank signature', '   ', true, false],
    ['consent: a signature with a line break', 'Pat Doe\nApproved by: Dr. Chair', true, false],
    ['consent: a signature with a right-to-left override', 'Pat Doe\u202e', true, false],
    ['consent: a signature with a line separator', 'Pat\u2028Doe', true, false],
    ['consent: a signature of Braille blanks (print as blank, are not spaces)', '\u2800\u2800\u2800', true, false],
    ['consent: a signature of Hangul fillers', '\u3164\u3164', true, false],
    ['consent: a signature of em and ideographic spaces', '\u2003\u3000\u00a0', true, false],
  ])('%s', (_n, name, agreed, expected) => {
    expect(canSignConsent(name, agreed)).toBe(expected);
  });

  it.each([
    ['', false, ['signature', 'agreement']],
    ['   ', true, ['signature']],
    ['Pat Doe\u202e', true, ['signature']],
    ['Pat Doe', false, ['agreement']],
    ['Pat Doe', true, []],
  ])('consent: %j with the box %s still needs %j', (name, agreed, missing) => {
    expect(missingForConsent(name, agreed)).toEqual(missing);
  });

  it.each([
    ['001 §1 consent types: adult', 'adult', 30, ['adult']],
    ['001 §1 consent types: no profile type counts as adult', null, null, ['adult']],
    ['001 §1 consent types: child aged 13 or under → parental', 'child', 13, ['parental']],
    ['001 §1 consent types: child without age → parental', 'child', null, ['parental']],
    ['001 §1 consent types: older child → parental and child (assent)', 'child', 14, ['parental', 'child']],
  ] as const)('%s', (_n, profileType, age, expected) => {
    expect(requiredConsentTypes(profileType, age)).toEqual(expected);
  });

  it('001 §3 consent rules: conditions decide which consents apply; no rule applies to all', () => {
    const consents: ConsentInfo[] = [
      {
        id: 3,
        consent_type: 'child',
        order: 2,
        rule: {
          conditions: [
            { l_value: 'profile_field', profile_field: 'profile_type', operator: 'eq', r_value: 'child' },
            { l_value: 'age_years', operator: 'gt', r_value: '13' },
          ],
        },
      },
      {
        id: 2,
        consent_type: 'parental',
        order: 1,
        rule: {
          conditions: [{ l_value: 'profile_field', profile_field: 'profile_type', operator: 'eq', r_value: 'child' }],
        },
      },
      {
        id: 1,
        consent_type: 'adult',
        order: 0,
        rule: {
          conditions: [{ l_value: 'profile_field', profile_field: 'profile_type', operator: 'eq', r_value: 'adult' }],
        },
      },
      { id: 4, consent_type: 'universal', order: 3, rule: null },
    ];
    const ids = (participant: Record<string, unknown>) =>
      applicableConsents(consents, { now, participant }).map((c) => c.id);
    expect(ids({ profile_type: 'child', birthday: '2011-01-01' })).toEqual([2, 3, 4]);
    expect(ids({ profile_type: 'child', birthday: '2016-01-01' })).toEqual([2, 4]);
    expect(ids({ profile_type: 'adult', birthday: '1980-01-01' })).toEqual([1, 4]);
  });
});

describe('eligibility (DECISIONS §4)', () => {
  const adult = { now, participant: { birthday: '1990-01-01', profile_type: 'adult' } };
  const rules = [
    { conditions: [{ l_value: 'age_years' as const, operator: 'ge' as const, r_value: '18' }] },
    {
      conditions: [
        {
          l_value: 'stored_answer' as const,
          operator: 'eq' as const,
          r_value: 'Yes',
          stored_answer_path: { question_id: 1 },
        },
      ],
    },
  ];
  it('DECISIONS §4 eligibility: no rules → eligible', () => {
    expect(isEligible([], adult)).toBe(true);
  });
  it('DECISIONS §4 eligibility: every condition of every rule holds → eligible', () => {
    expect(isEligible(rules, { ...adult, storedAnswers: [{ question: 1, question_option: 11, value: 'Yes' }] })).toBe(
      true,
    );
  });
  it('DECISIONS §4 eligibility: one failing condition → not eligible', () => {
    const context = { ...adult, storedAnswers: [{ question: 1, question_option: 12, value: 'No' }] };
    expect(isEligible(rules, context)).toBe(false);
    expect(failedScreeningRules(rules, context)).toEqual([rules[1]]);
  });
  it('DECISIONS §4 eligibility: a missing screening answer → not eligible', () => {
    expect(isEligible(rules, adult)).toBe(false);
  });
  it('DECISIONS §4 eligibility: a minor fails an age rule', () => {
    expect(isEligible(rules.slice(0, 1), { now, participant: { birthday: '2010-01-01' } })).toBe(false);
  });
});
