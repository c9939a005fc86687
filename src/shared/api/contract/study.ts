import { Type, type Static } from 'typebox';
import { Nullable } from './common';
import { Promotion, StudyStatus, StudyType } from './user-study';

// Study flow entities (spec 001 §3) and the study definition file (DECISIONS §4).
// Field names are the spec's; optional fields are the ones a definition file or a response may omit.

const Id = Type.Integer({ minimum: 1 });
const Text = Nullable(Type.String());

export const StudyMinimal = Type.Object({
  id: Id,
  study_type: StudyType,
  title: Type.String(),
  status: StudyStatus,
  closed_at: Type.Optional(Text),
  approximate_complete_time: Type.Optional(Text),
  launch_on: Type.Optional(Text),
  number_of_users_goal: Type.Optional(Nullable(Type.Integer())),
  reward_on: Type.Optional(Type.Boolean()),
  reward_text: Type.Optional(Text),
  custom_tag_on: Type.Optional(Type.Boolean()),
  custom_tag_text: Type.Optional(Text),
});
export type StudyMinimal = Static<typeof StudyMinimal>;

/** The full study of `GET {admin}/studies/{id}`: the minimal fields plus administrative ones. */
export const Study = Type.Intersect([
  StudyMinimal,
  Type.Object({
    sponsor: Type.Optional(Text),
    principle_investigator: Type.Optional(Text),
    created_at: Type.Optional(Text),
    isEligible: Type.Optional(Nullable(Type.Boolean())),
    available_statuses: Type.Optional(Type.Array(StudyStatus)),
    assignment_by_criteria: Type.Optional(Type.Boolean()),
    procedures_lookup: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    expires_in: Type.Optional(Nullable(Type.Integer())),
    assigned_to_user: Type.Optional(Type.Boolean()),
    initially_assigned_and_notified: Type.Optional(Type.Integer()),
    actually_assigned_and_notified: Type.Optional(Type.Integer()),
    number_of_users_completed_a_study: Type.Optional(Type.Integer()),
    total_actually_assigned: Type.Optional(Type.Integer()),
    total_possible_to_assign: Type.Optional(Type.Integer()),
    filter_criterias: Type.Optional(Type.Array(Type.Unknown())),
    clicked_the_link_count: Type.Optional(Type.Integer()),
    created_by: Type.Optional(Nullable(Type.Union([Type.Integer(), Type.String()]))),
    updated_at: Type.Optional(Text),
    last_activated_at: Type.Optional(Text),
  }),
]);
export type Study = Static<typeof Study>;

export const ProcedureId = Type.Enum(['intro', 'screening', 'consent', 'questionnaire', 'research']);
export type ProcedureId = Static<typeof ProcedureId>;

/** A procedure of a study; `created_at` is set once the participant completed it. */
export const Procedure = Type.Object({
  id: ProcedureId,
  title: Type.String(),
  order: Type.Integer(),
  created_at: Type.Optional(Text),
});
export type Procedure = Static<typeof Procedure>;

export const UserProcedure = Type.Object({
  procedure_id: ProcedureId,
  created_at: Type.String(),
  user_study_id: Type.Integer(),
  study_id: Type.Integer(),
  user_study_is_eligible: Type.Optional(Nullable(Type.Boolean())),
});
export type UserProcedure = Static<typeof UserProcedure>;

/** Body of `POST …/user-procedures`. */
export const ProcedureSubmit = Type.Object({ procedure_id: ProcedureId });
export type ProcedureSubmit = Static<typeof ProcedureSubmit>;

export const QuestionType = Type.Enum([
  'single', 'multiple', 'multiple_or_single_radio',
  'all_mixed_or_single_radio', 'all_or_single_radio', 'all_required',
]);
export type QuestionType = Static<typeof QuestionType>;

/** The 20 answer widgets of spec 001 §3. */
export const WIDGETS = [
  'a1c_dynamic', 'autocomplete_item', 'autocomplete_text', 'multiselect_item', 'multiselect_text', 'date',
  'date_range', 'drop_down', 'numerical_float', 'label', 'likert_scale', 'matrix_scale', 'numerical',
  'option', 'option_with_text', 'radio', 'radio_with_text', 'date_short', 'text', 'zip_code',
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

/** Multiselect text is JSON text; dropdown true; Likert an index; the rest strings (spec 001 §3). */
export const AnswerValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
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

export const ConsentType = Type.Enum(['parental', 'child', 'adult', 'jaeb', 'universal']);
export type ConsentType = Static<typeof ConsentType>;

export const ConsentRule = Type.Object({
  consent_type: ConsentType,
  consent_id: Id,
  study_id: Id,
  conditions: Type.Optional(Type.Array(Condition)),
});
export type ConsentRule = Static<typeof ConsentRule>;

export const ScreeningRule = Type.Object({
  id: Type.Optional(Id),
  conditions: Type.Array(Condition),
  study: Type.Optional(Id),
});
export type ScreeningRule = Static<typeof ScreeningRule>;

export const Signature = Type.Object({ subject_name: Type.String(), user_consent_id: Type.Integer(), created_at: Type.String() });
export type Signature = Static<typeof Signature>;

/** `rule.conditions` decide which participants must sign; no rule: everyone. */
export const ConsentInfo = Type.Object({
  consent_type: ConsentType,
  id: Id,
  order: Type.Integer(),
  rule_description: Type.Optional(Text),
  rule: Type.Optional(Nullable(Type.Object({ conditions: Type.Array(Condition) }))),
  text: Type.Optional(Text),
  study: Type.Optional(Id),
  description: Type.Optional(Text),
});
export type ConsentInfo = Static<typeof ConsentInfo>;

/** An item of `GET …/user-studies/{id}/consents`: signed when it carries a signature. */
export const UserConsent = Type.Intersect([
  ConsentInfo,
  Type.Object({ user_consent_id: Type.Integer(), signature: Type.Optional(Nullable(Signature)) }),
]);
export type UserConsent = Static<typeof UserConsent>;

export const ConsentBody = Type.Object({
  agreement_text: Type.String(),
  consent: Type.String(),
  consent_type: ConsentType,
  description: Type.Optional(Text),
  id: Id,
  order: Type.Integer(),
  isChildConsent: Type.Optional(Type.Boolean()),
  isJAEB: Type.Optional(Type.Boolean()),
});
export type ConsentBody = Static<typeof ConsentBody>;

export const SignPayload = Type.Object({ subject_name: Type.String({ minLength: 1 }), user_consent_id: Type.Integer() });
export type SignPayload = Static<typeof SignPayload>;

export const SignResponse = Type.Object({ sms_consent_required: Type.Boolean() });
export type SignResponse = Static<typeof SignResponse>;

export const SignedConsent = Type.Object({
  consent_type: ConsentType,
  created_at: Type.String(),
  subject_name: Type.String(),
  study_id: Type.Integer(),
  signed_consent_id: Type.Integer(),
  consent_id: Type.Integer(),
  consent_text: Type.String(),
  agreement_text: Type.String(),
});
export type SignedConsent = Static<typeof SignedConsent>;

export const ModuleSettingContent = Type.Object({
  label: Type.Optional(Text),
  title: Type.Optional(Text),
  button_text: Type.Optional(Text),
  body_text: Type.Optional(Text),
  download_button: Type.Optional(Type.Boolean()),
  review_answers_button: Type.Optional(Type.Boolean()),
  print_button: Type.Optional(Type.Boolean()),
  social_links: Type.Optional(Type.Boolean()),
  show_timestamp: Type.Optional(Type.Boolean()),
  contact_phone: Type.Optional(Text),
  contact_email: Type.Optional(Text),
});
export type ModuleSettingContent = Static<typeof ModuleSettingContent>;

export const ModuleSetting = Type.Object({
  id: Id,
  procedure: ProcedureId,
  module_type: Type.Enum(['page', 'popup']),
  stage: Type.Enum(['before_procedure', 'confirmation', 'conclusion', 'screening_failed']),
  content: ModuleSettingContent,
});
export type ModuleSetting = Static<typeof ModuleSetting>;

/** `GET /v2/ui-module-settings`: settings grouped by procedure id. */
export const ModuleSettingsByProcedure = Type.Record(Type.String(), Type.Array(ModuleSetting));
export type ModuleSettingsByProcedure = Static<typeof ModuleSettingsByProcedure>;

export const IntroPage = Type.Object({ id: Id, content: Type.String() });
export type IntroPage = Static<typeof IntroPage>;

export const ResearchPromotion = Promotion;
export type ResearchPromotion = Static<typeof ResearchPromotion>;

export const ResearchProcedure = Type.Object({
  id: Id,
  title: Type.String(),
  text: Type.String(),
  button_text: Type.Optional(Text),
  url: Type.Optional(Text),
  userID: Type.Optional(Nullable(Type.Integer())),
  add_participant_id_query_param: Type.Optional(Type.Boolean()),
});
export type ResearchProcedure = Static<typeof ResearchProcedure>;

/** Events: study begin (`fe_study_begin`), the jaeb intro dialog, per-procedure welcome dialogs. */
export const EventLog = Type.Object({
  study: Type.Optional(Nullable(Type.Integer())),
  user_study: Type.Optional(Nullable(Type.Integer())),
  event: Type.String({ minLength: 1 }),
});
export type EventLog = Static<typeof EventLog>;

export const TextBlock = Type.Object({
  source: Type.String(),
  action: Type.String(),
  study_type: Type.Optional(Nullable(StudyType)),
  title: Type.Optional(Text),
  text: Type.Optional(Text),
});
export type TextBlock = Static<typeof TextBlock>;

export const RelevantIdResponse = Type.Object({
  data: Type.Unknown(),
  isResponseAvailable: Type.Boolean(),
  failureReason: Type.Optional(Text),
});
export type RelevantIdResponse = Static<typeof RelevantIdResponse>;

/** A study definition file (DECISIONS §4): one study, its procedures, questions and rules. */
export const StudyDefinition = Type.Object({
  study: Type.Intersect([StudyMinimal, Type.Object({ assign_to: Type.Enum(['all', 'none']) })]),
  procedures: Type.Array(Procedure),
  questions: Type.Object({ adult: Type.Array(Question), child: Type.Array(Question) }),
  question_rules: Type.Array(QuestionRule),
  screening_rules: Type.Array(ScreeningRule),
  consents: Type.Array(Type.Intersect([ConsentInfo, Type.Object({ agreement_text: Type.String() })])),
  module_settings: Type.Array(ModuleSetting),
  intro_pages: Type.Array(IntroPage),
  research: Nullable(ResearchProcedure),
  promotions: Type.Array(Promotion),
});
export type StudyDefinition = Static<typeof StudyDefinition>;
