import type { Queryable } from '../../db/database';
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
interface DefinitionQuestion {
  id: number;
  title?: string | null;
  order?: number;
  procedure?: string;
  options?: DefinitionOption[];
}
interface Definition {
  procedures?: Array<{ id: string; title?: string }>;
  questions?: { adult?: DefinitionQuestion[]; child?: DefinitionQuestion[] };
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
        .map((v) => (v && typeof v === 'object' ? Object.values(v as Record<string, unknown>).filter((x) => x !== '' && x != null).join(' on ') : String(v)))
        .filter((s) => s && s !== 'false')
        .join('; ');
    } else if (parsed && typeof parsed === 'object') {
      const { start, end } = parsed as { start?: string; end?: string };
      shown = start || end ? `${start ?? ''} – ${end ?? ''}` : Object.values(parsed as Record<string, unknown>).join(', ');
    }
  } catch {
    // Plain text answers are not JSON.
  }
  return title && title !== shown ? `${title}: ${shown}` : shown;
}

export async function buildAnswersDocument(
  db: Queryable,
  userStudy: UserStudyRow,
  participant: { first_name: string; last_name: string; profile_type: string | null },
  procedureId: string,
  submittedAt: Date | null,
): Promise<AnswersDocument> {
  const definition = (userStudy.definition ?? {}) as Definition;
  const audience = participant.profile_type === 'child' ? 'child' : 'adult';
  const questions = (definition.questions?.[audience] ?? []).filter((q) => q.procedure === procedureId).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const answers = await db.query<{ question_id: number; question_option_id: number | null; value: string | null }>(
    'select question_id, question_option_id, value from answers where user_study_id = $1 order by id',
    [userStudy.id],
  );
  const items = questions
    .map((q) => {
      const mine = answers.filter((a) => a.question_id === q.id);
      const optionOrder = (id: number | null) => q.options?.findIndex((o) => o.id === id) ?? 0;
      mine.sort((a, b) => optionOrder(a.question_option_id) - optionOrder(b.question_option_id));
      return {
        question: q.title?.trim() || `Question ${q.id}`,
        answers: mine.map((a) => readableValue(q.options?.find((o) => o.id === a.question_option_id), a.value)).filter(Boolean),
      };
    })
    .filter((item) => item.answers.length > 0);
  const procedureTitle = definition.procedures?.find((p) => p.id === procedureId)?.title ?? procedureId.charAt(0).toUpperCase() + procedureId.slice(1);
  return {
    studyTitle: userStudy.study_title,
    procedureTitle,
    participantName: `${participant.first_name} ${participant.last_name}`.trim(),
    submittedAt: submittedAt ? new Date(submittedAt).toISOString() : null,
    items,
  };
}
