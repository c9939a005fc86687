import { describe, expect, it } from 'vitest';
import type { Achievement } from '@contract/user-study';
import { achievementDocument, achievementKind, sortAchievements } from './achievements';

const achievement = (over: Partial<Achievement>): Achievement => ({
  title: 'A',
  created_at: '2026-01-01T12:00:00Z',
  code: 'registered',
  study_id: null,
  user_study_id: null,
  payload: {},
  ...over,
});

describe('achievements (000 §2, §3)', () => {
  it.each([
    ['registered', 'registered'],
    ['consent_adult', 'consent'],
    ['consent_parental', 'consent'],
    ['assent', 'consent'],
    ['screening', 'screening'],
    ['questionnaire', 'questionnaire'],
    ['annual_questionnaire', 'questionnaire'],
    ['substudy', 'study'],
    ['promotion_5_visits', 'promotion'],
    ['promotion_15_visits', 'promotion'],
  ] as const)('000 §3 code %s is a %s achievement', (code, kind) => {
    expect(achievementKind(code)).toBe(kind);
  });

  it('000 §2 a consent achievement opens its signed consent', () => {
    const a = achievement({
      code: 'consent_adult',
      study_id: 101,
      user_study_id: 5,
      payload: { signed_consent_id: 9 },
    });
    expect(achievementDocument(a)).toEqual({ kind: 'consent', studyId: 101, signedConsentId: 9 });
  });

  it('000 §2 screening and questionnaire achievements open the answers of that procedure', () => {
    expect(achievementDocument(achievement({ code: 'screening', study_id: 101, user_study_id: 5 }))).toEqual({
      kind: 'answers',
      studyId: 101,
      userStudyId: 5,
      procedure: 'screening',
    });
    expect(
      achievementDocument(achievement({ code: 'annual_questionnaire', study_id: 102, user_study_id: 6 })),
    ).toMatchObject({ procedure: 'questionnaire', userStudyId: 6 });
  });

  it('000 §2 other achievements, and ones missing their ids, offer no document', () => {
    expect(achievementDocument(achievement({ code: 'registered' }))).toBeNull();
    expect(achievementDocument(achievement({ code: 'promotion_5_visits', study_id: 105 }))).toBeNull();
    expect(achievementDocument(achievement({ code: 'consent_adult', study_id: 101 }))).toBeNull();
    expect(achievementDocument(achievement({ code: 'questionnaire', study_id: 101 }))).toBeNull();
  });

  it('lists the newest first', () => {
    const list = [achievement({ title: 'old' }), achievement({ title: 'new', created_at: '2026-05-01T00:00:00Z' })];
    expect(sortAchievements(list).map((a) => a.title)).toEqual(['new', 'old']);
  });
});
