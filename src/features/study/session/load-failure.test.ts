import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/client/api-error';
import { studyLoadFailureMessage } from './load-failure';

// A study that cannot be loaded says so once, with the short snackbar (spec 001 §8).

describe('studyLoadFailureMessage', () => {
  const failed = (status: number) => new ApiError(status, { detail: 'x' }, 'GET', '/api/participant/1/user-studies/2');

  it.each([403, 404])('the study calls’ own %i: the generic text', (status) => {
    expect(studyLoadFailureMessage(failed(status))).toBe('Oops! Something went wrong');
  });

  it.each([0, 401, 500])(
    'a %i the API client has already reported: nothing more (one message per failure)',
    (status) => {
      expect(studyLoadFailureMessage(failed(status))).toBeNull();
    },
  );

  it('a failure that is not an HTTP answer: Unknown error', () => {
    expect(studyLoadFailureMessage(new TypeError('x is undefined'))).toBe('Unknown error');
  });
});
