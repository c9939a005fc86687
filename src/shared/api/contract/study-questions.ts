import { Type, type Static } from 'typebox';
import { Nullable } from './common';
import { EntityId as Id, NullableText as Text, ProcedureId } from './study-procedures';
import { ContentLang } from './study-translations';

// Questions and answers (spec 001 §3–§5): widgets, options and their validators, the conditions
// of screening and question rules, and the answers with the errors of a save or a submit.

export const QuestionType = Type.Enum([
  'single',
  'multiple',
  'multiple_or_single_radio',
  'all_mixed_or_single_radio',
  'all_or_single_radio',
  'all_required',
]);
export type QuestionType = Static<typeof QuestionType>;

/** The 20 answer widgets of spec 001 §3. */
export const WIDGETS = [
  'a1c_dynamic',
  'autocomplete_item',
  'autocomplete_text',
  'multiselect_item',
  'multiselect_text',
  'date',
  'date_range',
  'drop_down',
  'numerical_float',
  'label',
  'likert_scale',
  'matrix_scale',
  'numerical',
  'option',
  'option_with_text',
  'radio',
  'radio_with_text',
  'date_short',
  'text',
  'zip_code',
] as const;
export const Widget = Type.Enum([...WIDGETS]);
export type Widget = Static<typeof Widget>;

export const NumericLimits = Type.Object({
  value_from: Type.Optional(Nullable(Type.Number())),
  value_to: Type.Optional(Nullable(Type.Number())),
  /** Allowed decimal places of a float; 3 when unset (spec 001 §9). */
  decimal: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
});
export type NumericLimits = Static<typeof NumericLimits>;

const OPERATORS = ['lt', 'le', 'gt', 'ge', 'eq', 'ne', 'exists', 'before_today', 'after_today'] as const;
export const Operator = Type.Enum([...OPERATORS]);
export type Operator = Static<typeof Operator>;

export const ComparisonDataType = Type.Enum(['string', 'integer', 'float', 'date', 'short-date']);
export type ComparisonDataType = Static<typeof ComparisonDataType>;

export const StoredAnswerPath = Type.Object({
  question_id: Id,
  option_id: Type.Optional(Nullable(Id)),
  study_id: Type.Optional(Nullable(Id)),
});
export type StoredAnswerPath = Static<typeof StoredAnswerPath>;

/** A condition of a screening, consent or question rule (DECISIONS §4). */
export const Condition = Type.Object({
  l_value: Type.Enum(['age_years', 'profile_field', 'stored_answer']),
  operator: Operator,
  r_value: Type.Optional(Nullable(Type.String())),
  comparison_data_type: Type.Optional(ComparisonDataType),
  profile_field: Type.Optional(Nullable(Type.String())),
  stored_answer_path: Type.Optional(Nullable(StoredAnswerPath)),
});
export type Condition = Static<typeof Condition>;

export const OptionValidator = Type.Object({
  id: Type.Optional(Id),
  option: Type.Optional(Id),
  label: Type.Optional(Text),
  message: Type.String(),
  /** error blocks the answer, warning only tells (spec 001 §3). */
  action: Type.Optional(Type.Enum(['error', 'warning'], { default: 'warning' })),
  operator: Type.Optional(Type.Enum([...OPERATORS], { default: 'ne' })),
  l_option_widget: Type.Optional(Nullable(Widget)),
  r_value_source: Type.Enum(['static', 'dynamic', 'stored_answer', 'profile_field']),
  r_value_static: Type.Optional(Text),
  r_value_dynamic: Type.Optional(Text),
  profile_field: Type.Optional(Text),
  stored_study_id: Type.Optional(Nullable(Id)),
  stored_question_id: Type.Optional(Nullable(Id)),
  stored_option_id: Type.Optional(Nullable(Id)),
  skip_if_no_stored_answer: Type.Optional(Type.Boolean({ default: true })),
  /** The language of this object's texts (DECISIONS §12); absent: English. */
  lang: Type.Optional(ContentLang),
});
export type OptionValidator = Static<typeof OptionValidator>;

export const QuestionOption = Type.Object({
  id: Id,
  widget: Widget,
  title: Text,
  order: Type.Integer(),
  option_validators: Type.Optional(Type.Array(OptionValidator)),
  numeric_limits: Type.Optional(Nullable(NumericLimits)),
  /** Widget data: `rows`/`columns` of a matrix, `scale` labels of a Likert scale. */
  metadata: Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown()))),
  /** Sub-questions shown under this option (each has `parent_option_id` = this id). */
  question_ids: Type.Optional(Type.Array(Id)),
  /** The language of this object's texts (DECISIONS §12); absent: English. */
  lang: Type.Optional(ContentLang),
});
export type QuestionOption = Static<typeof QuestionOption>;

export const Question = Type.Object({
  id: Id,
  title: Text,
  order: Type.Integer(),
  options: Type.Array(QuestionOption),
  procedure: ProcedureId,
  parent_option_id: Type.Optional(Nullable(Id)),
  visible_by_default: Type.Optional(Type.Boolean({ default: true })),
  confirmation_warning: Type.Optional(Text),
  show_hint: Type.Optional(Type.Boolean()),
  question_type: QuestionType,
  studyId: Type.Optional(Id),
  shortTitleMode: Type.Optional(Type.Boolean()),
  created_at: Type.Optional(Text),
  updated_at: Type.Optional(Text),
  /** The language of this object's texts (DECISIONS §12); absent: English. */
  lang: Type.Optional(ContentLang),
});
export type Question = Static<typeof Question>;

export const QuestionRule = Type.Object({
  id: Type.Optional(Id),
  question: Id,
  rule_action: Type.Enum(['show', 'hide']),
  conditions: Type.Array(Condition),
  description: Type.Optional(Text),
});
export type QuestionRule = Static<typeof QuestionRule>;

/** The longest answer value the server keeps (a free text, or 12 a1c pairs as JSON, fit easily). */
export const ANSWER_VALUE_MAX_LENGTH = 5000;

/**
 * An answer value on the wire is text in both directions (spec 001 §3, DECISIONS §10): a choice is
 * 'true', a Likert index '2', a date 'YYYY-MM-DD', multiselect tags, matrix rows, a1c pairs and
 * date ranges JSON text. Anything else is refused at the boundary; '' clears an option.
 */
export const AnswerValue = Type.String({ maxLength: ANSWER_VALUE_MAX_LENGTH });
export type AnswerValue = Static<typeof AnswerValue>;

export const Answer = Type.Object({
  question: Id,
  question_option: Id,
  value: AnswerValue,
  widget: Type.Optional(Widget),
  isAnswerFromOtherStudy: Type.Optional(Type.Boolean()),
  /** The study the answer belongs to; stored answers of other studies feed conditions. */
  study_id: Type.Optional(Id),
  created_at: Type.Optional(Text),
});
export type Answer = Static<typeof Answer>;

/** One item of the `POST …/questions/{id}/answers` body. */
export const AnswerInput = Type.Object({ question: Id, question_option: Id, value: AnswerValue });
export type AnswerInput = Static<typeof AnswerInput>;

/** 400 body of an answer save (DECISIONS §4). */
export const AnswerSaveErrors = Type.Array(
  Type.Object({ question: Type.Integer(), question_option: Nullable(Type.Integer()), error_message: Type.String() }),
);
export type AnswerSaveErrors = Static<typeof AnswerSaveErrors>;

/** 400 body of a refused submit: `["There are not answered questions: <id>, <id>"]`. */
export const SubmitErrors = Type.Array(Type.String());
export type SubmitErrors = Static<typeof SubmitErrors>;

export const ScreeningRule = Type.Object({
  id: Type.Optional(Id),
  conditions: Type.Array(Condition),
  study: Type.Optional(Id),
});
export type ScreeningRule = Static<typeof ScreeningRule>;

/** `?procedure=&question=` of `GET …/answers`: the answers of one procedure or one question. */
export const AnswersQuery = Type.Object({ procedure: Type.Optional(ProcedureId), question: Type.Optional(Id) });
export type AnswersQuery = Static<typeof AnswersQuery>;

/** `?get_all_answers` (present, empty or true) of an answer save: answer every answer of the user study. */
export const SaveAnswersQuery = Type.Object({ get_all_answers: Type.Optional(Type.String({ maxLength: 10 })) });
export type SaveAnswersQuery = Static<typeof SaveAnswersQuery>;
