import type { FieldErrors } from '@contract';

/** An answer with a status and a body, thrown by handlers and sent as is by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(
      typeof body === 'object' && body && 'detail' in body
        ? String((body as { detail: unknown }).detail)
        : `HTTP ${statusCode}`,
    );
  }
}

export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
export const unauthorized = (detail = 'Authentication credentials were not provided or are invalid.') =>
  new HttpError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const conflict = (errors: FieldErrors | { detail: string }) => new HttpError(409, errors);
export const tooManyRequests = (detail: string) => new HttpError(429, { detail });

/** What a request is told while the server cannot serve it (the database away, the process stopping). */
export const UNAVAILABLE = 'The registry is not available right now. Please try again in a moment.';
