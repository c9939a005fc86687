import { useCallback, useState } from 'react';
import { fieldErrorMessages, isApiError, type ApiError } from '../api/client/api-error';
import { MESSAGES } from '../api/client/failure-feedback';

interface ServerErrorTarget {
  applyServerErrors(error: unknown): boolean;
  setFormError(message: string | null): void;
}

export interface SubmitOptions {
  /** Handles a refusal itself first; answer true when it did. */
  onApiError?: (error: ApiError) => boolean;
}

/**
 * What a form says of a failure it handles itself and cannot place on a field: the server's
 * `detail`, else the catalogue's words for the kind of failure (spec 000 §8). Never a guess at
 * the cause: a failed call says only that it failed.
 */
export function formFailureMessage(error: ApiError): string {
  if (error.isNetworkError) return MESSAGES.connection;
  return error.detail ?? MESSAGES.generic;
}

/**
 * Runs a form's call with the busy flag on, and puts an API refusal on the form (field errors
 * on their fields, the rest as the form's alert, see useServerErrors). One failure, one message:
 * a failure the client has already announced (the catalogue's snackbar or dialog for a dropped
 * call, a 500, a 502) adds nothing on the form. Anything else is a bug and is rethrown.
 */
export function useSubmit(target: ServerErrorTarget) {
  const [busy, setBusy] = useState(false);
  const { applyServerErrors, setFormError } = target;
  const run = useCallback(
    async (action: () => Promise<void>, { onApiError }: SubmitOptions = {}) => {
      setBusy(true);
      try {
        await action();
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (onApiError?.(error)) return;
        if (applyServerErrors(error) || error.announced) return;
        setFormError(formFailureMessage(error));
      } finally {
        setBusy(false);
      }
    },
    [applyServerErrors, setFormError],
  );
  return { busy, run };
}

export interface ServerErrorPlacement<F extends string> {
  /** The messages that belong to a control of the form, in the server's order. */
  onFields: [F, string][];
  /** What matches no control (`non_field_errors`, `detail`): the form's own alert. */
  leftover: string[];
}

/**
 * Sorts a refusal's `{field: [messages]}` body onto the form's controls (messages joined);
 * `aliases` renames server fields, e.g. `{ password: 'code' }` on the dual-factor form.
 * Null for anything that is not an API error or names no field at all.
 */
export function placeServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): ServerErrorPlacement<F> | null {
  if (!isApiError(error)) return null;
  const messages = Object.entries(fieldErrorMessages(error.body));
  if (!messages.length) return null;
  const placement: ServerErrorPlacement<F> = { onFields: [], leftover: [] };
  for (const [serverField, message] of messages) {
    const field = aliases[serverField] ?? (serverField as F);
    if (fields.includes(field)) placement.onFields.push([field, message]);
    else placement.leftover.push(message);
  }
  return placement;
}
