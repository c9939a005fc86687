import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/client/api-error';
import { createFeedbackStore } from '@/shared/ui/feedback/feedback-store';
import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { StudySession } from '../../session/study-session';
import { reportSubmitFailure, submitOnBack, type SubmitContext } from './run-submit';

// What a failed submit says (spec 001 §8 'Submit failure: error text in a snackbar', spec 000 §8):
// the server's reason, 'Unknown error' without an HTTP answer, and nothing twice.

const refusal = (status: number, body: unknown) =>
  new ApiError(status, body, 'POST', '/api/participant/7/user-studies/5/user-procedures');

describe('reportSubmitFailure', () => {
  it.each([
    [
      'a list of messages',
      refusal(400, ['Please complete the Introduction first.']),
      'Please complete the Introduction first.',
    ],
    ['non_field_errors', refusal(400, { non_field_errors: ['This study is closed.'] }), 'This study is closed.'],
    ['detail', refusal(403, { detail: 'Not allowed.' }), 'Not allowed.'],
    ['two messages', refusal(400, ['First.', 'Second.']), 'First. Second.'],
    ['a refusal without words: the generic text', refusal(400, {}), 'Oops! Something went wrong'],
    ['no HTTP answer at all', new TypeError("Cannot read properties of undefined (reading 'id')"), 'Unknown error'],
  ])('%s: one failure snackbar with the text', (_name, error, message) => {
    const feedback = createFeedbackStore();
    reportSubmitFailure(error, feedback);
    expect(feedback.snackbars.value).toEqual([
      expect.objectContaining({ kind: 'failure', message, durationMs: 10000 }),
    ]);
  });

  it.each([0, 401, 500])('a %i the API client has already reported adds no message of its own', (status) => {
    const feedback = createFeedbackStore();
    expect(reportSubmitFailure(refusal(status, undefined), feedback)).toEqual({ kind: 'reported' });
    expect(feedback.snackbars.value).toEqual([]);
  });

  it('missing answers lead to the question, with no snackbar', () => {
    const feedback = createFeedbackStore();
    expect(reportSubmitFailure(refusal(400, ['There are not answered questions: 12']), feedback)).toEqual({
      kind: 'missing-answers',
      questionIds: [12],
    });
    expect(feedback.snackbars.value).toEqual([]);
  });
});

describe('submitOnBack', () => {
  const context = (answer: () => Promise<unknown>): SubmitContext => ({
    client: { call: answer } as unknown as ApiClient,
    session: { saveValid: async () => true, refresh: async () => undefined } as unknown as StudySession,
    feedback: createFeedbackStore(),
    ids: { studyId: 101, userStudyId: 5, userId: 7 },
    procedure: 'questionnaire',
    studyType: 'sub_study',
    clientId: undefined,
    externalServices: undefined,
  });

  it('stays on the step when the server refuses, goes to a missing question, or goes on once stored', async () => {
    const refused = context(() => Promise.reject(refusal(400, ['Please complete the Introduction first.'])));
    expect(await submitOnBack(refused)).toEqual({ kind: 'stay' });
    expect(refused.feedback.snackbars.value).toEqual([
      expect.objectContaining({ message: 'Please complete the Introduction first.' }),
    ]);
    const missing = context(() => Promise.reject(refusal(400, ['There are not answered questions: 12, 13'])));
    expect(await submitOnBack(missing)).toEqual({ kind: 'question', id: 12 });
    const stored = context(() => Promise.resolve({ user_study_is_eligible: true }));
    expect(await submitOnBack(stored)).toEqual({ kind: 'on' });
  });
});
