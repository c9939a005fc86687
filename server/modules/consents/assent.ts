import type { ConsentType } from '@contract';
import type { Queryable } from '../../db/database';
import { recordAchievement, updateParticipant, type ParticipantRow } from '../accounts/service';

// The assent state (DECISIONS §7): a child profile whose core-study parental consent is signed
// while the child consent (assent, ages 13–17 in the demo study) is not is in state `assent`, so
// its next sign-in lands on /assent. Signing the child consent ends the state.

export type AssentChange = 'started' | 'ended' | undefined;

export async function assentAfterSignature(
  tx: Queryable,
  participant: ParticipantRow,
  {
    studyType,
    signed,
    unsignedChild,
    assentToken,
  }: { studyType: string; signed: ConsentType; unsignedChild: boolean; assentToken: boolean },
): Promise<AssentChange> {
  if (studyType !== 'core_study' || participant.profile_type !== 'child') return undefined;
  if (signed === 'parental' && unsignedChild && participant.state === 'regular') {
    await updateParticipant(tx, participant.id, { state: 'assent' });
    return 'started';
  }
  if (signed === 'child' && participant.state === 'assent') {
    await updateParticipant(tx, participant.id, { state: 'regular' });
    // The assent achievement is the teen's own signature from /assent; a parent who hands the
    // device over within the same session ends the state too, and the child consent's achievement counts.
    if (assentToken) await recordAchievement(tx, { participantId: participant.id, code: 'assent' });
    return 'ended';
  }
  return undefined;
}
