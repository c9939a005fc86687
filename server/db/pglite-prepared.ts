import type { PGlite, Transaction } from '@electric-sql/pglite';

// PGlite has no named statements in its API, and re-planning a statement on every call was most
// of the CPU of a save's read there. So a statement with parameters is prepared once in the
// session (SQL PREPARE, its parameter types inferred as for any statement), and each call is an
// EXECUTE with the values as quoted literals of those types, each escaped as a string constant.
// A statement that cannot be prepared (or a value that cannot be a literal) runs as before.

type Target = Pick<PGlite | Transaction, 'query'>;
type Prepared = { name: string; types: string[] } | 'unprepared';

const MAX_PREPARED = 500;

/** A string constant: quotes doubled; with a backslash, an escape string with backslashes doubled. */
function literal(text: string): string {
  const quoted = `'${text.replace(/'/g, "''")}'`;
  return text.includes('\\') ? `E${quoted.replace(/\\/g, '\\\\')}` : quoted;
}

/** The text form of a value for a parameter of type `type` (as PGlite would send it). */
function textOf(value: unknown, type: string): string {
  if (type.endsWith('[]')) {
    if (!Array.isArray(value)) return textOf(value, type.slice(0, -2));
    const element = type.slice(0, -2);
    const items = value.map((v) =>
      v == null ? 'NULL' : `"${textOf(v, element).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
    );
    return `{${items.join(',')}}`;
  }
  if (type === 'json' || type === 'jsonb') return typeof value === 'string' ? value : JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The EXECUTE of a prepared statement, or undefined when a value cannot be a literal (a NUL character). */
function executeSql(p: { name: string; types: string[] }, params: unknown[]): string | undefined {
  const values: string[] = [];
  for (let i = 0; i < params.length; i += 1) {
    const value = params[i];
    if (value == null) {
      values.push('NULL');
      continue;
    }
    const text = textOf(value, p.types[i] ?? 'text');
    if (text.includes('\0')) return undefined;
    values.push(literal(text));
  }
  return `execute ${p.name}(${values.join(', ')})`;
}

/**
 * Runs statements with parameters as prepared ones. `prepareNow` says whether a statement not yet
 * prepared may be prepared by this call: never inside a transaction, where a failed PREPARE would
 * abort it (there the statement runs unprepared until a call outside prepares it).
 */
export function preparedStatements() {
  const statements = new Map<string, Prepared>();
  async function prepare(target: Target, sql: string): Promise<Prepared> {
    const name = `p${statements.size + 1}`;
    let entry: Prepared = 'unprepared';
    try {
      await target.query(`prepare ${name} as ${sql}`);
      const [row] = (
        await target.query<{ types: string[] }>(
          'select array_to_json(parameter_types::text[]) as types from pg_prepared_statements where name = $1',
          [name],
        )
      ).rows;
      entry = { name, types: row.types };
    } catch {
      // Not preparable (e.g. several statements): it runs as it did.
    }
    statements.set(sql, entry);
    return entry;
  }
  return async function query<T>(target: Target, sql: string, params: unknown[], prepareNow: boolean): Promise<T[]> {
    let entry = statements.get(sql);
    if (entry === undefined && prepareNow && statements.size < MAX_PREPARED) entry = await prepare(target, sql);
    const execute = entry && entry !== 'unprepared' ? executeSql(entry, params) : undefined;
    const result = execute ? await target.query<T>(execute) : await target.query<T>(sql, params);
    return result.rows;
  };
}
