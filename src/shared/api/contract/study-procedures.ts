import { Type, type Static } from 'typebox';
import { Day, Nullable } from './common';
import { ContentLang } from './study-translations';
import { Promotion, StudyStatus, StudyType } from './user-study';

// The study and its flow (spec 001 §3): the study, its procedures and the participant's completed
// ones, the dialogs and pages around them (module settings), intro pages and the research page.
// Field names are the spec's; optional fields are the ones a definition file or a response may omit.

/**
 * Ids of study entities (study, question, option, consent, rule…): positive integers that fit the
 * database's 32-bit columns, so an id of 2^31 or more is a 400, never an overflow.
 */
export const EntityId = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** Text a definition file or a response may leave null. */
export const NullableText = Nullable(Type.String());
const Id = EntityId;
const Text = NullableText;

export const StudyMinimal = Type.Object({
  id: Id,
  study_type: StudyType,
  title: Type.String(),
  status: StudyStatus,
  /** Days, 'YYYY-MM-DD'. */
  closed_at: Type.Optional(Nullable(Day)),
  approximate_complete_time: Type.Optional(Text),
  launch_on: Type.Optional(Nullable(Day)),
  number_of_users_goal: Type.Optional(Nullable(Type.Integer())),
  reward_on: Type.Optional(Type.Boolean()),
  reward_text: Type.Optional(Text),
  custom_tag_on: Type.Optional(Type.Boolean()),
  custom_tag_text: Type.Optional(Text),
  /** The language of this object's texts (DECISIONS §12); absent: English. */
  lang: Type.Optional(ContentLang),
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
  /** The language of this object's texts (DECISIONS §12); absent: English. */
  lang: Type.Optional(ContentLang),
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

/**
 * Body of `POST /registry/converted-users/preselect` (spec 001 §4 names it for core-study
 * participants without a payload; ours): the user study whose procedure to preselect.
 */
export const PreselectPayload = Type.Object({ user_study_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type PreselectPayload = Static<typeof PreselectPayload>;

/** Its answer: the procedure the survey opens (the first not completed, else the last). */
export const PreselectAnswer = Type.Object({
  study_id: Type.Integer(),
  user_study_id: Type.Integer(),
  procedure_id: ProcedureId,
  completed: Type.Boolean(),
});
export type PreselectAnswer = Static<typeof PreselectAnswer>;

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
  /**
   * Beyond the spec's fields: whom the texts speak to (adult, parental: a parent about a child of 13
   * or under, child: about a minor of assent age). A setting without it speaks to anyone the study
   * has no setting of their own for; the module settings call answers the participant's.
   */
  audience: Type.Optional(Type.Enum(['adult', 'parental', 'child'])),
  content: ModuleSettingContent,
  /** The language of this object's texts (DECISIONS §12); absent: English. */
  lang: Type.Optional(ContentLang),
});
export type ModuleSetting = Static<typeof ModuleSetting>;

/** `GET /v2/ui-module-settings`: settings grouped by procedure id. */
export const ModuleSettingsByProcedure = Type.Record(Type.String(), Type.Array(ModuleSetting));
export type ModuleSettingsByProcedure = Static<typeof ModuleSettingsByProcedure>;

export const IntroPage = Type.Object({
  id: Id,
  content: Type.String(),
  /** The language of this object's texts (DECISIONS §12); absent: English. */
  lang: Type.Optional(ContentLang),
});
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
  /** The language of this object's texts (DECISIONS §12); absent: English. */
  lang: Type.Optional(ContentLang),
});
export type ResearchProcedure = Static<typeof ResearchProcedure>;
