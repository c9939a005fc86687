import { lazy } from 'react';
import type { DialogComponent } from '@/shared/ui/feedback/dialog-registry';
import type { AuthDialogs } from './auth-dialogs';

/**
 * The auth feature's dialogs for FeedbackHost's `extraDialogs`. Apart from auth-dialogs.ts so the
 * code that only opens them (the profile checks) stays light: a build that does not register
 * this map (the FAQ-only embed) carries neither the forms nor the phone library.
 * Loaded when first opened, so they stay out of the first page of the standalone site too.
 */
// The registry is untyped by kind; AuthDialogs and openAuthDialog keep each kind's props checked.
export const AUTH_DIALOGS: Readonly<Record<keyof AuthDialogs, DialogComponent>> = {
  'auth/profile-type': lazy(() =>
    import('./profile-type-dialog').then((m) => ({ default: m.ProfileTypeDialog as DialogComponent })),
  ),
  'auth/sms-consent': lazy(() =>
    import('./sms-consent-dialog').then((m) => ({ default: m.SmsConsentDialog as DialogComponent })),
  ),
};
