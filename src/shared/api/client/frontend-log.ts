import type { Environment } from '@/config/settings';
import { isApiError } from './api-error';
import type { ApiClient } from './create-api-client';

/** The contract's limits of the log payload: longer texts would be refused with a 400. */
const MAX_MESSAGE = 4000;
const MAX_STACK = 20000;

export function toLogPayload(error: unknown): { message: string; stackTrace: string } {
  const clip = (message: string, stackTrace: string) => ({
    message: message.slice(0, MAX_MESSAGE),
    stackTrace: stackTrace.slice(0, MAX_STACK),
  });
  if (error instanceof Error) return clip(error.message || error.name, error.stack ?? '');
  if (typeof error === 'string') return clip(error, '');
  let message: string;
  try {
    message = JSON.stringify(error) ?? String(error);
  } catch {
    message = String(error);
  }
  return clip(message, '');
}

/**
 * Row `logFrontendError` (POST /registry/frontend-log): sends a non-HTTP error to the registry
 * (spec 000 §7). HTTP failures are skipped: the server has seen those already. The row is public,
 * but the token goes along when there is one, so the server can record whose page failed. Own
 * errors: every failure, swallowed; it never throws, so it cannot loop through the error handlers.
 */
export async function logFrontendError(client: ApiClient, environment: Environment, error: unknown): Promise<void> {
  if (environment === 'development' || isApiError(error)) return;
  try {
    await client.call('logFrontendError', { body: toLogPayload(error) }, { ownErrors: true, auth: true });
  } catch {
    // Logging is best effort.
  }
}

/** Reports the page's uncaught errors and unhandled rejections; returns the function that stops it. */
export function reportUncaughtErrors(
  client: ApiClient,
  environment: Environment,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): () => void {
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
