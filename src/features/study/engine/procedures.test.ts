import { describe, expect, it } from 'vitest';
import type { Procedure, Question, UserProcedure } from '@contract/study';
import type { UserStudy } from '@contract/user-study';
import {
  currentProcedureOnIntro,
  isProcedureEnabled,
  isStudyBlocked,
  isStudyFinished,
  isUserStudyClosed,
  markCompleted,
  nextProcedure,
  opensNotEligible,
  preselectOutcome,
  procedureStates,
  withCompletion,
} from './procedures';

const now = new Date('2026-06-15T12:00:00Z');
const procs = (...done: string[]): Procedure[] =>
  (['intro', 'screening', 'consent', 'questionnaire', 'research'] as const).map((id, i) => ({
    id,
    title: id,
    order: i + 1,
    created_at: done.includes(id) ? '2026-06-01T00:00:00Z' : null,
  }));
type S = Pick<UserStudy, 'study_status' | 'status' | 'dashboard_status' | 'study_type'>;
const us = (over: Partial<S> = {}): S => ({
  study_status: 'active',
  status: 10,
  dashboard_status: 'in_progress',
  study_type: 'core_study',
  ...over,
});
const userProcedure: UserProcedure = {
  procedure_id: 'intro',
  created_at: '2026-06-01T00:00:00Z',
  user_study_id: 1,
  study_id: 1,
};

describe('procedure enabled (001 §4)', () => {
  it.each([
    ['001 §4 enabled: the first procedure', procs(), 0, [], true],
    ['001 §4 enabled: it has created_at', procs('consent'), 2, [], true],
    ['001 §4 enabled: the previous one has created_at', procs('intro'), 1, [], true],
    ['001 §4 enabled: not when the previous is open', procs(), 2, [], false],
    ['001 §4 enabled: screening with an answer', procs(), 1, ['screening'], true],
    ['001 §4 enabled: questionnaire with an answer', procs(), 3, ['questionnaire'], true],
    ['001 §4 enabled: answers do not enable consent', procs(), 2, ['consent'], false],
    ['001 §4 enabled: out of range', procs(), 9, [], false],
  ] as const)('%s', (_n, list, index, answered, expected) => {
    expect(isProcedureEnabled(list, index, new Set(answered))).toBe(expected);
  });

  it('001 §3 procedure flags derived from id, questions and answers', () => {
    const questions = [{ id: 5, procedure: 'questionnaire' }] as Question[];
    const states = procedureStates([...procs('intro')].reverse(), questions, [
      { question: 5, question_option: 50, value: '1' },
      { question: 77, question_option: 1, value: '1' },
    ]);
    expect(states.map((s) => s.id)).toEqual(['intro', 'screening', 'consent', 'questionnaire', 'research']);
    expect(states.map((s) => s.enabled)).toEqual([true, true, false, true, false]);
    expect(states[3]).toMatchObject({ isQuestionnaire: true, hasQuestions: true, special: false });
    expect(states[0]).toMatchObject({ isIntro: true, special: true, hasQuestions: false });
    expect(states[4]).toMatchObject({ isResearch: true, special: true });
    expect(states[1].isScreening && states[2].isConsent).toBe(true);
  });

  it('001 §4 submit marks created_at and enablement follows', () => {
    const after = markCompleted(procs('intro'), 'screening', now);
    expect(after[1].created_at).toBe(now.toISOString());
    expect(markCompleted(after, 'intro', now)[0].created_at).toBe('2026-06-01T00:00:00Z');
    expect(isProcedureEnabled(after, 2, new Set())).toBe(true);
  });

  it('001 §7 user procedures give completion times', () => {
    const list = withCompletion(procs(), [{ ...userProcedure, procedure_id: 'screening' }]);
    expect(list.map((p) => !!p.created_at)).toEqual([false, true, false, false, false]);
  });

  it('001 §4 next procedure in order', () => {
    expect(nextProcedure(procs(), 'consent')?.id).toBe('questionnaire');
    expect(nextProcedure(procs(), 'research')).toBeNull();
    expect(nextProcedure(procs().slice(0, 2), 'consent')).toBeNull();
  });
});

describe('current procedure on the intro (001 §4)', () => {
  it.each([
    ['001 §4 intro: not completed → the intro', procs('intro', 'screening'), us(), 'first', 'intro'],
    [
      '001 §4 intro: closed → the intro',
      procs(),
      us({ study_status: 'closed', dashboard_status: 'completed' }),
      'first',
      'intro',
    ],
    [
      '001 §4 intro: no intro → first without created_at',
      procs('intro', 'screening').slice(1),
      us(),
      'first',
      'consent',
    ],
    [
      '001 §4 intro: no intro, all done → the last',
      procs('screening', 'consent', 'questionnaire', 'research').slice(1),
      us(),
      'first',
      'research',
    ],
    ['001 §4 intro: completed → the first', procs(), us({ dashboard_status: 'completed' }), 'first', 'intro'],
    [
      '001 §4 intro: completed, other variant → the last',
      procs(),
      us({ dashboard_status: 'completed' }),
      'last',
      'research',
    ],
  ] as const)('%s', (_n, list, state, pick, expected) => {
    expect(currentProcedureOnIntro(list, state, pick)?.id).toBe(expected);
  });
  it('001 §4 intro: no procedures', () => {
    expect(currentProcedureOnIntro([], us())).toBeNull();
  });
});

describe('closed, blocked and finished studies (001 §4)', () => {
  it.each([
    ['001 §4 finished: closed with status 0', us({ study_status: 'closed', status: 0 }), true],
    ['001 §4 finished: closed with progress 100', us({ study_status: 'closed', status: 100 }), true],
    ['001 §4 finished: closed mid-way is not', us({ study_status: 'closed', status: 30 }), false],
    ['001 §4 finished: active is not', us({ status: 0 }), false],
  ])('%s', (_n, state, expected) => {
    expect(isStudyFinished(state)).toBe(expected);
  });

  it.each([
    [
      '001 §4 blocked: closed promotional',
      us({ study_type: 'promotional_study', study_status: 'closed', dashboard_status: 'not_started' }),
      [],
      true,
    ],
    [
      '001 §4 blocked: closed promotional in progress is not',
      us({ study_type: 'promotional_study', study_status: 'closed', dashboard_status: 'in_progress' }),
      [],
      false,
    ],
    ['001 §4 blocked: closed core without user procedures', us({ study_status: 'closed' }), [], true],
    ['001 §4 blocked: closed core with user procedures is not', us({ study_status: 'closed' }), [userProcedure], false],
    [
      '001 §4 blocked: closed annual is not',
      us({ study_type: 'annual_questionnaire', study_status: 'closed' }),
      [],
      false,
    ],
    ['001 §4 blocked: open study is not', us({ study_type: 'promotional_study' }), [], false],
  ])('%s', (_n, state, ups, expected) => {
    expect(isStudyBlocked(state, ups)).toBe(expected);
  });

  it('001 §4 closed for the participant: study closed or progress 100', () => {
    expect(isUserStudyClosed(us({ study_status: 'closed' }))).toBe(true);
    expect(isUserStudyClosed(us({ status: 100 }))).toBe(true);
    expect(isUserStudyClosed(us())).toBe(false);
  });
});

describe('preselect (001 §4)', () => {
  it.each([
    [
      '001 §4 preselect: a closed user study goes to the closed study page',
      us({ study_status: 'closed' }),
      { created_at: null },
      [],
      'closed-study',
    ],
    [
      '001 §4 preselect: a completed procedure goes to its status page',
      us(),
      { created_at: '2026-06-01' },
      [],
      'status',
    ],
    ['001 §4 preselect: otherwise the procedure opens', us(), { created_at: null }, [], 'open'],
    ['001 §4 preselect: no procedure opens', us(), null, [], 'open'],
    [
      '001 §2 closed study page skipped for an opportunity still open for the participant',
      us({ study_type: 'promotional_study', study_status: 'closed', dashboard_status: 'in_progress' }),
      { created_at: null },
      [],
      'open',
    ],
    [
      '001 §2 closed study page for a blocked opportunity',
      us({ study_type: 'promotional_study', study_status: 'closed', dashboard_status: 'completed' }),
      { created_at: null },
      [],
      'closed-study',
    ],
    [
      '001 §4 closed studies: a closed study part-way through is not finished, so it opens',
      us({ study_type: 'sub_study', study_status: 'closed', status: 30 }),
      { created_at: null },
      [userProcedure],
      'open',
    ],
    [
      '001 §4 closed studies: a closed study never begun counts as finished',
      us({ study_type: 'sub_study', study_status: 'closed', status: 0 }),
      { created_at: null },
      [],
      'closed-study',
    ],
    [
      '001 §4 preselect: progress 100 is closed',
      us({ status: 100 }),
      { created_at: '2026-06-01' },
      [userProcedure],
      'closed-study',
    ],
  ] as const)('%s', (_n, state, procedure, ups, expected) => {
    expect(preselectOutcome(state, procedure, [...ups])).toBe(expected);
  });

  it('001 §4 loading: not eligible opens the not-eligible page except in review', () => {
    expect(opensNotEligible({ is_eligible: false }, 'scratch')).toBe(true);
    expect(opensNotEligible({ is_eligible: false }, 'review')).toBe(false);
    expect(opensNotEligible({ is_eligible: null }, 'scratch')).toBe(false);
    expect(opensNotEligible({ is_eligible: true }, 'status')).toBe(false);
  });
});
