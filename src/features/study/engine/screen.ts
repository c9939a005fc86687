// What only the survey screens use: navigation, progress and the question list, dialogs and
// outcomes, draft-answer editing, the consent steps. The reference server never imports this
// file (a lint zone in eslint.config.js keeps it so); the rules both sides judge with are in ./index.
export {
  activeQuestionView,
  firstUnansweredQuestionId,
  nextQuestionId,
  previousQuestionId,
  procedureProgress,
  progressPercent,
  questionList,
  type ActiveQuestionView,
  type QuestionListItem,
} from './progress';
export { isQuestionDisabled } from './visibility';
export { latestAllowedDate } from './option-validators';
export {
  incompleteMessage,
  questionLanding,
  submitPageState,
  type QuestionLanding,
  type SubmitPageState,
} from './landing';
export { A1C_INITIAL_PAIRS, a1cRowsForEditing, canAddA1cRow } from './widget-values';
export {
  canAddMultiselectTag,
  isWithTextInputEnabled,
  matchAutocomplete,
  multiselectSuggestions,
  withTextValue,
} from './choices';
export {
  currentProcedureOnIntro,
  isStudyBlocked,
  isStudyFinished,
  isUserStudyClosed,
  markCompleted,
  opensNotEligible,
  preselectOutcome,
  type PreselectOutcome,
} from './procedures';
export {
  canSignConsent,
  missingForConsent,
  consentVariant,
  isConsentSigned,
  nextConsentStep,
  unsignedConsents,
  type ConsentStep,
  type ConsentVariant,
} from './consent';
export { QUESTIONNAIRE_INCOMPLETE, parseMissingAnswersMessage } from './required-answers';
export {
  applyAnswerChange,
  applyAnswerChanges,
  descendantOptionIds,
  hasRadioSibling,
  type AnswerChange,
  type ChangeSource,
} from './answer-changes';
export { questionEmission, questionState, type QuestionEmission, type QuestionState } from './question-state';
export { a1cPlausibilityWarning } from './a1c-plausibility';
export {
  NEXT_BLOCKED_TOOLTIP,
  UNANSWERED_BANNER_HINT,
  nextClickDecision,
  previousEntersPreview,
  unansweredBanner,
  type NextClickState,
  type NextDecision,
} from './navigation';
export {
  JUST_SUBMITTED,
  justSubmittedDialog,
  type JustSubmittedDialog,
  JAEB_INTRO_EVENT,
  STUDY_BEGIN_EVENT,
  WELCOME_DEFAULT_TITLE,
  WELCOME_DIALOG_PROCEDURES,
  consentDialogKind,
  findModuleSetting,
  needsWelcomeDialog,
  successDialogKind,
  welcomeEventName,
} from './dialogs';
export {
  CSO_WAIT_MS,
  DEFAULT_RESEARCH_BUTTON,
  RELEVANT_ID_FAILURES,
  RELEVANT_ID_TIMEOUT_MS,
  conclusionActions,
  researchLink,
  submitOutcome,
  type ConclusionActions,
  type ResearchLink,
  type SubmitOutcome,
} from './outcomes';
export {
  SUBMIT_REFUSAL_STATUSES,
  failedSubmitOutcome,
  refusalMessages,
  submitFailed,
  type SubmitFailure,
} from './submit-failure';
export { backDecision } from './navigation';
export { NAVIGATION_TEXT, OUTCOME_TEXT } from './engine-texts';
