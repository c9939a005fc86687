import type { Queryable } from '../../db/database';

// Every statement on the audit trail. Rows are only inserted: the table's triggers give each its id,
// time and place in the hash chain, and refuse any UPDATE, DELETE or TRUNCATE.

export interface NewAuditRow {
  action: string;
  actor: 'participant' | 'parent' | 'registry';
  participant_id: number | null;
  user_study_id: number | null;
  consent_id: number | null;
  request_id: string | null;
  detail: Record<string, unknown>;
}

/**
 * The insert of a row, its parameters numbered from `$first`; with `guard` (a CTE's name) only when
 * that CTE has a row, so a change written in one statement carries its audit row (`with … ,
 * audited as (<this>)`). A participant acting on a child's account before the hand-off (profile
 * `child`, re-consent not completed, not in the re-consent or assent step where the child acts) is
 * recorded as the parent. With `detail` (a jsonb expression over the guard's row, named `g`), one
 * row is written for each row of the guard, its detail merged over the given one: a value the
 * statement itself changes (a field before and after) is recorded as the statement saw it.
 */
export function auditInsertSql(first: number, guard?: string, detail?: string): string {
  const $ = (n: number) => `$${first + n}`;
  return `insert into audit_events (action, actor, participant_id, user_study_id, consent_id, request_id, detail)
     select ${$(0)}::text,
            case when ${$(1)}::text = 'participant' and p.profile_type = 'child' and p.state not in ('reconsent', 'assent')
                      and not exists (select 1 from achievements a where a.participant_id = p.id and a.code = 'reconsent')
                 then 'parent' else ${$(1)}::text end,
            ${$(2)}::int, ${$(3)}::int, ${$(4)}::int, ${$(5)}::text, ${$(6)}::jsonb${detail ? ` || (${detail})` : ''}
       from ${guard && detail ? `${guard} g` : '(select 1) one'} left join participants p on p.id = ${$(2)}::int
      ${guard && !detail ? `where exists (select 1 from ${guard})` : ''}`;
}

/** The values of `auditInsertSql`'s parameters, in order. */
export const auditInsertValues = (r: NewAuditRow): unknown[] => [
  r.action,
  r.actor,
  r.participant_id,
  r.user_study_id,
  r.consent_id,
  r.request_id,
  JSON.stringify(r.detail),
];

export async function insertAuditRow(db: Queryable, r: NewAuditRow): Promise<void> {
  await db.query(auditInsertSql(1), auditInsertValues(r));
}

/** The fields a row's hash covers, in the order it covers them (after the previous row's hash). */
export const HASHED_FIELDS = [
  'id',
  'occurred_at',
  'action',
  'actor',
  'participant_id',
  'user_study_id',
  'consent_id',
  'request_id',
  'detail',
] as const;

/** A row as its hash covers it: every field as the text the hash was computed over, and its hashes. */
export type ChainRow = Record<(typeof HASHED_FIELDS)[number] | 'prev_hash' | 'hash', string>;

const CHAIN_COLUMNS = `id::text, to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as occurred_at,
  action, actor, coalesce(participant_id::text, '') as participant_id, coalesce(user_study_id::text, '') as user_study_id,
  coalesce(consent_id::text, '') as consent_id, coalesce(request_id, '') as request_id, detail::text as detail,
  prev_hash, hash`;

/** The next rows of the chain after `afterId`, in its order. */
export const chainRows = (db: Queryable, afterId: string, limit: number) =>
  db.query<ChainRow>(
    `select ${CHAIN_COLUMNS} from audit_events where audit_events.id > $1::bigint order by audit_events.id limit $2::int`,
    [afterId, limit],
  );

/** One participant's rows (as subject), optionally within [from, to), in the chain's order. */
export const participantRows = (db: Queryable, participantId: number, from?: Date, to?: Date) =>
  db.query<ChainRow>(
    `select ${CHAIN_COLUMNS} from audit_events
      where participant_id = $1::int and ($2::timestamptz is null or occurred_at >= $2::timestamptz)
        and ($3::timestamptz is null or occurred_at < $3::timestamptz)
      order by audit_events.id`,
    [participantId, from ?? null, to ?? null],
  );

/** A participant's sign-ins, newest first (their own copy of the record). */
export const signInRows = (db: Queryable, participantId: number) =>
  db.query<{ occurred_at: Date; detail: { outcome: string; step: string } }>(
    `select occurred_at, detail from audit_events where participant_id = $1 and action = 'sign_in' order by id desc`,
    [participantId],
  );

/** Whether this database has the trail (its migrations have run). */
export const trailExists = async (db: Queryable) =>
  (await db.query<{ found: boolean }>("select to_regclass('audit_events') is not null as found"))[0].found;
