import { paths } from '../config/paths';
import { refreshToken } from '../shared/api/calls/refresh-token';
import type { ApiClient } from '../shared/api/client/create-api-client';
import { endExpiredSession } from '../shared/api/client/failure-feedback';
import { createSessionKeeper } from '../shared/session/session-keeper';
import type { SessionStore } from '../shared/session/session-store';
import type { FeedbackStore } from '../shared/ui/feedback/feedback-store';
import type { SessionWarningChoice } from '../shared/ui/session-warning-dialog';
import type { AppNavigator } from './navigation';

const WARNING_DIALOG = 'session-warning';
/** The result a warning gets when it closes because it no longer applies (renewed, signed out). */
const ENDED = 'ended';
/** What counts as the participant being active: typing, pointing, answering, scrolling with a wheel. */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'input', 'wheel'] as const;

export interface SessionKeeperParts {
  session: SessionStore;
  feedback: FeedbackStore;
  client: ApiClient;
  navigator: AppNavigator;
}

/**
 * Keeps this app instance's session (shared/session/session-keeper.ts): activity inside the
 * instance's root element renews it, the warning dialog asks before an unrenewed end, and the end
 * itself shows the sign-in page as a refused token does. Answers the function that stops it.
 */
export function startSessionKeeper(element: HTMLElement, parts: SessionKeeperParts): () => void {
  const { session, feedback, client, navigator } = parts;
  const closeWarnings = () => {
    for (const dialog of feedback.dialogs.peek())
      if (dialog.kind === WARNING_DIALOG) feedback.closeDialog(dialog.id, ENDED);
  };
  const keeper = createSessionKeeper({
    token: session.token,
    payload: session.payload,
    setToken: (token) => session.setToken(token),
    renew: () => refreshToken(client),
    onWarning: (warning) => {
      closeWarnings();
      void feedback.openDialog<SessionWarningChoice | typeof ENDED>(WARNING_DIALOG, { ...warning }).then((choice) => {
        if (choice === ENDED) return;
        if (choice === 'sign-out') navigator.navigate(paths.logout.href());
        // Stay (or Escape): renewed when it can be; at the maximum age the participant continues.
        else if (warning.renewable) void keeper.stay();
      });
    },
    onWarningEnd: closeWarnings,
    onExpired: () =>
      endExpiredSession({ session, feedback, navigate: navigator.navigate, currentPath: navigator.currentPath }),
  });
  const onActivity = () => keeper.activity();
  // A key pressed with the focus on no element (the page's body, after a click on blank space or a
  // dialog that closed) reaches the document, not the app's root: the participant is here all the same.
  const page = element.ownerDocument;
  const onPageKey = (event: KeyboardEvent) => {
    if (event.target === page.body || event.target === page.documentElement) keeper.activity();
  };
  for (const type of ACTIVITY_EVENTS) element.addEventListener(type, onActivity, { capture: true, passive: true });
  page.addEventListener('keydown', onPageKey, { capture: true, passive: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) element.removeEventListener(type, onActivity, { capture: true });
    page.removeEventListener('keydown', onPageKey, { capture: true });
    keeper.dispose();
  };
}
