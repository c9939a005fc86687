import { parseMissingAnswersMessage } from './required-answers';
import type { SubmitOutcome } from './outcomes';

// A submit the server did not accept (spec 001 §4 Procedure submit, §8 'Submit failure: error text
// in a snackbar'): nothing was stored, so the participant stays on the step with their answers and
// is told why. Missing answers lead to the first missing question instead.

/**
 * The statuses of a refused submit that the survey explains itself, with the server's words. A
 * dropped call (status 0), 401 and 5xx are the API client's: it has already shown the connection
 * message, sent the participant to sign in or opened the error dialog, once.
 */
export const SUBMIT_REFUSAL_STATUSES: readonly number[] = [400, 403, 404, 409];

const texts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((m): m is string => typeof m === 'string' && m.trim() !== '')
    : typeof value === 'string' && value.trim() !== ''
      ? [value]
      : [];

/**
 * What a refusal's body says, in the shapes the registry answers: a list of messages
 * (DECISIONS §4), `{non_field_errors: [...]}`, `{detail}`, or messages per field.
 */
export function refusalMessages(body: unknown): string[] {
  if (Array.isArray(body) || typeof body === 'string') return texts(body);
  if (!body || typeof body !== 'object') return [];
  const fields = body as Record<string, unknown>;
  const general = [...texts(fields.non_field_errors), ...texts(fields.detail)];
  if (general.length > 0) return general;
  return Object.values(fields).flatMap(texts);
}

/** A failed submit: the server's answer (status and body), or null when there was none to read (a script error). */
export type SubmitFailure = { status: number; body: unknown } | null;

/**
 * What follows a failed submit: the first missing question when the server lists missing answers;
 * a refusal with the server's messages (empty: it gave none, the generic text stands in); nothing
 * more when the client has reported the failure; the spec's 'Unknown error' for a failure that is
 * not an HTTP answer at all. Never a success, a dialog or the status page.
 */
export function failedSubmitOutcome(failure: SubmitFailure): SubmitOutcome {
  if (!failure) return { kind: 'unknown-failure' };
  if (!SUBMIT_REFUSAL_STATUSES.includes(failure.status)) return { kind: 'reported' };
  const messages = refusalMessages(failure.body);
  const missing = messages.flatMap((m) => parseMissingAnswersMessage(m) ?? []);
  if (missing.length > 0) return { kind: 'missing-answers', questionIds: missing };
  return { kind: 'refused', messages };
}

/** Whether the submit did not happen: the participant stays on the step, with their answers. */
export function submitFailed(outcome: SubmitOutcome): boolean {
  return outcome.kind === 'refused' || outcome.kind === 'reported' || outcome.kind === 'unknown-failure';
}
