import type { Environment } from '../../../config/settings';
import { isApiError } from './api-error';
import type { ApiClient } from './create-api-client';

export const FRONTEND_LOG_URL = '/registry/frontend-log';

export interface FrontendLogPayload {
  message: string;
  stackTrace: string;
}

export function toLogPayload(error: unknown): FrontendLogPayload {
  if (error instanceof Error) return { message: error.message || error.name, stackTrace: error.stack ?? '' };
  if (typeof error === 'string') return { message: error, stackTrace: '' };
  let message: string;
  try {
    message = JSON.stringify(error) ?? String(error);
  } catch {
    message = String(error);
  }
  return { message, stackTrace: '' };
}

/**
 * Sends a non-HTTP error to the registry (spec 000 §7). HTTP failures are skipped: the server has
 * seen those already. Never throws, so it cannot loop through the error handlers.
 */
export async function logFrontendError(client: ApiClient, environment: Environment, error: unknown): Promise<void> {
  if (environment === 'development' || isApiError(error)) return;
  try {
    await client.post(FRONTEND_LOG_URL, toLogPayload(error), { ownErrors: true });
  } catch {
    // Logging is best effort.
  }
}

/** Reports the page's uncaught errors and unhandled rejections; returns the function that stops it. */
export function reportUncaughtErrors(client: ApiClient, environment: Environment, target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  if (environment === 'development') return () => undefined;
  const onError = (event: ErrorEvent) => void logFrontendError(client, environment, event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => void logFrontendError(client, environment, event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
