import type { Condition, OptionValidator, Question, StudyDefinition } from '@contract';
import { parseDate, resolveRelativeDate, storedAnswerReferences } from '@engine';
import { namedProfileField, PROFILE_FIELDS_FROM_ANSWERS } from './profile-answers';

// What the schema cannot say about a definition file: every reference points at something that
// exists, and ids are unique per kind across all files (DECISIONS §4). Each problem names the
// JSON path of the offending value.

export interface LoadedDefinition {
  /** File name inside the folder, as named in error messages. */
  file: string;
  definition: StudyDefinition;
}

/** One problem: the file, the JSON path inside it (JSON Pointer, `/` for the whole file) and why. */
export interface DefinitionProblem {
  file: string;
  path: string;
  reason: string;
}

const NEEDS_NO_RIGHT_VALUE = new Set(['exists', 'before_today', 'after_today']);
const DYNAMIC_WORDS = new Set(['now', 'today', 'birthday', 'created_at']);

function conditionProblems(file: string, path: string, c: Condition): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const add = (sub: string, reason: string) => problems.push({ file, path: `${path}${sub}`, reason });
  if (c.l_value === 'stored_answer' && !c.stored_answer_path)
    add('', 'a stored_answer condition needs "stored_answer_path"');
  if (c.l_value === 'profile_field' && !c.profile_field) add('', 'a profile_field condition needs "profile_field"');
  if (!NEEDS_NO_RIGHT_VALUE.has(c.operator)) {
    const r = c.r_value;
    if (r == null || r.trim() === '') add('/r_value', `operator "${c.operator}" needs an r_value`);
    else if (
      (c.comparison_data_type === 'integer' || c.comparison_data_type === 'float') &&
      !Number.isFinite(Number(r))
    )
      add('/r_value', `"${r}" is not a number`);
    else if (
      (c.comparison_data_type === 'date' || c.comparison_data_type === 'short-date') &&
      !parseDate(resolveRelativeDate(r, new Date()))
    ) {
      add('/r_value', `"${r}" is not a date (YYYY-MM-DD, YYYY-MM or now±n[dmy])`);
    }
  }
  return problems;
}

function validatorProblems(file: string, path: string, v: OptionValidator): DefinitionProblem[] {
  const missing = (field: string) => ({
    file,
    path,
    reason: `a validator with r_value_source "${v.r_value_source}" needs "${field}"`,
  });
  switch (v.r_value_source) {
    case 'static':
      return v.r_value_static == null ? [missing('r_value_static')] : [];
    case 'dynamic': {
      const d = (v.r_value_dynamic ?? '').trim();
      if (d === '') return [missing('r_value_dynamic')];
      return DYNAMIC_WORDS.has(d) || /^now[+-]\d+[dmy]$/.test(d)
        ? []
        : [
            {
              file,
              path: `${path}/r_value_dynamic`,
              reason: `"${d}" is not one of now, today, now±n[dmy], birthday, created_at`,
            },
          ];
    }
    case 'profile_field':
      return v.profile_field ? [] : [missing('profile_field')];
    default:
      return v.stored_question_id == null ? [missing('stored_question_id')] : [];
  }
}

/** Problems inside one definition (its own references). */
export function definitionProblems(file: string, def: StudyDefinition): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const add = (path: string, reason: string) => problems.push({ file, path, reason });
  // Enrolment is the core study's consent: a core study waiting for it would never be offered.
  if (def.study.study_type === 'core_study' && def.study.assign_to === 'enrolled')
    add('/study/assign_to', 'a core study cannot be "enrolled": enrolment is signing its own consent');
  const procedureIds = new Set<string>();
  def.procedures.forEach((p, i) => {
    if (procedureIds.has(p.id)) add(`/procedures/${i}/id`, `procedure "${p.id}" is listed twice`);
    procedureIds.add(p.id);
  });
  if (procedureIds.has('research') !== (def.research !== null)) {
    add(
      '/research',
      procedureIds.has('research')
        ? 'a study with a "research" procedure needs a "research" object'
        : 'a "research" object needs a "research" procedure',
    );
  }

  // An option id names one option of one question; the same question may appear in both the adult
  // and the child list (same id, audience wording) so rules and answers work for both.
  const optionOwner = new Map<number, number>();
  const allQuestionIds = new Set<number>();
  for (const audience of ['adult', 'child'] as const) {
    const list = def.questions[audience];
    const byId = new Map<number, Question>();
    const options = new Map<number, number>();
    list.forEach((q, qi) => {
      const path = `/questions/${audience}/${qi}`;
      if (byId.has(q.id)) add(`${path}/id`, `question id ${q.id} is used twice in the ${audience} list`);
      byId.set(q.id, q);
      allQuestionIds.add(q.id);
      if (!procedureIds.has(q.procedure))
        add(`${path}/procedure`, `procedure "${q.procedure}" is not one of the study's procedures`);
      q.options.forEach((o, oi) => {
        if (options.has(o.id))
          add(`${path}/options/${oi}/id`, `option id ${o.id} is used twice in the ${audience} list`);
        options.set(o.id, q.id);
        const owner = optionOwner.get(o.id);
        if (owner !== undefined && owner !== q.id)
          add(`${path}/options/${oi}/id`, `option id ${o.id} belongs to question ${owner} in the other list`);
        optionOwner.set(o.id, q.id);
        // An answer that sets a profile field (DECISIONS §7) is a date of birth, typed as a full date.
        const field = namedProfileField(o.metadata);
        if (field !== undefined && !(PROFILE_FIELDS_FROM_ANSWERS as readonly unknown[]).includes(field))
          add(
            `${path}/options/${oi}/metadata/profile_field`,
            `must be one of ${PROFILE_FIELDS_FROM_ANSWERS.join(', ')}`,
          );
        else if (field === 'birthday' && o.widget !== 'date')
          add(`${path}/options/${oi}/metadata/profile_field`, 'the birthday is set by a "date" option only');
        (o.option_validators ?? []).forEach((v, vi) =>
          problems.push(...validatorProblems(file, `${path}/options/${oi}/option_validators/${vi}`, v)),
        );
      });
    });
    list.forEach((q, qi) => {
      const path = `/questions/${audience}/${qi}`;
      if (q.parent_option_id != null && !options.has(q.parent_option_id))
        add(`${path}/parent_option_id`, `option ${q.parent_option_id} is not an option of the ${audience} list`);
      q.options.forEach((o, oi) =>
        (o.question_ids ?? []).forEach((sub, si) => {
          const child = byId.get(sub);
          if (!child) add(`${path}/options/${oi}/question_ids/${si}`, `question ${sub} is not in the ${audience} list`);
          else if (child.parent_option_id !== o.id)
            add(`${path}/options/${oi}/question_ids/${si}`, `question ${sub} must have "parent_option_id": ${o.id}`);
        }),
      );
    });
  }

  def.question_rules.forEach((r, i) => {
    if (!allQuestionIds.has(r.question))
      add(`/question_rules/${i}/question`, `question ${r.question} is not a question of this study`);
    r.conditions.forEach((c, ci) =>
      problems.push(...conditionProblems(file, `/question_rules/${i}/conditions/${ci}`, c)),
    );
  });
  def.screening_rules.forEach((r, i) =>
    r.conditions.forEach((c, ci) =>
      problems.push(...conditionProblems(file, `/screening_rules/${i}/conditions/${ci}`, c)),
    ),
  );
  if (def.screening_rules.length > 0 && !procedureIds.has('screening'))
    add('/screening_rules', 'screening rules need a "screening" procedure');
  def.consents.forEach((c, i) => {
    if (c.study != null && c.study !== def.study.id)
      add(`/consents/${i}/study`, `consent belongs to study ${c.study}, not ${def.study.id}`);
    (c.rule?.conditions ?? []).forEach((cond, ci) =>
      problems.push(...conditionProblems(file, `/consents/${i}/rule/conditions/${ci}`, cond)),
    );
  });
  if (def.consents.length > 0 && !procedureIds.has('consent')) add('/consents', 'consents need a "consent" procedure');
  def.module_settings.forEach((m, i) => {
    if (!procedureIds.has(m.procedure))
      add(`/module_settings/${i}/procedure`, `procedure "${m.procedure}" is not one of the study's procedures`);
  });
  return problems;
}

type Kind =
  | 'study'
  | 'question'
  | 'option'
  | 'consent'
  | 'question rule'
  | 'screening rule'
  | 'module setting'
  | 'intro page'
  | 'promotion'
  | 'research';

/** Every id a definition declares, by kind, with the path it is declared at. */
function declaredIds(def: StudyDefinition): Array<{ kind: Kind; id: number; path: string }> {
  const out: Array<{ kind: Kind; id: number; path: string }> = [{ kind: 'study', id: def.study.id, path: '/study/id' }];
  for (const audience of ['adult', 'child'] as const) {
    def.questions[audience].forEach((q, qi) => {
      out.push({ kind: 'question', id: q.id, path: `/questions/${audience}/${qi}/id` });
      q.options.forEach((o, oi) =>
        out.push({ kind: 'option', id: o.id, path: `/questions/${audience}/${qi}/options/${oi}/id` }),
      );
    });
  }
  const push = (kind: Kind, list: ReadonlyArray<{ id?: number }>, base: string) =>
    list.forEach((x, i) => x.id != null && out.push({ kind, id: x.id, path: `${base}/${i}/id` }));
  push('consent', def.consents, '/consents');
  push('question rule', def.question_rules, '/question_rules');
  push('screening rule', def.screening_rules, '/screening_rules');
  push('module setting', def.module_settings, '/module_settings');
  push('intro page', def.intro_pages, '/intro_pages');
  push('promotion', def.promotions, '/promotions');
  if (def.research) out.push({ kind: 'research', id: def.research.id, path: '/research/id' });
  return out;
}

/** Problems across files: an id declared twice for one kind, a stored answer of a question that exists nowhere. */
export function crossFileProblems(loaded: readonly LoadedDefinition[]): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const first = new Map<string, { file: string; path: string; studyId: number }>();
  for (const { file, definition } of loaded) {
    for (const { kind, id, path } of declaredIds(definition)) {
      const key = `${kind}:${id}`;
      const earlier = first.get(key);
      // The same question (or option) in a study's adult and child lists is one question.
      if (earlier && (kind === 'question' || kind === 'option') && earlier.studyId === definition.study.id) continue;
      if (earlier)
        problems.push({ file, path, reason: `${kind} id ${id} is already used in ${earlier.file} at ${earlier.path}` });
      else first.set(key, { file, path, studyId: definition.study.id });
    }
  }
  const questions = new Map<number, { studyId: number; options: Set<number> }>();
  for (const { definition } of loaded) {
    for (const q of [...definition.questions.adult, ...definition.questions.child]) {
      const entry = questions.get(q.id) ?? { studyId: definition.study.id, options: new Set<number>() };
      q.options.forEach((o) => entry.options.add(o.id));
      questions.set(q.id, entry);
    }
  }
  for (const { file, definition } of loaded) {
    for (const ref of storedAnswerReferences(definition)) {
      const target = questions.get(ref.question_id);
      if (!target)
        problems.push({ file, path: ref.path, reason: `question ${ref.question_id} is not defined in any study file` });
      else if (ref.study_id != null && target.studyId !== ref.study_id)
        problems.push({
          file,
          path: ref.path,
          reason: `question ${ref.question_id} belongs to study ${target.studyId}, not ${ref.study_id}`,
        });
      else if (ref.option_id != null && !target.options.has(ref.option_id))
        problems.push({
          file,
          path: ref.path,
          reason: `option ${ref.option_id} is not an option of question ${ref.question_id}`,
        });
    }
  }
  return problems;
}
