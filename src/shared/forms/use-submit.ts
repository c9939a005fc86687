import { useCallback, useState } from 'react';
import { isApiError, type ApiError } from '../api/client/api-error';
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
