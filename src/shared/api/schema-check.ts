import type { Static } from 'typebox';
import type * as Contract from './contract';

// Only types come from typebox and the contract here: the checker and the schema objects are
// imported on demand, so the bundles of prod, staging, sb and qa never load them.

type ContractModule = typeof Contract;

/**
 * A build where a dynamic import would be inlined (the single-file embed) defines this as false,
 * so the checker and the contract stay out of it; other builds leave it undefined.
 */
declare const __REGISTRY_SCHEMA_CHECKS__: boolean | undefined;

/** Export names of the contract's schemas: what a call names as its `schema`. */
export type SchemaName = { [K in keyof ContractModule]: ContractModule[K] extends { '~kind': string } ? K : never }[keyof ContractModule];

/** The type a named schema describes. */
export type SchemaType<K extends SchemaName> = Static<ContractModule[K]>;

export interface SchemaIssue {
  path: string;
  message: string;
}

/** A response that does not match its contract schema (development only). */
export class SchemaMismatchError extends Error {
  override readonly name = 'SchemaMismatchError';
  constructor(
    readonly schema: string,
    readonly request: string,
    readonly issues: SchemaIssue[],
  ) {
    super(`Response of ${request} does not match ${schema}: ${issues.map((i) => `${i.path || '/'} ${i.message}`).join('; ')}`);
  }
}

/**
 * Checks `data` against the contract's schema `name`; throws SchemaMismatchError with every
 * issue. The caller decides whether checks run (never in prod, staging, sb, qa).
 */
export async function checkResponse(name: SchemaName, data: unknown, request: string): Promise<void> {
  if (typeof __REGISTRY_SCHEMA_CHECKS__ !== 'undefined' && !__REGISTRY_SCHEMA_CHECKS__) return;
  const [{ Value }, contract] = await Promise.all([import('typebox/value'), import('./contract')]);
  const schema = contract[name];
  if (!schema || typeof schema !== 'object') throw new SchemaMismatchError(String(name), request, [{ path: '', message: 'no such schema in the contract' }]);
  if (Value.Check(schema, data)) return;
  const issues = Value.Errors(schema, data)
    .slice(0, 20)
    .map((e) => ({ path: e.instancePath, message: e.message }));
  throw new SchemaMismatchError(String(name), request, issues);
}
