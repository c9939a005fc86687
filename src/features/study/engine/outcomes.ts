import type { ProcedureId, ResearchProcedure } from '@contract/study';
import type { StudyType } from '@contract/user-study';
import { OUTCOME_TEXT } from './engine-texts';
import { parseMissingAnswersMessage } from './required-answers';

// What happens after a procedure submit, on the conclusion page and on the research page
// (spec 001 §2, §4, §9), as data the screens render.

export const CSO_WAIT_MS = 3000;
export const RELEVANT_ID_TIMEOUT_MS = 8000;
export const RELEVANT_ID_FAILURES = {
  timeout: 'RelevantID service timed out',
  service: 'Error loading RelevantID call service',
  script: 'Error loading RelevantID script',
} as const;
/** The research button's default text in English (the spec's); the page shows OUTCOME_TEXT.researchButton. */
export const DEFAULT_RESEARCH_BUTTON = 'Start now';

export type SubmitOutcome =
  | { kind: 'next-procedure' }
  | { kind: 'eligible-dialog' }
  | { kind: 'not-eligible'; csoWaitMs: number }
  | { kind: 'reload' }
  | { kind: 'status-page' }
  | { kind: 'missing-answers'; questionIds: number[] }
  /** The server refused the submit and stored nothing; its messages (possibly none) go in a snackbar. */
  | { kind: 'refused'; messages: string[] }
  /** The call failed and the API client has already said so (the connection message, the error dialog). */
  | { kind: 'reported' }
  /** The submit failed without an HTTP answer: the spec's 'Unknown error'. */
  | { kind: 'unknown-failure' };

/**
 * After a submit: server missing-answer messages send the participant to the first missing
 * question; any other message is a refusal (nothing was stored: never a success); intro goes on; screening shows the eligible dialog or routes to not-eligible (a core
 * study waits for the optional CSO form); consent reloads; questionnaire goes to its status page.
 */
export function submitOutcome(
  procedure: ProcedureId,
  result: { eligible: boolean | null | undefined; studyType: StudyType; errors?: readonly string[] },
): SubmitOutcome {
  const missing = (result.errors ?? []).flatMap((m) => parseMissingAnswersMessage(m) ?? []);
  if (missing.length > 0) return { kind: 'missing-answers', questionIds: missing };
  if ((result.errors ?? []).length > 0) return { kind: 'refused', messages: [...result.errors!] };
  if (result.eligible === false)
    return { kind: 'not-eligible', csoWaitMs: result.studyType === 'core_study' ? CSO_WAIT_MS : 0 };
  switch (procedure) {
    case 'screening':
      return { kind: 'eligible-dialog' };
    case 'consent':
      return { kind: 'reload' };
    case 'questionnaire':
      return { kind: 'status-page' };
    default:
      return { kind: 'next-procedure' };
  }
}

export interface ConclusionActions {
  showMainButton: boolean;
  showDataInsights: boolean;
  donate: { shown: boolean; disabled: boolean; label: string };
}

/**
 * Conclusion page: the main button only when eligible after screening or questionnaire; Data
 * Insights only after a core-study questionnaire when eligible; the donate button only when
 * eligible and offered, disabled while pending, once donated or after success.
 */
export function conclusionActions(input: {
  procedure: ProcedureId;
  studyType: StudyType;
  eligible: boolean;
  donationOffered: boolean;
  isDonated: boolean;
  donatePending: boolean;
  donateSucceeded: boolean;
}): ConclusionActions {
  const judged = input.procedure === 'screening' || input.procedure === 'questionnaire';
  return {
    showMainButton: input.eligible && judged,
    showDataInsights: input.eligible && input.procedure === 'questionnaire' && input.studyType === 'core_study',
    donate: {
      shown: input.eligible && input.donationOffered,
      disabled: input.donatePending || input.isDonated || input.donateSucceeded,
      label: input.donateSucceeded ? OUTCOME_TEXT.donated : OUTCOME_TEXT.donate,
    },
  };
}

export interface ResearchLink {
  hidden: boolean;
  disabled: boolean;
  href: string | null;
  label: string;
}

/**
 * The research page button: hidden when the study is blocked, disabled without a url, default
 * text 'Start now'; `add_participant_id_query_param` appends `participant_id` (our name).
 */
export function researchLink(
  research: Pick<ResearchProcedure, 'url' | 'button_text' | 'add_participant_id_query_param'>,
  participantId: number,
  blocked: boolean,
): ResearchLink {
  const label = research.button_text?.trim() || OUTCOME_TEXT.researchButton;
  if (!research.url) return { hidden: blocked, disabled: true, href: null, label };
  let href = research.url;
  if (research.add_participant_id_query_param) {
    const [base, hash] = href.split('#');
    href = `${base}${base.includes('?') ? '&' : '?'}participant_id=${encodeURIComponent(String(participantId))}${hash !== undefined ? `#${hash}` : ''}`;
  }
  return { hidden: blocked, disabled: false, href, label };
}
