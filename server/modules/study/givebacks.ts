import type {
  Givebacks,
  GivebacksChoiceChart as ChoiceChart,
  GivebacksNumberChart as NumberChart,
  Question,
  StudyDefinition,
  Widget,
} from '@contract';
import { metadataList, parseLikert } from '@engine';
import type { Queryable } from '../../db/database';
import { answersOfUserStudies, submittedQuestionnaires } from './repository';

// Live data givebacks (the Data Insights page): figures about everyone who submitted the
// questionnaire of a study, computed from the stored answers. Only aggregates leave the server,
// and a figure is shown only when at least MIN_GROUP_SIZE people answered its question, so no
// figure is ever one person's (or a handful of people's) data. No minimum, maximum or median: each
// would be one person's answer. The response is the contract's `Givebacks`.

export const MIN_GROUP_SIZE = 5;

// Options with text count as chosen; the text itself never leaves the server.
const CHOICE_WIDGETS: readonly Widget[] = [
  'radio',
  'radio_with_text',
  'option',
  'option_with_text',
  'drop_down',
  'autocomplete_item',
  'autocomplete_text',
  'multiselect_item',
  'multiselect_text',
];
const NUMBER_WIDGETS: readonly Widget[] = ['numerical', 'numerical_float'];

interface Row {
  user_study_id: number;
  question_id: number;
  question_option_id: number;
  value: string | null;
}

const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;

function choiceChart(question: Question, rows: readonly Row[]): ChoiceChart | null {
  const options = question.options.filter((o) => CHOICE_WIDGETS.includes(o.widget));
  const likert = question.options.find((o) => o.widget === 'likert_scale');
  const mine = rows.filter((r) => r.question_id === question.id);
  const respondents = new Set(mine.map((r) => r.user_study_id)).size;
  if (respondents < MIN_GROUP_SIZE) return null;
  if (likert) {
    const scale = metadataList(likert, 'scale');
    const items = scale.map((label, index) => {
      const count = new Set(
        mine
          .filter((r) => r.question_option_id === likert.id && parseLikert(r.value) === index)
          .map((r) => r.user_study_id),
      ).size;
      return { label, count, percent: percent(count, respondents) };
    });
    return { kind: 'choice', question_id: question.id, title: question.title ?? '', respondents, items };
  }
  if (options.length === 0) return null;
  const items = options.map((o) => {
    const count = new Set(mine.filter((r) => r.question_option_id === o.id).map((r) => r.user_study_id)).size;
    return { label: o.title ?? '', count, percent: percent(count, respondents) };
  });
  return { kind: 'choice', question_id: question.id, title: question.title ?? '', respondents, items };
}

function numberCharts(question: Question, rows: readonly Row[]): NumberChart[] {
  return question.options
    .filter((o) => NUMBER_WIDGETS.includes(o.widget))
    .flatMap((o) => {
      const values = rows
        .filter((r) => r.question_option_id === o.id)
        .map((r) => Number(r.value))
        .filter(Number.isFinite);
      if (values.length < MIN_GROUP_SIZE) return [];
      const mean = Math.round((10 * values.reduce((a, b) => a + b, 0)) / values.length) / 10;
      const title = question.options.length > 1 ? `${question.title ?? ''}: ${o.title ?? ''}` : (question.title ?? '');
      return [
        { kind: 'number' as const, question_id: question.id, option_id: o.id, title, respondents: values.length, mean },
      ];
    });
}

/** Aggregates of the study's questionnaire over every eligible participant who submitted it. */
export async function computeGivebacks(
  db: Queryable,
  study: { id: number; title: string; definition: StudyDefinition },
): Promise<Givebacks> {
  const ids = await submittedQuestionnaires(db, study.id);
  const rows: Row[] = ids.length === 0 ? [] : await answersOfUserStudies(db, ids);
  const charts: Array<ChoiceChart | NumberChart> = [];
  const questions = study.definition.questions.adult
    .filter((q) => q.procedure === 'questionnaire')
    .sort((a, b) => a.order - b.order);
  if (ids.length >= MIN_GROUP_SIZE) {
    for (const question of questions) {
      const choice = choiceChart(question, rows);
      if (choice) charts.push(choice);
      charts.push(...numberCharts(question, rows));
    }
  }
  return {
    study_id: study.id,
    study_title: study.title,
    min_group_size: MIN_GROUP_SIZE,
    participants: ids.length,
    charts,
  };
}
