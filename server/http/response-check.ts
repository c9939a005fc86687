import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { Detail, FieldErrors } from '@contract';
import type { AnyEndpoint } from '@contract/endpoints';
import { rowOf } from './endpoint-adapter';

// Test mode (createTestApp turns it on): every JSON answer a row sends is checked against the
// row's `responses[status]`, so the contract the client reads and what the server sends cannot
// drift apart. A mismatch fails the request with 500 and names the row, the status and the path.

/** The error bodies every row may answer without listing them (401, 403, 404, 500 …). */
const ANY_ERROR = Type.Union([Detail, FieldErrors]);

export class ContractMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractMismatchError';
  }
}

/** The schema an answer of this status must match; undefined when the row does not allow it. */
export function answerSchema(row: AnyEndpoint, status: number): TSchema | undefined {
  const listed = row.responses[status];
  if (listed) return listed;
  return status >= 400 ? ANY_ERROR : undefined;
}

/** Why a body does not match (the first few problems), or undefined when it does. */
export function answerMismatch(name: string, row: AnyEndpoint, status: number, body: unknown): string | undefined {
  const schema = answerSchema(row, status);
  if (!schema) return `${name} answered ${status}, which its row does not list`;
  if (Value.Check(schema, body)) return undefined;
  const problems = [...Value.Errors(schema, body)].slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`);
  return `${name} answered ${status} with a body its row does not allow: ${problems.join('; ')}`;
}

/** Adds the check; answers the list of mismatches seen, which the test app reports when it closes. */
export function checkAnswersAgainstContract(app: FastifyInstance): string[] {
  const seen: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const name = request.routeOptions.config.endpoint;
    if (!name || reply.statusCode >= 500) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const body: unknown = typeof payload === 'string' ? JSON.parse(payload) : payload;
    const mismatch = answerMismatch(name, rowOf(name), reply.statusCode, body);
    if (!mismatch) return payload;
    seen.push(mismatch);
    throw new ContractMismatchError(mismatch);
  });
  return seen;
}
