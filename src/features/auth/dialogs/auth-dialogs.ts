import type { FeedbackStore } from '@/shared/ui/feedback/feedback-store';
import type { ProfileTypeResult } from './profile-type-dialog';
import type { SmsConsentResult } from './sms-consent-dialog';

/** Props (without onClose) and result of each dialog kind the auth feature opens through the feedback store. */
export interface AuthDialogs {
  'auth/profile-type': { props: { participantId: number }; result: ProfileTypeResult };
  'auth/sms-consent': { props: { participantId: number; initialPhone?: string | null }; result: SmsConsentResult };
}

/**
 * Typed `store.openDialog` for the auth kinds. Opened through the store, the dialogs do not depend
 * on the screen that asked (a sign-in screen, or the app's start after a reload); the FeedbackHost
 * renders them from AUTH_DIALOGS (auth-dialog-registry.ts). Where no host registers the kinds,
 * the host answers undefined at once.
 */
export function openAuthDialog<K extends keyof AuthDialogs>(
  store: FeedbackStore,
  kind: K,
  props: AuthDialogs[K]['props'],
): Promise<AuthDialogs[K]['result'] | undefined> {
  return store.openDialog<AuthDialogs[K]['result']>(kind, props);
}
