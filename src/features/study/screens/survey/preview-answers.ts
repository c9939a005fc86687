import type { Question } from '../../../../shared/api/contract/study';
import type { StoredAnswer } from '../../engine/conditions';
import { visibleAnswers } from '../../engine/hidden-answers';
import type { QuestionFlow } from '../../engine/visibility';
import {
  metadataList,
  parseA1c,
  parseDateRange,
  parseLikert,
  parseMatrix,
  parseMultiselect,
  SELECTED,
} from '../../engine/widget-values';

// The rows of the answers preview before submit: each shown question of the procedure with its
// answers in words, and the top-level question a Change link opens (a sub-question is answered on
// its parent's screen).

export interface PreviewRow {
  question: Question;
  /** The question the survey opens to change this answer. */
  opens: number;
  lines: string[];
}

/** One stored answer in words: the option's title, and the value where it says more than "chosen". */
function answerLine(question: Question, answer: StoredAnswer): string {
  const option = question.options.find((o) => o.id === answer.question_option);
  const title = option?.title?.trim() ?? '';
  const value = answer.value;
  if (value == null || value === '' || value === SELECTED) return title;
  let said: string = value;
  switch (option?.widget) {
    case 'matrix_scale': {
      const rows = metadataList(option, 'rows');
      const columns = metadataList(option, 'columns');
      said = parseMatrix(value, rows.length)
        .map((v, i) => (v === false ? '' : `${rows[i] ?? i + 1}: ${typeof v === 'number' ? (columns[v] ?? v) : v}`))
        .filter(Boolean)
        .join('; ');
      break;
    }
    case 'likert_scale': {
      const index = parseLikert(value);
      said = index == null ? value : (metadataList(option, 'scale')[index] ?? String(index));
      break;
    }
    case 'a1c_dynamic':
      said = parseA1c(value)
        .filter((p) => p.value || p.date)
        .map((p) => `${p.value}% on ${p.date}`)
        .join('; ');
      break;
    case 'date_range': {
      const range = parseDateRange(value);
      said = range ? `${range.start} – ${range.end}` : value;
      break;
    }
    case 'multiselect_text':
      said = parseMultiselect(value).join(', ');
      break;
  }
  return title && title !== said ? `${title}: ${said}` : said;
}

/**
 * The preview's rows of the procedure's shown questions (the engine's shownQuestions, in the order a
 * participant meets them); label-only questions are left out.
 */
export function previewRows(flow: QuestionFlow, shown: readonly Question[]): PreviewRow[] {
  const answers = visibleAnswers(flow);
  const rootOf = (q: Question): number => {
    let current = q;
    for (let depth = 0; current.parent_option_id != null && depth < 20; depth++) {
      const parent = flow.questions.find((p) => p.options.some((o) => o.id === current.parent_option_id));
      if (!parent) break;
      current = parent;
    }
    return current.id;
  };
  return shown
    .filter((q) => !q.options.every((o) => o.widget === 'label'))
    .map((q) => {
      const order = (id: number) => q.options.findIndex((o) => o.id === id);
      const lines = answers
        .filter((a) => a.question === q.id)
        .sort((a, b) => order(a.question_option) - order(b.question_option))
        .map((a) => answerLine(q, a))
        .filter(Boolean);
      return { question: q, opens: rootOf(q), lines };
    });
}
