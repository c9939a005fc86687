import { paths } from '@/config/paths';
import { SESSION_EXPIRED_MS, SNACKBAR_MS, type FeedbackStore } from '../../ui/feedback/feedback-store';
import type { SessionStore } from '../../session/session-store';
import type { ApiError } from './api-error';
import { textsOf } from '../../i18n/locale';

const texts = textsOf('shared/api/client/failure-feedback', { es: () => import('./failure-feedback.es') });

// The error catalogue of spec 000 §8 for calls that do not handle their failure themselves, verbatim
// in English (Spanish: failure-feedback.es.ts).
export const MESSAGES = texts('MESSAGES', {
  sessionExpired: 'Session expired',
  connection: 'Connection or server error. Check your connection or try to connect later',
  generic: 'Oops! Something went wrong',
  /** A failure that is not an HTTP answer (spec 000 §8 'Unknown error'). */
  unknown: 'Unknown error',
} as const);

export const INTERNAL_SERVER_ERROR_DIALOG = 'internal-server-error';
export const SESSION_EXPIRED_DIALOG = 'session-expired';

export interface FailureContext {
  session: SessionStore;
  feedback: FeedbackStore;
  navigate: (to: string) => void;
  currentPath: () => string | undefined;
  /** The token the failed call carried (null: it carried none). */
  sentToken: string | null;
}

/** Where sign-in should return after a 401: the screen the user was on, unless it is an auth screen. */
export function returnPathAfter401(current: string | undefined): string | undefined {
  if (!current || !current.startsWith('/')) return undefined;
  const path = current.split('?')[0];
  if (path.startsWith('/auth/') || path === paths.logout.path || path === paths.root.path) return undefined;
  return current;
}

/**
 * A session the server no longer accepts (a 401) or that has run out (the session keeper): the
 * token goes (the other stored values and the survey's drafts stay, for after the sign-in), the
 * sign-in page shows with the way back, and the short 'Session expired' message with its dialog.
 */
export function endExpiredSession(ctx: Omit<FailureContext, 'sentToken'>): void {
  const { feedback, session } = ctx;
  session.removeToken();
  ctx.navigate(paths.login.href(returnPathAfter401(ctx.currentPath())));
  feedback.showSnackbar(MESSAGES.sessionExpired, 'failure', SESSION_EXPIRED_MS);
  // Dialogs of the ended session (SMS consent, a confirmation) no longer apply: the
  // session-expired dialog of spec 000 §2 replaces them and says why the sign-in page shows.
  for (const dialog of feedback.dialogs.peek()) feedback.closeDialog(dialog.id);
  void feedback.openDialog(SESSION_EXPIRED_DIALOG);
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);

export function showFailure(error: ApiError, ctx: FailureContext): void {
  const { feedback, session } = ctx;
  if (error.status === 401) {
    // Parallel calls failing with the same expired token: only the first one acts.
    if (ctx.sentToken !== null && session.token.peek() !== ctx.sentToken) return;
    endExpiredSession(ctx);
    return;
  }
  if (error.status === 500) {
    // The generic error dialog opens only when no other dialog is open (spec 000 §2): it never
    // stacks over the SMS consent or profile-type dialog, nor over itself when calls fail together.
    void feedback.openDialogIfNone(INTERNAL_SERVER_ERROR_DIALOG);
    return;
  }
  // A proxy that could not reach the server (502, 504) or a server away for a moment (503):
  // nothing "went wrong" with what the participant did; the connection message says what to do.
  if (error.isNetworkError || GATEWAY_STATUSES.has(error.status)) {
    feedback.showSnackbar(MESSAGES.connection, 'failure', SNACKBAR_MS.failure);
    return;
  }
  feedback.showSnackbar(MESSAGES.generic, 'failure', SNACKBAR_MS.failure);
}
