import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import type { EndpointName } from './routes';

// Every string a request can carry has a maximum length, so no body, query or path can
// make the server hash, store or render unbounded text. Enums and constants bound themselves.

interface SchemaNode {
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaNode>;
  patternProperties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

/** Paths of string schemas under `schema` that have no maxLength. */
export function unboundedStrings(schema: SchemaNode | undefined, path: string, out: string[] = []): string[] {
  if (!schema || typeof schema !== 'object') return out;
  const bounded = schema.maxLength !== undefined || schema.enum !== undefined || schema.const !== undefined;
  if (schema.type === 'string' && !bounded) out.push(path);
  for (const [name, child] of Object.entries(schema.properties ?? {})) unboundedStrings(child, `${path}.${name}`, out);
  for (const child of Object.values(schema.patternProperties ?? {})) unboundedStrings(child, `${path}{}`, out);
  if (typeof schema.additionalProperties === 'object') unboundedStrings(schema.additionalProperties, `${path}{}`, out);
  if (schema.items) unboundedStrings(schema.items, `${path}[]`, out);
  for (const list of [schema.anyOf, schema.allOf, schema.oneOf]) list?.forEach((c) => unboundedStrings(c, path, out));
  return out;
}

describe('request string limits', () => {
  const names = Object.keys(endpoints) as EndpointName[];
  it.each(names)('%s: every string in its params, query and body has a maximum length', (name) => {
    const row = endpoints[name] as Record<string, unknown>;
    const found = (['params', 'query', 'body'] as const).flatMap((part) =>
      unboundedStrings(row[part] as SchemaNode | undefined, `${name}.${part}`),
    );
    expect(found).toEqual([]);
  });

  it('finds an unbounded string where there is one', () => {
    const schema = { type: 'object', properties: { a: { type: 'array', items: { type: 'string' } } } };
    expect(unboundedStrings(schema, 'x')).toEqual(['x.a[]']);
  });
});
