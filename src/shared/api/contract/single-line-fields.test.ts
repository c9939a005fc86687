import { describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { SINGLE_LINE_PATTERN } from '../../lib/account-field-rules';
import { REFUSED_CHARACTERS } from '@/testing/refused-characters';
import { endpoints } from './endpoints';
import { SignPayload } from './study-consents';
import { RegistrationPayload } from './sign-in-payloads';
import type { EndpointName } from './routes';

// Names, the typed signature, address, city, e-mail and phone are one line of visible text in
// every request that carries them: the contract says so once, with the shared rule's pattern.

const SINGLE_LINE_FIELDS = new Set([
  'first_name',
  'last_name',
  'child_first_name',
  'child_last_name',
  'subject_name',
  'email',
  'child_email',
  'username',
  'phone',
  'child_phone',
  'address',
  'city',
  'country_state',
  'zip_code',
  'timezone',
  'gender_identity',
  // An event's name (the events call) is stored and listed back: one line too.
  'event',
]);

interface Node {
  type?: string;
  pattern?: string;
  properties?: Record<string, Node>;
  anyOf?: Node[];
  allOf?: Node[];
  oneOf?: Node[];
  items?: Node;
}

/** `path: pattern` of every string schema of a listed field under `schema`. */
function fieldPatterns(schema: Node | undefined, path: string, out: string[] = [], field?: string): string[] {
  if (!schema || typeof schema !== 'object') return out;
  if (schema.type === 'string' && field && SINGLE_LINE_FIELDS.has(field)) out.push(`${path}: ${schema.pattern}`);
  for (const [name, child] of Object.entries(schema.properties ?? {}))
    fieldPatterns(child, `${path}.${name}`, out, name);
  for (const list of [schema.anyOf, schema.allOf, schema.oneOf])
    list?.forEach((c) => fieldPatterns(c, path, out, field));
  if (schema.items) fieldPatterns(schema.items, `${path}[]`, out);
  return out;
}

describe('single-line request fields', () => {
  const names = Object.keys(endpoints) as EndpointName[];
  const rows = names
    .map((name) => {
      const row = endpoints[name] as Record<string, unknown>;
      return [
        name,
        (['body', 'query'] as const).flatMap((part) => fieldPatterns(row[part] as Node, `${name}.${part}`)),
      ];
    })
    .filter(([, found]) => found.length > 0) as Array<[string, string[]]>;

  it('finds the fields in the table (the sign, sign-up and profile calls among them)', () => {
    expect(rows.map(([name]) => name)).toEqual(
      expect.arrayContaining(['signConsent', 'signup', 'updateProfile', 'updateHouseholdInfo', 'updateChildInfo']),
    );
  });

  it.each(rows)('%s: every name, address, e-mail and phone carries the single-line pattern', (_name, found) => {
    expect(found.filter((entry) => !entry.endsWith(`: ${SINGLE_LINE_PATTERN}`))).toEqual([]);
  });

  it.each(REFUSED_CHARACTERS)('the signature and the sign-up names refuse a %s', (_name, char) => {
    expect(Compile(SignPayload).Check({ subject_name: `Vic Tim${char}`, user_consent_id: 1 })).toBe(false);
    expect(Compile(SignPayload).Check({ subject_name: 'Vic Tim', user_consent_id: 1 })).toBe(true);
    const signup = {
      first_name: 'Vic',
      last_name: 'Tim',
      email: 'vic@example.org',
      password: 'x',
      profile_type: 'adult',
    };
    expect(Compile(RegistrationPayload).Check(signup)).toBe(true);
    expect(Compile(RegistrationPayload).Check({ ...signup, first_name: `Vic${char}` })).toBe(false);
  });
});
