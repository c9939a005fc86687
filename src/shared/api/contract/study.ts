import { Type, type Static } from 'typebox';
import { Nullable } from './common';
import { ConsentInfo } from './study-consents';
import { IntroPage, ModuleSetting, Procedure, ResearchProcedure, StudyMinimal } from './study-procedures';
import { Question, QuestionRule, ScreeningRule } from './study-questions';
import { StudyTranslations } from './study-translations';
import { Promotion } from './user-study';

// The study definition file (DECISIONS §4) and, re-exported, every study entity it is made of
// (spec 001 §3): this module is the whole study contract, split by responsibility into
// study-procedures (study, procedures, module settings, intro, research), study-questions
// (questions, options, validators, conditions, rules, answers), study-consents (consents and
// signatures) and study-activity (events, texts, donation, e-mail toggle, Relevant ID, insights).
export * from './study-procedures';
export * from './study-questions';
export * from './study-consents';
export * from './study-activity';
export * from './study-translations';

/** A study definition file (DECISIONS §4): one study, its procedures, questions and rules. */
export const StudyDefinition = Type.Object({
  study: Type.Intersect([StudyMinimal, Type.Object({ assign_to: Type.Enum(['all', 'enrolled', 'none']) })]),
  procedures: Type.Array(Procedure),
  questions: Type.Object({ adult: Type.Array(Question), child: Type.Array(Question) }),
  question_rules: Type.Array(QuestionRule),
  screening_rules: Type.Array(ScreeningRule),
  consents: Type.Array(Type.Intersect([ConsentInfo, Type.Object({ agreement_text: Type.String() })])),
  module_settings: Type.Array(ModuleSetting),
  intro_pages: Type.Array(IntroPage),
  research: Nullable(ResearchProcedure),
  promotions: Type.Array(Promotion),
  /** The definition's texts in other languages (DECISIONS §12); English is the definition itself. */
  translations: Type.Optional(StudyTranslations),
});
export type StudyDefinition = Static<typeof StudyDefinition>;
