import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { chainRows, HASHED_FIELDS, type ChainRow } from './repository';

// The audit trail's hash chain, checked from outside the database: each row's hash is the SHA-256
// of the previous row's hash and its own fields (as text, separated by U+001F), the same text the
// table's trigger hashed when the row was written (migration 026). A row changed afterwards, one
// removed or one put in between no longer matches, and the first such row is named.

export const GENESIS_HASH = '0'.repeat(64);
const PAGE = 1000;

export const rowHash = (prev: string, r: ChainRow) =>
  createHash('sha256')
    .update([prev, ...HASHED_FIELDS.map((f) => r[f])].join('\u001f'), 'utf8')
    .digest('hex');

export type ChainVerdict =
  { ok: true; rows: number; head: string } | { ok: false; rows: number; badId: string; reason: string };

/** Walks the chain in order; answers how many rows matched, or the first that does not and why. */
export async function verifyChain(db: Queryable): Promise<ChainVerdict> {
  let prev = GENESIS_HASH;
  let after = '0';
  let count = 0;
  for (;;) {
    const rows = await chainRows(db, after, PAGE);
    for (const row of rows) {
      if (row.prev_hash !== prev)
        return {
          ok: false,
          rows: count,
          badId: row.id,
          reason: 'its previous hash is not the hash of the row before it',
        };
      if (rowHash(prev, row) !== row.hash)
        return { ok: false, rows: count, badId: row.id, reason: 'its content does not match its hash' };
      prev = row.hash;
      count += 1;
    }
    if (rows.length < PAGE) return { ok: true, rows: count, head: prev };
    after = rows[rows.length - 1].id;
  }
}
