import type { Procedure, ProcedureId, Question, UserProcedure } from '@contract/study';
import type { UserStudy } from '@contract/user-study';
import type { StoredAnswer } from './conditions';

/** A procedure with the flags the survey derives from it (spec 001 §3). */
export interface ProcedureState extends Procedure {
  enabled: boolean;
  /** Intro and research carry no questions and are not judged. */
  special: boolean;
  isIntro: boolean;
  isScreening: boolean;
  isConsent: boolean;
  isQuestionnaire: boolean;
  isResearch: boolean;
  hasQuestions: boolean;
}

export function sortProcedures<T extends Pick<Procedure, 'order'>>(procedures: readonly T[]): T[] {
  return [...procedures].sort((a, b) => a.order - b.order);
}

/** Copies user-procedure completion times onto the study's procedures. */
export function withCompletion(
  procedures: readonly Procedure[],
  userProcedures: readonly Pick<UserProcedure, 'procedure_id' | 'created_at'>[],
): Procedure[] {
  return sortProcedures(procedures).map((p) => {
    const done = userProcedures.find((u) => u.procedure_id === p.id);
    return done ? { ...p, created_at: done.created_at } : { ...p };
  });
}

/**
 * Enabled (spec 001 §4): it has created_at, or the previous one has, or (screening or
 * questionnaire) any of its questions has an answer. The first procedure is always enabled:
 * there is no previous one, and a study must be startable.
 */
export function isProcedureEnabled(
  sorted: readonly Procedure[],
  index: number,
  answeredProcedures: ReadonlySet<ProcedureId>,
): boolean {
  const p = sorted[index];
  if (!p) return false;
  if (index === 0 || p.created_at || sorted[index - 1].created_at) return true;
  return (p.id === 'screening' || p.id === 'questionnaire') && answeredProcedures.has(p.id);
}

/** Procedures in order with their derived flags; answers tell which procedures have begun. */
export function procedureStates(
  procedures: readonly Procedure[],
  questions: readonly Question[],
  answers: readonly StoredAnswer[],
): ProcedureState[] {
  const sorted = sortProcedures(procedures);
  const procedureOf = new Map(questions.map((q) => [q.id, q.procedure]));
  const answered = new Set(answers.map((a) => procedureOf.get(a.question)).filter((p): p is ProcedureId => !!p));
  return sorted.map((p, index) => ({
    ...p,
    enabled: isProcedureEnabled(sorted, index, answered),
    special: p.id === 'intro' || p.id === 'research',
    isIntro: p.id === 'intro',
    isScreening: p.id === 'screening',
    isConsent: p.id === 'consent',
    isQuestionnaire: p.id === 'questionnaire',
    isResearch: p.id === 'research',
    hasQuestions: questions.some((q) => q.procedure === p.id),
  }));
}

/** A submit marks the procedure completed; enablement is then derived again from the result. */
export function markCompleted(procedures: readonly Procedure[], id: ProcedureId, now: Date): Procedure[] {
  return procedures.map((p) => (p.id === id && !p.created_at ? { ...p, created_at: now.toISOString() } : p));
}

export function nextProcedure<T extends Procedure>(procedures: readonly T[], id: ProcedureId): T | null {
  const sorted = sortProcedures(procedures);
  const index = sorted.findIndex((p) => p.id === id);
  return index < 0 ? null : (sorted[index + 1] ?? null);
}

type StudyState = Pick<UserStudy, 'study_status' | 'status' | 'dashboard_status' | 'study_type'>;

/** Closed for the participant: the study is closed, or their progress is at 100. */
export function isUserStudyClosed(us: StudyState): boolean {
  return us.study_status === 'closed' || us.status === 100;
}

/** A closed study with status 0 (never started) or progress 100 counts as finished (spec 001 §4). */
export function isStudyFinished(us: StudyState): boolean {
  return us.study_status === 'closed' && (us.status === 0 || us.status === 100);
}

/**
 * Blocked (the research link is hidden): a closed promotional study unless the participant is in
 * progress with it; a closed core study the participant has no user procedures in.
 */
export function isStudyBlocked(us: StudyState, userProcedures: readonly UserProcedure[]): boolean {
  if (us.study_status !== 'closed') return false;
  if (us.study_type === 'promotional_study') return us.dashboard_status !== 'in_progress';
  if (us.study_type === 'core_study') return userProcedures.length === 0;
  return false;
}

/**
 * The current procedure when the intro is shown: while the study is closed or not completed it is
 * the intro (else the first not yet completed, else the last); once completed, the first (or the
 * last, in the variant that resumes at the end).
 */
export function currentProcedureOnIntro<T extends Procedure>(
  procedures: readonly T[],
  us: StudyState,
  completedPick: 'first' | 'last' = 'first',
): T | null {
  const sorted = sortProcedures(procedures);
  if (sorted.length === 0) return null;
  const last = sorted[sorted.length - 1];
  if (us.study_status === 'closed' || us.dashboard_status !== 'completed') {
    return sorted.find((p) => p.id === 'intro') ?? sorted.find((p) => !p.created_at) ?? last;
  }
  return completedPick === 'first' ? sorted[0] : last;
}

export type PreselectOutcome = 'closed-study' | 'status' | 'open';

/**
 * Preselect (spec 001 §4): a closed user study goes to the closed study page when it counts as
 * finished (never begun, or done) or blocked; one the participant is part-way through stays open
 * to them (a research opportunity in progress: the closed study page is skipped). A completed
 * procedure goes to its status page; otherwise the procedure opens.
 */
export function preselectOutcome(
  us: StudyState,
  procedure: Pick<Procedure, 'created_at'> | null,
  userProcedures: readonly UserProcedure[] = [],
): PreselectOutcome {
  if (isUserStudyClosed(us)) {
    const partWay = us.status !== 100 && !isStudyFinished(us) && !isStudyBlocked(us, userProcedures);
    if (!partWay) return 'closed-study';
  }
  if (procedure?.created_at) return 'status';
  return 'open';
}

/** Loading an ineligible user study (outside review) opens the not-eligible page. */
export function opensNotEligible(us: Pick<UserStudy, 'is_eligible'>, loadKind: string): boolean {
  return us.is_eligible === false && loadKind !== 'review';
}
