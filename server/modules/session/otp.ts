import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { PreferredLanguage } from '@contract/account';
import type { MessageQueue } from '../../context';
import type { Database, Queryable } from '../../db/database';
import { messagesIn } from '../../lib/messages-texts';
import { queueMessage } from '../delivery/service';
import { countOtpAttempt, findOtp, insertOtp, spendOtp } from './repository';

export const OTP_LIFETIME_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_WRONG_CODE = 'You entered the wrong code';
export const OTP_EXPIRED = 'This code has expired or was used too many times. Please sign in again.';

// The code is stored as `salt$sha256(salt:code)`: a plain hash of a 6-digit code is
// undone by hashing the million codes once for every row; a salt per code makes each row its own
// search, and the code lives only 10 minutes and 5 attempts.
const salted = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');
const codeHash = (code: string) => {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${salted(salt, code)}`;
};
function codeMatches(stored: string, code: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  return timingSafeEqual(Buffer.from(salted(salt, code)), Buffer.from(hash));
}

/**
 * Issues a 6-digit code and queues it in the participant's language, in one transaction (a code is
 * never stored without its message); answers its id (DECISIONS §3).
 */
export async function issueOtp(
  db: Database,
  participant: { id: number; email: string; preferred_language: PreferredLanguage },
  queue: MessageQueue,
): Promise<string> {
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await insertOtp(tx, id, participant.id, codeHash(code), OTP_LIFETIME_MINUTES);
    await queueMessage(
      tx,
      {
        to: participant.email,
        kind: 'otp_code',
        locale: participant.preferred_language,
        ...messagesIn(participant.preferred_language).otpCode(code, OTP_LIFETIME_MINUTES),
        code,
        validMinutes: OTP_LIFETIME_MINUTES,
        participantId: participant.id,
      },
      queue,
    );
  });
  return id;
}

export type OtpCheck =
  { ok: true; participantId: number } | { ok: false; reason: 'unknown' | 'expired' | 'wrong'; participantId?: number };

/** Checks a code: 5 attempts and 10 minutes per code; a correct code is used up. */
export async function checkOtp(db: Queryable, otpId: string, code: string): Promise<OtpCheck> {
  const row = await findOtp(db, otpId);
  if (!row) return { ok: false, reason: 'unknown' };
  if (!row.live || row.attempts >= OTP_MAX_ATTEMPTS)
    return { ok: false, reason: 'expired', participantId: row.participant_id };
  const matches = codeMatches(row.code_hash, code.trim());
  if (!matches) {
    await countOtpAttempt(db, otpId);
    return { ok: false, reason: 'wrong', participantId: row.participant_id };
  }
  await spendOtp(db, otpId);
  return { ok: true, participantId: row.participant_id };
}
