import { one, type Queryable } from '../../db/database';

// The statements of the re-authentication at consent (DECISIONS §11): every ask is a row.

export interface ReauthAsk {
  participantId: number;
  sessionIat: number;
  method: 'password' | 'provider';
  outcome: 'confirmed' | 'refused';
  tokenHash?: string;
  expiresAt?: Date;
}

export async function recordReauth(db: Queryable, ask: ReauthAsk): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `insert into consent_reauths (participant_id, session_iat, method, outcome, token_hash, expires_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [ask.participantId, ask.sessionIat, ask.method, ask.outcome, ask.tokenHash ?? null, ask.expiresAt ?? null],
  );
  return row!.id;
}

/** The confirmed, unexpired ask of this participant and session whose token hashes to `tokenHash`. */
export const findConfirmedReauth = (db: Queryable, participantId: number, sessionIat: number, tokenHash: string) =>
  one<{ id: number }>(
    db,
    `select id from consent_reauths where token_hash = $1 and participant_id = $2 and session_iat = $3
        and outcome = 'confirmed' and expires_at > now()`,
    [tokenHash, participantId, sessionIat],
  );

/** The signature keeps the ask it was made under. */
export async function linkSignatureToReauth(db: Queryable, userConsentId: number, reauthId: number) {
  await db.query('update user_consents set reauth_id = $2 where id = $1', [userConsentId, reauthId]);
}

export interface ReauthRecord {
  method: string;
  outcome: string;
  session_iat: string;
  asked_at: Date;
}

/** Every ask of a participant, oldest first (tests and audits read it). */
export const reauthsOf = (db: Queryable, participantId: number) =>
  db.query<ReauthRecord>(
    'select method, outcome, session_iat, asked_at from consent_reauths where participant_id = $1 order by id',
    [participantId],
  );
