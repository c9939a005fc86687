import type { CatalogueLoaders } from '@/shared/i18n/switch-locale';

/** The Spanish texts of the sign-in, registration, account and shared UI modules, by module id (see es.ts). */
export const ES_ACCOUNT: CatalogueLoaders = {
  'features/auth/model/dialog-texts': () => import('@/features/auth/model/dialog-texts.es'),
  'features/auth/model/message-texts': () => import('@/features/auth/model/message-texts.es'),
  'features/auth/model/oauth-texts': () => import('@/features/auth/model/oauth-texts.es'),
  'features/auth/model/register-texts': () => import('@/features/auth/model/register-texts.es'),
  'features/auth/model/screen-texts': () => import('@/features/auth/model/screen-texts.es'),
  'shared/account-fields/account-field-texts': () => import('@/shared/account-fields/account-field-texts.es'),
  'shared/account-fields/password-checklist-texts': () => import('@/shared/account-fields/password-checklist-texts.es'),
  'shared/account-fields/suspect-email-texts': () => import('@/shared/account-fields/suspect-email-texts.es'),
  'shared/api/client/failure-feedback': () => import('@/shared/api/client/failure-feedback.es'),
  'shared/glucose-device/glucose-device-texts': () => import('@/shared/glucose-device/glucose-device-texts.es'),
  'shared/lib/account-message-texts': () => import('@/shared/lib/account-message-texts.es'),
  'shared/lib/birthday-rule': () => import('@/shared/lib/birthday-rule.es'),
  'shared/lib/password-rule': () => import('@/shared/lib/password-rule.es'),
  'shared/ui/dialog-texts': () => import('@/shared/ui/dialog-texts.es'),
  'shared/ui/kit-texts': () => import('@/shared/ui/kit-texts.es'),
  'shared/ui/session-warning-texts': () => import('@/shared/ui/session-warning-texts.es'),
  'shared/ui/skip-link-texts': () => import('@/shared/ui/skip-link-texts.es'),
  'shared/widgets/widget-texts': () => import('@/shared/widgets/widget-texts.es'),
};
