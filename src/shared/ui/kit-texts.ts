// Texts of the kit's small controls; the dialogs' are in dialog-texts.ts, the skip link's and the
// brand's in skip-link-text.ts and brand-text.ts.
export const KIT_TEXTS = {
  /** The global loader overlay's status, for screen readers. */
  loading: 'Loading…',
  scrollToTop: 'Scroll to top',
  /** A failure snackbar's close button (the × is drawn by CSS). */
  closeMessage: 'Close message',
} as const;

/** A part of the page that failed to load or draw (load-failure-boundary.tsx); spec 000 §7's texts. */
export const LOAD_FAILURE_TEXTS = {
  /** Spec 000 §7, generic failure. */
  title: 'Oops! Something went wrong',
  /** Spec 000 §7, network failure. */
  body: 'Connection or server error. Check your connection or try to connect later',
  retry: 'Try again',
} as const;
