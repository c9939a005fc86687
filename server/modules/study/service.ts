import type { ContentLang, Givebacks, ModuleSettingsByProcedure, ProfileType, Question, QuestionRule } from '@contract';
import { ageInYears, audienceOf, localizedDefinition } from '@engine';
import type { Database, Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import type { ParticipantRow } from '../accounts/service';
import { computeGivebacks } from './givebacks';
import { coreStudyId } from './repository';
import { questionsFor, requireUserStudy, studyForParticipant } from './study-store';
import { fullStudy, moduleSettingsView, proceduresView } from './study-views';

// The study module (spec 001): study definitions and their loading, the study-level reads, the
// participant's procedures and answers, and the other study actions. The consents module reads
// studies, user studies and answers through this file.

export {
  addEvent,
  clickPromotion,
  donate,
  listEvents,
  recordRelevantId,
  setStudyEmails,
  userStudyPromotions,
} from './activity';
export { saveAnswers } from './answer-save';
export { listAnswers } from './answers-read';
export { readStudyDefinitions, StudyDefinitionError, type LoadedDefinition } from './load-definitions';
export { completeFirst, NOT_ELIGIBLE, submitProcedure } from './procedure-submit';
export { procedurePartnerRef, studyOfConsent } from './repository';
export { studiesDirFrom, studyStartUp } from './start-up';
export {
  conditionParticipant,
  loadStudyFlow,
  participantAnswers,
  requireUserStudy,
  studyForParticipant,
  userProcedures,
} from './study-store';
export type { StudyRow, StudyUserStudy } from './study-store';
export { registryCaller, type SaveCaller } from './save-read';
export { findTexts } from './texts';
export { preselectProcedure } from './preselect';

/** A study the participant has a user study of (403 otherwise, 404 when it does not exist). */
const assigned = (db: Queryable, participant: ParticipantRow, studyId: number) =>
  studyForParticipant(db, participant.id, studyId);

/** The definition of a study the participant has a user study of, in the request's language. */
const definitionOf = async (db: Queryable, participant: ParticipantRow, studyId: number, lang: ContentLang) =>
  localizedDefinition((await assigned(db, participant, studyId)).study.definition, lang);

export async function studyView(db: Queryable, participant: ParticipantRow, studyId: number, lang: ContentLang = 'en') {
  const { study, userStudyId } = await assigned(db, participant, studyId);
  return fullStudy(db, study, userStudyId, lang);
}

export async function studyProcedures(
  db: Queryable,
  participant: ParticipantRow,
  studyId: number,
  lang: ContentLang = 'en',
) {
  const { study, userStudyId } = await assigned(db, participant, studyId);
  return proceduresView(db, study, userStudyId, lang);
}

export async function studyQuestions(
  db: Queryable,
  participant: ParticipantRow,
  studyId: number,
  profileType: ProfileType,
  lang: ContentLang = 'en',
): Promise<Question[]> {
  return questionsFor(await definitionOf(db, participant, studyId, lang), profileType);
}

export async function studyQuestionRules(
  db: Queryable,
  participant: ParticipantRow,
  studyId: number,
): Promise<QuestionRule[]> {
  return (await assigned(db, participant, studyId)).study.definition.question_rules;
}

export async function studyIntroPages(
  db: Queryable,
  participant: ParticipantRow,
  studyId: number,
  lang: ContentLang = 'en',
) {
  return (await definitionOf(db, participant, studyId, lang)).intro_pages;
}

export async function studyModuleSettings(
  db: Queryable,
  participant: ParticipantRow,
  studyId: number,
  lang: ContentLang = 'en',
): Promise<ModuleSettingsByProcedure> {
  const age = ageInYears(participant.birthday, new Date(), participant.timezone);
  return moduleSettingsView(
    await definitionOf(db, participant, studyId, lang),
    audienceOf(participant.profile_type, age),
  );
}

export async function studyPromotions(
  db: Queryable,
  participant: ParticipantRow,
  studyId: number,
  lang: ContentLang = 'en',
) {
  return (await definitionOf(db, participant, studyId, lang)).promotions;
}

/** Without a study id: the core study's insights (the Data Insights button belongs to it). */
export async function dataInsights(
  db: Queryable,
  participant: ParticipantRow,
  studyId: number | undefined,
  lang: ContentLang = 'en',
): Promise<Givebacks> {
  const id = studyId ?? (await coreStudyId(db));
  if (!id) throw notFound('Study not found.');
  const { study } = await assigned(db, participant, id);
  if (lang === 'en') return computeGivebacks(db, study);
  // Titles and labels in the request's language; the figures count the same answers.
  const definition = localizedDefinition(study.definition, lang);
  return computeGivebacks(db, { id: study.id, title: definition.study.title, definition });
}

/** "Load research body" (spec 001 §7, path not shown): the research page of a research opportunity. */
export async function researchPage(
  db: Database,
  participant: ParticipantRow,
  userStudyId: number,
  lang: ContentLang = 'en',
) {
  const us = await requireUserStudy(db, participant.id, userStudyId);
  const research = localizedDefinition(us.definition, lang).research;
  if (!research) throw notFound('This study has no research page.');
  return { ...research, userID: participant.id };
}
