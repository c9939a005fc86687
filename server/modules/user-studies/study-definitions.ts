import { one, type Queryable } from '../../db/database';

// A study's definition is tens of KB of JSON: read and parsed with every user study it cost more
// than the rest of an answer save (issue 18). Reads now fetch `definition_md5` (a stored hash of the
// definition, migration 014) and this cache answers the parsed definition for it, fetching it once
// per process and content. Keyed by content, so a definition reloaded by another process (or written
// by a test) is a new key, never a stale hit. Cached definitions are shared: nobody mutates them.

const MAX_ENTRIES = 256;
const byHash = new Map<string, unknown>();

/** The definition with this hash, from the cache or (once) from the study row. */
export async function definitionFor(db: Queryable, studyId: number, hash: string): Promise<unknown> {
  const cached = byHash.get(hash);
  if (cached !== undefined) return cached;
  const row = await one<{ definition: unknown; definition_md5: string }>(
    db,
    'select definition, definition_md5 from studies where id = $1',
    [studyId],
  );
  if (!row) return undefined;
  // Old definitions are dropped wholesale once there are many (each reload of a study adds one).
  if (byHash.size >= MAX_ENTRIES) byHash.clear();
  byHash.set(row.definition_md5, row.definition);
  // A reload between the two reads answers the newer definition: the later state wins, as it would have.
  return row.definition;
}

/** Replaces each row's `definition_md5` with its parsed `definition`. */
export async function withDefinitions<R extends { study_id: number; definition_md5: string }>(
  db: Queryable,
  rows: R[],
): Promise<Array<Omit<R, 'definition_md5'> & { definition: unknown }>> {
  const out = [];
  for (const { definition_md5, ...row } of rows)
    out.push({ ...row, definition: await definitionFor(db, row.study_id, definition_md5) });
  return out;
}
