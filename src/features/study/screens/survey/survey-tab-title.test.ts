import { describe, expect, it } from 'vitest';
import type { QuestionFlow } from '@engine';
import { INSULIN, CGM, q, opt } from '../../components/test-questions';
import { surveyTabTitle } from './survey-tab-title';

// Every survey step names its browser tab for itself (WCAG 2.4.2), not the study alone.

const STUDY = 'T1D Registry Core Study';
const QUESTIONNAIRE = { id: 'questionnaire' as const, title: 'Questionnaire' };
const LONG = q(1118, `Is there ${'anything else you would like to tell us '.repeat(4)}?`, 'single', [
  opt(111801, 'text', 'Your answer'),
]);
const flow: QuestionFlow = {
  questions: [INSULIN, CGM, LONG],
  rules: [],
  answers: [],
  context: { now: new Date(2026, 5, 15) },
};

describe('surveyTabTitle', () => {
  it('names a question by its position and title, then the step and the study', () => {
    expect(surveyTabTitle(STUDY, QUESTIONNAIRE, flow, CGM.id)).toBe(
      'Question 2 of 3: Which CGM? – Questionnaire – T1D Registry Core Study',
    );
  });

  it('names a step without a question by the step and the study', () => {
    expect(surveyTabTitle(STUDY, { id: 'consent', title: 'Consent' }, flow, null)).toBe(
      'Consent – T1D Registry Core Study',
    );
    // A question that is not the step's (hidden, or another step's): the step.
    expect(surveyTabTitle(STUDY, QUESTIONNAIRE, flow, 9999)).toBe('Questionnaire – T1D Registry Core Study');
  });

  it('cuts a long question title to 80 characters in the tab', () => {
    const title = surveyTabTitle(STUDY, QUESTIONNAIRE, flow, LONG.id)!;
    const question = title.split(': ')[1].split(' – ')[0];
    expect(question.length).toBeLessThanOrEqual(80);
    expect(question.endsWith('…')).toBe(true);
  });

  it('is the study alone until the step is known', () => {
    expect(surveyTabTitle(STUDY, null, null, null)).toBe(STUDY);
    expect(surveyTabTitle(undefined, QUESTIONNAIRE, flow, CGM.id)).toBeUndefined();
  });
});
