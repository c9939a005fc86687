import { NAVIGATION_ENGLISH, NAVIGATION_TEXT } from './engine-texts';

// What the Next and Previous buttons do (spec 001 §4), decided from plain flags so the screen
// only renders the outcome.

export type NextDecision = 'invalid' | 'confirm' | 'warn' | 'save';

export interface NextClickState {
  valid: boolean;
  hasWarning: boolean;
  /** The question's confirmation_warning text, when it has one. */
  confirmationWarning?: string | null;
  /** Whether this question's confirmation warning / answer warning was already shown. */
  confirmationShown: boolean;
  warningShown: boolean;
}

/**
 * Next: an invalid answer shows the invalid-state hint and does not save; a question needing
 * confirmation shows its warning first and the second click saves; a warning-level answer shows
 * its warning once before saving.
 */
export function nextClickDecision(state: NextClickState): NextDecision {
  if (!state.valid) return 'invalid';
  if (state.confirmationWarning && !state.confirmationShown) return 'confirm';
  if (state.hasWarning && !state.warningShown) return 'warn';
  return 'save';
}

/** The tooltip on a Next that cannot proceed, in English (the spec's words); screens read NAVIGATION_TEXT.nextBlocked. */
export const NEXT_BLOCKED_TOOLTIP = NAVIGATION_ENGLISH.nextBlocked;

/** Previous on the last question, all answered and none unanswered, goes back in preview mode. */
export function previousEntersPreview(
  isLastQuestion: boolean,
  lastAnswered: boolean,
  unansweredCount: number,
): boolean {
  return isLastQuestion && lastAnswered && unansweredCount === 0;
}

/** 'You have N unanswered question(s)!' banner of the public question wrapper (spec 001 §2). */
export function unansweredBanner(count: number): string | null {
  if (count <= 0) return null;
  return NAVIGATION_TEXT.unanswered(count);
}

/** The banner's hint in English (the spec's words); screens read NAVIGATION_TEXT.unansweredHint. */
export const UNANSWERED_BANNER_HINT = NAVIGATION_ENGLISH.unansweredHint;

/** What Back from the question screen does after saving the valid drafts (spec 001 §4). */
export type BackDecision = 'submit' | 'leave';

/**
 * Back saves valid drafts, then submits the procedure when that is what is left to do: nothing is
 * unanswered and the participant is on the last question or reviewing in preview mode (the save
 * modes of §4). With answers still absent, or a procedure already submitted, it only leaves.
 */
export function backDecision(state: {
  isLastQuestion: boolean;
  preview: boolean;
  unansweredCount: number;
  submitted: boolean;
}): BackDecision {
  if (state.submitted || state.unansweredCount > 0) return 'leave';
  return state.isLastQuestion || state.preview ? 'submit' : 'leave';
}
