// A study's definition is tens of KB of JSON: read and parsed with every user study it cost more
// than the rest of an answer save. Reads now fetch `definition_md5` (a stored hash of the
// definition, migration 014) and this cache answers the parsed definition for it, fetching it once
// per process and content. Keyed by content, so a definition reloaded by another process (or written
// by a test) is a new key, never a stale hit. Cached definitions are shared: nobody mutates them.

const MAX_ENTRIES = 256;
const byHash = new Map<string, unknown>();

export interface DefinitionRow {
  definition: unknown;
  definition_md5: string;
}

/** The definition with this hash, from the cache or (once) read with `read` (the study row). */
export async function cachedDefinition(hash: string, read: () => Promise<DefinitionRow | undefined>): Promise<unknown> {
  const cached = byHash.get(hash);
  if (cached !== undefined) return cached;
  const row = await read();
  if (!row) return undefined;
  // Old definitions are dropped wholesale once there are many (each reload of a study adds one).
  if (byHash.size >= MAX_ENTRIES) byHash.clear();
  byHash.set(row.definition_md5, row.definition);
  // A reload between the two reads answers the newer definition: the later state wins, as it would have.
  return row.definition;
}
