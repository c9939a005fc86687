import { isApiError } from '@/shared/api/client/api-error';
import type { SaveFailure } from './save-queue';

/** A failed answer save: a 400 is the server refusing it (its error_message items), anything else not reached. */
export function classify(error: unknown): SaveFailure {
  if (isApiError(error) && error.status === 400 && Array.isArray(error.body)) {
    const messages = (error.body as { error_message?: unknown }[])
      .map((item) => item?.error_message)
      .filter((m): m is string => typeof m === 'string');
    return { refused: true, messages };
  }
  return { refused: false };
}
