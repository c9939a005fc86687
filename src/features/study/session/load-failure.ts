import { isApiError } from '@/shared/api/client/api-error';
import { MESSAGES } from '@/shared/api/client/failure-feedback';

/** The study calls' own failures (the user study or study not found, not the participant's: 403, 404). */
export const STUDY_LOAD_OWN_ERRORS: readonly number[] = [403, 404];

/**
 * The short (5 s) failure snackbar of a study that could not be loaded (spec 001 §8), on every
 * screen that loads one: the generic text for the study calls' own failures, 'Unknown error'
 * (spec 000 §8) for a failure that is not an HTTP answer, and nothing when the API client has
 * already said it (a dropped call's connection message, the error dialog, sign-in): one failure,
 * one message.
 */
export function studyLoadFailureMessage(error: unknown): string | null {
  if (!isApiError(error)) return MESSAGES.unknown;
  return STUDY_LOAD_OWN_ERRORS.includes(error.status) ? MESSAGES.generic : null;
}
