import { useCallback, useState } from 'react';
import { isApiError, type ApiError } from '../api/client/api-error';

interface ServerErrorTarget {
  applyServerErrors(error: unknown): boolean;
  setFormError(message: string | null): void;
}

export interface SubmitOptions {
  /** Handles a refusal itself first; answer true when it did. */
  onApiError?: (error: ApiError) => boolean;
  /** The form message when the server gave neither field errors nor a detail. */
  fallbackMessage?: string | null;
}

/**
 * Runs a form's call with the busy flag on, and puts an API refusal on the form (field errors
 * on their fields, the rest as the form's alert, see useServerErrors). Anything else is a bug
 * and is rethrown.
 */
export function useSubmit(target: ServerErrorTarget) {
  const [busy, setBusy] = useState(false);
  const { applyServerErrors, setFormError } = target;
  const run = useCallback(
    async (action: () => Promise<void>, { onApiError, fallbackMessage = null }: SubmitOptions = {}) => {
      setBusy(true);
      try {
        await action();
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (onApiError?.(error)) return;
        if (!applyServerErrors(error)) setFormError(error.detail ?? fallbackMessage);
      } finally {
        setBusy(false);
      }
    },
    [applyServerErrors, setFormError],
  );
  return { busy, run };
}
