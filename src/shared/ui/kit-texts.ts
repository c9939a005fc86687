import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/ui/kit-texts', { es: () => import('./kit-texts.es') });

// Texts of the kit's small controls; the dialogs' are in dialog-texts.ts, the skip link's and the
// brand's in skip-link-texts.ts and brand-texts.ts. Spanish: kit-texts.es.ts.
export const KIT_TEXTS = texts('KIT_TEXTS', {
  /** The global loader overlay's status, for screen readers. */
  loading: 'Loading…',
  scrollToTop: 'Scroll to top',
  /** A failure snackbar's close button (the × is drawn by CSS). */
  closeMessage: 'Close message',
} as const);
