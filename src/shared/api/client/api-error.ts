/**
 * A failed call: `status` is the HTTP status (0 when the server was not reached) and `body` the
 * parsed answer, so a form can map a `{field: [messages]}` body onto its controls.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /**
   * Whether the client has already told the participant (the error catalogue's snackbar or
   * dialog, spec 000 §8): a form that catches it then adds no message of its own, so one failure
   * reads as one message.
   */
  announced = false;
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly method: string,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(status === 0 ? `Network failure on ${method} ${url}` : `HTTP ${status} on ${method} ${url}`, options);
  }

  /** True when the server was never reached (offline, DNS, CORS, aborted). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** `detail` of a `{detail}` body, e.g. 403 'registration is blocked'. */
  get detail(): string | undefined {
    const body = this.body as { detail?: unknown } | null;
    return body && typeof body === 'object' && typeof body.detail === 'string' ? body.detail : undefined;
  }

  /** The body's field errors, each field's messages joined into one string (spec 000 §4 profile forms). */
  get fieldErrors(): Record<string, string> {
    return fieldErrorMessages(this.body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** `{field: ['a', 'b'], other: 'c'}` → `{field: 'a b', other: 'c'}`; anything else → `{}`. */
export function fieldErrorMessages(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string') out[field] = value;
    else if (Array.isArray(value)) {
      const messages = value.filter((m): m is string => typeof m === 'string');
      if (messages.length) out[field] = messages.join(' ');
    }
  }
  return out;
}
