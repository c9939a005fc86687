import type { Condition, StudyDefinition } from '@contract/study';

// Which stored answers a study's rules read (conditions of question, screening and consent rules;
// option validators comparing with a stored answer). The server loads exactly these besides the
// user study's own answers, the answers call hands them to the client, and the definition loader
// checks that each one names a question that exists.

export interface StoredAnswerReference {
  /** JSON pointer of the reference inside the definition file. */
  path: string;
  study_id: number | null;
  question_id: number;
  option_id: number | null;
}

/** Every stored-answer reference of a definition, in file order. */
export function storedAnswerReferences(def: StudyDefinition): StoredAnswerReference[] {
  const refs: StoredAnswerReference[] = [];
  const fromConditions = (conditions: readonly Condition[], base: string) =>
    conditions.forEach((c, i) => {
      const p = c.stored_answer_path;
      if (c.l_value === 'stored_answer' && p)
        refs.push({
          path: `${base}/${i}/stored_answer_path`,
          study_id: p.study_id ?? null,
          question_id: p.question_id,
          option_id: p.option_id ?? null,
        });
    });
  def.question_rules.forEach((r, i) => fromConditions(r.conditions, `/question_rules/${i}/conditions`));
  def.screening_rules.forEach((r, i) => fromConditions(r.conditions, `/screening_rules/${i}/conditions`));
  def.consents.forEach((c, i) => fromConditions(c.rule?.conditions ?? [], `/consents/${i}/rule/conditions`));
  for (const audience of ['adult', 'child'] as const) {
    def.questions[audience].forEach((q, qi) =>
      q.options.forEach((o, oi) =>
        (o.option_validators ?? []).forEach((v, vi) => {
          if (v.r_value_source !== 'stored_answer' || v.stored_question_id == null) return;
          refs.push({
            path: `/questions/${audience}/${qi}/options/${oi}/option_validators/${vi}`,
            study_id: v.stored_study_id ?? null,
            question_id: v.stored_question_id,
            option_id: v.stored_option_id ?? null,
          });
        }),
      ),
    );
  }
  return refs;
}

/**
 * The questions of other studies whose answers this study's rules read. Question ids are unique
 * across studies (DECISIONS §4), so a reference without a study id still names one question.
 */
export function questionsReadFromOtherStudies(def: StudyDefinition): number[] {
  const own = new Set([...def.questions.adult, ...def.questions.child].map((q) => q.id));
  const read = storedAnswerReferences(def).filter(
    (r) => !own.has(r.question_id) && (r.study_id == null || r.study_id !== def.study.id),
  );
  return [...new Set(read.map((r) => r.question_id))].sort((a, b) => a - b);
}
