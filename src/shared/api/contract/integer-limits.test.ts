import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import type { EndpointName } from './routes';

// An id of 2^31 or more would overflow the database's integer columns (a 500); every
// integer a request can carry has a maximum that fits, so the validator answers 400 instead.

const MAX_INT = 2147483647;

interface SchemaNode {
  type?: string | string[];
  maximum?: number;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

/** Paths of integer schemas under `schema` without a maximum that fits a 32-bit column. */
export function unboundedIntegers(schema: SchemaNode | undefined, path: string, out: string[] = []): string[] {
  if (!schema || typeof schema !== 'object') return out;
  if (schema.type === 'integer' && !(schema.maximum !== undefined && schema.maximum <= MAX_INT)) out.push(path);
  for (const [name, child] of Object.entries(schema.properties ?? {})) unboundedIntegers(child, `${path}.${name}`, out);
  if (typeof schema.additionalProperties === 'object') unboundedIntegers(schema.additionalProperties, `${path}{}`, out);
  if (schema.items) unboundedIntegers(schema.items, `${path}[]`, out);
  for (const list of [schema.anyOf, schema.allOf, schema.oneOf]) list?.forEach((c) => unboundedIntegers(c, path, out));
  return out;
}

describe('request integer limits', () => {
  const names = Object.keys(endpoints) as EndpointName[];
  it.each(names)('%s: every integer in its params, query and body is at most 2^31 - 1', (name) => {
    const row = endpoints[name] as Record<string, unknown>;
    const found = (['params', 'query', 'body'] as const).flatMap((part) =>
      unboundedIntegers(row[part] as SchemaNode | undefined, `${name}.${part}`),
    );
    expect(found).toEqual([]);
  });
});
