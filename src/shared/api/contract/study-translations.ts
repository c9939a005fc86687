import { Type, type Static, type TSchema } from 'typebox';
import { Nullable } from './common';

// The translations a study definition file may carry (DECISIONS §12): per language, per kind of
// object, a map from the object's id (as a string) to a partial copy of the object holding only
// its translated texts, nested as in the object. Ids, enums, values, urls and rule data are never
// translated: an answer value never changes with the language.

/** The language a study object's texts are in: `es` when translated, else the definition's English. */
export const ContentLang = Type.Enum(['en', 'es']);
export type ContentLang = Static<typeof ContentLang>;

const T = Type.Optional(Type.String());
const Labels = Type.Optional(Type.Array(Type.String()));

export const StudyTexts = Type.Object({
  title: T,
  approximate_complete_time: T,
  reward_text: T,
  custom_tag_text: T,
});
export const ProcedureTexts = Type.Object({ title: T });
/**
 * A question or option listed for adults and for children (the same id, each list's English worded
 * for its reader) is translated once, with what differs for one audience under `adult` or `child`:
 * an adult reads about themselves, a parent about their child, in Spanish as in English.
 */
const byAudience = <S extends TSchema>(texts: S) => ({ adult: Type.Optional(texts), child: Type.Optional(texts) });

const QuestionFields = { title: T, confirmation_warning: T };
export const QuestionTexts = Type.Object({ ...QuestionFields, ...byAudience(Type.Object(QuestionFields)) });
const OptionFields = {
  title: T,
  /**
   * A matrix's row and column labels and a Likert scale's point labels, by position. A matrix's
   * columns are also its answer values: their translation is shown, the English column is stored.
   */
  metadata: Type.Optional(Type.Object({ rows: Labels, scale: Labels, columns: Labels })),
  /** Validators by position: `null` for one without a message or not translated. */
  validators: Type.Optional(Type.Array(Nullable(Type.Object({ message: T, label: T })))),
};
export const OptionTexts = Type.Object({ ...OptionFields, ...byAudience(Type.Object(OptionFields)) });

/** The lists a question is in: what its translation's `adult` and `child` entries apply to. */
export const AUDIENCES = ['adult', 'child'] as const;
export type QuestionAudience = (typeof AUDIENCES)[number];
export const ConsentTexts = Type.Object({ description: T, text: T, agreement_text: T, rule_description: T });
export const ModuleSettingTexts = Type.Object({
  content: Type.Object({ label: T, title: T, button_text: T, body_text: T }),
});
export const IntroPageTexts = Type.Object({ content: T });
export const ResearchTexts = Type.Object({ title: T, text: T, button_text: T });
export const PromotionTexts = Type.Object({ title: T, text: T, button_text: T });

const byId = <S extends TSchema>(entry: S) => Type.Optional(Type.Record(Type.String(), entry));

/** One language's translations of a definition. */
export const DefinitionTexts = Type.Object({
  study: byId(StudyTexts),
  procedures: byId(ProcedureTexts),
  questions: byId(QuestionTexts),
  options: byId(OptionTexts),
  consents: byId(ConsentTexts),
  module_settings: byId(ModuleSettingTexts),
  intro_pages: byId(IntroPageTexts),
  research: byId(ResearchTexts),
  promotions: byId(PromotionTexts),
});
export type DefinitionTexts = Static<typeof DefinitionTexts>;

/** `translations` of a definition file: English is the definition itself. */
export const StudyTranslations = Type.Object({ es: Type.Optional(DefinitionTexts) });
export type StudyTranslations = Static<typeof StudyTranslations>;
