// The study engine: pure rules of spec 001 §4–§5 shared by the survey screens and the reference
// server (one implementation, two callers). No React, no I/O; `now` is always passed in.
export {
  OPERATORS,
  IncorrectOperatorError,
  assertOperator,
  compareValues,
  conditionDataType,
  conditionLeftValue,
  evaluateCondition,
  evaluateConditions,
  findStoredAnswer,
  isPresent,
  type ConditionContext,
  type ConditionParticipant,
  type StoredAnswer,
} from './conditions';
export { ageInYears, formatDay, isMonthFormat, isRelativeDate, parseDate, resolveRelativeDate } from './dates';
export {
  dataTypeForWidget,
  evaluateOptionValidator,
  validateOptionValue,
  withValidatorDefaults,
  type OptionValidation,
  type ValidatorOutcome,
} from './option-validators';
export {
  byOrder,
  isQuestionAnswered,
  isQuestionComplete,
  isQuestionDisabled,
  isQuestionShown,
  isVisibleByRules,
  optionAnswered,
  orderedQuestions,
  parentOf,
  ruleContext,
  subQuestionsOf,
  type QuestionFlow,
} from './visibility';
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
export {
  A1C_INITIAL_PAIRS,
  A1C_MAX_PAIRS,
  RADIO_WIDGETS,
  a1cRowsForEditing,
  canAddA1cRow,
  isAnswered,
  metadataList,
  parseA1c,
  parseDateRange,
  parseLikert,
  parseMatrix,
  parseMultiselect,
  serializeA1c,
  serializeDateRange,
  serializeMatrix,
  serializeMultiselect,
  type A1cPair,
  type DateRangeValue,
  type MatrixRowValue,
} from './widget-values';
export {
  DEFAULT_FLOAT_DECIMALS,
  WIDGET_MESSAGES,
  validateA1c,
  validateDate,
  validateDateRange,
  validateLikert,
  validateMatrix,
  validateMultiselect,
  validateNumber,
  validateWidgetValue,
  validateZip,
  type A1cValidity,
  type Validity,
} from './widget-validity';
export { canAddMultiselectTag, isOptionOfQuestion, isWithTextInputEnabled, matchAutocomplete, multiselectSuggestions, withTextValue } from './choices';
export { UNKNOWN_OPTION_MESSAGE, answerSaveErrors } from './answer-validation';
export {
  FRESHLY_COMPLETED_MS,
  currentProcedureOnIntro,
  isFreshlyCompleted,
  isProcedureEnabled,
  isStudyBlocked,
  isStudyFinished,
  isUserStudyClosed,
  markCompleted,
  nextProcedure,
  opensNotEligible,
  preselectOutcome,
  procedureStates,
  sortProcedures,
  withCompletion,
  type PreselectOutcome,
  type ProcedureState,
} from './procedures';
export {
  CHILD_CONSENT_AGE_THRESHOLD,
  applicableConsents,
  canSignConsent,
  consentVariant,
  isConsentSigned,
  nextConsentStep,
  requiredConsentTypes,
  unsignedConsents,
  type ConsentStep,
  type ConsentVariant,
} from './consent';
export { failedScreeningRules, isEligible } from './eligibility';
export {
  MISSING_ANSWERS_PREFIX,
  QUESTIONNAIRE_INCOMPLETE,
  missingAnswersMessage,
  parseMissingAnswersMessage,
  unansweredQuestionIds,
} from './required-answers';
export { applyAnswerChange, descendantOptionIds, type AnswerChange, type ChangeSource } from './answer-changes';
export { questionState, type QuestionState } from './question-state';
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
  JAEB_INTRO_EVENT,
  STUDY_BEGIN_EVENT,
  WELCOME_DEFAULT_TITLE,
  WELCOME_DIALOG_PROCEDURES,
  consentDialogKind,
  findModuleSetting,
  isPartnerSource,
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
