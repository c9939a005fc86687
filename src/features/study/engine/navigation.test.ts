import { describe, expect, it } from 'vitest';
import type { ModuleSetting } from '@contract/study';
import { conclusionPopup, findModuleSetting } from './dialogs';
import { backDecision } from './navigation';

describe('001 §4 Back from the question screen', () => {
  const base = { isLastQuestion: false, preview: false, unansweredCount: 0, submitted: false };
  it.each([
    ['the last question, nothing unanswered: submits', { ...base, isLastQuestion: true }, 'submit'],
    ['preview mode, nothing unanswered: submits', { ...base, preview: true }, 'submit'],
    [
      'the last question with one answer absent: leaves',
      { ...base, isLastQuestion: true, unansweredCount: 1 },
      'leave',
    ],
    ['preview with more than one absent: leaves', { ...base, preview: true, unansweredCount: 2 }, 'leave'],
    ['a middle question, nothing unanswered: leaves', base, 'leave'],
    ['a procedure already submitted: leaves', { ...base, isLastQuestion: true, submitted: true }, 'leave'],
  ] as const)('%s', (_name, state, decision) => {
    expect(backDecision(state)).toBe(decision);
  });
});

describe('001 §2/§4 the questionnaire conclusion popup', () => {
  const setting = (id: number, over: Partial<ModuleSetting>): ModuleSetting =>
    ({
      id,
      procedure: 'questionnaire',
      module_type: 'page',
      stage: 'conclusion',
      content: { title: `t${id}`, body_text: '<p>b</p>', button_text: 'OK' },
      ...over,
    }) as ModuleSetting;
  const page = setting(1, {});
  const popup = setting(2, { module_type: 'popup' });

  it('is the popup module setting at the conclusion stage, not the conclusion page', () => {
    expect(conclusionPopup([page, popup], 'questionnaire')).toBe(popup);
    expect(findModuleSetting([popup, page], 'questionnaire', 'conclusion', 'page')).toBe(page);
  });
  it('shows none without a popup setting or after another procedure', () => {
    expect(conclusionPopup([page], 'questionnaire')).toBeNull();
    expect(conclusionPopup([{ ...popup, procedure: 'screening' }], 'screening')).toBeNull();
  });
});
