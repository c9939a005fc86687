import { Compile } from 'typebox/compile';
import {
  endpoints,
  type Answer,
  type AnswerInput,
  type AnswerSaveErrors,
  type ContentLang,
  type Question,
} from '@contract';
import { planAnswerSave, procedureGate, type ProcedureGate } from '@engine';
import type { Queryable } from '../../db/database';
import { conflict, HttpError, notFound } from '../../http/errors';
import { auditStatementPart, type AuditEvent } from '../audit/service';
import { NOT_ELIGIBLE, STUDY_CLOSED } from './procedure-submit';
import { birthdayFromAnswers } from './profile-answers';
import { replaceQuestionAnswers } from './repository';
import { loadForSave, type SaveCaller, type SaveInput } from './save-read';
import { toAnswer, type AnswerRow } from './study-store';
import { progressOf, type Progress } from '../user-studies/service';

// Saving the answers of one question (spec 001 §7): the body holds every answer the question has
// now, so it replaces the stored ones; an empty value clears its option. The engine decides
// everything: whether the procedure takes answers, whether the question is shown, whether each
// answer is allowed (widget rules of §5, error-level option validators, one choice among
// exclusive options), and which other answers the change hides (they are removed with it).

export const PROCEDURE_SUBMITTED = 'This procedure has already been submitted.';
export const PROCEDURE_NOT_OPEN = 'Please complete the previous step first.';

// The endpoint table's body schema, judged here to refuse in the answer-save format (routes.ts
// turns the adapter's body check off for this call).
const checkBody = Compile(endpoints.saveAnswers.body);

/** A refusal in the answer-save format: 400 `[{question, question_option, error_message}]`. */
const refusal = (errors: AnswerSaveErrors) => new HttpError(400, errors);

const GATE_MESSAGES: Record<Exclude<ProcedureGate, { open: true }>['reason'], string> = {
  unknown: PROCEDURE_NOT_OPEN,
  submitted: PROCEDURE_SUBMITTED,
  closed: STUDY_CLOSED,
  'not-eligible': NOT_ELIGIBLE,
  'previous-open': PROCEDURE_NOT_OPEN,
};

/** Tries of one save before it gives up (409): each try that fails lost to a write that succeeded. */
const MAX_ATTEMPTS = 100;
export const SAVE_CONFLICT = 'Your answers changed meanwhile. Please try again.';

export async function saveAnswers(
  db: Queryable,
  caller: SaveCaller,
  userStudyId: number,
  questionId: number,
  body: unknown,
  allAnswers: boolean,
  // Read once the account is admitted: the participant's preferred language may decide it.
  lang: () => ContentLang = () => 'en',
  now = new Date(),
): Promise<Answer[]> {
  const whole = (message: string) => refusal([{ question: questionId, question_option: null, error_message: message }]);
  // An invalid body is refused once the account is admitted (401 comes first, as it did when the
  // account was checked at authentication) and before the user study is looked for.
  const given = checkBody.Check(body) ? body : undefined;
  const invalid = given ? undefined : bodyRefusal(body, whole);
  const checked: SaveCaller = {
    id: caller.id,
    admit(account) {
      caller.admit(account);
      if (invalid) throw invalid;
    },
  };
  // One read (the account, the user study at a version, its procedures, the answers its rules
  // read), the engine's judgement here, then one write that applies only at that version. When
  // another write to the user study came in between (from any process), the save reads and judges
  // again: it is stored whole, as judged against the answers it replaces, or not at all.
  for (let attempt = 1; ; attempt += 1) {
    const {
      userStudy: us,
      participant,
      flow,
      questions,
      own,
      done,
      version,
    } = await loadForSave(db, checked, userStudyId, now, lang, allAnswers);
    const question = questions.find((q) => q.id === questionId);
    if (!question) throw notFound('Question not found in this study.');
    const gate = procedureGate(
      { procedures: us.definition.procedures, userProcedures: done, questions, answers: flow.answers, userStudy: us },
      question.procedure,
      'answer',
    );
    if (!gate.open) throw whole(GATE_MESSAGES[gate.reason]);

    const completed = new Set(done.map((p) => p.procedure_id));
    const plan = planAnswerSave(flow, question, given!, completed);
    if (plan.errors.length > 0) throw refusal(plan.errors);
    const removed = plan.removed.map((a) => a.question_option);
    const progress = progressOf({
      procedures: us.definition.procedures,
      completed,
      isEligible: us.is_eligible,
      touched: { id: question.procedure, kind: 'answered' },
    });
    const birthday = birthdayFromAnswers(question, plan.answers, now, participant.timezone);
    // The audit row (each option's value before and after) is written by the same statement, when it applies.
    const before = own.filter((r) => r.question_id === question.id || removed.includes(r.question_option_id));
    const audit: AuditEvent = {
      action: 'answer_stored',
      participantId: caller.id,
      userStudyId: us.id,
      detail: { question: question.id, procedure: question.procedure, changes: answerChanges(before, plan.answers) },
    };
    // The profile's birthday the answer changes (DECISIONS §7) is recorded as a profile change, by the same statement.
    const profileAudit: AuditEvent = {
      action: 'profile_changed',
      participantId: caller.id,
      userStudyId: us.id,
      detail: { by: 'screening answer', question: question.id },
    };
    const inserted = await replaceAnswers(db, us, version, question, plan.answers, removed, progress, birthday, {
      answer: audit,
      profile: profileAudit,
    });
    if (!inserted) {
      // Each round some write wins, so this ends; a participant's own saves rarely overlap at all.
      if (attempt >= MAX_ATTEMPTS) throw conflict({ detail: SAVE_CONFLICT });
      continue;
    }
    // The answers now stored, from what was read (with their widget and time when all are
    // answered) and written: no second read.
    const kept = allAnswers
      ? own.filter((r) => r.question_id !== question.id && !removed.includes(r.question_option_id))
      : [];
    const rows = [...kept.map(readInFull), ...inserted].sort((a, b) => a.id - b.id);
    return rows.map((r) => toAnswer(r));
  }
}

/** The 400 of a body that is no list of answers: its first error, in the answer-save format. */
function bodyRefusal(body: unknown, whole: (message: string) => HttpError) {
  const first = [...checkBody.Errors(body)][0] as { instancePath?: string; message?: string } | undefined;
  return whole(
    `Invalid answers${first?.instancePath ? ` at ${first.instancePath}` : ''}: ${first?.message ?? 'expected a list of {question, question_option, value}'}.`,
  );
}

/** A stored answer the save read in full (it answers every answer): with its widget and time. */
const readInFull = (r: SaveInput['own'][number]): AnswerRow => ({
  ...r,
  widget: r.widget ?? null,
  created_at: r.created_at!,
});

/** Each option whose value the save changed: its value before (null: none) and after (null: removed). */
function answerChanges(
  before: ReadonlyArray<Pick<AnswerRow, 'question_option_id' | 'value'>>,
  after: readonly AnswerInput[],
) {
  const was = new Map(before.map((r) => [r.question_option_id, r.value]));
  const is = new Map(after.map((a) => [a.question_option, a.value]));
  return [...new Set([...was.keys(), ...is.keys()])]
    .sort((a, b) => a - b)
    .map((option) => ({ option, before: was.get(option) ?? null, after: is.get(option) ?? null }))
    .filter((c) => c.before !== c.after);
}

/**
 * Replaces the question's stored answers with the given ones, removes the hidden options' answers
 * and stores the progress: one statement, applied only at `version` (undefined when it moved). A
 * `birthday` the answers give the profile is stored in the same statement (DECISIONS §7).
 */
async function replaceAnswers(
  db: Queryable,
  us: Pick<SaveInput['userStudy'], 'id' | 'participant_id' | 'study_id'>,
  version: number,
  question: Question,
  given: readonly AnswerInput[],
  hidden: readonly number[],
  progress: Progress,
  birthday: string | null,
  audit: { answer: AuditEvent; profile: AuditEvent },
): Promise<AnswerRow[] | undefined> {
  const widgetOf = new Map(question.options.map((o) => [o.id, o.widget]));
  const rows = await replaceQuestionAnswers(
    db,
    us.id,
    version,
    question.id,
    [...hidden],
    given.map((a) => ({ optionId: a.question_option, value: a.value, widget: widgetOf.get(a.question_option)! })),
    progress,
    { participantId: us.participant_id, birthday },
    { answer: auditStatementPart(audit.answer), profile: auditStatementPart(audit.profile) },
  );
  return rows?.map((r) => ({ ...r, study_id: us.study_id }));
}
