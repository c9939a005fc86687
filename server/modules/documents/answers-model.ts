import type { ContentLang, ProcedureId } from '@contract';
import { localizedDefinition, readableAnswer, shownQuestions, visibleAnswers, type ReadableLine } from '@engine';
import type { Queryable } from '../../db/database';
import type { ParticipantRow } from '../accounts/service';
import { loadStudyFlow, type StudyUserStudy } from '../study/service';
import type { UserStudyRow } from '../user-studies/service';
import { ANSWERS_DOCUMENT_TEXTS } from './document-texts';

/** What an answers document shows: the procedure's answered questions in order, with readable answers. */
export interface AnswersDocument {
  /** The participant's current language: the document's own words and the study's texts are in it (none: English). */
  lang?: ContentLang;
  studyTitle: string;
  procedureTitle: string;
  participantName: string;
  /** A child profile's answers are about the child: named from the profile. */
  childName: string | null;
  submittedAt: string | null;
  /** The zone its times are written in and named (readerTimeZone); none: the registry's. */
  timeZone?: string;
  /** Each answered question with its answer as the participant chose it (the engine's readable lines). */
  items: Array<{ question: string; lines: ReadableLine[] }>;
}

/**
 * The answers document of a procedure: the questions the participant was shown, in the order they
 * met them, with the answers the engine counts. An answer to a question that is hidden (a rule, an
 * option not chosen) is never printed, even when one is still stored.
 */
export async function buildAnswersDocument(
  db: Queryable,
  userStudy: UserStudyRow,
  participant: ParticipantRow,
  procedureId: ProcedureId,
  submittedAt: Date | null,
  lang: ContentLang = 'en',
  now = new Date(),
): Promise<AnswersDocument> {
  const us = userStudy as unknown as StudyUserStudy;
  const { flow } = await loadStudyFlow(db, participant, us, now, lang);
  const definition = localizedDefinition(us.definition, lang);
  const shown = { ...flow, answers: visibleAnswers(flow) };
  const items = shownQuestions(shown, procedureId)
    .map((q) => ({
      question: q.title?.trim() || ANSWERS_DOCUMENT_TEXTS[lang].question(q.id),
      lines: readableAnswer(
        q,
        shown.answers.filter((a) => a.question === q.id),
      ),
    }))
    .filter((item) => item.lines.length > 0);
  const procedureTitle =
    definition.procedures.find((p) => p.id === procedureId)?.title ??
    procedureId.charAt(0).toUpperCase() + procedureId.slice(1);
  return {
    lang,
    studyTitle: lang === 'en' ? userStudy.study_title : definition.study.title,
    procedureTitle,
    participantName: `${participant.first_name} ${participant.last_name}`.trim(),
    childName:
      participant.profile_type === 'child'
        ? `${participant.child_first_name ?? ''} ${participant.child_last_name ?? ''}`.trim() || null
        : null,
    submittedAt: submittedAt ? new Date(submittedAt).toISOString() : null,
    items,
  };
}
