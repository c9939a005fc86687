import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/account-fields/password-checklist-texts', {
  es: () => import('./password-checklist-texts.es'),
});

// Texts of the live password checklist (beside the spec's rule message, which stays verbatim).
// Spanish: password-checklist-texts.es.ts.
export const PASSWORD_CHECKLIST = texts('PASSWORD_CHECKLIST', {
  title: 'Your password needs:',
  /** Each part of the rule (password-rule.ts's PASSWORD_PARTS), by id. */
  parts: {
    length: 'At least 8 characters',
    upper: 'An uppercase letter',
    lower: 'A lowercase letter',
    digit: 'A digit',
    special: 'A special character',
  },
  met: ' (done)',
  notMet: ' (still needed)',
  status: (missing: readonly string[]) =>
    missing.length === 0 ? 'Your password meets every rule.' : `Your password still needs: ${missing.join(', ')}.`,
} as const);
