import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { StudyDefinition, WIDGETS, type Question, type StudyDefinition as Definition } from '@contract';
import { readStudyDefinitions } from './load-definitions';
import { resolveSite } from '@/config/site';

// The demo studies that `npm start` loads (DECISIONS §6): every file is a valid definition, ids are
// unique per kind across files, and together they show what the issue asks the demo to show.

const DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../studies');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
const byType = (type: string) =>
  readStudyDefinitions(DIR)
    .map((l) => l.definition)
    .filter((d) => d.study.study_type === type);
const core = () => byType('core_study')[0];
const all = (d: Definition): Question[] => [...d.questions.adult, ...d.questions.child];

describe('demo study definition files', () => {
  it.each(files)('%s is a StudyDefinition (typebox Value.Check)', (file) => {
    const data: unknown = JSON.parse(readFileSync(join(DIR, file), 'utf8'));
    expect([...Value.Errors(StudyDefinition, data)]).toEqual([]);
    expect(Value.Check(StudyDefinition, data)).toBe(true);
  });

  it('all load together without a problem (references and cross-file ids)', () => {
    expect(readStudyDefinitions(DIR).map((l) => l.file)).toEqual(files);
  });

  it('ids are unique per kind across files (DECISIONS §4); a question may be shared by the adult and child lists of its study', () => {
    const seen = new Map<string, number>();
    const claim = (kind: string, id: number, study: number) => {
      const owner = seen.get(`${kind}:${id}`);
      expect(
        owner === undefined || ((kind === 'question' || kind === 'option') && owner === study),
        `${kind} ${id}`,
      ).toBe(true);
      seen.set(`${kind}:${id}`, study);
    };
    for (const { definition: d } of readStudyDefinitions(DIR)) {
      const study = d.study.id;
      claim('study', study, -1);
      for (const audience of ['adult', 'child'] as const) {
        const local = new Set<number>();
        for (const q of d.questions[audience]) {
          expect(local.has(q.id)).toBe(false);
          local.add(q.id);
          claim('question', q.id, study);
          q.options.forEach((o) => claim('option', o.id, study));
        }
      }
      d.consents.forEach((c) => claim('consent', c.id, study));
      d.question_rules.forEach((r) => claim('rule', r.id!, study));
      d.screening_rules.forEach((r) => claim('screening rule', r.id!, study));
      d.module_settings.forEach((m) => claim('module setting', m.id, study));
      d.intro_pages.forEach((p) => claim('intro page', p.id, study));
      d.promotions.forEach((p) => claim('promotion', p.id, study));
    }
    expect(seen.size).toBeGreaterThan(100);
  });

  it('has a core study, an annual questionnaire, a sub study, a closed study and a research opportunity with a URL', () => {
    expect(byType('core_study')).toHaveLength(1);
    expect(byType('annual_questionnaire').length).toBeGreaterThanOrEqual(1);
    expect(byType('sub_study').some((d) => d.study.status === 'active')).toBe(true);
    expect(readStudyDefinitions(DIR).some((l) => l.definition.study.status === 'closed')).toBe(true);
    const research = byType('promotional_study')[0];
    expect(research.research?.url).toMatch(/^https:\/\//);
    expect(research.procedures.map((p) => p.id)).toContain('research');
  });

  it('the annual questionnaire, the sub study and the research opportunity wait for the core consent (assign_to enrolled)', () => {
    expect(core().study.assign_to).toBe('all');
    for (const type of ['annual_questionnaire', 'promotional_study', 'sub_study']) {
      const active = byType(type).filter((d) => d.study.status === 'active' && d.study.assign_to !== 'none');
      expect(active.map((d) => [d.study.id, d.study.assign_to])).toEqual(active.map((d) => [d.study.id, 'enrolled']));
    }
  });

  it('a free-text question is required like every question, and never reads as one that may be skipped', () => {
    // Every shown question needs an answer (README "questions"): a question answered only in a text
    // box whose title is a yes/no question ("Is there anything else…?") says what to write for "no".
    const freeText = readStudyDefinitions(DIR)
      .flatMap((l) => all(l.definition))
      .filter((q) => q.options.every((o) => o.widget === 'text'));
    expect(freeText.length).toBeGreaterThan(0);
    for (const q of freeText) {
      const title = q.title ?? '';
      expect(title, String(q.id)).not.toMatch(/\(optional\)|if you (wish|like)/i);
      if (/^(is|are|do|does|did|have|has) /i.test(title)) expect(title, String(q.id)).toMatch(/write “No”/);
    }
  });

  it("every e-mail address and phone number in the demo studies (consent texts, module settings) is the site's contact", () => {
    const { contact } = resolveSite();
    const texts = files.map((f) => readFileSync(join(DIR, f), 'utf8')).join('\n');
    const emails = new Set(texts.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []);
    expect([...emails]).toEqual([contact.email]);
    const phones = new Set(texts.match(/\(\d{3}\) \d{3}-\d{4}|\+1[ \d]{10,}\d/g) ?? []);
    expect([...phones]).toEqual([contact.phone]);
    // In a consent text they are links, as on the rest of the site.
    expect(texts).toContain(`mailto:${contact.email}`);
    expect(texts).toContain(`tel:${contact.phoneHref}`);
  });

  it('the core study has an intro, screening, consent and questionnaire, in that order', () => {
    expect(core().procedures.map((p) => p.id)).toEqual(['intro', 'screening', 'consent', 'questionnaire']);
    expect(core().intro_pages.length).toBeGreaterThan(0);
  });

  it('the core screening judges on its own answers: an age rule on the date of birth answered, and diagnosis rules', () => {
    const conditions = core().screening_rules.flatMap((r) => r.conditions);
    // Registration asks no birthday: a rule on the profile would keep every newcomer out.
    expect(conditions.filter((c) => c.l_value !== 'stored_answer')).toEqual([]);
    const screening = core().questions.adult.filter((q) => q.procedure === 'screening');
    const birth = screening.find((q) => /date of birth/.test(q.title ?? ''))!;
    expect(conditions).toContainEqual(
      expect.objectContaining({
        operator: 'le',
        r_value: 'now-1y',
        comparison_data_type: 'date',
        stored_answer_path: expect.objectContaining({ question_id: birth.id }),
      }),
    );
    const diagnosis = screening.find((q) => /diagnosed with type 1 diabetes/.test(q.title ?? ''))!;
    expect(conditions.some((c) => c.stored_answer_path?.question_id === diagnosis.id)).toBe(true);
  });

  it('the sleep sub study keeps an age rule on the profile birthday (the demo accounts have one)', () => {
    const sub = byType('sub_study').find((d) => d.study.id === 103)!;
    expect(sub.screening_rules.flatMap((r) => r.conditions)).toContainEqual(
      expect.objectContaining({ l_value: 'age_years', operator: 'ge', r_value: '18' }),
    );
  });

  it('the core study has adult, parental and child consents, and one for the partner network', () => {
    expect(
      core()
        .consents.map((c) => c.consent_type)
        .sort(),
    ).toEqual(['adult', 'child', 'jaeb', 'parental']);
  });

  it.each(['adult', 'child'] as const)(
    'the core questionnaire (%s) uses every one of the 20 answer widgets',
    (audience) => {
      const used = new Set(
        core()
          .questions[audience].filter((q) => q.procedure === 'questionnaire')
          .flatMap((q) => q.options.map((o) => o.widget)),
      );
      expect([...WIDGETS].filter((w) => !used.has(w))).toEqual([]);
    },
  );

  it('the core questionnaire has sub-questions, show and hide rules, error and warning validators and a confirmation warning', () => {
    const questions = all(core());
    expect(questions.some((q) => q.parent_option_id != null)).toBe(true);
    expect(
      core()
        .question_rules.map((r) => r.rule_action)
        .sort(),
    ).toEqual(expect.arrayContaining(['hide', 'show']));
    const validators = questions.flatMap((q) => q.options.flatMap((o) => o.option_validators ?? []));
    expect(validators.some((v) => v.action === 'error')).toBe(true);
    expect(validators.some((v) => (v.action ?? 'warning') === 'warning')).toBe(true);
    expect(new Set(validators.map((v) => v.r_value_source))).toEqual(
      new Set(['static', 'dynamic', 'stored_answer', 'profile_field']),
    );
    expect(questions.some((q) => q.confirmation_warning)).toBe(true);
  });
});
