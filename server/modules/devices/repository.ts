import { one, type Queryable } from '../../db/database';

// Every statement of the devices module: the participants' glucose-device links and the
// authorizations started for them (migration 015).

export type LinkMode = 'old' | 'new';

export interface LinkRow {
  participant_id: number;
  vendor: string;
  vendor_subject: string;
  mode: LinkMode;
  study_id: number | null;
  linked_at: Date | string;
}

export interface StateRow {
  participant_id: number;
  mode: LinkMode;
  study_id: number | null;
  code_verifier: string;
  redirect_uri: string;
  return_origin: string | null;
}

export const findLink = (db: Queryable, participantId: number) =>
  one<LinkRow>(db, 'select * from glucose_device_links where participant_id = $1', [participantId]);

export const findLinkBySubject = (db: Queryable, vendor: string, subject: string) =>
  one<LinkRow>(db, 'select * from glucose_device_links where vendor = $1 and vendor_subject = $2', [vendor, subject]);

/** Stores the link unless the participant or the vendor account has one already; the stored row or undefined. */
export const insertLink = (db: Queryable, link: Omit<LinkRow, 'linked_at'>) =>
  one<LinkRow>(
    db,
    `insert into glucose_device_links (participant_id, vendor, vendor_subject, mode, study_id)
     values ($1, $2, $3, $4, $5) on conflict do nothing returning *`,
    [link.participant_id, link.vendor, link.vendor_subject, link.mode, link.study_id],
  );

export async function deleteLink(db: Queryable, participantId: number): Promise<void> {
  await db.query('delete from glucose_device_links where participant_id = $1', [participantId]);
}

export async function insertState(db: Queryable, stateHash: string, row: StateRow, ttlSeconds: number): Promise<void> {
  // Expired tries of this participant go at the same time: nothing old lingers.
  await db.query('delete from glucose_device_link_states where participant_id = $1 and expires_at < now()', [
    row.participant_id,
  ]);
  await db.query(
    `insert into glucose_device_link_states
       (state_hash, participant_id, mode, study_id, code_verifier, redirect_uri, return_origin, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
    [
      stateHash,
      row.participant_id,
      row.mode,
      row.study_id,
      row.code_verifier,
      row.redirect_uri,
      row.return_origin,
      ttlSeconds,
    ],
  );
}

/**
 * Uses a state once: only an unused, unexpired state of this participant is taken (one statement,
 * so two requests with the same state cannot both pass). The verifier is wiped as it is read.
 */
export const takeState = (db: Queryable, stateHash: string, participantId: number) =>
  one<StateRow>(
    db,
    `update glucose_device_link_states s set used_at = now(), code_verifier = ''
       from glucose_device_link_states old
      where s.state_hash = $1 and s.participant_id = $2 and s.used_at is null and s.expires_at > now()
        and old.state_hash = s.state_hash
     returning s.participant_id, s.mode, s.study_id, old.code_verifier, s.redirect_uri, s.return_origin`,
    [stateHash, participantId],
  );

/** The gadget origin of an unused, unexpired popup state. */
export const findReturnOrigin = (db: Queryable, stateHash: string) =>
  one<{ return_origin: string }>(
    db,
    `select return_origin from glucose_device_link_states
      where state_hash = $1 and used_at is null and expires_at > now() and return_origin is not null`,
    [stateHash],
  );
