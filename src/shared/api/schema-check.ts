import type { TSchema } from 'typebox';
import type { EndpointName } from '@contract/routes';

// Only types come from typebox and the endpoint table here: the checker and the schema objects
// (endpoints.ts) are imported on demand, so the bundles of prod, staging, sb and qa never load them.

/**
 * A build where a dynamic import would be inlined (the single-file embed) defines this as false,
 * so the checker and the schemas stay out of it; other builds leave it undefined.
 */
declare const __REGISTRY_SCHEMA_CHECKS__: boolean | undefined;

export interface SchemaIssue {
  path: string;
  message: string;
}

/** An answer that does not match its row of the endpoint table (development only). */
export class SchemaMismatchError extends Error {
  override readonly name = 'SchemaMismatchError';
  constructor(
    readonly endpoint: string,
    readonly status: number,
    readonly request: string,
    readonly issues: SchemaIssue[],
  ) {
    const details = issues.map((i) => `${i.path || '/'} ${i.message}`).join('; ');
    super(`Answer ${status} of ${request} does not match endpoints.${endpoint}.responses[${status}]: ${details}`);
  }
}

/**
 * Checks an answer against `endpoints[endpoint].responses[status]`; throws SchemaMismatchError with
 * every issue (also when the row lists no answer of that status). The caller decides whether
 * checks run (never in prod, staging, sb, qa: spec 000 §5, 001 §8).
 */
export async function checkAnswer(
  endpoint: EndpointName,
  status: number,
  data: unknown,
  request: string,
): Promise<void> {
  if (typeof __REGISTRY_SCHEMA_CHECKS__ !== 'undefined' && !__REGISTRY_SCHEMA_CHECKS__) return;
  const [{ Value }, { endpointSchemas }] = await Promise.all([import('typebox/value'), import('@contract/endpoints')]);
  const schema = (endpointSchemas[endpoint].responses as Record<number, TSchema | undefined>)[status];
  if (!schema) {
    throw new SchemaMismatchError(endpoint, status, request, [
      { path: '', message: `no answer with status ${status} in the table` },
    ]);
  }
  if (Value.Check(schema, data)) return;
  const issues = Value.Errors(schema, data)
    .slice(0, 20)
    .map((e) => ({ path: e.instancePath, message: e.message }));
  throw new SchemaMismatchError(endpoint, status, request, issues);
}
