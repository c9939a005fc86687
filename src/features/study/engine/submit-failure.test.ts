import { describe, expect, it } from 'vitest';
import { submitOutcome } from './outcomes';
import { failedSubmitOutcome, refusalMessages } from './submit-failure';

// A submit the server refuses stores nothing: the participant is told why and stays on the step
// (spec 001 §4, §8), whatever shape the refusal's body has.

describe('refusalMessages: the shapes of a refusal', () => {
  it.each([
    [
      'a list of messages (DECISIONS §4)',
      ['Please complete the Introduction first.'],
      ['Please complete the Introduction first.'],
    ],
    [
      'non_field_errors',
      { non_field_errors: ['You are not eligible to continue this study.'] },
      ['You are not eligible to continue this study.'],
    ],
    ['detail', { detail: 'Not found.' }, ['Not found.']],
    [
      'messages per field',
      { procedure_id: ['This study has no "research" procedure.'] },
      ['This study has no "research" procedure.'],
    ],
    ['a plain text body', 'This study is closed.', ['This study is closed.']],
    ['an empty list', [], []],
    ['no body', undefined, []],
    ['a body of no known shape', { code: 7 }, []],
    ['non-texts in a list are left out', ['A', 3, null, ''], ['A']],
  ])('%s', (_name, body, expected) => {
    expect(refusalMessages(body)).toEqual(expected);
  });
});

describe('failedSubmitOutcome', () => {
  it.each([
    [400, ['Please complete the Introduction first.'], ['Please complete the Introduction first.']],
    [
      400,
      { non_field_errors: ['You are not eligible to continue this study.'] },
      ['You are not eligible to continue this study.'],
    ],
    [
      403,
      { detail: 'You do not have permission to perform this action.' },
      ['You do not have permission to perform this action.'],
    ],
    [404, { detail: 'Not found.' }, ['Not found.']],
    [409, { detail: 'This study is closed.' }, ['This study is closed.']],
    [400, {}, []],
  ])('a %i refusal is refused with the server messages, never a success', (status, body, messages) => {
    expect(failedSubmitOutcome({ status, body })).toEqual({ kind: 'refused', messages });
  });

  it('a list of missing answers leads to the first missing question', () => {
    expect(
      failedSubmitOutcome({ status: 400, body: ['There are not answered questions: 1003, 1004', 'Invalid date.'] }),
    ).toEqual({ kind: 'missing-answers', questionIds: [1003, 1004] });
  });

  it.each([0, 401, 429, 500, 502])(
    'a %i was reported by the API client (one message for one failed call): nothing more',
    (status) => {
      expect(failedSubmitOutcome({ status, body: undefined })).toEqual({ kind: 'reported' });
    },
  );

  it('a failure without an HTTP answer is the unknown failure', () => {
    expect(failedSubmitOutcome(null)).toEqual({ kind: 'unknown-failure' });
  });
});

describe('submitOutcome with messages', () => {
  it('a refusal that lists no missing answer is refused, not the eligible dialog', () => {
    expect(
      submitOutcome('screening', {
        eligible: null,
        studyType: 'core_study',
        errors: ['Please complete the Introduction first.'],
      }),
    ).toEqual({ kind: 'refused', messages: ['Please complete the Introduction first.'] });
  });

  it('a refused questionnaire is not the status page', () => {
    expect(
      submitOutcome('questionnaire', { eligible: null, studyType: 'sub_study', errors: ['This study is closed.'] }),
    ).toEqual({ kind: 'refused', messages: ['This study is closed.'] });
  });
});
