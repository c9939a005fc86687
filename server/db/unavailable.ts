// Whether an error says the database could not be reached, rather than that a statement was wrong:
// PostgreSQL stopped or restarting, the network to it down, or no connection free within the
// pool's time. Such a request did not change anything and can be tried again in a moment, so it
// answers 503 with Retry-After instead of a 500 (http/validation.ts).

/** Network failures of a connection (node's codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of an unreachable server: class 08 (connection exception), the server
 * shutting down or starting up (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** What pg and its pool say when a connection ends, or cannot be had, without a SQLSTATE. */
const POOL_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  if (typeof message === 'string' && POOL_MESSAGES.some((m) => message.includes(m))) return true;
  // Node tries each address of a host name in turn, and reports every failure at once.
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable);
}

/** How long a client is asked to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;
