import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { JsonValue, jsonByteLength } from './common';
import { endpoints } from './endpoints';
import type { EndpointName } from './routes';

// Every free JSON value a request can store (an unknown value, a map of any keys) has a byte
// limit, so no body can make the server keep more than that of it (the body limit is 1 MiB).

interface Node {
  type?: string | string[];
  properties?: Record<string, Node>;
  patternProperties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  allOf?: Node[];
  oneOf?: Node[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
}

const isRefined = (node: Node) => '~refine' in node;
const isFree = (node: Node) =>
  (node.type === undefined && !node.anyOf && !node.allOf && !node.oneOf && !node.enum && !('const' in node)) ||
  (node.type === 'object' && !!node.patternProperties);

/** Paths of free JSON values under `schema` with no byte limit on them or around them. */
function unboundedJson(schema: Node | undefined, path: string, out: string[] = [], bounded = false): string[] {
  if (!schema || typeof schema !== 'object') return out;
  const limited = bounded || isRefined(schema);
  if (isFree(schema) && !limited) out.push(path);
  for (const [name, child] of Object.entries(schema.properties ?? {}))
    unboundedJson(child, `${path}.${name}`, out, limited);
  for (const child of Object.values(schema.patternProperties ?? {})) unboundedJson(child, `${path}{}`, out, limited);
  if (schema.items) unboundedJson(schema.items, `${path}[]`, out, limited);
  for (const list of [schema.anyOf, schema.allOf, schema.oneOf])
    list?.forEach((c) => unboundedJson(c, path, out, limited));
  return out;
}

describe('request JSON limits', () => {
  const names = Object.keys(endpoints) as EndpointName[];
  it.each(names)('%s: every free JSON value in its body has a byte limit', (name) => {
    const row = endpoints[name] as Record<string, unknown>;
    expect(unboundedJson(row.body as Node | undefined, `${name}.body`)).toEqual([]);
  });

  it('finds an unbounded value where there is one, and none under a limit', () => {
    expect(unboundedJson(Type.Object({ a: Type.Unknown() }) as Node, 'x')).toEqual(['x.a']);
    expect(unboundedJson(Type.Object({ a: JsonValue(10, Type.Unknown()) }) as Node, 'x')).toEqual([]);
  });

  it('counts UTF-8 bytes of the JSON text and refuses beyond the limit', () => {
    expect(jsonByteLength({ a: 'é' })).toBe(10);
    const check = Compile(JsonValue(10, Type.Unknown()));
    expect(check.Check({ a: 'é' })).toBe(true);
    expect(check.Check({ a: 'éé' })).toBe(false);
  });
});
