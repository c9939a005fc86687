// A generated study for the survey's performance budget: 200 screening questions of
// two radios each and 500 question rules (400 hide rules that never match and 100 show rules that
// match once an earlier question is answered 'Yes'), so every change runs every rule.

export const PERF_STUDY = 901;
export const PERF_QUESTIONS = 200;
export const PERF_RULES = 500;

const questionId = (n: number) => 900000 + n;
const optionId = (n: number, yes: boolean) => questionId(n) * 10 + (yes ? 1 : 2);

export function perfStudyDefinition() {
  const questions = Array.from({ length: PERF_QUESTIONS }, (_, i) => {
    const n = i + 1;
    return {
      id: questionId(n),
      title: `Generated question ${n}: did this happen in the past month?`,
      order: n,
      procedure: 'screening',
      question_type: 'single',
      options: [
        { id: optionId(n, true), widget: 'radio', title: 'Yes', order: 1 },
        { id: optionId(n, false), widget: 'radio', title: 'No', order: 2 },
      ],
    };
  });
  const exists = (n: number, yes: boolean) => ({
    l_value: 'stored_answer',
    operator: 'exists',
    stored_answer_path: { question_id: questionId(n), option_id: optionId(n, yes), study_id: PERF_STUDY },
  });
  const rules = Array.from({ length: PERF_RULES }, (_, i) => {
    const target = 2 + (i % (PERF_QUESTIONS - 1));
    const earlier = 1 + ((i * 7) % (target - 1));
    const show = i % 5 === 0;
    return {
      id: 90001 + i,
      question: questionId(target),
      rule_action: show ? 'show' : 'hide',
      description: `generated rule ${i + 1}`,
      conditions: show ? [exists(earlier, true)] : [exists(earlier, false), exists(target - 1, false)],
    };
  });
  return {
    study: {
      id: PERF_STUDY,
      study_type: 'sub_study',
      title: 'Generated performance study',
      status: 'active',
      assign_to: 'all',
      approximate_complete_time: '30 minutes',
      launch_on: '2026-01-01',
      closed_at: null,
      number_of_users_goal: 100,
      reward_on: false,
      reward_text: null,
      custom_tag_on: false,
      custom_tag_text: null,
    },
    procedures: [
      { id: 'intro', title: 'Introduction', order: 1 },
      { id: 'screening', title: 'Screening', order: 2 },
    ],
    questions: { adult: questions, child: [] },
    question_rules: rules,
    screening_rules: [],
    consents: [],
    module_settings: [],
    intro_pages: [],
    research: null,
    promotions: [],
  };
}
