import { parseArgs } from 'node:util';
import type { ParticipantStatus } from '@contract';
import type { Database } from '../../db/database';
import { recordAudit } from '../audit/service';
import { cancelWaitingMessages } from '../delivery/service';
import { availableStatuses } from './participants';
import { bumpTokenVersion, findParticipantById, updateParticipant } from './repository';

// The account's status as the registry's staff set it (spec 000 §3: active, deactivated,
// login_blocked, withdrawn; the moves `available_statuses` lists). The reference server has no
// staff screens, so this is the staff's door, run where the database is, like the audit's:
// `npm run account -- status --participant ID --to deactivated`. The rest of the server already
// reads the status: only an active account signs in, resets its password or is sent reminders.

export const ACCOUNT_USAGE = `Usage:
  npm run account -- status --participant ID --to active|deactivated|login_blocked|withdrawn
The database is the server's: DATABASE_URL, else the PGlite folder REGISTRY_DATA_DIR (stop the server first).`;

export const notSentBecause = (status: ParticipantStatus) => `not sent: the account is ${status}`;

export class StatusRefused extends Error {}

/**
 * Moves the account to `to` when its status allows that move. Leaving `active` ends every token the
 * account holds and cancels the messages still waiting for it; the audit trail records the move as
 * the registry's.
 */
export async function changeAccountStatus(
  db: Database,
  participantId: number,
  to: ParticipantStatus,
): Promise<{ before: ParticipantStatus; after: ParticipantStatus }> {
  return db.transaction(async (tx) => {
    const me = await findParticipantById(tx, participantId);
    if (!me) throw new StatusRefused(`No participant ${participantId}.`);
    const before = me.account_status;
    const allowed = availableStatuses(before);
    if (!allowed.includes(to))
      throw new StatusRefused(
        `The account is ${before}; it can move to ${allowed.length > 0 ? allowed.join(', ') : 'no other status'}.`,
      );
    await updateParticipant(tx, me.id, {
      account_status: to,
      ...(to === 'withdrawn' ? { withdrawn_at: new Date() } : {}),
    });
    await recordAudit(tx, {
      action: 'account_state_changed',
      actor: 'registry',
      participantId: me.id,
      detail: { field: 'account_status', before, after: to, by: 'registry staff' },
    });
    if (before === 'active') {
      await bumpTokenVersion(tx, me.id);
      await cancelWaitingMessages(tx, me.id, notSentBecause(to));
    }
    return { before, after: to };
  });
}

const STATUSES: readonly string[] = ['active', 'deactivated', 'login_blocked', 'withdrawn'];

/** Runs one command against `db`; answers the exit code and what to print. */
export async function runAccountCommand(db: Database, args: string[]): Promise<{ code: number; out: string }> {
  const usage = (problem: string) => ({ code: 2, out: `${problem}\n${ACCOUNT_USAGE}\n` });
  const [command, ...rest] = args;
  if (command !== 'status') return usage(command ? `Unknown command: ${command}.` : 'Which command?');
  let values: { participant?: string; to?: string };
  try {
    values = parseArgs({ args: rest, options: { participant: { type: 'string' }, to: { type: 'string' } } }).values;
  } catch (error) {
    return usage((error as Error).message);
  }
  const participant = Number(values.participant);
  if (!Number.isInteger(participant) || participant <= 0) return usage('--participant takes a participant id.');
  if (!values.to || !STATUSES.includes(values.to)) return usage(`--to is one of ${STATUSES.join(', ')}.`);
  try {
    const { before, after } = await changeAccountStatus(db, participant, values.to as ParticipantStatus);
    return { code: 0, out: `Participant ${participant}: ${before} → ${after}.\n` };
  } catch (error) {
    if (error instanceof StatusRefused) return { code: 1, out: `${error.message}\n` };
    throw error;
  }
}
