import type { ParticipantProfile } from '@contract/account';
import type { ModuleSetting, Procedure, ProcedureId, Question, QuestionRule, UserProcedure } from '@contract/study';
import type { UserStudy } from '@contract/user-study';
import type { StoredAnswer, ProcedureState, QuestionFlow } from '@engine';
import type { QuestionSaveStatus } from './save-queue';

// The shapes of a study session (study-session.ts): which user study it is, what its load brings,
// and the snapshot the screens read.

export interface SurveyIds {
  studyId: number;
  userStudyId: number;
  userId: number;
}

export interface StudyDefinitionData {
  userStudy: UserStudy;
  procedures: Procedure[];
  userProcedures: UserProcedure[];
  questions: Question[];
  rules: QuestionRule[];
  moduleSettings: ModuleSetting[];
  preselected: ProcedureId | null;
}

export interface SessionSnapshot {
  phase: 'participant' | 'study' | 'ready' | 'failed';
  participant: ParticipantProfile | null;
  data: StudyDefinitionData | null;
  /** This user study's answers as the participant sees them: stored plus unsaved drafts. */
  answers: StoredAnswer[];
  /** Answers of other studies the rules read. */
  otherAnswers: StoredAnswer[];
  /** One flow per change: the engine's derived values are cached on it (visibility once per change). */
  flow: QuestionFlow | null;
  procedures: ProcedureState[];
  saves: ReadonlyMap<number, QuestionSaveStatus>;
  /** Questions with answers not stored yet. */
  unsaved: ReadonlySet<number>;
  /**
   * How many of them leaving the page would lose: all, but those kept offline in the site's vault on
   * the device (a reload offline opens them again; the queue sends them when the connection is back).
   */
  atRisk: number;
}

/** A session before its first load: nothing read, nothing typed. */
export const emptySnapshot = (): SessionSnapshot => ({
  phase: 'participant',
  participant: null,
  data: null,
  answers: [],
  otherAnswers: [],
  flow: null,
  procedures: [],
  saves: new Map(),
  unsaved: new Set(),
  atRisk: 0,
});
