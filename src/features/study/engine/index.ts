// The study engine's rules: pure functions of spec 001 §4–§5 that the survey screens and the
// reference server both judge with (one implementation, two callers). No React, no I/O; `now` is
// always passed in. What only screens use (navigation, dialogs, question lists…) is in ./screen.
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
  timeZoneOf,
  type ConditionContext,
  type ConditionParticipant,
  type StoredAnswer,
} from './conditions';
export {
  REGISTRY_TIME_ZONE,
  ageInYears,
  calendarDay,
  formatDay,
  isMonthFormat,
  isRelativeDate,
  parseDate,
  resolveRelativeDate,
  type CalendarDate,
} from './dates';
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
  A1C_MAX_PAIRS,
  RADIO_WIDGETS,
  isAnswered,
  matrixColumnLabels,
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
export { optionVerdict, type OptionVerdict } from './option-verdict';
export {
  A1C_PLAUSIBILITY_MESSAGE,
  PLAUSIBLE_PERCENT,
  a1cPlausibilityWarnings,
  isPlausibleA1c,
  plausibleRange,
} from './a1c-plausibility';
export { exclusiveOptionIds } from './answer-changes';
export { isOptionOfQuestion } from './choices';
export {
  DUPLICATE_OPTION_MESSAGE,
  ONE_CHOICE_MESSAGE,
  UNKNOWN_OPTION_MESSAGE,
  answerSaveErrors,
} from './answer-validation';
export { nextProcedure, procedureStates, sortProcedures, withCompletion, type ProcedureState } from './procedures';
export { procedureGate, type ProcedureAction, type ProcedureGate, type ProcedureGateInput } from './procedure-gate';
export { questionsReadFromOtherStudies, storedAnswerReferences, type StoredAnswerReference } from './stored-answers';
export { CHILD_CONSENT_AGE_THRESHOLD, applicableConsents, requiredConsentTypes } from './consent';
export { failedScreeningRules, isEligible } from './eligibility';
export {
  MISSING_ANSWERS_PREFIX,
  missingAnswersMessage,
  shownQuestions,
  submitRefusals,
  unansweredQuestionIds,
} from './required-answers';
export {
  HIDDEN_QUESTION_MESSAGE,
  hiddenAnswers,
  planAnswerSave,
  visibleAnswers,
  type AnswerSavePlan,
} from './hidden-answers';
export {
  READABLE_TEXT,
  readableAnswer,
  readableDay,
  readableLineText,
  readableMonth,
  type ReadableLine,
} from './readable-answer';
export { audienceOf, moduleSettingsFor, type Audience } from './audience';
export { A1C_TEXT, REFUSAL_TEXT } from './engine-texts';
export {
  LABEL_LISTS,
  TEXT_FIELDS,
  fieldAt,
  localizedDefinition,
  translatables,
  type Translatable,
  type TranslationKind,
} from './translations';
