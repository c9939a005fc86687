import type { ProcedureId } from '../../../src/shared/api/contract';
import { shownQuestions, visibleAnswers } from '../../../src/features/study/engine';
import type { Queryable } from '../../db/database';
import type { ParticipantRow } from '../accounts/service';
import { loadStudyFlow, type StudyUserStudy } from '../study/service';
import type { UserStudyRow } from '../user-studies/service';

/** What an answers document shows: the procedure's answered questions in order, with readable answers. */
export interface AnswersDocument {
  studyTitle: string;
  procedureTitle: string;
  participantName: string;
  submittedAt: string | null;
  items: Array<{ question: string; answers: string[] }>;
}

interface DefinitionOption {
  id: number;
  title?: string | null;
  widget?: string;
}

/** A stored value as a participant would read it (JSON shapes of spec 001 §3 made plain). */
export function readableValue(option: DefinitionOption | undefined, value: string | null): string {
  const title = option?.title?.trim() ?? '';
  if (value == null || value === '' || value === 'true') return title || 'Yes';
  let shown = value;
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) {
      shown = parsed
        .map((v) =>
          v && typeof v === 'object'
            ? Object.values(v as Record<string, unknown>)
                .filter((x) => x !== '' && x != null)
                .join(' on ')
            : String(v),
        )
        .filter((s) => s && s !== 'false')
        .join('; ');
    } else if (parsed && typeof parsed === 'object') {
      const { start, end } = parsed as { start?: string; end?: string };
      shown =
        start || end ? `${start ?? ''} – ${end ?? ''}` : Object.values(parsed as Record<string, unknown>).join(', ');
    }
  } catch {
    // Plain text answers are not JSON.
  }
  return title && title !== shown ? `${title}: ${shown}` : shown;
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
  now = new Date(),
): Promise<AnswersDocument> {
  const us = userStudy as unknown as StudyUserStudy;
  const { flow } = await loadStudyFlow(db, participant, us, now);
  const shown = { ...flow, answers: visibleAnswers(flow) };
  const items = shownQuestions(shown, procedureId)
    .map((q) => {
      const optionOrder = (id: number) => q.options.findIndex((o) => o.id === id);
      const mine = shown.answers
        .filter((a) => a.question === q.id)
        .sort((a, b) => optionOrder(a.question_option) - optionOrder(b.question_option));
      return {
        question: q.title?.trim() || `Question ${q.id}`,
        answers: mine
          .map((a) =>
            readableValue(
              q.options.find((o) => o.id === a.question_option),
              a.value,
            ),
          )
          .filter(Boolean),
      };
    })
    .filter((item) => item.answers.length > 0);
  const procedureTitle =
    us.definition.procedures.find((p) => p.id === procedureId)?.title ??
    procedureId.charAt(0).toUpperCase() + procedureId.slice(1);
  return {
    studyTitle: userStudy.study_title,
    procedureTitle,
    participantName: `${participant.first_name} ${participant.last_name}`.trim(),
    submittedAt: submittedAt ? new Date(submittedAt).toISOString() : null,
    items,
  };
}
