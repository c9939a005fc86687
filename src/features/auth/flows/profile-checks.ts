import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ParticipantProfile } from '@contract';
import type { FeedbackStore } from '@/shared/ui/feedback/feedback-store';
import { getSmsConsent } from '../api/get-sms-consent';
import { openAuthDialog } from '../dialogs/auth-dialogs';

/** Spec 000 §9: the profile-type dialog opens 1 s after the profile loaded without a type. */
export const PROFILE_TYPE_DIALOG_DELAY_MS = 1000;

/** `done`: nothing more to ask; `sign-out`: the participant chose Sign out; `stale`: the session ended meanwhile. */
export type ProfileChecksOutcome = 'done' | 'sign-out' | 'stale';

export interface ProfileChecksOptions {
  client: ApiClient;
  feedback: FeedbackStore;
  profile: ParticipantProfile;
  /** False once the session the profile belongs to has ended (signed out, another user signed in). */
  isCurrent?: () => boolean;
  delayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a loaded profile still has to settle before the participant goes on (spec 000 §4 Profile
 * loading, SMS consent): a missing profile type is asked for after 1 s (set it or sign out), then
 * the SMS consent while it is required. The same steps after sign-in and after a reload with a
 * stored token; the dialogs open through the feedback store, so no screen has to render them.
 */
export async function runProfileChecks({
  client,
  feedback,
  profile,
  isCurrent = () => true,
  delayMs = PROFILE_TYPE_DIALOG_DELAY_MS,
}: ProfileChecksOptions): Promise<ProfileChecksOutcome> {
  if (!profile.profile_type) {
    await wait(delayMs);
    if (!isCurrent()) return 'stale';
    const answer = await openAuthDialog(feedback, 'auth/profile-type', { participantId: profile.id });
    if (answer === 'sign-out') return 'sign-out';
  }
  if (!isCurrent()) return 'stale';
  // The client has shown a failure; the SMS question is not worth blocking the way in for.
  const sms = await getSmsConsent(client, profile.id).catch(() => ({ required: false }));
  if (!isCurrent()) return 'stale';
  if (sms.required)
    await openAuthDialog(feedback, 'auth/sms-consent', { participantId: profile.id, initialPhone: profile.phone });
  return 'done';
}
