import { describe, expect, it } from 'vitest';
import type { Procedure, ProcedureId, Question } from '@contract/study';
import type { StoredAnswer } from './conditions';
import { procedureGate, type ProcedureGateInput } from './procedure-gate';

const procedures: Procedure[] = (['intro', 'screening', 'consent', 'questionnaire'] as const).map((id, i) => ({
  id,
  title: id[0].toUpperCase() + id.slice(1),
  order: i + 1,
}));
const questions: Question[] = [
  {
    id: 1,
    title: 'Diagnosed?',
    order: 1,
    procedure: 'screening',
    question_type: 'single',
    options: [{ id: 11, widget: 'radio', title: 'Yes', order: 1 }],
  },
  {
    id: 2,
    title: 'Pump?',
    order: 1,
    procedure: 'questionnaire',
    question_type: 'single',
    options: [{ id: 21, widget: 'radio', title: 'Yes', order: 1 }],
  },
];
const done = (...ids: ProcedureId[]) =>
  ids.map((procedure_id) => ({ procedure_id, created_at: '2026-06-01T00:00:00Z' }));
const input = (over: Partial<ProcedureGateInput> = {}): ProcedureGateInput => ({
  procedures,
  userProcedures: [],
  questions,
  answers: [],
  userStudy: { study_status: 'active', is_eligible: null },
  ...over,
});
const answered: StoredAnswer[] = [{ question: 2, question_option: 21, value: 'true' }];

describe('procedure gate: answering and submitting (001 §4 procedure enabled, submit)', () => {
  it.each<[string, ProcedureGateInput, ProcedureId, 'answer' | 'submit', string]>([
    ['001 §4 the first procedure is open', input(), 'intro', 'submit', 'open'],
    [
      '001 §4 screening opens once the intro is completed',
      input({ userProcedures: done('intro') }),
      'screening',
      'answer',
      'open',
    ],
    ['001 §4 screening before the intro: the previous step first', input(), 'screening', 'answer', 'previous-open'],
    [
      '001 §4 submit before the previous step',
      input({ userProcedures: done('intro') }),
      'consent',
      'submit',
      'previous-open',
    ],
    [
      '001 §4 a submitted procedure is final for answers',
      input({ userProcedures: done('intro', 'screening') }),
      'screening',
      'answer',
      'submitted',
    ],
    [
      '001 §4 a submitted procedure is final for submits',
      input({ userProcedures: done('intro') }),
      'intro',
      'submit',
      'submitted',
    ],
    [
      '001 §4 a closed study takes nothing',
      input({ userStudy: { study_status: 'closed', is_eligible: null } }),
      'intro',
      'submit',
      'closed',
    ],
    [
      '001 §4 not eligible: no consent',
      input({ userProcedures: done('intro'), userStudy: { study_status: 'active', is_eligible: false } }),
      'consent',
      'submit',
      'not-eligible',
    ],
    [
      '001 §4 not eligible: screening answers stay possible (reattempt)',
      input({ userProcedures: done('intro'), userStudy: { study_status: 'active', is_eligible: false } }),
      'screening',
      'answer',
      'open',
    ],
    [
      '001 §4 enabled by its answers: a begun questionnaire takes answers',
      input({ userProcedures: done('intro'), answers: answered }),
      'questionnaire',
      'answer',
      'open',
    ],
    [
      '001 §4 …but is not submitted before consent',
      input({ userProcedures: done('intro'), answers: answered }),
      'questionnaire',
      'submit',
      'previous-open',
    ],
    ['001 §4 a procedure the study lacks', input(), 'research', 'submit', 'unknown'],
  ])('%s', (_name, gateInput, procedure, action, expected) => {
    const gate = procedureGate(gateInput, procedure, action);
    expect(gate.open ? 'open' : gate.reason).toBe(expected);
  });

  it('001 §4 names the previous procedure to complete first', () => {
    expect(procedureGate(input({ userProcedures: done('intro') }), 'consent', 'submit')).toMatchObject({
      open: false,
      reason: 'previous-open',
      previous: { id: 'screening', title: 'Screening' },
    });
  });
});
